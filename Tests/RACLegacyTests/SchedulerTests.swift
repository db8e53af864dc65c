import Testing
import Foundation
import Dispatch
@testable import RACLegacy

@Suite("2.6 Schedulers", .serialized) struct SchedulerTests {
    @Test("immediate scheduler runs before returning and returns nil") func immediate() {
        var ran = false
        let d = RACScheduler.immediateScheduler().schedule { ran = true }
        #expect(ran)
        #expect(d == nil)
    }

    @Test("immediate after(_:schedule:) blocks until the date") func immediateAfter() {
        let date = Date().addingTimeInterval(0.05)
        var ranAt: Date?
        RACScheduler.immediateScheduler().after(date) { ranAt = Date() }
        // Ran before after(_:schedule:) returned, and no earlier than the date (a clock never runs backwards).
        #expect(ranAt.map { $0 >= date } == true)
    }

    @Test("immediate repeating schedule traps") func immediateRepeatTraps() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            RACScheduler.immediateScheduler().after(Date(), repeatingEvery: 1, withLeeway: 0) {}
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("after:repeatingEvery:withLeeway:schedule:"))
    }

    @Test("queue scheduler runs blocks serially in FIFO order with itself as current scheduler") func fifo() {
        let scheduler = RACScheduler.scheduler()
        let order = Box([Int]())
        let currentOK = Box(true)
        let done = DispatchSemaphore(value: 0)
        for i in 0..<100 {
            scheduler.schedule {
                order.mutate { $0.append(i) }
                if RACScheduler.currentScheduler() !== scheduler { currentOK.value = false }
                if i == 99 { done.signal() }
            }
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(order.value == Array(0..<100))
        #expect(currentOK.value)
    }

    @Test("disposing before a block starts cancels it") func cancelSchedule() {
        let scheduler = RACScheduler.schedulerWithPriority(.high, name: "test")
        #expect(scheduler.name == "test")
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let ran = Box(false)
        scheduler.schedule { gate.wait() }
        let d = scheduler.schedule { ran.value = true }
        scheduler.schedule { done.signal() }
        d?.dispose()
        gate.signal()
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(!ran.value)
    }

    @Test("after/afterDelay blocks are cancelled by disposal") func cancelAfter() {
        let scheduler = RACScheduler.schedulerWithPriority(.low)
        let ran = Box(0)
        let d = scheduler.afterDelay(0.05) { ran.value += 1 }
        d?.dispose()
        let later = DispatchSemaphore(value: 0)
        scheduler.afterDelay(0.1) { later.signal() }
        #expect(later.wait(timeout: .now() + 5) == .success)
        #expect(ran.value == 0)
    }

    @Test("repeating queue timer fires until disposed") func repeating() {
        let scheduler = RACScheduler.schedulerWithPriority(.background)
        let count = Box(0)
        let three = DispatchSemaphore(value: 0)
        let d = scheduler.after(Date(), repeatingEvery: 0.01, withLeeway: 0) {
            count.mutate { $0 += 1 }
            if count.value == 3 { three.signal() }
        }
        #expect(three.wait(timeout: .now() + 5) == .success)
        d?.dispose()
        // Blocks of one scheduler run one at a time: once a block scheduled after the disposal has run, a firing that
        // was already under way has finished, and a firing 50 ms later would have run before the second marker.
        let settled = DispatchSemaphore(value: 0), later = DispatchSemaphore(value: 0)
        scheduler.schedule { settled.signal() }
        #expect(settled.wait(timeout: .now() + 5) == .success)
        let afterDisposal = count.value
        scheduler.afterDelay(0.05) { later.signal() }
        #expect(later.wait(timeout: .now() + 5) == .success)
        #expect(afterDisposal >= 3)
        #expect(count.value == afterDisposal)
    }

    @Test("currentScheduler is nil on an unmanaged thread, the running scheduler inside a block, main on the main queue") func current() {
        let result = Box<(RACScheduler?, Bool, Bool)>((nil, false, false))
        let done = DispatchSemaphore(value: 0)
        let background = RACScheduler.scheduler()
        Thread.detachNewThread {
            let outside = RACScheduler.currentScheduler()
            background.schedule {
                let inside = RACScheduler.currentScheduler() === background
                RACScheduler.mainThreadScheduler().schedule {
                    result.value = (outside, inside, RACScheduler.currentScheduler() === RACScheduler.mainThreadScheduler())
                    done.signal()
                }
            }
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(result.value.0 == nil)
        #expect(result.value.1)
        #expect(result.value.2)
        let onMainQueue = Box(false)
        let sema = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            onMainQueue.value = RACScheduler.currentScheduler() === RACScheduler.mainThreadScheduler()
            sema.signal()
        }
        #expect(sema.wait(timeout: .now() + 5) == .success)
        #expect(onMainQueue.value)
    }

    @Test("performAsCurrentScheduler sets and restores the current scheduler") func performAs() {
        let test = RACTestScheduler()
        var inner: RACScheduler?
        test.performAsCurrentScheduler {
            inner = RACScheduler.currentScheduler()
            RACScheduler.immediateScheduler().performAsCurrentScheduler {
                #expect(RACScheduler.currentScheduler() === RACScheduler.immediateScheduler())
            }
            #expect(RACScheduler.currentScheduler() === test)
        }
        #expect(inner === test)
    }

    @Test("on a thread with no scheduler, performAsCurrentScheduler sets and restores none, nested ones too",
          arguments: [false, true])
    func performAsOffMain(looksFirst: Bool) {
        // Each read, in order: (before,) inside the outer block, inside the nested one, back in the outer, after.
        let seen = Box<[RACScheduler?]>([])
        let hadCurrent = Box<[Bool]>([])
        let done = DispatchSemaphore(value: 0)
        let test = RACTestScheduler()
        Thread.detachNewThread {
            func look() {
                seen.mutate { $0.append(RACScheduler.currentScheduler()) }
                hadCurrent.mutate { $0.append(RACScheduler.hasCurrentScheduler) }
            }
            if looksFirst { look() }
            test.performAsCurrentScheduler {
                look()
                RACScheduler.immediateScheduler().performAsCurrentScheduler { look() }
                look()
            }
            look()
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        let expected: [RACScheduler?] = (looksFirst ? [nil] : []) + [test, RACScheduler.immediateScheduler(), test, nil]
        #expect(seen.value.count == expected.count)
        #expect(zip(seen.value, expected).allSatisfy { $0 === $1 })
        #expect(hadCurrent.value == (looksFirst ? [false] : []) + [true, true, true, false])
    }

    @Test("scheduleRecursiveBlock unrolls 10 000 synchronous reschedules and reschedules after return") func recursion() {
        var count = 0
        var depth = 0
        var maxDepth = 0
        RACScheduler.immediateScheduler().scheduleRecursiveBlock { reschedule in
            depth += 1
            maxDepth = max(maxDepth, depth)
            count += 1
            if count < 10_000 { reschedule() }
            depth -= 1
        }
        #expect(count == 10_000)
        #expect(maxDepth == 1)
    }

    @Test("scheduleRecursiveBlock on a queue scheduler stops after disposal") func recursionDisposal() {
        let scheduler = RACScheduler.scheduler()
        let count = Box(0)
        let reached = DispatchSemaphore(value: 0)
        let d = scheduler.scheduleRecursiveBlock { reschedule in
            count.mutate { $0 += 1 }
            if count.value == 5 { reached.signal() }
            reschedule()
        }
        #expect(reached.wait(timeout: .now() + 5) == .success)
        d?.dispose()
        let settled = DispatchSemaphore(value: 0)
        scheduler.schedule { settled.signal() }
        _ = settled.wait(timeout: .now() + 5)
        let snapshot = count.value
        let again = DispatchSemaphore(value: 0)
        scheduler.schedule { again.signal() }
        _ = again.wait(timeout: .now() + 5)
        #expect(count.value == snapshot)
    }

    @Test("test scheduler steps by date then FIFO; stepping empty does nothing") func testScheduler() {
        let scheduler = RACTestScheduler()
        var order: [String] = []
        scheduler.step()
        scheduler.afterDelay(2) { order.append("late") }
        scheduler.schedule { order.append("a") }
        scheduler.afterDelay(1) { order.append("mid") }
        scheduler.schedule { order.append("b") }
        scheduler.step()
        #expect(order == ["a"])
        scheduler.step(2)
        #expect(order == ["a", "b", "mid"])
        scheduler.stepAll()
        #expect(order == ["a", "b", "mid", "late"])
    }

    @Test("test scheduler runs repeating blocks in date order and honours disposal") func testRepeating() {
        let scheduler = RACTestScheduler()
        var order: [String] = []
        let base = scheduler.virtualNow
        var d: RACDisposable?
        d = scheduler.after(base.addingTimeInterval(1), repeatingEvery: 2, withLeeway: 0) {
            order.append("r")
            if order.filter({ $0 == "r" }).count == 3 { d?.dispose() }
        }
        scheduler.after(base.addingTimeInterval(4)) { order.append("x") }
        scheduler.stepAll()
        #expect(order == ["r", "r", "x", "r"])
    }

    @Test("wallTimeWithDate and priorities") func misc() {
        #expect(RACQueueScheduler.wallTimeWithDate(Date(timeIntervalSinceNow: 60)) > DispatchWallTime.now())
        #expect(RACQueueScheduler.wallTimeWithDate(Date(timeIntervalSinceNow: -60)) < DispatchWallTime.now())
        let q = DispatchQueue(label: "x")
        let s = RACQueueScheduler(name: nil, queue: q)
        #expect(s.queue === q)
        #expect(RACSchedulerPriority.default.rawValue == 0)
        #expect(RACScheduler.scheduler() !== RACScheduler.scheduler())
        #expect(RACScheduler.mainThreadScheduler() is RACTargetQueueScheduler)
        #expect(RACScheduler.immediateScheduler() is RACImmediateScheduler)
    }

    @Test("subscription scheduler runs inline with a current scheduler, else in the background") func subscriptionScheduler() {
        var inline = false
        onImmediate {
            RACScheduler.subscriptionScheduler().schedule { inline = true }
        }
        #expect(inline)
        let done = DispatchSemaphore(value: 0)
        let hadScheduler = Box(false)
        Thread.detachNewThread {
            RACScheduler.subscriptionScheduler().schedule {
                hadScheduler.value = RACScheduler.currentScheduler() != nil
                done.signal()
            }
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(hadScheduler.value)
    }
}
