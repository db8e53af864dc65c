import Synchronization

/// One event of a signal, used where events must be stored or queued.
@usableFromInline
enum SignalEvent {
    case next(Any?)
    case error((any Error)?)
    case completed
}

/// The pass-through subscriber every subscription goes through.
///
/// It serializes events from concurrent senders without holding a lock while delivering: the first sender owns
/// the delivery (`wip` goes 0 → 1), others queue their event and bump `wip`; the owner drains the queue before
/// giving up ownership. It drops everything after a terminal event or after the subscription was disposed, and
/// disposes the subscription after delivering a terminal event.
@usableFromInline
final class SubscriptionSink: RACSubscriber, @unchecked Sendable { // `wip` atomic; `pending` guarded by `pendingLock`; `inner`/`terminated` owned by the draining thread
    // The delivery owner is the only thread touching these three; the dynamic exclusivity check would cost per event.
    @exclusivity(unchecked) @usableFromInline var inner: (any RACSubscriber)? {
        didSet { blockInner = SubscriptionSink.unretainedBlock(inner) }
    }
    /// `inner` when it is a block subscriber (the common case), unretained, for value delivery without reference
    /// counting or dynamic dispatch. Safe: only the delivery owner changes `inner`, which keeps the subscriber
    /// alive, and a re-entrant send from inside a delivery queues instead, so `inner` cannot change during it.
    @exclusivity(unchecked) @usableFromInline var blockInner: Unmanaged<RACBlockSubscriber>?
    @usableFromInline let disposable: RACCompoundDisposable
    @usableFromInline let wip = Atomic<Int>(0)
    @usableFromInline let pendingLock = Lock(())
    @exclusivity(unchecked) @usableFromInline var pending: [SignalEvent] = []
    @exclusivity(unchecked) @usableFromInline var terminated = false
    /// Set by stateless operators (map, filter) whose sink is only ever called from their upstream subscriber,
    /// which a serializing sink of the upstream already calls one event at a time: ownership is not taken again.
    @exclusivity(unchecked) @usableFromInline var isFedSerially = false
    /// The signal this subscription belongs to: an active subscription keeps its signal alive (contract 1.4).
    @exclusivity(unchecked) @usableFromInline var retainedSignal: RACSignal?

    @inlinable init(_ inner: any RACSubscriber, disposable: RACCompoundDisposable) {
        self.inner = inner
        blockInner = SubscriptionSink.unretainedBlock(inner)
        self.disposable = disposable
        inner.didSubscribeWithDisposable(disposable)
    }

    @inlinable func sendNext(_ value: Any?) {
        if isFedSerially {
            deliverNextOwned(value)
            return
        }
        // Fast path without building a SignalEvent: the common uncontended value delivery.
        if tryAcquire() {
            deliverNextOwned(value)
            release()
        } else {
            enqueue(.next(value))
        }
    }
    @inlinable func sendError(_ error: (any Error)?) { send(.error(error)) }
    @inlinable func sendCompleted() { send(.completed) }

    @inlinable func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
        self.disposable.addDisposable(disposable)
    }

    @inlinable func send(_ event: SignalEvent) {
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

    @usableFromInline func enqueue(_ event: SignalEvent) {
        pendingLock.withLock { _ in pending.append(event) }
        if wip.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
            drain(handled: 0)
        }
    }

    /// Delivers one value; the caller must own delivery.
    @inlinable func deliverNextOwned(_ value: Any?) {
        if terminated { return }
        if disposable.isDisposed {
            inner = nil
            retainedSignal = nil
            return
        }
        deliverNext(value)
    }

    @inlinable static func unretainedBlock(_ subscriber: (any RACSubscriber)?) -> Unmanaged<RACBlockSubscriber>? {
        (subscriber as? RACBlockSubscriber).map { Unmanaged.passUnretained($0) }
    }

    /// Hands a value to `inner`; the caller must own delivery and have checked `terminated`/disposal.
    @inlinable @inline(__always) func deliverNext(_ value: Any?) {
        if let blockInner {
            blockInner._withUnsafeGuaranteedRef { $0.sendNext(value) }
        } else {
            inner?.sendNext(value)
        }
    }

    /// Takes delivery ownership if nobody holds it.
    @inlinable func tryAcquire() -> Bool {
        wip.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Gives up ownership taken by `tryAcquire()`, first delivering anything queued meanwhile.
    @inlinable func release() {
        if wip.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged { return }
        drain(handled: 1)
    }

    @usableFromInline func drain(handled initial: Int) {
        var handled = initial
        while true {
            let remaining = wip.wrappingSubtract(handled, ordering: .acquiringAndReleasing).newValue
            if remaining == 0 { return }
            // Every sender queued its event before bumping `wip`, so at least `remaining` events are waiting.
            let batch = pendingLock.withLock { _ -> ArraySlice<SignalEvent> in
                let taken = pending.prefix(remaining)
                pending.removeFirst(taken.count)
                return taken
            }
            for event in batch { deliverOwned(event) }
            handled = batch.count
        }
    }

    /// Delivers one event; the caller must own delivery.
    @inlinable func deliverOwned(_ event: SignalEvent) {
        if terminated { return }
        if disposable.isDisposed {
            inner = nil
            retainedSignal = nil
            return
        }
        switch event {
        case .next(let value):
            deliverNext(value)
        case .error(let error):
            terminated = true
            retainedSignal = nil
            let target = inner
            inner = nil
            target?.sendError(error)
            disposable.dispose()
        case .completed:
            terminated = true
            retainedSignal = nil
            let target = inner
            inner = nil
            target?.sendCompleted()
            disposable.dispose()
        }
    }
}
