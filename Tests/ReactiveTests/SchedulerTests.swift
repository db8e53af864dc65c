import Foundation
import Testing
@testable import Reactive

@Suite("2.9 Schedulers")
struct SchedulerTests {
    @Test("ImmediateScheduler runs synchronously and returns nil")
    func immediate() {
        var ran = false
        let disposable = ImmediateScheduler().schedule { ran = true }
        #expect(ran)
        #expect(disposable == nil)
    }

    @Test("TestScheduler runs actions in date order, FIFO for equal dates, and supports cancellation")
    func testSchedulerOrder() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule(after: .seconds(2)) { log.append("b") }
        scheduler.schedule(after: .seconds(1)) { log.append("a1") }
        scheduler.schedule(after: .seconds(1)) { log.append("a2") }
        scheduler.schedule { log.append("now") }?.dispose()
        scheduler.schedule { log.append("now2") }
        #expect(log.isEmpty)
        scheduler.advance()
        #expect(log == ["now2"])
        scheduler.advance(by: .seconds(1))
        #expect(log == ["now2", "a1", "a2"])
        scheduler.run()
        #expect(log == ["now2", "a1", "a2", "b"])
        #expect(scheduler.currentDate == .distantFuture)
    }

    @Test("TestScheduler sets the clock to each action's date and repeats until disposed")
    func testSchedulerRepeating() {
        let start = Date(timeIntervalSinceReferenceDate: 100)
        let scheduler = TestScheduler(startDate: start)
        var dates: [TimeInterval] = []
        let disposable = scheduler.schedule(after: start.addingTimeInterval(1), interval: .seconds(1)) {
            dates.append(scheduler.currentDate.timeIntervalSince(start))
        }
        scheduler.advance(by: 3.5)
        disposable?.dispose()
        scheduler.advance(by: 5)
        #expect(dates == [1, 2, 3])
        #expect(scheduler.currentDate == start.addingTimeInterval(8.5))
        scheduler.rewind(by: .seconds(1))
        #expect(scheduler.currentDate == start.addingTimeInterval(7.5))
    }

    @Test("QueueScheduler runs actions asynchronously in order on its queue and honours cancellation")
    func queueScheduler() {
        let scheduler = QueueScheduler(name: "test")
        let done = DispatchSemaphore(value: 0)
        let log = Atomic<[Int]>([])
        let gate = DispatchSemaphore(value: 0)
        scheduler.schedule {
            _ = gate.wait(timeout: .now() + 5)
            log.modify { $0.append(1) }
        }
        scheduler.schedule { log.modify { $0.append(2) } }?.dispose()
        gate.signal()
        scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(0.01)) {
            log.modify { $0.append(3) }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(log.value == [1, 3])
    }

    @Test("QueueScheduler repeating timer stops when disposed")
    func queueRepeating() {
        let scheduler = QueueScheduler(name: "repeat")
        let ticks = Atomic(0)
        let reached = DispatchSemaphore(value: 0)
        let disposable = scheduler.schedule(after: scheduler.currentDate, interval: .milliseconds(1), leeway: .milliseconds(0)) {
            if ticks.modify({ $0 += 1; return $0 }) == 3 { reached.signal() }
        }
        #expect(reached.wait(timeout: .now() + 5) == .success)
        disposable?.dispose()
        // The queue is serial: once a block enqueued after the disposal ran, a tick under way has finished; a
        // timer still running would tick again within the 20 ms before the second marker.
        let flushed = DispatchSemaphore(value: 0), later = DispatchSemaphore(value: 0)
        scheduler.queue.async { flushed.signal() }
        #expect(flushed.wait(timeout: .now() + 5) == .success)
        let afterDisposal = ticks.value
        scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(0.02)) { later.signal() }
        #expect(later.wait(timeout: .now() + 5) == .success)
        #expect(afterDisposal >= 3)
        #expect(ticks.value == afterDisposal)
    }

    @Test("a timer whose interval is .never starts, never ticks and stops when disposed (its leeway is .never too)")
    func timerNeverInterval() async {
        await #expect(processExitsWith: .success) {
            let scheduler = QueueScheduler(name: "never")
            let ticks = Atomic(0)
            let disposable = SignalProducer.timer(interval: .never, on: scheduler).startWithValues { _ in
                ticks.modify { $0 += 1 }
            }
            let flushed = DispatchSemaphore(value: 0)
            scheduler.queue.async { flushed.signal() }
            precondition(flushed.wait(timeout: .now() + 5) == .success && ticks.value == 0)
            disposable.dispose()
        }
    }

    @Test("TestScheduler async advance runs due actions")
    @MainActor
    func asyncAdvance() async {
        let scheduler = TestScheduler()
        var ran = 0
        scheduler.schedule(after: .seconds(1)) { ran += 1 }
        await scheduler.advance(by: .seconds(1))
        #expect(ran == 1)
        scheduler.schedule { ran += 1 }
        await scheduler.run()
        #expect(ran == 2)
    }

    @Test("DateScheduler.sleep suspends until the virtual deadline")
    @MainActor
    func sleep() async throws {
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        let task = Task { () throws -> Date in
            try await scheduler.sleep(for: .seconds(5))
            return scheduler.currentDate
        }
        // Bounded: the sleeping task registers its wake-up within a few thousand yields.
        var yields = 0
        while scheduler.lock.locked({ scheduler.queue.isEmpty }) && yields < 100_000 {
            await Task.yield()
            yields += 1
        }
        let registered = scheduler.lock.locked { !scheduler.queue.isEmpty }
        #expect(registered, "the sleeping task never registered")
        await scheduler.advance(by: .seconds(4))
        let stillWaiting = scheduler.lock.locked { !scheduler.queue.isEmpty }
        #expect(stillWaiting, "woke before its deadline")
        await scheduler.advance(by: .seconds(1))
        #expect(try await task.value == start.addingTimeInterval(5))
    }
}

@Suite("2.9 UIScheduler", .serialized)
struct UISchedulerTests {
    @Test("UIScheduler enqueues on the main queue when called off the main thread")
    func offMain() {
        let scheduler = UIScheduler()
        let ran = Atomic(false)
        let enqueued = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = scheduler.schedule { ran.value = true }
            enqueued.signal()
        }
        #expect(enqueued.wait(timeout: .now() + 5) == .success)
        let deadline = Date().addingTimeInterval(5)
        while !ran.value && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        #expect(ran.value)
    }
}

@Suite("2.9 UIScheduler on the main queue", .serialized)
struct UISchedulerMainQueueTests {
    @Test("UIScheduler runs synchronously on the main queue when not nested, and enqueues nested actions")
    func synchronousOnMain() {
        let scheduler = UIScheduler()
        let log = Atomic<[String]>([])
        let done = DispatchSemaphore(value: 0)
        _ = UIScheduler.mainQueueKey
        DispatchQueue.main.async {
            scheduler.schedule {
                log.modify { $0.append("outer") }
                scheduler.schedule {
                    log.modify { $0.append("nested") }
                    done.signal()
                }
                log.modify { $0.append("after nested schedule") }
            }
            log.modify { $0.append("after outer schedule") }
        }
        let deadline = Date().addingTimeInterval(5)
        while done.wait(timeout: .now()) == .timedOut && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        #expect(log.value == ["outer", "after nested schedule", "after outer schedule", "nested"])
    }
}
