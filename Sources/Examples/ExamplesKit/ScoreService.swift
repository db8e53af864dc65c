import Foundation
import RACLegacy
import Reactive
import Bridge

// Seed 004: a callback-driven score service (delegate, start, stop) wrapped as a lazy signal whose disposal stops
// the service. The service sends an update every second of virtual time; the subscriber disposes after two.

extension Tour {
    static let scores = Scenario(
        name: "scores",
        summary: "score service: lazy start, delegate callbacks as a signal, stop on dispose (seed 004)",
        legacy: scoresLegacy, typed: scoresTyped, bridged: scoresBridged)
}

protocol ScoreServiceDelegate: AnyObject {
    func scoreUpdated(_ score: String, timeRemaining: Int)
}

/// The third-party service: calls its delegate once per second while started.
final class ScoreService {
    typealias Schedule = (_ delay: TimeInterval, _ action: @escaping () -> Void) -> () -> Void
    weak var delegate: (any ScoreServiceDelegate)?
    private let schedule: Schedule
    private let log: (String) -> Void
    private var pending: [() -> Void] = []
    private let feed = [("Duke 2 - UNC 0", 120), ("Duke 2 - UNC 3", 90), ("Duke 5 - UNC 3", 60)]

    init(log: @escaping (String) -> Void, schedule: @escaping Schedule) {
        self.log = log
        self.schedule = schedule
    }

    func start() {
        log("service started")
        for (index, update) in feed.enumerated() {
            pending.append(schedule(TimeInterval(index + 1)) { [weak self] in
                self?.delegate?.scoreUpdated(update.0, timeRemaining: update.1)
            })
        }
    }

    func stop() {
        log("service stopped")
        pending.forEach { $0() }
        pending = []
    }
}

private func describe(_ score: String, _ time: Int) -> String {
    "\(score) with \(time) seconds to go"
}

/// RAC 2 shape: the delegate reports calls through rac_signalForSelector (seed 004's incomingScoresSignal).
final class ScoreHelper: RACObject, ScoreServiceDelegate {
    let rac_sentinel = RACObjectSentinel()
    func scoreUpdated(_ score: String, timeRemaining: Int) {
        rac_selectorInvoked("scoreUpdated:timeRemaining:", score, timeRemaining)
    }
}

/// The legacy wrapper, unchanged in the mixed version: nothing happens until subscription; disposal stops.
func legacyScores(_ service: ScoreService) -> RACSignal {
    RACSignal.createSignal { subscriber in
        let helper = ScoreHelper()
        service.delegate = helper
        let forwarding = helper.rac_signalForSelector("scoreUpdated:timeRemaining:")
            .reduceEach { score, time in describe(score as! String, time as! Int) }
            .subscribe(subscriber)
        service.start()
        return RACDisposable(block: {
            forwarding.dispose()
            service.stop()
            withExtendedLifetime(helper) {}
        })
    }
}

private func scoresLegacy() -> [String] {
    let out = Transcript()
    let clock = RACTestScheduler()
    let service = ScoreService(log: out.say) { delay, action in
        let scheduled = clock.afterDelay(delay, schedule: action)
        return { scheduled?.dispose() }
    }
    clock.performAsCurrentScheduler {
        let scores = legacyScores(service)
        out.say("signal created; nothing started yet")
        let subscription = scores.subscribeNext { out.say($0 as! String) }
        clock.step(2)
        subscription.dispose()
        out.say("unsubscribed")
    }
    clock.stepAll()
    out.say("no more updates")
    return out.lines
}

/// Typed shape: the delegate forwards to the producer's observer; the lifetime stops the service.
private final class ScoreForwarder: ScoreServiceDelegate {
    let send: (String) -> Void
    init(send: @escaping (String) -> Void) { self.send = send }
    func scoreUpdated(_ score: String, timeRemaining: Int) { send(describe(score, timeRemaining)) }
}

private func scoresTyped() -> [String] {
    let out = Transcript()
    let clock = TestScheduler()
    let service = ScoreService(log: out.say) { delay, action in
        let scheduled = clock.schedule(after: .milliseconds(Int(delay * 1000)), action: action)
        return { scheduled?.dispose() }
    }
    let scores = SignalProducer<String, Never> { observer, lifetime in
        let forwarder = ScoreForwarder(send: { observer.send(value: $0) })
        service.delegate = forwarder
        service.start()
        lifetime.observeEnded {
            service.stop()
            withExtendedLifetime(forwarder) {}
        }
    }
    out.say("signal created; nothing started yet")
    let subscription = scores.startWithValues { out.say($0) }
    clock.advance(by: .seconds(2))
    subscription.dispose()
    out.say("unsubscribed")
    clock.run()
    out.say("no more updates")
    return out.lines
}

/// The wrapper stays RAC 2; the new screen consumes it as a typed producer.
private func scoresBridged() -> [String] {
    let out = Transcript()
    let clock = TestScheduler()
    let legacyClock = RACSwiftScheduler(clock)
    let service = ScoreService(log: out.say) { delay, action in
        let scheduled = legacyClock.afterDelay(delay, schedule: action)
        return { scheduled?.dispose() }
    }
    var subscription: (any Disposable)?
    legacyClock.performAsCurrentScheduler {
        let scores = SignalProducer(legacyScores(service), of: String.self)
        out.say("signal created; nothing started yet")
        subscription = scores.startWithResult { result in
            if case let .success(line) = result { out.say(line) }
        }
    }
    clock.advance(by: .seconds(2))
    subscription?.dispose()
    out.say("unsubscribed")
    clock.run()
    out.say("no more updates")
    return out.lines
}
