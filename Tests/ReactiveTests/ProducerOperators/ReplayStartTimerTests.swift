import Foundation
import Testing
@testable import Reactive

@Suite("2.7 Producer-only: replayLazily, start(on:), timer, interval")
struct ReplayStartTimerTests {
    @Test("replayLazily starts self once, on the first start, and replays up to capacity values")
    func replayBuffers() {
        var starts = 0
        let (signal, input) = Signal<Int, TestError>.pipe()
        let replayed = SignalProducer<Int, TestError> { observer, lifetime in
            starts += 1
            lifetime += signal.observe(observer)
        }.replayLazily(upTo: 2)
        #expect(starts == 0)
        let first = replayed.record()
        #expect(starts == 1)
        input.send(value: 1)
        input.send(value: 2)
        input.send(value: 3)
        let second = replayed.record()
        input.send(value: 4)
        input.sendCompleted()
        let third = replayed.record()
        #expect(starts == 1)
        #expect(first.events == [.value(1), .value(2), .value(3), .value(4), .completed])
        #expect(second.events == [.value(2), .value(3), .value(4), .completed])
        #expect(third.events == [.value(3), .value(4), .completed])
    }

    @Test("replayLazily delivers each live event to its runs in the order they started, also after some detach")
    func replayDeliversInStartOrder() {
        for round in 0..<5 {
            let (signal, input) = Signal<Int, TestError>.pipe()
            let replayed = SignalProducer(signal).replayLazily(upTo: 1)
            let log = DeliveryLog()
            var disposables: [any Disposable] = []
            for run in 0..<20 {
                disposables.append(replayed.start(log.observer(run)))
            }
            input.send(value: round)
            // Detaching from the front, the middle and the back, then starting one more, keeps the others' order
            // and puts the new run last.
            for run in [0, 7, 19] { disposables[run].dispose() }
            _ = replayed.start(log.observer(20))
            input.send(value: 100 + round)
            input.sendCompleted()
            let starts = Array(0..<20)
            let kept = starts.filter { ![0, 7, 19].contains($0) }
            var expected = starts.map { Delivery(run: $0, event: .value(round)) }
            expected += [0, 7, 19].map { Delivery(run: $0, event: .interrupted) }
            expected.append(Delivery(run: 20, event: .value(round)))
            expected += (kept + [20]).map { Delivery(run: $0, event: .value(100 + round)) }
            expected += (kept + [20]).map { Delivery(run: $0, event: .completed) }
            #expect(log.deliveries == expected, "round \(round)")
        }
    }

    @Test("replayLazily with capacity 0 replays only the terminal event")
    func replayNothing() {
        let replayed = SignalProducer<Int, TestError>([1, 2]).replayLazily(upTo: 0)
        #expect(replayed.record().events == [.value(1), .value(2), .completed])
        #expect(replayed.record().events == [.completed])
    }

    @Test("disposing one run of replayLazily keeps the shared run going")
    func replayDisposeOne() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let replayed = SignalProducer(signal).replayLazily(upTo: 1)
        let (first, disposable) = replayed.recordWithDisposable()
        let second = replayed.record()
        input.send(value: 1)
        disposable.dispose()
        input.send(value: 2)
        #expect(first.events == [.value(1), .interrupted])
        #expect(second.events == [.value(1), .value(2)])
    }

    @Test("the shared run is interrupted once the producer and every run are gone")
    func replayReleases() {
        var interrupted = false
        do {
            let replayed = SignalProducer<Int, TestError> { observer, lifetime in
                lifetime.observeEnded { interrupted = true }
                observer.send(value: 1)
            }.replayLazily(upTo: 1)
            let disposable = replayed.start()
            disposable.dispose()
            #expect(!interrupted)
        }
        #expect(interrupted)
    }

    @Test("replayLazily(upTo: -1) traps with a message naming the operator")
    func replayNegativeTraps() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>.empty.replayLazily(upTo: -1)
        }.map { result in
            #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("replayLazily(upTo:)"))
        }
    }

    @Test("start(on:) runs the start handler on the scheduler; disposing first cancels it")
    func startOnScheduler() {
        let scheduler = TestScheduler()
        var started = 0
        let producer = SignalProducer<Int, TestError> { observer, _ in
            started += 1
            observer.send(value: 1)
            observer.sendCompleted()
        }.start(on: scheduler)
        let recorder = producer.record()
        #expect(started == 0)
        scheduler.advance()
        #expect(recorder.events == [.value(1), .completed])
        producer.start().dispose()
        scheduler.advance()
        #expect(started == 1)
    }

    @Test("timer sends the scheduler's date every interval and never completes")
    func timerTicks() {
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        let (recorder, disposable) = SignalProducer<Date, Never>.timer(interval: .seconds(1), on: scheduler).recordWithDisposable()
        scheduler.advance(by: 0.5)
        #expect(recorder.events == [])
        scheduler.advance(by: 2.5)
        #expect(recorder.values == [start.addingTimeInterval(1), start.addingTimeInterval(2), start.addingTimeInterval(3)])
        disposable.dispose()
        scheduler.advance(by: 5)
        let ticks = (1...3).map { Signal<Date, Never>.Event.value(start.addingTimeInterval(Double($0))) }
        #expect(recorder.events == ticks + [.interrupted])
    }

    @Test("timer with leeway ticks the same on a test scheduler")
    func timerLeeway() {
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        let recorder = SignalProducer<Date, Never>.timer(interval: .milliseconds(500), on: scheduler, leeway: .milliseconds(10)).record()
        scheduler.advance(by: 1.0)
        #expect(recorder.events == [.value(start.addingTimeInterval(0.5)), .value(start.addingTimeInterval(1))])
    }

    @Test("interval sends the sequence's elements every interval, then completes")
    func intervalSequence() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<String, Never>.interval(["a", "b"], interval: .seconds(1), on: scheduler).record()
        scheduler.advance(by: 2)
        #expect(recorder.events == [.value("a"), .value("b")])
        scheduler.advance(by: 1)
        #expect(recorder.events == [.value("a"), .value("b"), .completed])
        let counter = SignalProducer<Int, Never>.interval(.seconds(1), on: scheduler).record()
        scheduler.advance(by: 3)
        #expect(counter.values == [0, 1, 2])
    }

    @Test("a run attaching while values arrive on another thread sees a gapless suffix without duplicates")
    func replayConcurrentAttach() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let replayed = SignalProducer(signal).replayLazily(upTo: 5)
        let first = replayed.record()
        let sender = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for value in 0..<2_000 { input.send(value: value) }
            input.sendCompleted()
            sender.signal()
        }
        var late: [EventRecorder<Int, Never>] = []
        for _ in 0..<20 { late.append(replayed.record()) }
        #expect(sender.wait(timeout: .now() + 10) == .success)
        #expect(first.values == Array(0..<2_000))
        for recorder in late {
            let values = recorder.values
            #expect(values == Array((values.first ?? 2_000)..<2_000))
            #expect(recorder.events.last == .completed)
        }
    }
}

/// One event as received by the run started `run`-th.
struct Delivery: Equatable {
    let run: Int
    let event: Signal<Int, TestError>.Event
}

/// Records, in one list, the events every run receives, so that the order across runs shows.
final class DeliveryLog {
    private(set) var deliveries: [Delivery] = []

    /// An observer that records its events as run `run`'s.
    func observer(_ run: Int) -> Signal<Int, TestError>.Observer {
        Signal<Int, TestError>.Observer { [self] event in deliveries.append(Delivery(run: run, event: event)) }
    }
}
