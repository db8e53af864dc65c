import RACSupport

/// The state of a `latest` flatten: only the newest inner counts.
@usableFromInline
struct FlattenLatestStateMachine {
    @usableFromInline var current: UInt64?
    @usableFromInline var nextID: UInt64 = 0
    @usableFromInline var isOuterCompleted = false
    @usableFromInline var isTerminated = false

    @inlinable init() {}

    /// A new inner arrived: the identifier to start it with, or nil once terminated.
    @inlinable
    mutating func outerValue() -> UInt64? {
        guard !isTerminated else { return nil }
        let id = nextID
        nextID += 1
        current = id
        return id
    }

    /// True if events of inner `id` are still forwarded.
    @inlinable
    func isCurrent(_ id: UInt64) -> Bool { !isTerminated && current == id }

    /// Inner `id` completed or was interrupted: true when the result must complete.
    @inlinable
    mutating func innerEnded(_ id: UInt64) -> Bool {
        guard isCurrent(id) else { return false }
        current = nil
        if isOuterCompleted {
            isTerminated = true
            return true
        }
        return false
    }

    /// The outer completed: true when the result must complete.
    @inlinable
    mutating func outerCompleted() -> Bool {
        guard !isTerminated else { return false }
        isOuterCompleted = true
        if current == nil {
            isTerminated = true
            return true
        }
        return false
    }

    /// Inner `id` failed: true when the failure must be forwarded.
    @inlinable
    mutating func innerFailed(_ id: UInt64) -> Bool {
        guard isCurrent(id) else { return false }
        isTerminated = true
        return true
    }

    /// Ends everything; true if this call did it.
    @inlinable
    mutating func terminate() -> Bool {
        guard !isTerminated else { return false }
        isTerminated = true
        return true
    }
}

/// Applies `FlattenLatestStateMachine` under a lock; replacing an inner disposes the previous one.
@usableFromInline
final class FlattenLatestStorage<U, F: Swift.Error>: FlattenStorage {
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var state = FlattenLatestStateMachine()  // guarded by `lock`
    @usableFromInline let output: Signal<U, F>.Observer
    @usableFromInline let currentInner = SerialDisposable()

    @inlinable
    init(output: Signal<U, F>.Observer) { self.output = output }

    @inlinable
    func outerValue(_ inner: SignalProducer<U, F>) {
        guard let id = lock.locked({ state.outerValue() }) else { return }
        let observer = Signal<U, F>.Observer { [self] event in
            switch event {
            case let .value(value):
                if lock.locked({ state.isCurrent(id) }) { output.send(value: value) }
            case .failed:
                if lock.locked({ state.innerFailed(id) }) { output.send(event) }
            case .completed, .interrupted:
                if lock.locked({ state.innerEnded(id) }) { output.sendCompleted() }
            }
        }
        if inner.shape == .single {
            // Ends within its start, and events of an inner that is no longer current are ignored: no signal or
            // interrupt handle is needed. Replacing the previous inner still disposes it.
            currentInner.inner = nil
            inner.startHandler(observer, .unending)
            return
        }
        // An inner's events cross the flattened result nested in the inner run's delivery: in a chain of flattens
        // (a fold of merges), the inner runs are where a chain too deep for the stack is caught.
        inner.startWithSignal(in: Signal(checkingDepth: ())) { signal, interrupter in
            // Disposes the previous inner; its interruption is ignored because it is no longer current.
            currentInner.inner = interrupter
            signal.observeForever(observer)
        }
    }

    @inlinable
    func outerCompleted() {
        if lock.locked({ state.outerCompleted() }) { output.sendCompleted() }
    }

    @inlinable
    func terminate(with event: Signal<U, F>.Event) {
        if lock.locked({ state.terminate() }) { output.send(event) }
    }

    @inlinable
    func resultEnded() {
        _ = lock.locked { state.terminate() }
        currentInner.dispose()
    }
}

// `lock` guards `state`; `output` and `currentInner` are thread-safe.
extension FlattenLatestStorage: @unchecked Sendable {}
