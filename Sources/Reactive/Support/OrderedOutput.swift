import Synchronization
import RACSupport

/// The storage half of a multi-input operator: holds the operator's state machine behind a lock, applies each
/// transition under it, and sends the events a transition emits outside it, in transition order.
///
/// Whichever thread finds the outbox idle drains it; other threads enqueue and return. Order is therefore the
/// order of transitions, no user closure runs under the lock, and a feedback loop re-entering on the draining
/// thread is queued instead of recursing. Once `backlogLimit` events wait, a value from another thread waits for
/// the draining thread to finish (as a value sent into a `Signal` that another thread is delivering does), so the
/// outbox stays bounded however far one sender runs ahead; terminal events never wait.
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
    /// The draining thread while `isDraining`.
    @usableFromInline @exclusivity(unchecked) var drainer: UInt = 0
    /// Held by the draining thread while it delivers; a sender held back by a full outbox waits on it.
    @usableFromInline let deliveryLock = Lock(())
    /// The events being delivered; only the draining thread (the one that set `isDraining`) touches it.
    @usableFromInline @exclusivity(unchecked) var batch: ContiguousArray<Signal<Value, Error>.Event> = []
    @usableFromInline let observer: Signal<Value, Error>.Observer

    /// Undelivered events past which a sender on another thread waits for the delivering thread.
    @inlinable static var backlogLimit: Int { 256 }

    @inlinable
    init(_ state: State, observer: Signal<Value, Error>.Observer) {
        self.state = state
        self.observer = observer
    }

    /// What `apply` does once the lock is released.
    @usableFromInline
    enum Next { case none, drain, waitForDrainer }

    /// Applies `transition` to the state; it emits events through its second argument. With `mayWait` (an input's
    /// value, not its termination) a call from another thread than the draining one first waits while the outbox
    /// is full.
    @inlinable
    func apply(mayWait: Bool, _ transition: (inout State, (Signal<Value, Error>.Event) -> Void) -> Void) {
        let me = currentThreadIdentity()
        while true {
            let next: Next = lock.locked {
                if mayWait, isDraining, drainer != me, outbox.count >= Self.backlogLimit { return .waitForDrainer }
                transition(&state) { outbox.append($0) }
                if isDraining || outbox.isEmpty { return .none }
                isDraining = true
                drainer = me
                swap(&outbox, &batch)
                return .drain
            }
            switch next {
            case .none: return
            case .drain:
                deliveryLock.locked { drain() }
                return
            case .waitForDrainer:
                // Returns once the draining thread has emptied the outbox (or, in the moment before it takes
                // `deliveryLock`, at once; the loop then looks again).
                deliveryLock.locked {}
            }
        }
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
                    drainer = 0
                    return true
                }
                swap(&outbox, &batch)
                return false
            }
            if isIdle { return }
        }
    }
}

