import Foundation
import Observation
import RACLegacy

final class SignInViewModel: Observable {
    @RACObservable var username: String? = nil
    @RACObservable var password: String? = nil
    @RACObservable var remember = false
    @RACObservable var mode = 0
    @RACObservable private(set) var status: String? = nil
    @RACObservable private(set) var signInCommand: RACCommand! = nil

    init() {
        self.status = ""
        let valid: RACSignal = RACSignal.combineLatest(
            [RACObserve(self, \.username), RACObserve(self, \.password)],
            reduce: { username, password in
                let username = username as? String
                let password = password as? String
                return (username?.count ?? 0) > 0 && (password?.count ?? 0) >= 4
            })
        self.signInCommand = RACCommand(
            enabled: valid,
            signalBlock: { [weak self] input in
                guard let self else { return RACSignal.empty() }
                return RACSignal.return(self.username)
            })
        RAC[self, \.status] = self.signInCommand.executionSignals.switchToLatest().map { name in
            let name = name as? String
            return "Signed in as \(name.map { "\($0)" } ?? "(null)")"
        }
    }
}
