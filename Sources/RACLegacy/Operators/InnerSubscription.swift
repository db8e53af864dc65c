/// One inner subscription of an operator that subscribes to the signals it receives (`bind`/`flattenMap`,
/// `switchToLatest`): the subscriber of the inner signal and the disposable that cancels it, as one object.
///
/// Subclasses forward the events; disposing it disposes the subscription it was handed (one handed over after
/// that is disposed at once). An inner `RACSignal.return` hands over nothing: it sends its events before
/// `subscribe` returns, so such an inner costs this object only.
class InnerSubscription: RACDisposable, RACSubscriber, @unchecked Sendable { // `subscription` guarded by `lock` (the base's); subclasses forward to immutable targets
    // Only touched inside `lock`; the dynamic exclusivity check would only add cost.
    @exclusivity(unchecked) private var subscription: RACDisposable?

    /// Forwards a value of the inner signal.
    func sendNext(_ value: Any?) {
        preconditionFailure("InnerSubscription.sendNext must be overridden")
    }

    /// Forwards an error of the inner signal.
    func sendError(_ error: (any Error)?) {
        preconditionFailure("InnerSubscription.sendError must be overridden")
    }

    /// Handles the inner signal's completion.
    func sendCompleted() {
        preconditionFailure("InnerSubscription.sendCompleted must be overridden")
    }

    /// Subscribes to `signal` now.
    final func start(_ signal: RACSignal) {
        attach(signal.subscribe(self))
    }

    /// Subscribes to `signal` now when a scheduler is current, else on the subscription scheduler.
    final func startOnSubscriptionScheduler(_ signal: RACSignal) {
        if RACScheduler.hasCurrentScheduler {
            start(signal)
        } else {
            attach(RACScheduler.subscriptionScheduler().schedule { [self] in
                if !isDisposed { start(signal) }
            })
        }
    }

    /// Keeps the first subscription disposable handed over; one arriving after cancellation is disposed at once.
    final func attach(_ disposable: RACDisposable?) {
        guard let disposable, !disposable.isDisposed else { return }
        let accepted = lock.withLock { _ -> Bool in
            if isDisposed { return false }
            if subscription == nil { subscription = disposable }
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Receives the inner subscription's disposable.
    final func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
        attach(disposable)
    }

    override func dispose() {
        let taken = lock.withLock { _ -> RACDisposable?? in
            guard markDisposed() else { return .none }
            let current = subscription
            subscription = nil
            return .some(current)
        }
        if case let .some(current) = taken { current?.dispose() }
    }
}
