// The ```swift blocks of MIGRATION.md §26 (testing ported code), pasted verbatim (DriftTests checks the copies),
// run here under Swift Testing, off the main thread; Tests/GuideXCTests runs the same blocks under XCTest.
import Foundation
import Testing
import RACLegacy
import Reactive
import RACTestSupport

@Suite("MIGRATION.md §26 snippets under Swift Testing", .serialized)
struct TestingSnippetTests {
    @Test("MIGRATION 26a Testing ported code: inject the scheduler (RACLegacy)") func m26a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
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
        }
        #expect(lines.all == ["nothing before the clock moves", "2", "1", "0", "liftoff"])
    }

    @Test("MIGRATION 26b Testing ported code: inject the scheduler (Reactive)") func m26b() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
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
        }
        #expect(lines.all == ["nothing before the clock moves", "2", "1", "0", "liftoff"])
    }

    @Test("MIGRATION 26c Testing ported code: the blocking helpers") func m26c() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
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
        }
        #expect(lines.all == ["first: 1", "toArray: [1, 2]", "completed: true", "first: success(1)", "collect: success([1, 2])", "wait: success()"])
    }

    // 26d is a whole test body: it makes its own current scheduler, so it is pasted without the wrapper.
    @Test("MIGRATION 26d Testing ported code: let the main queue run") func m26d() throws {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        try #require(!Thread.isMainThread && RACScheduler.currentScheduler() == nil)
        try withCurrentScheduler {
            let double = RACCommand(signalBlock: { input in RACSignal.return((input as! Int) * 2) })
            var results: [Int] = []
            double.executionSignals.flatten().subscribeNext { results.append($0 as! Int) }
            double.execute(21)
            try runMainQueue(until: { !results.isEmpty })
            print("results: \(results)")
        }
        #expect(lines.all == ["results: [42]"])
    }

    @Test("MIGRATION 26e Testing ported code: NSError ** and BOOL * out-parameters") func m26e() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
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
        }
        #expect(lines.all == ["value 0, success false, error Offline()", "parsed 42"])
    }
}
