import Foundation
import RACLegacy
import Testing

@Suite("corpus: CountdownTimer")
struct CountdownTimerTests {
    @Test("counts down one step per virtual second, then completes")
    func countdown() {
        let scheduler = RACTestScheduler()
        let timer = CountdownTimer(scheduler: scheduler)
        let log = EventLog()
        scheduler.performAsCurrentScheduler { log.record(timer.countdownFrom(3)) }
        #expect(log.events == ["3"])
        scheduler.step()
        #expect(log.events == ["3", "2"])
        scheduler.stepAll()
        #expect(log.events == ["3", "2", "1", "0", "completed"])
    }
}
