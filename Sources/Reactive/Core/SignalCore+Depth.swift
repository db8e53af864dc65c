import RACSupport

// Deliveries too deep for the stack (see `DeliveryTrampoline`): a signal that `checksDepth` asks the thread's
// trampoline before each delivery, and the chain lengths that decide which signals do.
extension Signal.Core {
    /// `deliverHoldingLock` for a signal that `checksDepth`: delivers now, as the trampoline, or later from the
    /// trampoline, after any events deferred before; true if this terminated the signal.
    @usableFromInline
    func deliverSlowlyHoldingLock(_ event: Signal<Value, Error>.Event) -> Bool {
        let (trampoline, action) = DeliveryTrampoline.check()
        switch action {
        case .proceed:
            return hasDeferredDelivery ? deliverAfterDeferredHoldingLock(event) : deliverNowHoldingLock(event)
        case .run:
            // The lock stays held while the trampoline runs, as it would for the deliveries nested in this one.
            var didTerminate = false
            trampoline.run {
                didTerminate = hasDeferredDelivery ? deliverAfterDeferredHoldingLock(event) : deliverNowHoldingLock(event)
            }
            return didTerminate
        case .deferred:
            deferHoldingLock(event, to: trampoline)
            return false
        }
    }

    /// Queues `event` behind the events already deferred and, if none was, hands the trampoline an item that
    /// delivers them. The caller holds the lock and is not delivering.
    @usableFromInline
    func deferHoldingLock(_ event: Signal<Value, Error>.Event, to trampoline: DeliveryTrampoline) {
        if isTerminated || isTerminationRequested { return }
        if event.isTerminating { isTerminationRequested = true }
        deferred.append(event)
        if hasDeferredDelivery { return }
        hasDeferredDelivery = true
        trampoline.defer { [self] in deliverDeferred() }
    }

    /// The trampoline's item: delivers the deferred events, in order, as a send would.
    @usableFromInline
    func deliverDeferred() {
        let me = currentThreadIdentity()
        if lock.owner.load(ordering: .relaxed) == me {
            // The trampoline runs inside the delivery of a signal sharing this lock.
            if isDelivering { return }
            if deliverDeferredHoldingLock() { lifetime.end() }
            return
        }
        let didTerminate: Bool = lock.locked(by: me) {
            if lock.hasPending.load(ordering: .relaxed) { lock.performPendingHoldingLock() }
            return deliverDeferredHoldingLock()
        }
        if didTerminate { lifetime.end() }
        if lock.hasPending.load(ordering: .sequentiallyConsistent) { lock.settle() }
    }

    /// Delivers the deferred events, then `event` unless a deferred termination came first; true if this
    /// terminated the signal. The caller holds the lock and is not delivering.
    @usableFromInline
    func deliverAfterDeferredHoldingLock(_ event: Signal<Value, Error>.Event) -> Bool {
        if !isTerminationRequested { deferred.append(event) }
        return deliverDeferredHoldingLock()
    }

    /// Delivers the deferred events; true if this terminated the signal. The caller holds the lock and is not
    /// delivering.
    @usableFromInline
    func deliverDeferredHoldingLock() -> Bool {
        hasDeferredDelivery = false
        if isTerminated || deferred.isEmpty { return false }
        return deliverNowHoldingLock(deferred.removeFirst())
    }

    /// The core of a signal fed only from inside deliveries under `lock`, whose chain of signals sharing it is
    /// `length` long so far: it shares the lock too, or, every `maximumLockChain` signals, takes a lock of its own
    /// and checks the depth (where a chain too deep for the stack is caught: the signals sharing a lock deliver
    /// nested in each other without asking).
    @inlinable
    static func continuing(_ lock: OwnedLock, after length: UInt32) -> Signal<Value, Error>.Core {
        if length &+ 1 < maximumLockChain {
            return Signal<Value, Error>.Core(reentrant: false, lock: lock, chainLength: length &+ 1)
        }
        return Signal<Value, Error>.Core(reentrant: false, lock: OwnedLock(), checksDepth: true)
    }

    /// How many signals in a row may share a lock (see `continuing`).
    @inlinable static var maximumLockChain: UInt32 { 16 }

    /// The core of a signal with a lock of its own, delivering nested in a chain of signals `length` long so
    /// far (a producer run that an operator's output feeds): every `maximumChain` signals, it checks the depth.
    @inlinable
    static func counting(after length: UInt32) -> Signal<Value, Error>.Core {
        if length &+ 1 < maximumChain {
            return Signal<Value, Error>.Core(reentrant: false, lock: OwnedLock(), chainLength: length &+ 1)
        }
        return Signal<Value, Error>.Core(reentrant: false, lock: OwnedLock(), checksDepth: true)
    }

    /// How many signals with locks of their own may deliver nested in each other without asking (see
    /// `counting`); fewer than share a lock, because each costs more stack.
    @inlinable static var maximumChain: UInt32 { 8 }
}
