// The ```swift blocks of MIGRATION.md §26, pasted verbatim into XCTest methods, which XCTest runs on the main
// thread (Tests/MigrationTests runs the same blocks under Swift Testing, off it). GuideDriftXCTests checks the copies.
import Foundation
import XCTest
import RACLegacy
import Reactive
import RACTestSupport

final class TestingSnippetXCTests: XCTestCase {
    func testTheseSnippetsRunOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertTrue(RACScheduler.currentScheduler() === RACScheduler.mainThreadScheduler())
    }

    func test26a() {
        var lines: [String] = []
        func print(_ items: Any...) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }
        final class Countdown {
            let ticks: RACSignal
            init(from start: Int, scheduler: RACScheduler) {
                ticks = RACSignal.interval(1, onScheduler: scheduler)
                    .take(start)
                    .scanWithStart(start, reduce: { running, _ in (running as! Int) - 1 })
            }
        }
        let scheduler = RACTestScheduler()
        let countdown = Countdown(from: 3, scheduler: scheduler)
        countdown.ticks.subscribeNext({ print($0 ?? "nil") }, completed: { print("liftoff") })
        print("nothing before the clock moves")
        scheduler.stepAll()
        XCTAssertEqual(lines, ["nothing before the clock moves", "2", "1", "0", "liftoff"])
    }

    func test26b() {
        var lines: [String] = []
        func print(_ items: Any...) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }
        final class Countdown {
            let ticks: SignalProducer<Int, Never>
            init(from start: Int, scheduler: any DateScheduler) {
                ticks = SignalProducer.timer(interval: .seconds(1), on: scheduler)
                    .take(first: start)
                    .scan(start) { running, _ in running - 1 }
            }
        }
        let scheduler = TestScheduler()
        let countdown = Countdown(from: 3, scheduler: scheduler)
        countdown.ticks.start(Signal.Observer(value: { print($0) }, completed: { print("liftoff") }))
        print("nothing before the clock moves")
        scheduler.advance(by: .seconds(3))
        XCTAssertEqual(lines, ["nothing before the clock moves", "2", "1", "0", "liftoff"])
    }

    func test26c() {
        var lines: [String] = []
        func print(_ items: Any...) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }
        let numbers = RACSignal.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
            return nil
        }
        print("first: \(numbers.first() ?? "nil")")
        print("toArray: \(numbers.toArray() ?? [])")
        var error: (any Error)?
        print("completed: \(numbers.asynchronouslyWaitUntilCompleted(&error))")
        let typed = SignalProducer<Int, Never>(values: 1, 2)
        print("first: \(typed.first().map { "\($0)" } ?? "nil")")
        print("collect: \(typed.collect().single().map { "\($0)" } ?? "nil")")
        print("wait: \(typed.wait())")
        XCTAssertEqual(lines, ["first: 1", "toArray: [1, 2]", "completed: true", "first: success(1)", "collect: success([1, 2])", "wait: success()"])
    }

    func test26d() throws {
        var lines: [String] = []
        func print(_ items: Any...) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }
        let started = Date()
        try withCurrentScheduler {
            let double = RACCommand(signalBlock: { input in RACSignal.return((input as! Int) * 2) })
            var results: [Int] = []
            double.executionSignals.flatten().subscribeNext { results.append($0 as! Int) }
            double.execute(21)
            try runMainQueue(until: { !results.isEmpty })
            print("results: \(results)")
        }
        XCTAssertEqual(lines, ["results: [42]"])
        // The guide's earlier helper blocked the main thread here for 6 × 5 s and saw no result.
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func test26e() {
        var lines: [String] = []
        func print(_ items: Any...) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }
        struct Offline: Error {}
        var success = true
        var error: (any Error)?
        let value = RACSignal.error(Offline()).firstOrDefault(0, success: &success, error: &error)
        print("value \(value ?? "nil"), success \(success), error \(error.map { "\($0)" } ?? "nil")")
        let parsed = RACSignal.return("42").tryMap { text in
            guard let number = Int(text as! String) else { throw Offline() }
            return number
        }
        parsed.subscribeNext { print("parsed \($0 ?? "nil")") }
        XCTAssertEqual(lines, ["value 0, success false, error Offline()", "parsed 42"])
    }
}
