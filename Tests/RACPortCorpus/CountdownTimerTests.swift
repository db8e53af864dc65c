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

@Suite("corpus: CountdownTimer's NSTimer")
struct CountdownClockTests {
    @Test("the target/selector timer calls the method on each firing and stops when invalidated")
    func clock() throws {
        let timer = CountdownTimer(scheduler: RACTestScheduler())
        timer.startClock()
        let clock = try #require(timer.clock)
        #expect(clock.isValid && clock.timeInterval == 60)
        clock.fire()
        clock.fire()
        #expect(timer.ticks == 2)
        timer.startClock()
        #expect(timer.clock === clock)
        timer.stopClock()
        #expect(timer.clock == nil && !clock.isValid)
        clock.fire()
        #expect(timer.ticks == 2)
    }
}
