import Dispatch
import Foundation
import Testing
import RACLegacy
import RACTestSupport

/// `runMainQueue` off the main thread, where Swift Testing runs its tests, and in `@MainActor` tests.
@Suite("RACTestSupport: runMainQueue", .serialized)
struct MainQueueTests {
    @Test("off the main thread, until: returns once main-queue hops made the condition hold, read on the main queue")
    func untilOffMainThread() throws {
        try #require(!Thread.isMainThread)
        // Swift Testing may drain the main queue on a thread other than the main thread (dispatchMain), so the
        // queue is recognised by a value set on it.
        let key = DispatchSpecificKey<Int>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        defer { DispatchQueue.main.setSpecific(key: key, value: nil) }
        var hops: [Int] = []
        var checkedOnMainQueue: [Bool] = []
        onMainQueue {
            hops.append(1)
            onMainQueue { hops.append(2) }
        }
        try runMainQueue(until: {
            checkedOnMainQueue.append(DispatchQueue.getSpecific(key: key) == 1)
            return hops.count == 2
        })
        #expect(hops == [1, 2])
        #expect(!checkedOnMainQueue.isEmpty && checkedOnMainQueue.allSatisfy { $0 })
    }

    @Test("off the main thread, until: waits for work that reaches the main queue from another thread")
    func untilWaitsForOtherThreads() throws {
        var arrived = false
        RACScheduler.scheduler().afterDelay(0.05) {
            onMainQueue { arrived = true }
        }
        try runMainQueue(until: { arrived })
        #expect(arrived)
    }

    @Test("off the main thread, until: throws MainQueueTimeout naming the call site when the condition never holds")
    func untilTimesOut() {
        let started = Date()
        let error = #expect(throws: MainQueueTimeout.self) { try runMainQueue(until: { false }, timeout: 0.2) }
        #expect(error?.description.hasPrefix("the main queue ran for 0.2 s and the condition did not hold") == true)
        #expect(error?.description.contains("MainQueueTests.swift:") == true)
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test("runMainQueue() lets a RACCommand deliver everything before the test reads what it recorded")
    func roundsForACommand() {
        let run = withCurrentScheduler { executeDoublingCommand() }
        #expect(run.drained)
        #expect(run.results == [42])
        #expect(run.executing == [false, true, false])
    }

    @MainActor
    @Test("in a @MainActor test, await runMainQueue(until:) lets the main queue run and times out with an error")
    func mainActorAsync() async throws {
        var hops: [Int] = []
        onMainQueue {
            hops.append(1)
            onMainQueue { hops.append(2) }
        }
        try await runMainQueue(until: { hops.count == 2 })
        #expect(hops == [1, 2])
        await #expect(throws: MainQueueTimeout.self) { try await runMainQueue(until: { false }, timeout: 0.1) }
    }

    @MainActor
    @Test("in a @MainActor test, the blocking form reports that the main queue cannot run instead of hanging")
    func mainActorBlockingFormReportsStall() {
        let error = #expect(throws: MainQueueTimeout.self) { try runMainQueue(until: { false }, timeout: 0.2) }
        #expect(error?.description.hasPrefix("the main queue did not run for 0.2 s") == true)
    }
}

/// Enqueues `block` on the main queue (through RAC's main thread scheduler, whose blocks need not be `@Sendable`).
func onMainQueue(_ block: @escaping () -> Void) {
    RACScheduler.mainThreadScheduler().schedule(block)
}

/// Executes a command that doubles its input, lets the main queue run with `runMainQueue()`, and returns what the
/// command delivered there: its results and its `executing` values.
func executeDoublingCommand() -> (drained: Bool, results: [Int], executing: [Bool]) {
    let double = RACCommand(signalBlock: { input in RACSignal.return((input as! Int) * 2) })
    var results: [Int] = []
    var executing: [Bool] = []
    double.executing.subscribeNext { executing.append($0 as! Bool) }
    double.executionSignals.flatten().subscribeNext { results.append($0 as! Int) }
    double.execute(21)
    let drained = runMainQueue()
    return (drained, results, executing)
}
