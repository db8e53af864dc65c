import Foundation
import RACLegacy

final class ScoreListener: RACObject {
    let rac_sentinel = RACObjectSentinel()
    private(set) var scores: RACSignal! = nil

    init() {
        self.scores = self.rac_signalForSelector("scoreUpdated:timeRemaining:").reduceEach {
            score, seconds in
            let score = score as? String
            let seconds = seconds as? NSNumber
            return
                "\(score.map { "\($0)" } ?? "(null)") with \(seconds.map { "\($0)" } ?? "(null)") s left"
        }
    }

    func scoreUpdated(_ score: String?, timeRemaining seconds: Int) {
        rac_selectorInvoked("scoreUpdated:timeRemaining:", score, seconds)
        print("score \(score.map { "\($0)" } ?? "(null)") (\(Int(seconds)) s)")
    }
}
