// MIGRATION.md §32, the worked port: the ```swift blocks pasted verbatim (DriftTests checks the copies).
import Foundation
import Observation
import Testing
import RACLegacy
import Reactive
import Bridge
import RACTestSupport

// MIGRATION 32a-types: file-level declarations of 32a
/// What the login screen needs from the network; the Objective-C `AuthService` protocol.
protocol AuthService {
    /// Sends the session token and completes, or fails.
    func login(username: String, password: String) -> RACSignal
    /// Completes once a reset link was sent.
    func sendResetLink(to username: String) -> RACSignal
}

/// The error the service fails with; Objective-C read `error.localizedDescription`.
struct LoginError: Error, CustomStringConvertible {
    let description: String
}

@Observable final class LoginViewModel: RACObject {
    @ObservationIgnored let rac_sentinel = RACObjectSentinel()
    @ObservationIgnored private let service: AuthService

    var username = "" {
        didSet {
            let trimmed = username.trimmingCharacters(in: .whitespaces)
            if trimmed != username { username = trimmed }
        }
    }
    var password = ""
    private(set) var statusMessage = ""
    private(set) var isLoading = false
    private(set) var attemptCount = 0
    private(set) var failureCount = 0
    private(set) var hint = ""

    @ObservationIgnored private(set) var loginCommand: RACCommand!
    @ObservationIgnored private(set) var resetPasswordCommand: RACCommand!
    @ObservationIgnored private(set) var loggedIn: RACSignal!

    init(service: AuthService) {
        self.service = service
        let valid = RACSignal.combineLatest([
            RACObserve(self, \.username).distinctUntilChanged(),
            RACObserve(self, \.password),
        ], reduce: { (username: Any?, password: Any?) -> Any? in
            (username as! String).count >= 3 && (password as! String).count >= 6
        })
        let notLockedOut = RACObserve(self, \.failureCount).map { ($0 as! Int) < 3 }
        let enabled = RACSignal.combineLatest([valid, notLockedOut], reduce: { (valid: Any?, open: Any?) -> Any? in
            (valid as! Bool) && (open as! Bool)
        })
        loginCommand = RACCommand(enabled: enabled, signalBlock: { [weak self] _ in
            guard let self else { return RACSignal.empty() }
            self.attemptCount += 1
            return self.service.login(username: self.username, password: self.password)
        })
        RAC[self, \.isLoading] = loginCommand.executing
        let successes = loginCommand.executionSignals.flatten()
        loggedIn = successes.map { [weak self] _ in self?.username }
        RAC[self, \.statusMessage] = RACSignal.merge([
            loggedIn.map { "Welcome, \($0 as! String)" },
            loginCommand.errors.map { "\($0 as! LoginError)" },
            rac_signalForSelector("reset").mapReplace(""),
        ])
        loginCommand.errors.subscribeNext { [weak self] _ in self?.failureCount += 1 }
        _ = rac_liftSelector({ me, username, loading in
            me.updateHint(username: username as! String, loading: loading as! Bool)
            return nil
        }, withSignals: RACObserve(self, \.username), loginCommand.executing)

        let hasUsername = RACObserve(self, \.username).map { ($0 as! String).count >= 3 }
        resetPasswordCommand = RACCommand(enabled: hasUsername, signalBlock: { [weak self] _ in
            guard let self else { return RACSignal.empty() }
            return self.service.sendResetLink(to: self.username).doCompleted { [weak self] in
                self?.failureCount = 0
            }
        })
    }

    func updateHint(username: String, loading: Bool) {
        if loading {
            hint = "Signing in…"
        } else if username.count < 3 {
            hint = "Enter at least 3 characters"
        } else {
            hint = ""
        }
    }

    func reset() {
        password = ""
        rac_selectorInvoked("reset")
    }
}

/// The test double: accepts one password, answers at once.
final class FakeAuthService: AuthService {
    func login(username: String, password: String) -> RACSignal {
        password == "secret1"
            ? RACSignal.return("token-\(username)")
            : RACSignal.error(LoginError(description: "Wrong password"))
    }

    func sendResetLink(to username: String) -> RACSignal {
        RACSignal.empty()
    }
}

// MIGRATION 32b-types: file-level declarations of 32b
/// The service, moved to the typed API: this seam is the first to migrate.
protocol TypedAuthService {
    func login(username: String, password: String) -> SignalProducer<String, LoginError>
    func sendResetLink(to username: String) -> SignalProducer<Never, LoginError>
}

final class TypedFakeAuthService: TypedAuthService {
    func login(username: String, password: String) -> SignalProducer<String, LoginError> {
        password == "secret1"
            ? SignalProducer(value: "token-\(username)")
            : SignalProducer(error: LoginError(description: "Wrong password"))
    }

    func sendResetLink(to username: String) -> SignalProducer<Never, LoginError> {
        .empty
    }
}

/// The seam: the view model still sees an `AuthService` sending a RACSignal.
struct BridgedAuthService: AuthService {
    let typed: TypedAuthService
    func login(username: String, password: String) -> RACSignal {
        typed.login(username: username, password: password).bridged
    }

    func sendResetLink(to username: String) -> RACSignal {
        typed.sendResetLink(to: username).bridged
    }
}

@Suite("MIGRATION §32 worked port", .serialized)
struct WorkedPortTests {
    @Test("MIGRATION 32a A worked port: the ported view model under test (RACLegacy)") func m32a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            let model = LoginViewModel(service: FakeAuthService())
            var enabled = false
            model.loginCommand.enabled.subscribeNext { enabled = $0 as! Bool }
            model.loggedIn.subscribeNext { print("logged in: \($0 ?? "nil")") }
            runMainQueue()
            print("hint '\(model.hint)'")
            model.username = "  ann "
            model.password = "wrong12"
            runMainQueue()
            print("username '\(model.username)', enabled \(enabled), hint '\(model.hint)'")
            for _ in 1...3 {
                model.loginCommand.execute(nil)
                runMainQueue()
            }
            print("status '\(model.statusMessage)', failures \(model.failureCount), enabled \(enabled)")
            model.resetPasswordCommand.execute(nil)
            runMainQueue()
            print("failures \(model.failureCount), enabled \(enabled)")
            model.password = "secret1"
            model.loginCommand.execute(nil)
            runMainQueue()
            print("status '\(model.statusMessage)', loading \(model.isLoading), attempts \(model.attemptCount)")
            model.reset()
            runMainQueue()
            print("status '\(model.statusMessage)', enabled \(enabled)")
        }
        #expect(lines.all == [
            "hint 'Enter at least 3 characters'",
            "username 'ann', enabled true, hint ''",
            "status 'Wrong password', failures 3, enabled false",
            "failures 0, enabled true",
            "logged in: ann",
            "status 'Welcome, ann', loading false, attempts 4",
            "status '', enabled false",
        ])
    }

    @Test("MIGRATION 32b A worked port: the service seam moved to Reactive through Bridge") func m32b() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            let service = BridgedAuthService(typed: TypedFakeAuthService())
            let model = LoginViewModel(service: service)
            model.loggedIn.take(1).subscribeNext { print("logged in: \($0 ?? "nil")") }
            model.username = "ann"
            model.password = "wrong12"
            runMainQueue()
            model.loginCommand.execute(nil)
            runMainQueue()
            print("status '\(model.statusMessage)'")
            model.password = "secret1"
            model.loginCommand.execute(nil)
            runMainQueue()
            print("status '\(model.statusMessage)'")
            let typed = Action(model.loginCommand, input: Any?.self, output: String.self)
            typed.values.observeValues { print("typed caller got \($0)") }
            typed.apply(nil).start()
            runMainQueue()
        }
        #expect(lines.all == [
            "status 'Wrong password'",
            "logged in: ann",
            "status 'Welcome, ann'",
            "typed caller got token-ann",
        ])
    }
}
