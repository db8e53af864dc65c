import Foundation
import RACLegacy
import Reactive
import Bridge

// Seed 000 ("parallelizing independent work"): two requests run at once (the user after one second, the repos
// after two); merge reports each as it arrives, `then` joins them with combineLatest once both completed, and a
// last `then` follows the join. Each request is replayed, so the join reuses the results instead of re-requesting.

extension Tour {
    static let parallel = Scenario(
        name: "parallel",
        summary: "parallel work joined with merge and combineLatest, then `then` (seed 000)",
        legacy: parallelLegacy, typed: parallelTyped, bridged: parallelBridged)
}

private func legacyRequest(_ value: Any, after delay: TimeInterval, on scheduler: RACScheduler, _ out: Transcript) -> RACSignal {
    RACSignal.createSignal { subscriber in
        out.say("request \(value) started")
        return scheduler.afterDelay(delay, schedule: {
            subscriber.sendNext(value)
            subscriber.sendCompleted()
        })
    }
}

private func typedRequest<Value>(_ value: Value, after delay: Int, on clock: TestScheduler, _ out: Transcript) -> SignalProducer<Value, Never> {
    SignalProducer { observer, lifetime in
        out.say("request \(value) started")
        lifetime += clock.schedule(after: .seconds(delay)) {
            observer.send(value: value)
            observer.sendCompleted()
        }
    }
}

private func parallelLegacy() -> [String] {
    let out = Transcript()
    let clock = RACTestScheduler()
    clock.performAsCurrentScheduler {
        let user = legacyRequest("ann", after: 1, on: clock, out).replayLazily()
        let repos = legacyRequest(3, after: 2, on: clock, out).replayLazily()
        RACSignal.merge([user, repos])
            .doNext { out.say("arrived: \($0!)") }
            .then {
                RACSignal.combineLatest([user, repos], reduce: { name, count in "\(name as! String) has \(count as! Int) repos" })
                    .doNext { out.say("joined: \($0 as! String)") }
            }
            .then { RACSignal.return("all loaded") }
            .subscribeNext { out.say("then: \($0 as! String)") }
    }
    clock.stepAll()
    return out.lines
}

private func parallelTyped() -> [String] {
    let out = Transcript()
    let clock = TestScheduler()
    let user = typedRequest("ann", after: 1, on: clock, out).replayLazily(upTo: 1)
    let repos = typedRequest(3, after: 2, on: clock, out).replayLazily(upTo: 1)
    SignalProducer.merge(user, repos.map { String($0) })
        .on(value: { out.say("arrived: \($0)") })
        .then(SignalProducer.combineLatest(user, repos)
            .map { "\($0.0) has \($0.1) repos" }
            .on(value: { out.say("joined: \($0)") }))
        .then(SignalProducer(value: "all loaded"))
        .startWithValues { out.say("then: \($0)") }
    clock.run()
    return out.lines
}

/// The user request is still RAC 2; the repos request and the joining code are typed.
private func parallelBridged() -> [String] {
    let out = Transcript()
    let clock = TestScheduler()
    let legacyClock = RACSwiftScheduler(clock)
    legacyClock.performAsCurrentScheduler {
        let user = SignalProducer(legacyRequest("ann", after: 1, on: legacyClock, out), of: String.self)
            .replayLazily(upTo: 1)
        let repos = typedRequest(3, after: 2, on: clock, out).promoteError(Error.self).replayLazily(upTo: 1)
        SignalProducer.merge(user, repos.map { String($0) })
            .on(value: { out.say("arrived: \($0)") })
            .then(SignalProducer.combineLatest(user, repos)
                .map { "\($0.0) has \($0.1) repos" }
                .on(value: { out.say("joined: \($0)") }))
            .then(SignalProducer(value: "all loaded"))
            .startWithResult { if case let .success(value) = $0 { out.say("then: \(value)") } }
    }
    clock.run()
    return out.lines
}
