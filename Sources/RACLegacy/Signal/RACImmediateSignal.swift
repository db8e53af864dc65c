/// The signal behind `+return:`, `+empty` and `+error:`: on the subscription scheduler it sends its value and
/// completes, completes, or fails.
///
/// Like RAC 2's RACReturnSignal, RACEmptySignal and RACErrorSignal it hands the events straight to the subscriber:
/// with a current scheduler they are sent before `subscribe` returns, so there is nothing to serialize or cancel
/// (no subscription objects are made, and blocks are called without a subscriber object). Its block subscription
/// inlines into the caller, so `RACSignal.return(x).subscribeNext { … }` keeps the signal on the caller's stack.
@usableFromInline
final class RACImmediateSignal: RACSignal, @unchecked Sendable { // immutable
    @usableFromInline enum Kind { case valueThenCompleted, error, completed }
    // Three constants rather than a SignalEvent: the value is stored and passed on without going through an enum.
    @usableFromInline let kind: Kind
    @usableFromInline let value: Any?
    @usableFromInline let failure: (any Error)?

    @inlinable init(kind: Kind, value: Any?, failure: (any Error)?) {
        self.kind = kind
        self.value = value
        self.failure = failure
        super.init()
    }

    /// Sends `value`, then completes.
    @inlinable convenience init(value: Any?) {
        self.init(kind: .valueThenCompleted, value: value, failure: nil)
    }

    /// Fails with `error`.
    convenience init(error: (any Error)?) {
        self.init(kind: .error, value: nil, failure: error)
    }

    @discardableResult
    override func subscribe(_ subscriber: any RACSubscriber) -> RACDisposable {
        if RACScheduler.hasCurrentScheduler {
            RACImmediateSignal.send(kind: kind, value: value, failure: failure, to: subscriber)
            return RACDisposable.alreadyDisposed
        }
        // The pending subscription keeps the signal alive (contract 1.4).
        return RACScheduler.subscriptionScheduler().schedule { [self] in
            RACImmediateSignal.send(kind: kind, value: value, failure: failure, to: subscriber)
        } ?? RACDisposable.alreadyDisposed
    }

    @inlinable
    override func subscribeBlocks(next: ((Any?) -> Void)?, error: (((any Error)?) -> Void)?,
                                  completed: (() -> Void)?, into parent: RACCompoundDisposable?) -> RACDisposable {
        guard RACScheduler.currentSchedulerExists() else {
            return RACImmediateSignal.scheduleBlocks(kind: kind, value: value, failure: failure, next: next,
                                                     error: error, completed: completed, into: parent)
        }
        // What a RACBlockSubscriber would do with these events: nothing after the first terminal one.
        switch kind {
        case .valueThenCompleted:
            next?(value)
            completed?()
        case .error:
            error?(failure)
        case .completed:
            completed?()
        }
        return RACDisposable.alreadyDisposed
    }

    /// `subscribeBlocks` without a current scheduler: the events are sent on the subscription scheduler. It is given
    /// the signal's constants rather than the signal, so that an inlined `subscribeBlocks` does not let the signal
    /// escape (which leaves it on the stack). So the pending subscription holds the events, not the signal object:
    /// they arrive the same, but a weak reference to the signal can go nil before they do.
    @usableFromInline
    static func scheduleBlocks(kind: Kind, value: Any?, failure: (any Error)?, next: ((Any?) -> Void)?,
                               error: (((any Error)?) -> Void)?, completed: (() -> Void)?,
                               into parent: RACCompoundDisposable?) -> RACDisposable {
        let subscriber = RACBlockSubscriber(next: next, error: error, completed: completed)
        if let parent { parent.addDisposable(subscriber.subscriptions) }
        return RACScheduler.subscriptionScheduler().schedule {
            send(kind: kind, value: value, failure: failure, to: subscriber)
        } ?? RACDisposable.alreadyDisposed
    }

    private static func send(kind: Kind, value: Any?, failure: (any Error)?, to subscriber: any RACSubscriber) {
        switch kind {
        case .valueThenCompleted:
            subscriber.sendNext(value)
            subscriber.sendCompleted()
        case .error:
            subscriber.sendError(failure)
        case .completed:
            subscriber.sendCompleted()
        }
    }
}
