import Foundation
import Testing
import RACLegacy
import Reactive
@testable import Bridge

/// Milliseconds from `start` to `date`, rounded.
private func milliseconds(_ date: Date, since start: Date) -> Int {
    Int((date.timeIntervalSince(start) * 1_000).rounded())
}

@Suite("3.4 Schedulers: one virtual timeline whichever API schedules")
struct SharedVirtualTimeTests {
    @Test("RAC and typed scheduling on one RACTestScheduler run in virtual-date order at their virtual times")
    func racTestSchedulerTypedView() {
        let racScheduler = RACTestScheduler()
        let typed: any DateScheduler = racScheduler
        let start = racScheduler.virtualNow
        let log = Box<[String]>([])
        // Each entry: what ran, the virtual time in ms, and whether the typed view's currentDate agreed with it.
        let note = { (name: String) in
            let now = racScheduler.virtualNow
            let agrees = typed.currentDate == now ? "" : " typed.currentDate=\(milliseconds(typed.currentDate, since: start))"
            log.mutate { $0.append("\(name)@\(milliseconds(now, since: start))\(agrees)") }
        }
        let repeater = Box<(any Disposable)?>(nil)
        let repeats = Box(0)
        racScheduler.afterDelay(100) {
            note("rac afterDelay 100")
            typed.schedule(after: typed.currentDate.addingTimeInterval(0.3)) { note("typed after 0.3") }
            racScheduler.afterDelay(0.2) { note("rac afterDelay 0.2") }
            SignalProducer<Int, Never>(value: 1).delay(0.5, on: typed).startWithValues { _ in note("typed delay 0.5") }
            racScheduler.after(typed.currentDate.addingTimeInterval(0.4)) { note("rac after 0.4") }
            repeater.value = typed.schedule(after: typed.currentDate.addingTimeInterval(0.1), interval: .milliseconds(250),
                                            leeway: .seconds(0)) {
                repeats.value += 1
                note("typed repeat \(repeats.value)")
                if repeats.value == 3 { repeater.value?.dispose() }
            }
            typed.schedule { note("typed now") }
        }
        #expect(milliseconds(typed.currentDate, since: start) == 0)
        racScheduler.step()
        #expect(log.value == ["rac afterDelay 100@100000"])
        racScheduler.step(2)
        #expect(log.value == ["rac afterDelay 100@100000", "typed now@100000", "typed repeat 1@100100"])
        #expect(milliseconds(typed.currentDate, since: start) == 100_100)
        racScheduler.stepAll()
        #expect(log.value == [
            "rac afterDelay 100@100000",
            "typed now@100000",
            "typed repeat 1@100100",
            "rac afterDelay 0.2@100200",
            "typed after 0.3@100300",
            "typed repeat 2@100350",
            "rac after 0.4@100400",
            "typed delay 0.5@100500",
            "typed repeat 3@100600",
        ])
        #expect(milliseconds(typed.currentDate, since: start) == 100_600)
    }

    @Test("RAC and typed scheduling through RACSwiftScheduler(testScheduler) run at the test scheduler's virtual times")
    func typedTestSchedulerRACView() {
        let testScheduler = TestScheduler()
        let rac = RACSwiftScheduler(testScheduler)
        let start = testScheduler.currentDate
        let log = Box<[String]>([])
        let note = { (name: String) in
            log.mutate { $0.append("\(name)@\(milliseconds(testScheduler.currentDate, since: start))") }
        }
        let repeats = Box(0)
        let repeater = Box<RACDisposable?>(nil)
        rac.afterDelay(0.5) { note("rac afterDelay 0.5") }
        testScheduler.schedule(after: start.addingTimeInterval(0.3)) { note("typed after 0.3") }
        rac.after(start.addingTimeInterval(0.2)) { note("rac after 0.2") }
        repeater.value = rac.after(start.addingTimeInterval(0.1), repeatingEvery: 0.25, withLeeway: 0) {
            repeats.value += 1
            note("rac repeat \(repeats.value)")
            if repeats.value == 3 { repeater.value?.dispose() }
        }
        // The wrapper is itself a RACScheduler, so typed code can take it back as a DateScheduler.
        let wrapperAsTyped: any DateScheduler = rac
        #expect(milliseconds(wrapperAsTyped.currentDate, since: start) == 0)
        SignalProducer<Int, Never>(value: 1).delay(0.65, on: wrapperAsTyped).startWithValues { _ in
            note("typed delay 0.65 via the wrapper")
        }
        rac.schedule {
            note("rac now")
            // RAC 2's delay schedules on the current scheduler, which inside this block is the wrapper.
            RACSignal.return(7).delay(0.45).subscribeNext { value in note("rac delay 0.45 next(\(render(value)))") }
        }
        testScheduler.advance(by: 0.2)
        #expect(log.value == ["rac now@0", "rac repeat 1@100", "rac after 0.2@200"])
        testScheduler.advance(by: 1)
        #expect(log.value == [
            "rac now@0",
            "rac repeat 1@100",
            "rac after 0.2@200",
            "typed after 0.3@300",
            "rac repeat 2@350",
            "rac delay 0.45 next(7)@450",
            "rac afterDelay 0.5@500",
            "rac repeat 3@600",
            "typed delay 0.65 via the wrapper@650",
        ])
        #expect(milliseconds(testScheduler.currentDate, since: start) == 1_200)
        #expect(milliseconds(wrapperAsTyped.currentDate, since: start) == 1_200)
    }
}
