import Dispatch
import Foundation
import XCTest
import RACLegacy
import RACTestSupport

/// `runMainQueue` on the main thread, where XCTest runs its tests and nothing else turns the main queue.
final class MainThreadXCTests: XCTestCase {
    func testXCTestRunsTestsOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
    }

    func testUntilRunsMainQueueHopsUntilTheConditionHolds() throws {
        var hops: [Int] = []
        onMainQueue {
            hops.append(1)
            onMainQueue {
                hops.append(2)
                onMainQueue { hops.append(3) }
            }
        }
        try runMainQueue(until: { hops.count == 3 })
        XCTAssertEqual(hops, [1, 2, 3])
    }

    func testUntilWaitsForWorkThatReachesTheMainQueueFromAnotherThread() throws {
        var arrived = false
        RACScheduler.scheduler().afterDelay(0.05) {
            onMainQueue { arrived = true }
        }
        try runMainQueue(until: { arrived })
        XCTAssertTrue(arrived)
    }

    func testUntilThrowsWhenTheConditionNeverHolds() {
        let started = Date()
        XCTAssertThrowsError(try runMainQueue(until: { false }, timeout: 0.2)) { error in
            let description = "\(error)"
            XCTAssertTrue(description.hasPrefix("the main queue ran for 0.2 s and the condition did not hold"))
            XCTAssertTrue(description.contains("MainThreadXCTests.swift:"), description)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testRoundsLetEveryHopOfACommandRun() {
        let run = executeDoublingCommand()
        XCTAssertTrue(run.drained)
        XCTAssertEqual(run.results, [42])
        XCTAssertEqual(run.executing, [false, true, false])
    }
}
