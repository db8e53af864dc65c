import Foundation
import Testing
import RACLegacy
import Reactive
@testable import Bridge

@Suite("3.4 Schedulers")
struct SchedulerTests {
    @Test("a RACScheduler is a DateScheduler: a new test scheduler's date is now; it runs the action on step(), not before")
    func racSchedulerAsDateScheduler() {
        let racScheduler = RACTestScheduler()
        let scheduler: any DateScheduler = racScheduler
        #expect(abs(scheduler.currentDate.timeIntervalSinceNow) < 1)
        let runs = Box<[String]>([])
        scheduler.schedule { runs.mutate { $0.append("now") } }
        let cancelled = scheduler.schedule { runs.mutate { $0.append("cancelled") } }
        scheduler.schedule(after: Date().addingTimeInterval(1)) { runs.mutate { $0.append("later") } }
        #expect(runs.value == [])
        cancelled?.dispose()
        racScheduler.stepAll()
        #expect(runs.value == ["now", "later"])
    }

    @Test("the repeating witness repeats on a RAC test scheduler until disposed")
    func repeatingWitness() {
        let racScheduler = RACTestScheduler()
        let scheduler: any DateScheduler = racScheduler
        let runs = Box(0)
        let disposable = scheduler.schedule(after: Date(), interval: .seconds(1), leeway: .seconds(0)) { runs.value += 1 }
        racScheduler.step(3)
        disposable?.dispose()
        racScheduler.stepAll()
        #expect(runs.value == 3)
    }

    @Test("racScheduler.schedule { } still returns RAC 2's RACDisposable")
    func legacyCallUnchanged() {
        let racScheduler = RACTestScheduler()
        let disposable: RACDisposable? = racScheduler.schedule {}
        #expect(disposable != nil)
    }

    @Test("RACSwiftScheduler(testScheduler) runs blocks as the current RACScheduler when the test scheduler advances")
    func swiftSchedulerRunsOnAdvance() {
        let testScheduler = TestScheduler()
        let scheduler = RACSwiftScheduler(testScheduler)
        let current = Box<[Bool]>([])
        scheduler.schedule { current.mutate { $0.append(RACScheduler.currentScheduler() === scheduler) } }
        #expect(current.value == [])
        testScheduler.advance()
        #expect(current.value == [true])
    }

    @Test("afterDelay(5) runs after advance(by: 5), not after advance(by: 4); disposing prevents a run")
    func swiftSchedulerDelays() {
        let testScheduler = TestScheduler()
        let scheduler = RACSwiftScheduler(testScheduler)
        let runs = Box<[String]>([])
        scheduler.afterDelay(5) { runs.mutate { $0.append("delayed") } }
        scheduler.afterDelay(1) { runs.mutate { $0.append("cancelled") } }?.dispose()
        scheduler.after(testScheduler.currentDate.addingTimeInterval(2)) { runs.mutate { $0.append("dated") } }
        testScheduler.advance(by: 4)
        #expect(runs.value == ["dated"])
        testScheduler.advance(by: 1)
        #expect(runs.value == ["dated", "delayed"])
    }

    @Test("repeating on a DateScheduler base follows the virtual clock until disposed")
    func swiftSchedulerRepeats() {
        let testScheduler = TestScheduler()
        let scheduler = RACSwiftScheduler(testScheduler)
        let runs = Box(0)
        let disposable = scheduler.after(testScheduler.currentDate.addingTimeInterval(1), repeatingEvery: 0.5,
                                         withLeeway: 0) { runs.value += 1 }
        testScheduler.advance(by: 2)
        #expect(runs.value == 3)
        disposable?.dispose()
        testScheduler.advance(by: 2)
        #expect(runs.value == 3)
    }

    @Test("a RAC 2 deliverOn(RACSwiftScheduler(testScheduler)) delivers only when the test scheduler advances")
    func deliverOnSwiftScheduler() {
        let testScheduler = TestScheduler()
        let subject = RACSubject()
        let events = RACEvents()
        events.record(subject.deliverOn(RACSwiftScheduler(testScheduler)))
        subject.sendNext(1)
        subject.sendCompleted()
        #expect(events.all == [])
        testScheduler.advance()
        #expect(events.all == ["next(1)", "completed"])
    }

    @Test("a plain Scheduler base runs blocks on it; the QueueScheduler overload is the DateScheduler one")
    func plainBase() {
        let immediate = RACSwiftScheduler(ImmediateScheduler())
        let runs = Box(0)
        immediate.schedule { runs.value += 1 }
        immediate.after(Date()) { runs.value += 1 }
        #expect(runs.value == 2)
        let queue = QueueScheduler(name: "bridge.tests")
        let wrapped = RACSwiftScheduler(queue)
        #expect(wrapped.base === queue)
        let ran = DispatchSemaphore(value: 0)
        wrapped.afterDelay(0) { ran.signal() }
        #expect(ran.wait(timeout: .now() + 5) == .success)
    }

    @Test("repeating needs a DateScheduler base: a precondition failure naming RACSwiftScheduler")
    func repeatingNeedsDates() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACSwiftScheduler(ImmediateScheduler()).after(Date(), repeatingEvery: 1, withLeeway: 0) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("RACSwiftScheduler"))
    }

    @Test("scheduler shims: immediate and UI map to RAC 2's shared schedulers, a queue scheduler is wrapped")
    @available(*, deprecated)
    func shims() {
        #expect(ImmediateScheduler().toRACScheduler() === RACScheduler.immediateScheduler())
        #expect(UIScheduler().toRACScheduler() === RACScheduler.mainThreadScheduler())
        let queue = QueueScheduler(name: "bridge.tests.shim")
        #expect((queue.toRACScheduler() as? RACSwiftScheduler)?.base === queue)
    }

    @Test("interval conversions: seconds to nanoseconds and back, .never is infinity")
    func intervals() {
        #expect(seconds(.milliseconds(1500)) == 1.5)
        #expect(seconds(.never) == .infinity)
        #expect(dispatchInterval(0.25) == .nanoseconds(250_000_000))
        #expect(dispatchInterval(.infinity) == .never)
    }
}
