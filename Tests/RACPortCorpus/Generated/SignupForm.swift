import Foundation
import Observation
import RACLegacy

let kMinimumAge = 18

final class SignupForm: Observable {
    @RACObservable var name: String? = nil
    @RACObservable var email: String? = nil
    @RACObservable var age = 0
    @RACObservable private(set) var canSubmit = false
    @RACObservable private(set) var greeting: String? = nil

    init() {
        RAC[self, \.canSubmit] = RACSignal.combineLatest(
            [RACObserve(self, \.name), RACObserve(self, \.email), RACObserve(self, \.age)],
            reduce: { name, email, age in
                let name = name as? String
                let email = email as? String
                let age = age as? NSNumber
                return (name?.count ?? 0) > 1 && email?.contains("@") == true
                    && (age?.intValue ?? 0) >= kMinimumAge
            })
        RAC[self, \.greeting, nilValue: ""] = RACObserve(self, \.name).filter { name in
            let name = name as? String
            return (name?.count ?? 0) > 0
        }.map { name in
            let name = name as? String
            return "Hello, \(name.map { "\($0)" } ?? "(null)")!"
        }
    }
}
