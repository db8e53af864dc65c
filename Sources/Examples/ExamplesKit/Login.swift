import Foundation
import RACLegacy
import Reactive
import Bridge

// Seed 000: the login button is enabled only while both fields are filled in and no login is running; logging in
// takes one second of virtual time. RACLegacy's RACCommand would deliver `executing`/`enabled` on the main queue,
// so the RAC 2 version keeps that state in subjects combined with combineLatest (what RACCommand does inside),
// and the typed and mixed versions use an Action, which has no main-queue hop.

extension Tour {
    static let login = Scenario(
        name: "login",
        summary: "login form: enabled only when the fields are valid, executing while logging in (seed 000)",
        legacy: loginLegacy, typed: loginTyped, bridged: loginBridged)
}

private func state(_ enabled: Bool, _ executing: Bool) -> String {
    "enabled \(enabled), executing \(executing)"
}

/// What the user does, the same in every variant: fill in both fields, tap twice, wait for the login to finish.
private func runSession(_ out: Transcript, state: () -> String, username: (String) -> Void,
                        password: (String) -> Void, tap: () -> Void, waitOneSecond: () -> Void) {
    out.say("start -> \(state())")
    username("ann")
    out.say("username ann -> \(state())")
    password("secret")
    out.say("password set -> \(state())")
    tap()
    out.say("tap -> \(state())")
    tap()
    waitOneSecond()
    out.say("one second later -> \(state())")
}

private func loginLegacy() -> [String] {
    let out = Transcript()
    let clock = RACTestScheduler()
    clock.performAsCurrentScheduler {
        let username = RACBehaviorSubject(defaultValue: "")
        let password = RACBehaviorSubject(defaultValue: "")
        let loggingIn = RACBehaviorSubject(defaultValue: false)
        var enabled = false
        var executing = false
        var user = ""
        username.subscribeNext { user = $0 as! String }
        RACSignal.combineLatest([username, password, loggingIn], reduce: { user, pass, busy in
            !(user as! String).isEmpty && !(pass as! String).isEmpty && !(busy as! Bool)
        }).subscribeNext { enabled = $0 as! Bool }
        loggingIn.subscribeNext { executing = $0 as! Bool }

        func logIn(_ user: String) -> RACSignal {
            RACSignal.createSignal { subscriber in
                clock.afterDelay(1, schedule: {
                    subscriber.sendNext("welcome, \(user)")
                    subscriber.sendCompleted()
                })
            }
        }
        func tap() {
            guard enabled else { return out.say("tap refused: not enabled") }
            logIn(user)
                .initially { loggingIn.sendNext(true) }
                .finally { loggingIn.sendNext(false) }
                .subscribeNext { out.say("logged in: \($0 as! String)") }
        }

        runSession(out, state: { state(enabled, executing) }, username: { username.sendNext($0) },
                   password: { password.sendNext($0) }, tap: tap, waitOneSecond: { clock.stepAll() })
    }
    return out.lines
}

private func loginTyped() -> [String] {
    let out = Transcript()
    let clock = TestScheduler()
    let username = MutableProperty("")
    let password = MutableProperty("")
    let valid = username.combineLatest(with: password).map { !$0.0.isEmpty && !$0.1.isEmpty }
    let login = Action<String, String, Never>(enabledIf: valid) { user in
        SignalProducer(value: "welcome, \(user)").delay(1, on: clock)
    }
    login.values.observeValues { out.say("logged in: \($0)") }
    func current() -> String { state(login.isEnabled.value, login.isExecuting.value) }
    func tap() {
        login.apply(username.value).startWithFailed { error in
            if case .disabled = error { out.say("tap refused: not enabled") }
        }
    }

    runSession(out, state: current, username: { username.value = $0 }, password: { password.value = $0 },
               tap: tap, waitOneSecond: { clock.advance(by: .seconds(1)) })
    return out.lines
}

/// The form and the login request are still RAC 2 code; the button logic moved to an Action.
private func loginBridged() -> [String] {
    let out = Transcript()
    let clock = TestScheduler()
    let legacyClock = RACSwiftScheduler(clock)
    let username = RACBehaviorSubject(defaultValue: "")
    let password = RACBehaviorSubject(defaultValue: "")
    func legacyLogIn(_ user: String) -> RACSignal {
        RACSignal.createSignal { subscriber in
            legacyClock.afterDelay(1, schedule: {
                subscriber.sendNext("welcome, \(user)")
                subscriber.sendCompleted()
            })
        }
    }

    var enabled = false
    var executing = false
    var user = ""
    legacyClock.performAsCurrentScheduler {
        username.subscribeNext { user = $0 as! String }
        let valid = Property(initial: false, then: RACSignal.combineLatest([username, password], reduce: { user, pass in
            !(user as! String).isEmpty && !(pass as! String).isEmpty
        }))
        let login = Action<String, String, any Error>(enabledIf: valid) { user in
            SignalProducer(legacyLogIn(user), of: String.self)
        }
        login.values.observeValues { out.say("logged in: \($0)") }
        // The legacy view still reads RAC signals: hand it the action's state through the bridge.
        login.isEnabled.bridged.subscribeNext { enabled = $0 as! Bool }
        login.isExecuting.bridged.subscribeNext { executing = $0 as! Bool }
        func tap() {
            login.apply(user).startWithFailed { error in
                if case .disabled = error { out.say("tap refused: not enabled") }
            }
        }

        runSession(out, state: { state(enabled, executing) }, username: { username.sendNext($0) },
                   password: { password.sendNext($0) }, tap: tap, waitOneSecond: { clock.advance(by: .seconds(1)) })
    }
    return out.lines
}
