import Foundation
import Testing
@testable import Reactive

/// RAC 3/4 SignalProducer spellings (contract 3.3) forward to the current API: each is compared with an exact
/// event list. (times, retry(_:), replayLazily(_:), startOn, the free timer and merge(producers:) are covered by
/// FlattenProducerShimTests as well.)
@Suite("3.3 Shims: SignalProducer")
struct SignalProducerShimTests {
    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("init(signal:), init(values:) and the static attempt build the same producers as init(_:)")
    func initialisers() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let fromSignal = SignalProducer(signal: signal).record()
        input.send(value: 1)
        input.sendCompleted()
        #expect(fromSignal.events == [.value(1), .completed])
        #expect(SignalProducer<Int, TestError>(values: [1, 2]).record().events == [.value(1), .value(2), .completed])
        var runs = 0
        let attempt = SignalProducer<Int, TestError>.attempt {
            runs += 1
            return runs == 1 ? .success(runs) : .failure(.second)
        }
        #expect(runs == 0)
        #expect(attempt.record().events == [.value(1), .completed])
        #expect(attempt.record().events == [.failed(.second)])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("buffer delivers each event to its starts in start order, as RAC 4 did")
    func bufferDeliversInStartOrder() {
        for round in 0..<5 {
            let (producer, sink) = SignalProducer<Int, TestError>.buffer(1)
            sink.send(value: round)
            let log = DeliveryLog()
            for run in 0..<20 { producer.start(log.observer(run)) }
            sink.send(value: 100 + round)
            sink.send(error: .second)
            var expected = (0..<20).map { Delivery(run: $0, event: .value(round)) }
            expected += (0..<20).map { Delivery(run: $0, event: .value(100 + round)) }
            expected += (0..<20).map { Delivery(run: $0, event: .failed(.second)) }
            #expect(log.deliveries == expected, "round \(round)")
        }
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("buffer(capacity) keeps the last values sent before any start, and replays the termination")
    func bufferCapacity() {
        let (producer, sink) = SignalProducer<Int, TestError>.buffer(2)
        sink.send(value: 1)
        sink.send(value: 2)
        sink.send(value: 3)
        let early = producer.record()
        sink.send(value: 4)
        sink.send(error: .first)
        #expect(early.events == [.value(2), .value(3), .value(4), .failed(.first)])
        #expect(producer.record().events == [.value(3), .value(4), .failed(.first)])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("startWithNext (failing and non-failing) and startWithError start the producer with that callback")
    func startWithCallbacks() {
        var values: [Int] = []
        SignalProducer<Int, TestError>([1, 2]).concat(SignalProducer(error: .first)).startWithNext { values.append($0) }
        #expect(values == [1, 2])
        var safeValues: [Int] = []
        SignalProducer<Int, Never>([3]).startWithNext { safeValues.append($0) }
        #expect(safeValues == [3])
        var errors: [TestError] = []
        SignalProducer<Int, TestError>(error: .second).startWithError { errors.append($0) }
        #expect(errors == [.second])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("start(next:), start(failed:completed:interrupted:next:) and start(error:...) see their events")
    func startVariants() {
        let values = SignalProducer<Int, TestError>([1, 2])
        let failing = SignalProducer<Int, TestError>(error: .first)
        var log: [String] = []
        values.start(next: { log.append("next \($0)") })
        values.start(completed: { log.append("completed") })
        failing.start(failed: { log.append("failed \($0)") }, next: { log.append("unexpected \($0)") })
        failing.start(error: { log.append("rac3 error \($0)") })
        values.start(error: { _ in log.append("unexpected") }, completed: { log.append("rac3 completed") }, next: { log.append("rac3 next \($0)") })
        let disposable = SignalProducer<Int, TestError>.never.start(interrupted: { log.append("interrupted") })
        disposable.dispose()
        #expect(log == [
            "next 1", "next 2", "completed", "failed first", "rac3 error first",
            "rac3 next 1", "rac3 next 2", "rac3 completed", "interrupted",
        ])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("observeOn and startOn move delivery and the start onto the scheduler")
    func schedulerOperators() {
        let scheduler = TestScheduler()
        let observed = SignalProducer<Int, TestError>(value: 1).observeOn(scheduler).record()
        let started = SignalProducer<Int, TestError>(value: 2).startOn(scheduler).record()
        #expect(observed.events == [])
        #expect(started.events == [])
        scheduler.advance()
        #expect(observed.events == [.value(1), .completed])
        #expect(started.events == [.value(2), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("take, takeLast, skip, takeWhile and skipWhile select like their labelled forms")
    func countingOperators() {
        let producer = SignalProducer<Int, TestError>([1, 2, 3, 4])
        #expect(producer.take(2).record().events == [.value(1), .value(2), .completed])
        #expect(producer.takeLast(2).record().events == [.value(3), .value(4), .completed])
        #expect(producer.skip(3).record().events == [.value(4), .completed])
        #expect(producer.takeWhile { $0 < 3 }.record().events == [.value(1), .value(2), .completed])
        #expect(producer.skipWhile { $0 < 3 }.record().events == [.value(3), .value(4), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("takeUntil, skipUntil and takeUntilReplacement accept a producer or a signal")
    func triggeredOperators() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let (trigger, triggerInput) = Signal<(), Never>.pipe()
        let source = SignalProducer(signal)
        let untilSignal = source.takeUntil(trigger).record()
        let skipSignal = source.skipUntil(trigger).record()
        let (replacement, replacementInput) = Signal<Int, TestError>.pipe()
        let replacedBySignal = source.takeUntilReplacement(replacement).record()
        input.send(value: 1)
        triggerInput.send(value: ())
        input.send(value: 2)
        replacementInput.send(value: 10)
        replacementInput.sendCompleted()
        #expect(untilSignal.events == [.value(1), .completed])
        #expect(skipSignal.events == [.value(2)])
        #expect(replacedBySignal.events == [.value(1), .value(2), .value(10), .completed])
        let values = SignalProducer<Int, TestError>([1, 2])
        #expect(values.takeUntil(SignalProducer<(), Never>(value: ())).record().events == [.completed])
        #expect(values.skipUntil(SignalProducer<(), Never>(value: ())).record().events == [.value(1), .value(2), .completed])
        #expect(values.takeUntilReplacement(SignalProducer(value: 9)).record().events == [.value(9), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("combineLatestWith, zipWith, sampleOn and sampleWith accept a producer or a signal")
    func combiningOperators() {
        let values = SignalProducer<Int, TestError>([1, 2])
        let letters = SignalProducer<String, TestError>(["x", "y"])
        #expect(values.combineLatestWith(letters).map { pair in "\(pair.0)\(pair.1)" }.record().events == [.value("2x"), .value("2y"), .completed])
        #expect(values.zipWith(letters).map { pair in "\(pair.0)\(pair.1)" }.record().events == [.value("1x"), .value("2y"), .completed])
        #expect(values.sampleOn(SignalProducer<(), Never>(value: ())).record().events == [.value(2), .completed])
        #expect(values.sampleWith(SignalProducer<String, Never>(value: "t")).map { pair in "\(pair.0)\(pair.1)" }.record().events == [.value("2t"), .completed])
        let (letter, letterInput) = Signal<String, TestError>.pipe()
        let (sampler, samplerInput) = Signal<(), Never>.pipe()
        let (tagger, taggerInput) = Signal<String, Never>.pipe()
        let latest = values.combineLatestWith(letter).map { pair in "\(pair.0)\(pair.1)" }.record()
        let zipped = values.zipWith(letter).map { pair in "\(pair.0)\(pair.1)" }.record()
        let sampled = values.sampleOn(sampler).record()
        let tagged = values.sampleWith(tagger).map { pair in "\(pair.0)\(pair.1)" }.record()
        letterInput.send(value: "z")
        samplerInput.send(value: ())
        taggerInput.send(value: "u")
        letterInput.sendCompleted()
        samplerInput.sendCompleted()
        taggerInput.sendCompleted()
        #expect(latest.events == [.value("2z"), .completed])
        #expect(zipped.events == [.value("1z"), .completed])
        #expect(sampled.events == [.value(2), .completed])
        #expect(tagged.events == [.value("2u"), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("delay, throttle, debounce and timeoutWithError(afterInterval:onScheduler:) keep virtual time like their on: forms")
    func timeOperators() {
        let scheduler = TestScheduler()
        let values = SignalProducer<Int, TestError>([1, 2])
        let delayed = values.delay(1, onScheduler: scheduler).record()
        let throttled = values.throttle(1, onScheduler: scheduler).record()
        let currentThrottled = values.throttle(1, on: scheduler).record()
        let debounced = values.concat(.never).debounce(1, onScheduler: scheduler).record()
        let timedOut = values.concat(.never).timeoutWithError(.second, afterInterval: 5, onScheduler: scheduler).record()
        scheduler.advance(by: 0.5)
        #expect(delayed.events == [])
        scheduler.advance(by: 1)
        #expect(delayed.events == [.value(1), .value(2), .completed])
        #expect(debounced.events == [.value(2)])
        #expect(throttled.events == currentThrottled.events)
        #expect(throttled.events.last == .completed)
        scheduler.advance(by: 5)
        #expect(timedOut.events == [.value(1), .value(2), .failed(.second)])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("tryMap, try and catch are attemptMap, attempt and flatMapError")
    func rac3ErrorOperators() {
        let values = SignalProducer<Int, TestError>([1, 2, 3])
        #expect(values.tryMap { $0 > 1 ? .failure(.first) : .success("\($0)") }.record().events == [.value("1"), .failed(.first)])
        #expect(values.try { $0 > 2 ? .failure(.second) : .success(()) }.record().events == [.value(1), .value(2), .failed(.second)])
        let caught = values.concat(SignalProducer(error: .first)).catch { _ in SignalProducer<Int, Never>(value: 0) }
        #expect(caught.record().events == [.value(1), .value(2), .value(3), .value(0), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("times, retry(_:) and replayLazily(_:) are repeat, retry(upTo:) and replayLazily(upTo:)")
    func repetition() {
        #expect(SignalProducer<Int, TestError>([1, 2]).times(2).record().events == [.value(1), .value(2), .value(1), .value(2), .completed])
        var attempts = 0
        let flaky = SignalProducer<Int, TestError> { observer, _ in
            attempts += 1
            if attempts < 3 { observer.send(error: .first) } else { observer.send(value: attempts); observer.sendCompleted() }
        }
        #expect(flaky.retry(2).record().events == [.value(3), .completed])
        var runs = 0
        let replayed = SignalProducer<Int, TestError> { observer, _ in
            runs += 1
            observer.send(value: 1)
            observer.send(value: 2)
            observer.sendCompleted()
        }.replayLazily(1)
        #expect(replayed.record().events == [.value(1), .value(2), .completed])
        #expect(replayed.record().events == [.value(2), .completed])
        #expect(runs == 1)
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("on(started:...next:) runs the side effects per start; merge(producers:) merges")
    func sideEffectsAndMerge() {
        var log: [String] = []
        let producer = SignalProducer<Int, TestError>(value: 1).on(
            started: { log.append("started") },
            completed: { log.append("completed") },
            terminated: { log.append("terminated") },
            disposed: { log.append("disposed") },
            next: { log.append("next \($0)") }
        )
        #expect(producer.record().events == [.value(1), .completed])
        #expect(log == ["next 1", "completed", "terminated", "disposed", "started"])
        let merged = SignalProducer.merge(producers: [SignalProducer<Int, TestError>(value: 1), SignalProducer(value: 2)])
        #expect(merged.record().events == [.value(1), .value(2), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("promoteErrors lets a non-failing producer join failing ones; ignoreNil drops nils")
    func promoteAndIgnoreNil() {
        let optionals = SignalProducer<Int?, Never>([1, nil, 2])
        let promoted: SignalProducer<Int?, TestError> = optionals.promoteErrors(TestError.self)
        #expect(promoted.record().events == [.value(1), .value(nil), .value(2), .completed])
        #expect(optionals.ignoreNil().record().events == [.value(1), .value(2), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("the free timer sends the scheduler's date every interval, with or without leeway")
    func freeTimer() {
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        let ticks = timer(2, onScheduler: scheduler).take(first: 2).record()
        let leewayTicks = timer(3, onScheduler: scheduler, withLeeway: 1).take(first: 1).record()
        scheduler.advance(by: 4)
        #expect(ticks.events == [.value(start.addingTimeInterval(2)), .value(start.addingTimeInterval(4)), .completed])
        #expect(leewayTicks.events == [.value(start.addingTimeInterval(3)), .completed])
    }
}
