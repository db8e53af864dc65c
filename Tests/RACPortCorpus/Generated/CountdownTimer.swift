import Foundation
import RACLegacy

final class CountdownTimer {
    private(set) var scheduler: RACScheduler! = nil

    init(scheduler: RACScheduler) {
        self.scheduler = scheduler
    }

    func countdownFrom(_ start: Int) -> RACSignal {
        return RACSignal.interval(1, onScheduler: self.scheduler).take(start).scanWithStart(
            start,
            reduce: { remaining, tick in
                let remaining = remaining as? NSNumber
                return (remaining?.intValue ?? 0) - 1
            }
        ).startWith(start)
    }
}
