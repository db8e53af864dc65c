import Synchronization

/// The storage half of a multi-input operator: holds the operator's state machine behind a lock, applies each
/// transition under it, and sends the events a transition emits outside it, in transition order.
///
/// Whichever thread finds the outbox idle drains it; other threads enqueue and return. Order is therefore the
/// order of transitions, no user closure runs under the lock, and a feedback loop re-entering on the draining
/// thread is queued instead of recursing.
@usableFromInline
final class OrderedOutput<State, Value, Error: Swift.Error>: @unchecked Sendable {  // `lock` guards all vars
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var state: State
    @usableFromInline @exclusivity(unchecked) var outbox: ContiguousArray<Signal<Value, Error>.Event> = []
    @usableFromInline @exclusivity(unchecked) var isDraining = false
    @usableFromInline let observer: Signal<Value, Error>.Observer

    @inlinable
    init(_ state: State, observer: Signal<Value, Error>.Observer) {
        self.state = state
        self.observer = observer
    }

    /// Applies `transition` to the state; it emits events through its second argument.
    @inlinable
    func apply(_ transition: (inout State, (Signal<Value, Error>.Event) -> Void) -> Void) {
        let shouldDrain: Bool = lock.locked {
            transition(&state) { outbox.append($0) }
            if isDraining || outbox.isEmpty { return false }
            isDraining = true
            return true
        }
        if shouldDrain { drain() }
    }

    @inlinable
    func drain() {
        var index = 0
        while true {
            let next: Signal<Value, Error>.Event? = lock.locked {
                if index < outbox.count {
                    defer { index += 1 }
                    return outbox[index]
                }
                outbox.removeAll(keepingCapacity: true)
                isDraining = false
                return nil
            }
            guard let next else { return }
            observer.send(next)
        }
    }
}
