import Foundation
import RACLegacy

protocol ScoreServiceDelegate: AnyObject {
    func scoreUpdated(_ score: String?, timeRemaining seconds: Int)
    func serviceStopped()
}

extension ScoreServiceDelegate {
    func serviceStopped() {}
}

final class ScoreListener: RACObject, ScoreServiceDelegate {
    let rac_sentinel = RACObjectSentinel()
    private(set) var scores: RACSignal! = nil
    private(set) var lastScore: String? = nil

    init() {
        self.scores = self.rac_signalForSelector("scoreUpdated:timeRemaining:").reduceEach {
            score, seconds in
            let score = score as? String
            let seconds = seconds as? NSNumber
            return
                "\(score.map { "\($0)" } ?? "(null)") with \(seconds.map { "\($0)" } ?? "(null)") s left"
        }
    }

    var hasScore: Bool {
        return (self.lastScore?.count ?? 0) > 0
    }

    func scoreUpdated(_ score: String?, timeRemaining seconds: Int) {
        rac_selectorInvoked("scoreUpdated:timeRemaining:", score, seconds)
        self.lastScore = score
        print("score \(score.map { "\($0)" } ?? "(null)") (\(seconds) s)")
    }
}
