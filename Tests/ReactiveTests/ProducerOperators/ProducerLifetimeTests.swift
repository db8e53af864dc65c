import Foundation
import Testing
@testable import Reactive

@Suite("2.7 Producer-only operators: memory")
struct ProducerLifetimeTests {
    static let cases: [(String, SignalProducer<Int, TestError>)] = {
        let base = SignalProducer<Int, TestError>([1, 2])
        let failing = SignalProducer<Int, TestError>(error: .first)
        return [
            ("repeat", base.repeat(3)),
            ("retry", failing.retry(upTo: 2).flatMapError { _ in SignalProducer<Int, TestError>(value: 0) }),
            ("then", base.then(base)),
            ("concat", base.concat(base)),
            ("flatten", SignalProducer<SignalProducer<Int, TestError>, TestError>([base, base]).flatten(.merge)),
            ("start(on:)", base.start(on: ImmediateScheduler())),
        ]
    }()

    @Test("a finished run releases its signal and every intermediate signal", arguments: 0..<6)
    func runReleased(caseIndex: Int) {
        let (name, producer) = Self.cases[caseIndex]
        weak var weakSignal: Signal<Int, TestError>?
        let recorder = EventRecorder<Int, TestError>()
        producer.startWithSignal { signal, _ in
            weakSignal = signal
            signal.observe(recorder.observer)
        }
        #expect(recorder.events.last == .completed, "\(name)")
        #expect(weakSignal == nil, "\(name)")
    }

    @Test("a disposed run releases its signal")
    func disposedRunReleased() {
        weak var weakSignal: Signal<Int, TestError>?
        let producer = SignalProducer<Int, TestError>.never.concat(.never).repeat(2)
        producer.startWithSignal { signal, interrupter in
            weakSignal = signal
            interrupter.dispose()
        }
        #expect(weakSignal == nil)
    }
}
