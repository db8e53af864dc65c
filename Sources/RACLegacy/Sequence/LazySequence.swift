import RACSupport

/// A memoizing node: its head and tail blocks (and an optional shared dependency) run at most once per node.
///
/// Memoized tails form long chains; `deinit` unlinks them iteratively so releasing a million-element sequence
/// does not recurse.
final class LazySequence: RACSequence, @unchecked Sendable { // `state` guarded by its lock
    private enum Slot<Value> {
        case pending(() -> Value)
        case done(Value)
    }

    private struct State {
        var dependency: (() -> Void)?
        var head: Slot<Any?>
        var tail: Slot<RACSequence?>
    }

    private let state: Locked<State>

    init(dependency: (() -> Void)? = nil, head: @escaping () -> Any?, tail: @escaping () -> RACSequence?) {
        state = Locked(State(dependency: dependency, head: .pending(head), tail: .pending(tail)))
        super.init()
    }

    private func resolveDependency() {
        guard let dependency = state.withLock({ s -> (() -> Void)? in
            defer { s.dependency = nil }
            return s.dependency
        }) else { return }
        dependency()
    }

    override var head: Any? {
        resolveDependency()
        let slot = state.withLock { $0.head }
        switch slot {
        case .done(let value): return value
        case .pending(let block):
            let value = flattenOptional(block())
            // First writer wins if two threads raced on the same node.
            return state.withLock { s -> Any? in
                if case .done(let existing) = s.head { return existing }
                s.head = .done(value)
                return value
            }
        }
    }

    override var tail: RACSequence? {
        resolveDependency()
        let slot = state.withLock { $0.tail }
        switch slot {
        case .done(let value): return value
        case .pending(let block):
            let value = block()
            return state.withLock { s -> RACSequence? in
                if case .done(let existing) = s.tail { return existing }
                s.tail = .done(value)
                return value
            }
        }
    }

    fileprivate func detachTail() -> RACSequence? {
        state.withLock { s -> RACSequence? in
            guard case .done(let next) = s.tail else { return nil }
            s.tail = .done(nil)
            return next
        }
    }

    deinit {
        guard var next = detachTail() else { return }
        while isKnownUniquelyReferenced(&next), let lazy = next as? LazySequence, let after = lazy.detachTail() {
            next = after
        }
    }
}

extension RACSequence {
    /// Lazy bind: pulls source values only as far as needed to produce each result head.
    func lazyBind(_ bindBlock: @escaping RACStreamBindBlock, passingThrough passthrough: RACSequence?) -> RACSequence {
        var values: RACSequence? = self
        var current = passthrough
        var stop = false
        return LazySequence(dependency: {
            while current?.head == nil {
                if stop { return }
                guard let source = values, let value = source.head else {
                    stop = true
                    return
                }
                guard let next = bindBlock(value, &stop) else {
                    stop = true
                    current = nil
                    return
                }
                guard let sequence = next as? RACSequence else {
                    preconditionFailure("-[RACSequence bind:] block returned a non-sequence \(next)")
                }
                current = sequence
                values = source.tail
            }
        }, head: {
            current?.head
        }, tail: {
            guard let current, current.head != nil else { return nil }
            if stop && current.tail == nil { return nil }
            let rest = current.tail
            if stop { return rest }
            return values?.lazyBind(bindBlock, passingThrough: rest) ?? rest
        })
    }
}
