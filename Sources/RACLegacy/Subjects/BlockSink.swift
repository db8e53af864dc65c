/// The sink of a subject subscription made with blocks (`subscribeNext` and the like, and the operators' own
/// subscriptions): it calls the blocks itself, so no block subscriber object is made.
///
/// The blocks are constants, called without reference counting on every event. They are still released when the
/// subscription ends, because the subject is the only holder of the sink and lets go of it when the subscription is
/// disposed or terminates, or when the subject dies. (A `createSignal` body may keep its subscriber forever, which
/// is why other signals forward to a subscriber the sink can let go of: `ForwardingSink`.)
@usableFromInline
final class BlockSink: SubscriptionSink, @unchecked Sendable { // immutable besides the base class's state
    @usableFromInline let next: ((Any?) -> Void)?
    @usableFromInline let error: (((any Error)?) -> Void)?
    @usableFromInline let completed: (() -> Void)?

    init(next: ((Any?) -> Void)?, error: (((any Error)?) -> Void)?, completed: (() -> Void)?,
         disposable: SubjectSubscription) {
        self.next = next
        self.error = error
        self.completed = completed
        super.init(disposable: disposable, callsBlocks: true)
    }

    @inlinable override func receiveNext(_ value: Any?) {
        next?(value)
    }

    @usableFromInline override func receiveError(_ error: (any Error)?) {
        self.error?(error)
    }

    @usableFromInline override func receiveCompleted() {
        completed?()
    }
}
