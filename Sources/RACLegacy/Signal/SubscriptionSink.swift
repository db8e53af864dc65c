import Synchronization
import RACSupport

/// One event of a signal, used where events must be stored or queued.
@usableFromInline
enum SignalEvent {
    case next(Any?)
    case error((any Error)?)
    case completed
}

/// What every subscription's events go through on their way to the subscriber.
///
/// It serializes events from concurrent senders without holding a lock while delivering: the first sender owns
/// the delivery (`wip` goes 0 → 1), others queue their event and bump `wip` (a value on a sink contended before
/// first waits a bounded time to take ownership itself: `acquireAfterWaiting`); the owner drains the queue before
/// giving up ownership. It drops everything after a terminal event or after the subscription was disposed, and
/// disposes the subscription after delivering a terminal event. Subclasses say where the events go:
/// `ForwardingSink` to any subscriber, `BlockSink` straight to blocks.
@usableFromInline
class SubscriptionSink: RACSubscriber, @unchecked Sendable { // `wip`, `ownerTag`, `pending` atomic; `terminated` owned by the delivering thread; `isFedSerially` set before sharing
    /// The subscription's disposable: disposing it stops delivery at once.
    @usableFromInline let disposable: RACCompoundDisposable
    // Declared next to each other so that the flags share the word of `wip` (one size class less for a subject's
    // block sink). The delivery owner is the only thread touching `terminated`; the dynamic exclusivity check
    // would cost per event.
    @usableFromInline let wip = Atomic<Int32>(0)
    @exclusivity(unchecked) @usableFromInline var terminated = false
    /// Set by stateless operators (map, filter) whose sink is only ever called from their upstream subscriber,
    /// which a serializing sink of the upstream already calls one event at a time: ownership is not taken again.
    @exclusivity(unchecked) @usableFromInline var isFedSerially = false
    /// The sink is a `BlockSink`: values go to its block without a dynamic dispatch (the hot path of subjects).
    @usableFromInline let callsBlocks: Bool
    /// 0 until a send first finds another thread delivering; then the tag of the thread that took ownership in
    /// `sendNext` (possibly just let go), or `SubscriptionSink.ownerUnknown`. It fills the last byte of `wip`'s word.
    /// Two threads may share a tag, which only costs a wait or a queued value, never order or delivery.
    @usableFromInline let ownerTag = Atomic<UInt8>(0)
    /// Made at the first send that finds another thread delivering: most sinks never need one, and the lock
    /// senders then take is on its own cache line, not on the one delivery reads for every event.
    @usableFromInline let pending = AtomicLazyReference<PendingEvents>()

    /// `ownerTag` of a sink contended before whose owner did not record itself.
    @usableFromInline static var ownerUnknown: UInt8 { 0xFF }

    @inlinable init(disposable: RACCompoundDisposable, callsBlocks: Bool) {
        self.disposable = disposable
        self.callsBlocks = callsBlocks
    }

    // MARK: Where events go (subclasses); the caller owns delivery and has checked termination and disposal.

    /// Hands a value to the subscriber.
    @usableFromInline func receiveNext(_ value: Any?) {
        preconditionFailure("SubscriptionSink.receiveNext must be overridden")
    }

    /// Hands an error to the subscriber; the sink has terminated.
    @usableFromInline func receiveError(_ error: (any Error)?) {
        preconditionFailure("SubscriptionSink.receiveError must be overridden")
    }

    /// Hands completion to the subscriber; the sink has terminated.
    @usableFromInline func receiveCompleted() {
        preconditionFailure("SubscriptionSink.receiveCompleted must be overridden")
    }

    /// Lets go of the subscriber once an event found the subscription disposed.
    @usableFromInline func dropSubscriber() {}

    // MARK: The subscriber side, callable from any thread.

    @inlinable final func sendNext(_ value: Any?) {
        if isFedSerially {
            deliverNextOwned(value)
            return
        }
        sendNextTakingOwnership(value)
    }

    /// `sendNext` for a sink that is not fed serially: a subject's sinks never are, so a subject calls this.
    @inlinable @inline(__always) final func sendNextTakingOwnership(_ value: Any?) {
        // Fast path without building a SignalEvent: the common uncontended value delivery.
        whileOwning({ deliverNextOwned(value) }, orQueue: .next(value))
    }

    /// Runs `deliver` as the delivery owner, or queues `event` (to be delivered by the owner, in order) when
    /// another thread delivers or this thread's own delivery is under way.
    @inlinable @inline(__always)
    final func whileOwning(_ deliver: () -> Void, orQueue event: @autoclosure () -> SignalEvent) {
        if tryAcquire() || acquireAfterWaiting() {
            if ownerTag.load(ordering: .relaxed) == 0 {
                deliver()
                release()
                return
            }
            // Contended before: the owner is recorded for `acquireAfterWaiting`, in the word the waiters read anyway.
            ownerTag.store(currentThreadTag(), ordering: .relaxed)
            deliver()
            release()
            ownerTag.store(SubscriptionSink.ownerUnknown, ordering: .relaxed)
        } else {
            enqueue(event())
        }
    }

    /// Looks at most this many times (one atomic load each) for another thread's delivery to end. Long enough for a
    /// short observer (rac-bench S11); yielding between looks made two-thread sends bimodal, and a bound adapted to
    /// how waits end collapsed (an owner sending again re-takes ownership before the waiter sees it free).
    @usableFromInline static var ownershipSpinLimit: Int { 2048 }

    /// Takes delivery ownership from another thread once it is done, instead of queueing the value for it: with two
    /// threads sending, handing every value across threads costs several times the delivery itself. Only on a sink
    /// contended before (the first contention queues; from then on owners record their thread's tag), and not for a
    /// send from inside the owner's own delivery (it queues at once). The wait is bounded, so a delivery that waits
    /// for this thread cannot deadlock: the value is queued after the bound. The cost: with more sending threads
    /// than processors, a sender may spin the whole bound for an owner that waits for a processor.
    @usableFromInline final func acquireAfterWaiting() -> Bool {
        let owner = ownerTag.load(ordering: .relaxed)
        if owner == 0 || owner == currentThreadTag() { return false }
        for look in 0..<SubscriptionSink.ownershipSpinLimit {
            if wip.load(ordering: .relaxed) == 0, tryAcquire() {
                OperationCount.add(look + 1)
                return true
            }
        }
        OperationCount.add(SubscriptionSink.ownershipSpinLimit)
        return false
    }

    @inlinable final func sendError(_ error: (any Error)?) { send(.error(error)) }
    @inlinable final func sendCompleted() { send(.completed) }

    @inlinable final func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
        self.disposable.addDisposable(disposable)
    }

    @inlinable final func send(_ event: SignalEvent) {
        if isFedSerially {
            deliverOwned(event)
            return
        }
        if tryAcquire() {
            deliverOwned(event)
            release()
        } else {
            enqueue(event)
        }
    }

    // MARK: Delivery ownership.

    @usableFromInline final func enqueue(_ event: SignalEvent) {
        let queue = pending.load() ?? pending.storeIfNil(PendingEvents())
        if ownerTag.load(ordering: .relaxed) == 0 { ownerTag.store(SubscriptionSink.ownerUnknown, ordering: .relaxed) }
        queue.lock.withLock { _ in queue.events.append(event) }
        if wip.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
            drain(handled: 0)
        }
    }

    /// Takes delivery ownership if nobody holds it.
    @inlinable final func tryAcquire() -> Bool {
        wip.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Gives up ownership taken by `tryAcquire()`, first delivering anything queued meanwhile.
    @inlinable final func release() {
        if wip.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged { return }
        drain(handled: 1)
    }

    @usableFromInline final func drain(handled initial: Int32) {
        var handled = initial
        while true {
            let remaining = wip.wrappingSubtract(handled, ordering: .acquiringAndReleasing).newValue
            if remaining == 0 { return }
            // Every sender queued its event (making the queue first) before bumping `wip`, so the queue exists
            // and at least `remaining` events are waiting.
            let queue = pending.load()!
            queue.take(Int(remaining))
            for event in queue.batch { deliverOwned(event) }
            handled = Int32(queue.batch.count)
            queue.batch.removeAll(keepingCapacity: true)
        }
    }

    /// Delivers one value; the caller must own delivery.
    @inlinable final func deliverNextOwned(_ value: Any?) {
        if terminated { return }
        if disposable.isDisposed {
            dropSubscriber()
            return
        }
        handOver(value)
    }

    /// Hands a value to the subscriber: straight to a block sink's block, else through `receiveNext`.
    @inlinable @inline(__always) final func handOver(_ value: Any?) {
        if callsBlocks {
            unsafeDowncast(self, to: BlockSink.self).next?(value)
        } else {
            receiveNext(value)
        }
    }

    /// Delivers one event; the caller must own delivery.
    @inlinable final func deliverOwned(_ event: SignalEvent) {
        if terminated { return }
        if disposable.isDisposed {
            dropSubscriber()
            return
        }
        switch event {
        case .next(let value):
            handOver(value)
        case .error(let error):
            terminated = true
            receiveError(error)
            disposable.dispose()
        case .completed:
            terminated = true
            receiveCompleted()
            disposable.dispose()
        }
    }
}

/// The events queued for a sink while another thread delivers.
///
/// The delivery owner moves what it delivers into `batch`, which it alone touches, so neither array is copied or
/// reallocated once both have grown to the backlog's size (taking a slice and removing it from the queue copied the
/// rest of the queue into a new buffer on every batch).
@usableFromInline
final class PendingEvents: @unchecked Sendable { // `events`, `head` guarded by `lock`; `batch` owned by the delivering thread
    let lock = Lock(())
    // Only touched inside `lock`; the dynamic exclusivity check would only add cost.
    @exclusivity(unchecked) var events: ContiguousArray<SignalEvent> = []
    /// Index of the oldest event not yet taken.
    @exclusivity(unchecked) var head = 0
    /// The events being delivered; only the delivery owner touches it.
    @exclusivity(unchecked) var batch: ContiguousArray<SignalEvent> = []

    @usableFromInline init() {}

    /// Moves the `count` oldest queued events into `batch`; the caller owns delivery.
    func take(_ count: Int) {
        lock.withLock { _ in
            let end = Swift.min(head + count, events.count)
            for index in head..<end {
                batch.append(events[index])
                // The slot stays until the prefix is dropped; its value does not.
                events[index] = .completed
            }
            head = end
            if head == events.count {
                events.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 64 && head * 2 >= events.count {
                // Drop the taken prefix once it is most of the array: amortized O(1) per event.
                events.removeSubrange(0..<head)
                head = 0
            }
        }
    }
}

/// A one-byte tag of the calling thread, never 0 nor `SubscriptionSink.ownerUnknown`: the low byte of the page
/// number of its control block. Threads' control blocks sit one stack (plus a guard page) apart, so threads made one
/// after another get different tags.
@inlinable @inline(__always)
func currentThreadTag() -> UInt8 {
    let tag = UInt8(truncatingIfNeeded: currentThreadIdentity() >> 12)
    return tag == 0 || tag == 0xFF ? 1 : tag
}

extension SubscriptionSink {
    /// Sends a class instance as a value. The `Any?` handed to the subscriber refers to `object` without owning it
    /// (`object` keeps it alive for the call), so no optional is copied or destroyed: either goes through Optional's
    /// generic value witnesses, which costs about as much as delivering the value.
    @inlinable @inline(__always)
    final func sendNext<Object: AnyObject>(object: Object) {
        withExtendedLifetime(object) {
            // The reference is the payload's one word.
            sendNext(payload: UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), of: Object.self)
        }
    }
}
