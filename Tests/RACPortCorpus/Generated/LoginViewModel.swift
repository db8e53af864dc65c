import Foundation
import Observation
import RACLegacy

enum LoginState: Int {
    case idle
    case loggedIn
    case failed
}

let LoginErrorDomain = "LoginErrorDomain"

final class LoginViewModel: Observable {
    @RACObservable var username: String? = nil
    @RACObservable var password: String? = nil
    @RACObservable private(set) var validSignal: RACSignal! = nil
    @RACObservable private(set) var loginCommand: RACCommand! = nil
    @RACObservable private(set) var loggedInUser: String? = nil
    @RACObservable private(set) var state: LoginState = .idle

    // MARK: Lifecycle

    init() {
        self.validSignal = RACSignal.combineLatest(
            [RACObserve(self, \.username), RACObserve(self, \.password)],
            reduce: { username, password in
                let username = username as? String
                let password = password as? String
                return (username?.count ?? 0) > 0 && (password?.count ?? 0) >= 4
            })
        self.loginCommand = RACCommand(
            enabled: self.validSignal,
            signalBlock: { [weak self] input in
                guard let self else { return RACSignal.empty() }
                return self.authenticate()
            })
        RAC[self, \.loggedInUser] = self.loginCommand.executionSignals.switchToLatest()
    }

    // MARK: Authentication

    func authenticate() -> RACSignal {
        let user: String? = self.username
        if self.password == "secret" {
            self.state = LoginState.loggedIn
            return RACSignal.return(user)
        }
        self.state = LoginState.failed
        return RACSignal.error(NSError(domain: LoginErrorDomain, code: 401, userInfo: nil))
    }
}
