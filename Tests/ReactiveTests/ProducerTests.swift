import Foundation
import Testing
@testable import Reactive

@Suite("2.6 SignalProducer")
struct ProducerTests {
    @Test("each start runs the start handler again")
    func coldness() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        #expect(starts == 0)
        #expect(producer.record().events == [.value(1), .completed])
        #expect(producer.record().events == [.value(2), .completed])
    }

    @Test("every init form sends what it describes")
    func initForms() {
        #expect(SignalProducer<Int, TestError>(value: 1).record().events == [.value(1), .completed])
        #expect(SignalProducer<Int, TestError>(error: .first).record().events == [.failed(.first)])
        #expect(SignalProducer<Int, TestError>(result: .success(2)).record().events == [.value(2), .completed])
        #expect(SignalProducer<Int, TestError>(result: .failure(.second)).record().events == [.failed(.second)])
        #expect(SignalProducer<Int, TestError>([1, 2]).record().events == [.value(1), .value(2), .completed])
        #expect(SignalProducer<Int, TestError>(values: 1, 2, 3).record().values == [1, 2, 3])
        #expect(SignalProducer<Int, Never>(values: 1, 2).record().values == [1, 2])
        #expect(SignalProducer<Int, Never>(value: 5).record().values == [5])
        #expect(SignalProducer<Int, Never>([Int]()).record().events == [.completed])
        #expect(SignalProducer<Int, TestError>.empty.record().events == [.completed])
        #expect(SignalProducer<Int, TestError>.never.record().events == [])
        var calls = 0
        let lazy = SignalProducer<Int, TestError> { () -> Int in calls += 1; return 7 }
        #expect(calls == 0)
        #expect(lazy.record().events == [.value(7), .completed])
        #expect(SignalProducer<Int, TestError> { Result<Int, TestError>.failure(.first) }.record().events == [.failed(.first)])
        let throwing = SignalProducer<Int, any Swift.Error> { () throws -> Int in throw TestError.second }
        var failed: (any Swift.Error)?
        throwing.startWithFailed { failed = $0 }
        #expect(failed as? TestError == .second)
        #expect(Result<Int, TestError>.success(3).producer.record().events == [.value(3), .completed])
    }

    @Test("a producer from a signal observes it on start without replay")
    func fromSignal() {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(value: 0)
        let producer = SignalProducer(signal)
        let recorder = producer.record()
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
        #expect(producer.record().events == [.interrupted])
        #expect(SignalProducer<Int, Never>(signal.producer).record().events == [.interrupted])
    }

    @Test("disposing a started producer interrupts exactly once and ends the handler's lifetime")
    func disposalInterrupts() {
        var ended = false
        var input: Signal<Int, Never>.Observer?
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            input = observer
            lifetime.observeEnded { ended = true }
        }
        let (recorder, disposable) = producer.recordWithDisposable()
        input?.send(value: 1)
        disposable.dispose()
        disposable.dispose()
        input?.send(value: 2)
        #expect(recorder.events == [.value(1), .interrupted])
        #expect(ended)
    }

    @Test("interrupting from inside an observer stops a synchronous producer")
    func interruptFromInside() {
        var seen: [Int] = []
        var sentAfter = 0
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            for i in 1...5 {
                if lifetime.hasEnded { return }
                if i > 2 { sentAfter += 1 }
                observer.send(value: i)
            }
            observer.sendCompleted()
        }
        var interrupted = false
        producer.startWithSignal { signal, handle in
            signal.observe { event in
                switch event {
                case let .value(v):
                    seen.append(v)
                    if v == 2 { handle.dispose() }
                case .interrupted: interrupted = true
                default: break
                }
            }
        }
        #expect(seen == [1, 2])
        #expect(interrupted)
        #expect(sentAfter == 0)
    }

    @Test("startWithSignal passes the signal before the work starts; a disposed handle skips the handler")
    func startWithSignal() {
        var handlerRan = false
        let producer = SignalProducer<Int, Never> { observer, _ in
            handlerRan = true
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let recorder = producer.startWithSignal { signal, _ in signal.record() }
        #expect(recorder.events == [.value(1), .completed])
        handlerRan = false
        let result = producer.startWithSignal { _, handle in
            handle.dispose()
            return 42
        }
        #expect(result == 42)
        #expect(!handlerRan)
    }

    @Test("start helpers receive only their kind of event")
    func startHelpers() {
        var values: [Int] = []
        SignalProducer<Int, Never>(values: 1, 2).startWithValues { values.append($0) }
        #expect(values == [1, 2])
        var results: [Result<Int, TestError>] = []
        SignalProducer<Int, TestError>(value: 1).concatError(.first).startWithResult { results.append($0) }
        #expect(results == [.success(1), .failure(.first)])
        var completed = false
        SignalProducer<Int, Never>.empty.startWithCompleted { completed = true }
        #expect(completed)
        var interrupted = false
        SignalProducer<Int, Never>.never.startWithInterrupted { interrupted = true }.dispose()
        #expect(interrupted)
    }

    @Test("lift applies a signal operator to every run")
    func lift() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let lifted = producer.lift { $0.map { $0 + 10 } }
        #expect(lifted.record().events == [.value(11), .completed])
        #expect(lifted.record().events == [.value(11), .completed])
        #expect(starts == 2)
        let binary = SignalProducer<Int, Never>(values: 1, 2).lift { (signal: Signal<Int, Never>) in { (other: Signal<Int, Never>) in signal.combineLatest(with: other) } }
        // The public binary lift starts the argument first (as upstream's), so (3, 4) is over before 1 arrives.
        let paired = binary(SignalProducer<Int, Never>(values: 3, 4)).record()
        #expect(paired.values.map { "\($0.0)\($0.1)" } == ["14", "24"])
        // liftLeft starts the receiver first.
        let left = SignalProducer<Int, Never>(values: 1, 2).liftLeft { (signal: Signal<Int, Never>) in { (other: Signal<Int, Never>) in signal.combineLatest(with: other) } }
        #expect(left(SignalProducer<Int, Never>(values: 3, 4)).record().values.map { "\($0.0)\($0.1)" } == ["23", "24"])
    }

    @Test("disposing a lifted producer interrupts the upstream run")
    func liftDisposal() {
        var upstreamEnded = false
        let producer = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { upstreamEnded = true }
        }
        let (recorder, disposable) = producer.map { $0 }.filter { _ in true }.recordWithDisposable()
        disposable.dispose()
        #expect(recorder.events == [.interrupted])
        #expect(upstreamEnded)
    }
}

extension SignalProducer {
    /// Sends this producer's values, then fails (test helper built on the core only).
    func concatError(_ error: Error) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            lifetime += self.start { event in
                if case .completed = event { observer.send(error: error) } else { observer.send(event) }
            }
        }
    }
}
