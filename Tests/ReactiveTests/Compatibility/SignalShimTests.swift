import Foundation
import Testing
@testable import Reactive

/// RAC 3/4 Signal spellings (contract 3.3) forward to the current API: each is compared with an exact event list.
@Suite("3.3 Shims: Signal")
struct SignalShimTests {
    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("Signal.init with a disposable-returning generator disposes that disposable when the signal terminates")
    func generatorDisposable() {
        let cleanup = AnyDisposable()
        var input: Signal<Int, TestError>.Observer?
        let signal = Signal<Int, TestError> { observer in
            input = observer
            return cleanup
        }
        let recorder = signal.record()
        input?.send(value: 1)
        #expect(!cleanup.isDisposed)
        input?.sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
        #expect(cleanup.isDisposed)
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("observeNext on a failing signal sees values only; on a non-failing one it is observeValues")
    func observeNext() {
        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        var failingValues: [Int] = []
        failing.observeNext { failingValues.append($0) }
        failingInput.send(value: 1)
        failingInput.send(error: .first)
        #expect(failingValues == [1])
        let (safe, safeInput) = Signal<Int, Never>.pipe()
        var safeValues: [Int] = []
        let disposable = safe.observeNext { safeValues.append($0) }
        safeInput.send(value: 2)
        disposable?.dispose()
        safeInput.send(value: 3)
        #expect(safeValues == [2])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("observeError, observe(next:), observe(failed:completed:interrupted:next:) and observe(error:...) see their events")
    func observeVariants() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var log: [String] = []
        signal.observeError { log.append("error \($0)") }
        signal.observe(next: { log.append("next \($0)") })
        signal.observe(failed: { log.append("failed \($0)") }, completed: { log.append("completed") })
        signal.observe(error: { log.append("rac3 error \($0)") }, next: { log.append("rac3 next \($0)") })
        input.send(value: 1)
        input.send(error: .second)
        #expect(log == ["next 1", "rac3 next 1", "error second", "failed second", "rac3 error second"])
        let (completing, completingInput) = Signal<Int, TestError>.pipe()
        var terminations: [String] = []
        completing.observe(completed: { terminations.append("completed") }, interrupted: { terminations.append("interrupted") })
        completing.observe(error: { _ in terminations.append("error") }, completed: { terminations.append("rac3 completed") })
        completingInput.sendCompleted()
        #expect(terminations == ["completed", "rac3 completed"])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("observeOn delivers on the scheduler")
    func observeOn() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.observeOn(scheduler).record()
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.events == [])
        scheduler.advance()
        #expect(recorder.events == [.value(1), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("take, takeLast, skip, takeWhile and skipWhile select like their labelled forms")
    func countingOperators() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let take = signal.take(2).record()
        let takeLast = signal.takeLast(2).record()
        let skip = signal.skip(3).record()
        let takeWhile = signal.takeWhile { $0 < 3 }.record()
        let skipWhile = signal.skipWhile { $0 < 3 }.record()
        for value in 1...4 { input.send(value: value) }
        input.sendCompleted()
        #expect(take.events == [.value(1), .value(2), .completed])
        #expect(takeLast.events == [.value(3), .value(4), .completed])
        #expect(skip.events == [.value(4), .completed])
        #expect(takeWhile.events == [.value(1), .value(2), .completed])
        #expect(skipWhile.events == [.value(3), .value(4), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("takeUntil, skipUntil and takeUntilReplacement follow their trigger or replacement")
    func triggeredOperators() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let (trigger, triggerInput) = Signal<(), Never>.pipe()
        let (replacement, replacementInput) = Signal<Int, TestError>.pipe()
        let takeUntil = signal.takeUntil(trigger).record()
        let skipUntil = signal.skipUntil(trigger).record()
        let replaced = signal.takeUntilReplacement(replacement).record()
        input.send(value: 1)
        triggerInput.send(value: ())
        input.send(value: 2)
        replacementInput.send(value: 10)
        input.send(value: 3)
        replacementInput.sendCompleted()
        #expect(takeUntil.events == [.value(1), .completed])
        #expect(skipUntil.events == [.value(2), .value(3)])
        #expect(replaced.events == [.value(1), .value(2), .value(10), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("combineLatestWith, zipWith, sampleOn and sampleWith pair values like their labelled forms")
    func combiningOperators() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<String, TestError>.pipe()
        let (sampler, samplerInput) = Signal<(), Never>.pipe()
        let (tagger, taggerInput) = Signal<String, Never>.pipe()
        let latest = a.combineLatestWith(b).map { pair in "\(pair.0)\(pair.1)" }.record()
        let zipped = a.zipWith(b).map { pair in "\(pair.0)\(pair.1)" }.record()
        let sampled = a.sampleOn(sampler).record()
        let tagged = a.sampleWith(tagger).map { pair in "\(pair.0)\(pair.1)" }.record()
        aInput.send(value: 1)
        aInput.send(value: 2)
        bInput.send(value: "x")
        samplerInput.send(value: ())
        taggerInput.send(value: "t")
        aInput.sendCompleted()
        bInput.sendCompleted()
        samplerInput.sendCompleted()
        taggerInput.sendCompleted()
        #expect(latest.events == [.value("2x"), .completed])
        #expect(zipped.events == [.value("1x"), .completed])
        #expect(sampled.events == [.value(2), .completed])
        #expect(tagged.events == [.value("2t"), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("delay, throttle, debounce and timeoutWithError(afterInterval:onScheduler:) keep virtual time like their on: forms")
    func timeOperators() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let delayed = signal.delay(1, onScheduler: scheduler).record()
        let throttled = signal.throttle(1, onScheduler: scheduler).record()
        let currentThrottled = signal.throttle(1, on: scheduler).record()
        let debounced = signal.debounce(1, onScheduler: scheduler).record()
        let timedOut = signal.timeoutWithError(.second, afterInterval: 5, onScheduler: scheduler).record()
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance(by: 0.5)
        #expect(delayed.events == [])
        scheduler.advance(by: 1)
        #expect(delayed.events == [.value(1), .value(2)])
        #expect(debounced.events == [.value(2)])
        #expect(throttled.events == currentThrottled.events)
        #expect(throttled.values.last == 2)
        scheduler.advance(by: 5)
        #expect(timedOut.events == [.value(1), .value(2), .failed(.second)])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("tryMap, try and catch are attemptMap, attempt and flatMapError")
    func rac3ErrorOperators() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let mapped = signal.tryMap { $0 > 1 ? .failure(.first) : .success("\($0)") }.record()
        let attempted = signal.try { $0 > 2 ? .failure(.second) : .success(()) }.record()
        let caught = signal.catch { _ in SignalProducer<Int, Never>(value: 0) }.record()
        input.send(value: 1)
        input.send(value: 2)
        input.send(value: 3)
        input.send(error: .first)
        #expect(mapped.events == [.value("1"), .failed(.first)])
        #expect(attempted.events == [.value(1), .value(2), .failed(.second)])
        #expect(caught.events == [.value(1), .value(2), .value(3), .value(0), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("on(...next:) runs the side effects then forwards every event; merge(signals:) merges")
    func sideEffectsAndMerge() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var log: [String] = []
        let recorder = signal.on(
            event: { log.append("event \($0)") },
            completed: { log.append("completed") },
            terminated: { log.append("terminated") },
            disposed: { log.append("disposed") },
            next: { log.append("next \($0)") }
        ).record()
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
        #expect(log == ["event VALUE 1", "next 1", "event COMPLETED", "completed", "terminated", "disposed"])
        let (other, otherInput) = Signal<Int, TestError>.pipe()
        let (another, anotherInput) = Signal<Int, TestError>.pipe()
        let merged = Signal.merge(signals: [other, another]).record()
        otherInput.send(value: 1)
        anotherInput.send(value: 2)
        otherInput.sendCompleted()
        anotherInput.sendCompleted()
        #expect(merged.events == [.value(1), .value(2), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("promoteErrors lets a non-failing signal join failing ones; ignoreNil drops nils")
    func promoteAndIgnoreNil() {
        let (safe, safeInput) = Signal<Int?, Never>.pipe()
        let promoted: Signal<Int?, TestError> = safe.promoteErrors(TestError.self)
        let promotedRecorder = promoted.record()
        let unwrapped = safe.ignoreNil().record()
        safeInput.send(value: 1)
        safeInput.send(value: nil)
        safeInput.send(value: 2)
        safeInput.sendCompleted()
        #expect(promotedRecorder.events == [.value(1), .value(nil), .value(2), .completed])
        #expect(unwrapped.events == [.value(1), .value(2), .completed])
    }
}
