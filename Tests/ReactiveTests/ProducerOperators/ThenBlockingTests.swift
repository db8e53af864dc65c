import Foundation
import Testing
@testable import Reactive

@Suite("2.7 Producer-only: then, first, single, last, wait")
struct ThenBlockingTests {
    @Test("then ignores self's values and runs the replacement after self completes")
    func thenRunsReplacement() {
        var replacementStarted = false
        let (signal, input) = Signal<Int, TestError>.pipe()
        let replacement = SignalProducer<String, TestError> { observer, _ in
            replacementStarted = true
            observer.send(value: "a")
            observer.sendCompleted()
        }
        let recorder = SignalProducer(signal).then(replacement).record()
        input.send(value: 1)
        #expect(!replacementStarted)
        input.sendCompleted()
        #expect(recorder.events == [.value("a"), .completed])
    }

    @Test("then forwards self's failure or interruption and never starts the replacement")
    func thenSkipsReplacement() {
        var started = 0
        let replacement = SignalProducer<Int, TestError> { _, _ in started += 1 }
        #expect(SignalProducer<Int, TestError>(error: .first).then(replacement).record().events == [.failed(.first)])
        let interrupted = SignalProducer<Int, TestError> { observer, _ in observer.sendInterrupted() }
        #expect(interrupted.then(replacement).record().events == [.interrupted])
        #expect(started == 0)
    }

    @Test("disposing a then run interrupts the running replacement exactly once")
    func thenDisposal() {
        var ended = 0
        let replacement = SignalProducer<Int, TestError> { _, lifetime in lifetime.observeEnded { ended += 1 } }
        let (recorder, disposable) = SignalProducer<Int, TestError>.empty.then(replacement).recordWithDisposable()
        disposable.dispose()
        disposable.dispose()
        #expect(ended == 1)
        #expect(recorder.events == [.interrupted])
    }

    @Test("then overloads promote Never errors on either side")
    func thenPromotion() {
        let a = SignalProducer<Int, TestError>(value: 1).then(SignalProducer<String, Never>(value: "x")).record()
        #expect(a.events == [.value("x"), .completed])
        let b = SignalProducer<Int, Never>(value: 1).then(SignalProducer<String, TestError>(error: .second)).record()
        #expect(b.events == [.failed(.second)])
        let c = SignalProducer<Int, Never>(value: 1).then(SignalProducer<Int, Never>(value: 2)).record()
        #expect(c.events == [.value(2), .completed])
    }

    @Test("first returns the first value and interrupts the run")
    func firstValue() {
        var interrupted = false
        let producer = SignalProducer<Int, TestError> { observer, lifetime in
            lifetime.observeEnded { interrupted = true }
            observer.send(value: 1)
            observer.send(value: 2)
        }
        #expect(producer.first() == .success(1))
        #expect(interrupted)
        #expect(SignalProducer<Int, TestError>.empty.first() == nil)
        #expect(SignalProducer<Int, TestError>(error: .first).first() == .failure(.first))
    }

    @Test("first waits for a value sent from another thread")
    func firstAcrossThreads() {
        let scheduler = QueueScheduler(qos: .default, name: "flatten.first")
        let result = SignalProducer<Int, TestError>(value: 5).start(on: scheduler).first()
        #expect(result == .success(5))
    }

    @Test("single succeeds only for exactly one value before completion")
    func singleValue() {
        #expect(SignalProducer<Int, TestError>(value: 1).single() == .success(1))
        #expect(SignalProducer<Int, TestError>([1, 2]).single() == nil)
        #expect(SignalProducer<Int, TestError>.empty.single() == nil)
        #expect(SignalProducer<Int, TestError>(error: .first).single() == .failure(.first))
        let interrupted = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        #expect(interrupted.single() == nil)
    }

    @Test("last returns the last value on completion")
    func lastValue() {
        #expect(SignalProducer<Int, TestError>([1, 2, 3]).last() == .success(3))
        #expect(SignalProducer<Int, TestError>.empty.last() == nil)
        let failing = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: .second)
        }
        #expect(failing.last() == .failure(.second))
    }

    @Test("wait reports failure, and success for completion and interruption")
    func waitResult() {
        #expect((try? SignalProducer<Int, TestError>([1, 2]).wait().get()) != nil)
        let failure = SignalProducer<Int, TestError>(error: .first).wait()
        #expect(throws: TestError.first) { try failure.get() }
        let interrupted = SignalProducer<Int, TestError> { observer, _ in observer.sendInterrupted() }
        #expect((try? interrupted.wait().get()) != nil)
    }
}
