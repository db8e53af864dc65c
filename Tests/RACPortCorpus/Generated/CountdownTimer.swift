import Foundation
import RACLegacy

final class CountdownTimer {
    private(set) var scheduler: RACScheduler! = nil
    private(set) var ticks = 0
    private(set) var clock: Timer? = nil

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

    func startClock() {
        if self.clock == nil {
            nonisolated(unsafe) let timerTarget = self
            self.clock = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { timer in
                timerTarget.clockTick(timer)
            }
        }
    }

    func clockTick(_ timer: Timer?) {
        self.ticks += 1
    }

    func stopClock() {
        self.clock?.invalidate()
        self.clock = nil
    }
}
