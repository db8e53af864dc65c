import RACLegacy

/// Subscribes `subscriber` to `signal` now, on this thread: as the immediate scheduler when the thread has no
/// current RACScheduler (where RAC 2 would defer the subscription to a background scheduler).
///
/// For the conversions whose contract is "subscribes at construction" (subjects, connections, a command's
/// `enabled`, `Property(initial:then:)`), so that what the RAC side sends during the subscription is handled before
/// the constructor returns.
func subscribeNow(_ signal: RACSignal, _ subscriber: any RACSubscriber) -> RACDisposable {
    if RACScheduler.currentScheduler() != nil { return signal.subscribe(subscriber) }
    var disposable: RACDisposable?
    RACScheduler.immediateScheduler().performAsCurrentScheduler {
        disposable = signal.subscribe(subscriber)
    }
    return disposable!
}
