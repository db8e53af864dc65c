/// The sink of a subject subscription made with blocks (`subscribeNext` and the like, and the operators' own
/// subscriptions): it calls the blocks itself, so no block subscriber object is made.
///
/// The blocks are constants, called without reference counting on every event. They are still released when the
/// subscription ends, because the subject is the only holder of the sink and lets go of it when the subscription is
/// disposed or terminates, or when the subject dies. (A `createSignal` body may keep its subscriber forever, which
/// is why other signals forward to a subscriber the sink can let go of: `ForwardingSink`.)
///
/// A sink with only a value block (`subscribeNext:`, the common case) is this class, a size class smaller than one
/// that also stores error and completion blocks (`TerminalBlockSink`).
@usableFromInline
class BlockSink: SubscriptionSink, @unchecked Sendable { // immutable besides the base class's state
    @usableFromInline let next: ((Any?) -> Void)?

    init(next: ((Any?) -> Void)?, disposable: SubjectSubscription) {
        self.next = next
        super.init(disposable: disposable, callsBlocks: true)
    }

    /// The sink for these blocks: a `BlockSink` when there is no error or completion block.
    static func make(next: ((Any?) -> Void)?, error: (((any Error)?) -> Void)?, completed: (() -> Void)?,
                     disposable: SubjectSubscription) -> BlockSink {
        if error == nil && completed == nil { return BlockSink(next: next, disposable: disposable) }
        return TerminalBlockSink(next: next, error: error, completed: completed, disposable: disposable)
    }

    @inlinable override func receiveNext(_ value: Any?) {
        next?(value)
    }

    @usableFromInline override func receiveError(_ error: (any Error)?) {}

    @usableFromInline override func receiveCompleted() {}
}

/// A block sink that also has an error or a completion block.
final class TerminalBlockSink: BlockSink, @unchecked Sendable { // immutable besides the base class's state
    let error: (((any Error)?) -> Void)?
    let completed: (() -> Void)?

    init(next: ((Any?) -> Void)?, error: (((any Error)?) -> Void)?, completed: (() -> Void)?,
         disposable: SubjectSubscription) {
        self.error = error
        self.completed = completed
        super.init(next: next, disposable: disposable)
    }

    override func receiveError(_ error: (any Error)?) {
        self.error?(error)
    }

    override func receiveCompleted() {
        completed?()
    }
}
