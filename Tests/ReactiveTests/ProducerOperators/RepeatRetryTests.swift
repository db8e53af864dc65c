import Foundation
import Testing
@testable import Reactive

@Suite("2.7 Producer-only: repeat, retry")
struct RepeatRetryTests {
    @Test("repeat runs self count times in total, one run after the other")
    func repeatRuns() {
        var starts = 0
        let producer = SignalProducer<Int, TestError> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        #expect(producer.repeat(3).record().events == [.value(1), .value(2), .value(3), .completed])
        #expect(starts == 3)
    }

    @Test("repeat(0) completes at once without starting self; repeat stops on failure or interruption")
    func repeatEdges() {
        var started = false
        let zero = SignalProducer<Int, TestError> { _, _ in started = true }.repeat(0).record()
        #expect(zero.events == [.completed])
        #expect(!started)
        let failing = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: .first)
        }.repeat(5).record()
        #expect(failing.events == [.value(1), .failed(.first)])
        let interrupted = SignalProducer<Int, TestError> { observer, _ in observer.sendInterrupted() }.repeat(5).record()
        #expect(interrupted.events == [.interrupted])
    }

    @Test("repeat waits for an asynchronous run to complete before starting the next one")
    func repeatAsync() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<Int, TestError>(value: 7).start(on: scheduler).repeat(2).record()
        #expect(recorder.events == [])
        scheduler.advance()
        #expect(recorder.events == [.value(7), .value(7), .completed])
    }

    @Test("repeat of a synchronous producer run 100,000 times (1,000,000 in full) does not grow the stack")
    func repeatTrampolineAtDepth() {
        var count = 0
        var completed = false
        SignalProducer<Int, Never>(value: 1).repeat(flattenTrampolineCount)
            .start(Signal.Observer(value: { count += $0 }, completed: { completed = true }))
        #expect(count == flattenTrampolineCount)
        #expect(completed)
    }

    @Test("retry restarts on failure and forwards the values of every attempt")
    func retryRuns() {
        var attempts = 0
        let producer = SignalProducer<Int, TestError> { observer, _ in
            attempts += 1
            observer.send(value: attempts)
            if attempts < 3 { observer.send(error: .first) } else { observer.sendCompleted() }
        }
        #expect(producer.retry(upTo: 5).record().events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("retry forwards the failure of the last allowed attempt; retry(upTo: 0) does not retry")
    func retryExhausted() {
        var attempts = 0
        let producer = SignalProducer<Int, TestError> { observer, _ in
            attempts += 1
            observer.send(error: attempts == 3 ? .second : .first)
        }
        #expect(producer.retry(upTo: 2).record().events == [.failed(.second)])
        #expect(attempts == 3)
        attempts = 0
        #expect(producer.retry(upTo: 0).record().events == [.failed(.first)])
        #expect(attempts == 1)
    }

    @Test("retrying a synchronously failing producer 100,000 times (1,000,000 in full) does not grow the stack")
    func retryTrampolineAtDepth() {
        var attempts = 0
        let recorder = SignalProducer<Int, TestError> { observer, _ in
            attempts += 1
            observer.send(error: .first)
        }.retry(upTo: flattenTrampolineCount).record()
        #expect(recorder.events == [.failed(.first)])
        #expect(attempts == flattenTrampolineCount + 1)
    }

    @Test("retry(upTo:interval:on:) waits interval seconds on the scheduler before each restart")
    func retryWithInterval() {
        let scheduler = TestScheduler()
        var attempts = 0
        let recorder = SignalProducer<Int, TestError> { observer, _ in
            attempts += 1
            observer.send(value: attempts)
            observer.send(error: .first)
        }.retry(upTo: 2, interval: 1, on: scheduler).record()
        #expect(recorder.events == [.value(1)])
        scheduler.advance(by: 0.9)
        #expect(attempts == 1)
        scheduler.advance(by: 0.1)
        #expect(recorder.events == [.value(1), .value(2)])
        scheduler.advance(by: 1)
        #expect(recorder.events == [.value(1), .value(2), .value(3), .failed(.first)])
    }

    @Test("disposing a retry with interval cancels the pending restart")
    func retryIntervalDisposal() {
        let scheduler = TestScheduler()
        var attempts = 0
        let (recorder, disposable) = SignalProducer<Int, TestError> { observer, _ in
            attempts += 1
            observer.send(error: .first)
        }.retry(upTo: 2, interval: 1, on: scheduler).recordWithDisposable()
        disposable.dispose()
        scheduler.run()
        #expect(attempts == 1)
        #expect(recorder.events == [.interrupted])
    }

    @Test("retry(upTo: -1) traps with a message naming the operator")
    func retryNegativeTraps() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>.empty.retry(upTo: -1)
        }.map { result in
            #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("retry(upTo:)"))
        }
    }

    @Test("repeat(-1) traps with a message naming the operator")
    func repeatNegativeTraps() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>.empty.repeat(-1)
        }.map { result in
            #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("repeat(_:)"))
        }
    }
}
