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

        out.say("start -> \(state(enabled, executing))")
        username.sendNext("ann")
        out.say("username ann -> \(state(enabled, executing))")
        password.sendNext("secret")
        out.say("password set -> \(state(enabled, executing))")
        tap()
        out.say("tap -> \(state(enabled, executing))")
        tap()
        clock.stepAll()
        out.say("one second later -> \(state(enabled, executing))")
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

    out.say("start -> \(current())")
    username.value = "ann"
    out.say("username ann -> \(current())")
    password.value = "secret"
    out.say("password set -> \(current())")
    tap()
    out.say("tap -> \(current())")
    tap()
    clock.advance(by: .seconds(1))
    out.say("one second later -> \(current())")
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

        out.say("start -> \(state(enabled, executing))")
        username.sendNext("ann")
        out.say("username ann -> \(state(enabled, executing))")
        password.sendNext("secret")
        out.say("password set -> \(state(enabled, executing))")
        tap()
        out.say("tap -> \(state(enabled, executing))")
        tap()
    }
    clock.advance(by: .seconds(1))
    out.say("one second later -> \(state(enabled, executing))")
    return out.lines
}
