import RACLegacy

/// Runs `body` with the immediate scheduler as RAC's current scheduler, as a `main.swift` runs, so that RAC 2
/// subscriptions made in it start before `subscribeNext` returns, on whatever thread the test runs.
public func withCurrentScheduler<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
    var outcome: Result<Value, Failure>?
    RACScheduler.immediateScheduler().performAsCurrentScheduler {
        outcome = Result(catching: body)
    }
    // performAsCurrentScheduler runs its block before it returns.
    return try outcome!.get()
}
