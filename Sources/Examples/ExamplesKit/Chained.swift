import Foundation
import RACLegacy
import Reactive
import Bridge

// Seed 000 ("chaining dependent operations"): each request needs the previous result — the user's id, then the
// profile for that id, then the latest post of that profile — one second of virtual time each.

extension Tour {
    static let chained = Scenario(
        name: "chained",
        summary: "dependent requests chained with flattenMap / flatMap(.concat) (seed 000)",
        legacy: chainedLegacy, typed: chainedTyped, bridged: chainedBridged)
}

private let ids = ["ann": 42]
private let profiles = [42: "Ann Smith"]
private let posts = ["Ann Smith": "Hello from Linux"]

private func legacyFetch(_ what: String, _ answer: Any, on scheduler: RACScheduler, _ out: Transcript) -> RACSignal {
    RACSignal.createSignal { subscriber in
        out.say("request \(what)")
        return scheduler.afterDelay(1, schedule: {
            subscriber.sendNext(answer)
            subscriber.sendCompleted()
        })
    }
}

private func typedFetch<Value>(_ what: String, _ answer: Value, on clock: TestScheduler, _ out: Transcript) -> SignalProducer<Value, Never> {
    SignalProducer { observer, lifetime in
        out.say("request \(what)")
        lifetime += clock.schedule(after: .seconds(1)) {
            observer.send(value: answer)
            observer.sendCompleted()
        }
    }
}

private func chainedLegacy() -> [String] {
    let out = Transcript()
    let clock = RACTestScheduler()
    clock.performAsCurrentScheduler {
        legacyFetch("id of ann", ids["ann"]!, on: clock, out)
            .flattenMap { id in legacyFetch("profile \(id as! Int)", profiles[id as! Int]!, on: clock, out) }
            .flattenMap { name in legacyFetch("latest post of \(name as! String)", posts[name as! String]!, on: clock, out) }
            .subscribeNext({ out.say("post: \($0 as! String)") }, completed: { out.say("done") })
    }
    clock.stepAll()
    return out.lines
}

private func chainedTyped() -> [String] {
    let out = Transcript()
    let clock = TestScheduler()
    typedFetch("id of ann", ids["ann"]!, on: clock, out)
        .flatMap(.concat) { id in typedFetch("profile \(id)", profiles[id]!, on: clock, out) }
        .flatMap(.concat) { name in typedFetch("latest post of \(name)", posts[name]!, on: clock, out) }
        .start(Signal.Observer(value: { out.say("post: \($0)") }, completed: { out.say("done") }))
    clock.run()
    return out.lines
}

/// The first request is still a RAC 2 signal; the rest of the chain is typed.
private func chainedBridged() -> [String] {
    let out = Transcript()
    let clock = TestScheduler()
    let legacyClock = RACSwiftScheduler(clock)
    legacyClock.performAsCurrentScheduler {
        SignalProducer(legacyFetch("id of ann", ids["ann"]!, on: legacyClock, out), of: Int.self)
            .flatMap(.concat) { id in typedFetch("profile \(id)", profiles[id]!, on: clock, out).promoteError(Error.self) }
            .flatMap(.concat) { name in typedFetch("latest post of \(name)", posts[name]!, on: clock, out).promoteError(Error.self) }
            .start(Signal.Observer(value: { out.say("post: \($0)") }, completed: { out.say("done") }))
    }
    clock.run()
    return out.lines
}
