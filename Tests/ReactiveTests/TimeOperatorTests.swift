import Foundation
import Testing
@testable import Reactive

@Suite("2.7 Operators: time, on TestScheduler")
struct TimeOperatorTests {
    @Test("delay re-sends values and completion later; failure without delay")
    func delay() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.delay(1, on: scheduler).record()
        input.send(value: 1)
        scheduler.advance(by: 0.5)
        input.send(value: 2)
        #expect(recorder.events == [])
        scheduler.advance(by: 0.5)
        #expect(recorder.events == [.value(1)])
        input.sendCompleted()
        scheduler.advance(by: 1)
        #expect(recorder.events == [.value(1), .value(2), .completed])

        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        let failed = failing.delay(10, on: scheduler).record()
        failingInput.send(value: 1)
        failingInput.send(error: .first)
        #expect(failed.events == [])
        scheduler.advance()
        #expect(failed.events == [.failed(.first)])
    }

    @Test("disposing a delayed or observe(on:) producer interrupts exactly once and drops queued values")
    func disposalThroughSchedulers() {
        let scheduler = TestScheduler()
        var upstreamEnded = false
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            lifetime.observeEnded { upstreamEnded = true }
            observer.send(value: 1)
        }
        let (delayed, delayedDisposable) = producer.delay(1, on: scheduler).recordWithDisposable()
        let (observed, observedDisposable) = producer.observe(on: scheduler).recordWithDisposable()
        delayedDisposable.dispose()
        observedDisposable.dispose()
        scheduler.run()
        #expect(delayed.events == [.interrupted])
        #expect(observed.events == [.interrupted])
        #expect(upstreamEnded)
    }

    @Test("observe(on:) delivers every event on the scheduler, never synchronously")
    func observeOn() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<Int, Never>(values: 1, 2).observe(on: scheduler).record()
        #expect(recorder.events == [])
        scheduler.advance()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test("throttle sends at once, then at most one latest value per interval")
    func throttle() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.throttle(1, on: scheduler).record()
        input.send(value: 1)
        scheduler.advance()
        #expect(recorder.values == [1])
        input.send(value: 2)
        input.send(value: 3)
        scheduler.advance(by: 0.5)
        #expect(recorder.values == [1])
        scheduler.advance(by: 0.5)
        #expect(recorder.values == [1, 3])
        input.send(value: 4)
        input.sendCompleted()
        scheduler.run()
        #expect(recorder.events == [.value(1), .value(3), .completed])
    }

    @Test("debounce sends only after a quiet interval; discardWhenCompleted controls the pending value")
    func debounce() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.debounce(1, on: scheduler).record()
        input.send(value: 1)
        scheduler.advance(by: 0.5)
        input.send(value: 2)
        scheduler.advance(by: 0.9)
        #expect(recorder.values == [])
        scheduler.advance(by: 0.1)
        #expect(recorder.values == [2])
        input.send(value: 3)
        input.sendCompleted()
        scheduler.run()
        #expect(recorder.events == [.value(2), .completed])

        let (kept, keptInput) = Signal<Int, Never>.pipe()
        let second = TestScheduler()
        let keptRecorder = kept.debounce(1, on: second, discardWhenCompleted: false).record()
        keptInput.send(value: 7)
        keptInput.sendCompleted()
        second.advance(by: 0.5)
        #expect(keptRecorder.events == [])
        second.advance(by: 0.5)
        #expect(keptRecorder.events == [.value(7), .completed])
    }

    @Test("timeout fails when the input has not terminated in time")
    func timeout() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.timeout(after: 2, raising: .second, on: scheduler).record()
        input.send(value: 1)
        scheduler.advance(by: 1.9)
        #expect(recorder.events == [.value(1)])
        scheduler.advance(by: 0.1)
        #expect(recorder.events == [.value(1), .failed(.second)])
        let completed = SignalProducer<Int, TestError>(value: 1).timeout(after: 1, raising: .first, on: scheduler).record()
        scheduler.run()
        #expect(completed.events == [.value(1), .completed])
    }

    @Test("collect(every:) sends the values of each interval")
    func collectEvery() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.collect(every: .seconds(1), on: scheduler, skipEmpty: false).record()
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance(by: 1)
        scheduler.advance(by: 1)
        input.send(value: 3)
        scheduler.advance(by: 1)
        #expect(recorder.values == [[1, 2], [], [3]])
    }

    @Test("lazyMap transforms only the latest value when the scheduler is behind")
    func lazyMap() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        var transformed: [Int] = []
        let recorder = signal.lazyMap(on: scheduler) { value -> Int in
            transformed.append(value)
            return value * 10
        }.record()
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        scheduler.run()
        #expect(transformed == [2])
        #expect(recorder.events == [.value(20), .completed])
    }

    @Test("sample and timers combine on virtual time")
    func sampleOnTimer() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let (ticks, tickInput) = Signal<(), Never>.pipe()
        let recorder = signal.sample(on: ticks).record()
        scheduler.schedule(after: .seconds(1), interval: .seconds(1)) { tickInput.send(value: ()) }
        input.send(value: 5)
        scheduler.advance(by: 2)
        #expect(recorder.values == [5, 5])
    }
}
