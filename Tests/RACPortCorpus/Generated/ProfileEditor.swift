import Foundation
import Observation
import RACLegacy

final class ProfileEditor: RACObject, Observable {
    let rac_sentinel = RACObjectSentinel()
    @RACObservable var nickname: String? = nil
    @RACObservable var draft: String? = nil
    @RACObservable private(set) var status: String? = nil
    @RACObservable private(set) var validations = 0

    init() {
        RAC[channel: self, \.draft] = RACChannelTo(self, \.nickname)
        let lengths: RACSignal = RACObserve(self, \.nickname).map { nickname in
            let nickname = nickname as? String
            return nickname?.count ?? 0
        }
        _ = self.rac_liftSelector(
            { me, nickname, length in
                me.validateNickname(nickname as? String, length: length as! Int)
                return nil
            }, withSignals: RACObserve(self, \.nickname), lengths)
        self.rac_willDeallocSignal().subscribeCompleted { print("profile editor released") }
    }

    func validateNickname(_ nickname: String?, length: Int) {
        self.validations += 1
        self.status = length >= 3 ? "ok" : "too short"
    }

    func describePair(_ pair: RACTuple) -> String? {
        let (key, value) = RACTupleUnpack(pair)
        return "\(key.map { "\($0)" } ?? "(null)")=\(value.map { "\($0)" } ?? "(null)")"
    }
}
