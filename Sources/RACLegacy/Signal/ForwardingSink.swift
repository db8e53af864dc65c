/// The sink of a subscription made with a subscriber object: it forwards to that subscriber.
///
/// It lets go of the subscriber (and of the signal it keeps alive) after the terminal event and at the first event
/// after disposal, so a source that keeps its subscriber forever (a `createSignal` body storing it) does not keep
/// the subscriber's blocks alive.
@usableFromInline
final class ForwardingSink: SubscriptionSink, @unchecked Sendable { // `inner`, `blockInner`, `retainedSignal` owned by the delivering thread
    // The delivery owner is the only thread touching these three; the dynamic exclusivity check would cost per event.
    @exclusivity(unchecked) @usableFromInline var inner: (any RACSubscriber)? {
        didSet { blockInner = ForwardingSink.unretainedBlock(inner) }
    }
    /// `inner` when it is a block subscriber (the common case), unretained, for value delivery without reference
    /// counting or dynamic dispatch. Safe: only the delivery owner changes `inner`, which keeps the subscriber
    /// alive, and a re-entrant send from inside a delivery queues instead, so `inner` cannot change during it.
    @exclusivity(unchecked) @usableFromInline var blockInner: Unmanaged<RACBlockSubscriber>?
    /// The signal this subscription belongs to: an active subscription keeps its signal alive (contract 1.4).
    @exclusivity(unchecked) @usableFromInline var retainedSignal: RACSignal?

    /// A sink forwarding to `inner`, which is handed `disposable` at once.
    @inlinable init(_ inner: any RACSubscriber, disposable: RACCompoundDisposable) {
        self.inner = inner
        blockInner = ForwardingSink.unretainedBlock(inner)
        super.init(disposable: disposable, callsBlocks: false)
        inner.didSubscribeWithDisposable(disposable)
    }

    @inlinable static func unretainedBlock(_ subscriber: (any RACSubscriber)?) -> Unmanaged<RACBlockSubscriber>? {
        (subscriber as? RACBlockSubscriber).map { Unmanaged.passUnretained($0) }
    }

    @inlinable override func receiveNext(_ value: Any?) {
        if let blockInner {
            blockInner._withUnsafeGuaranteedRef { $0.sendNext(value) }
        } else {
            forwardNext(value)
        }
    }

    /// Out of line, so that the block subscriber's path above saves and restores no registers.
    @usableFromInline @inline(never) func forwardNext(_ value: Any?) {
        inner?.sendNext(value)
    }

    @usableFromInline override func receiveError(_ error: (any Error)?) {
        retainedSignal = nil
        let target = inner
        inner = nil
        target?.sendError(error)
    }

    @usableFromInline override func receiveCompleted() {
        retainedSignal = nil
        let target = inner
        inner = nil
        target?.sendCompleted()
    }

    @usableFromInline override func dropSubscriber() {
        inner = nil
        retainedSignal = nil
    }
}
