/// Two connected terminals: what one side sends, the other side's subscribers receive.
open class RACChannel: @unchecked Sendable { // immutable after init
    private let leading: RACChannelTerminal
    private let following: RACChannelTerminal

    /// Two connected terminals.
    public init() {
        let leadingSubject = RACReplaySubject(capacity: 0)
        let followingSubject = RACReplaySubject(capacity: 1)
        RACScheduler.synchronously {
            // Errors and completion reach both sides.
            leadingSubject.ignoreValues().subscribe(followingSubject)
            followingSubject.ignoreValues().subscribe(leadingSubject)
        }
        leading = RACChannelTerminal(values: leadingSubject, otherTerminal: followingSubject)
        following = RACChannelTerminal(values: followingSubject, otherTerminal: leadingSubject)
    }

    /// The side whose values reach followingTerminal's subscribers (the latest one is replayed there).
    public var leadingTerminal: RACChannelTerminal { leading }

    /// The side whose values reach leadingTerminal's subscribers (live only).
    public var followingTerminal: RACChannelTerminal { following }
}

/// One end of a RACChannel: a signal of the other side's values and a subscriber sending to the other side.
public final class RACChannelTerminal: RACSignal, RACSubscriber, @unchecked Sendable { // immutable after init; sends go to the other side's subject
    private let values: RACSignal
    private let otherTerminal: any RACSubscriber

    init(values: RACSignal, otherTerminal: any RACSubscriber) {
        self.values = values
        self.otherTerminal = otherTerminal
        super.init()
    }

    /// Subscribes to the values sent into the other terminal.
    @discardableResult
    public override func subscribe(_ subscriber: any RACSubscriber) -> RACDisposable {
        values.subscribe(subscriber)
    }

    /// Blocks go to the values' subject the same way, with no subscriber object.
    override func subscribeBlocks(next: ((Any?) -> Void)?, error: (((any Error)?) -> Void)?,
                                  completed: (() -> Void)?, into parent: RACCompoundDisposable?) -> RACDisposable {
        values.subscribeBlocks(next: next, error: error, completed: completed, into: parent)
    }

    /// Forwards to the other terminal's subscribers.
    public func sendNext(_ value: Any?) {
        otherTerminal.sendNext(flattenOptional(value))
    }

    /// Terminates both sides with an error.
    public func sendError(_ error: (any Error)?) {
        otherTerminal.sendError(error)
    }

    /// Terminates both sides.
    public func sendCompleted() {
        otherTerminal.sendCompleted()
    }

    /// Lets the terminal be subscribed to a signal.
    public func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
        otherTerminal.didSubscribeWithDisposable(disposable)
    }
}
