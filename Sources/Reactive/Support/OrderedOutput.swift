import Synchronization

/// The storage half of a multi-input operator: holds the operator's state machine behind a lock, applies each
/// transition under it, and sends the events a transition emits outside it, in transition order.
///
/// Whichever thread finds the outbox idle drains it; other threads enqueue and return. Order is therefore the
/// order of transitions, no user closure runs under the lock, and a feedback loop re-entering on the draining
/// thread is queued instead of recursing.
///
/// The draining thread takes the whole outbox at once (swapping it with its emptied `batch`), so the events held
/// are those not yet delivered plus the batch in delivery, however long other threads or a feedback loop keep the
/// outbox busy; delivered events are released outside the lock.
@usableFromInline
final class OrderedOutput<State, Value, Error: Swift.Error>: @unchecked Sendable {  // `lock` guards all vars but `batch`
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var state: State
    /// Events emitted and not yet taken by the draining thread.
    @usableFromInline @exclusivity(unchecked) var outbox: ContiguousArray<Signal<Value, Error>.Event> = []
    @usableFromInline @exclusivity(unchecked) var isDraining = false
    /// The events being delivered; only the draining thread (the one that set `isDraining`) touches it.
    @usableFromInline @exclusivity(unchecked) var batch: ContiguousArray<Signal<Value, Error>.Event> = []
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
            swap(&outbox, &batch)
            return true
        }
        if shouldDrain { drain() }
    }

    /// Delivers `batch`, then whatever was enqueued meanwhile, until the outbox is found empty.
    @inlinable
    func drain() {
        while true {
            var index = 0
            while index < batch.count {
                observer.send(batch[index])
                index += 1
            }
            batch.removeAll(keepingCapacity: true)
            let isIdle: Bool = lock.locked {
                if outbox.isEmpty {
                    isDraining = false
                    return true
                }
                swap(&outbox, &batch)
                return false
            }
            if isIdle { return }
        }
    }
}
