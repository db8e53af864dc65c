import Foundation
import RACLegacy

final class UserCache {
    private(set) var lookups = 0
    private var _signals: [AnyHashable: Any] = [:]

    init() {
        self._signals = [:]
    }

    func userNamed(_ name: String?) -> RACSignal {
        let cached: RACSignal? = self._signals[name!] as? RACSignal
        if cached != nil {
            return cached ?? RACSignal.empty()
        }
        let lookup: RACSignal = RACSignal.defer {
            self.lookups += 1
            return RACSignal.return(name?.uppercased())
        }.replayLazily()
        self._signals[name!] = lookup
        return lookup
    }
}
