import Testing
@testable import Reactive

/// Producers whose runs end inside `start` (values, sequences, results) are started without a per-run signal;
/// these tests pin that the observable behaviour is the same as through a signal.
@Suite("2.6 SignalProducer: synchronous runs")
struct ProducerFastPathTests {
    @Test("value, sequence, error and empty producers report their shape")
    func shapes() {
        #expect(SignalProducer<Int, Never>(value: 1).shape == .single)
        #expect(SignalProducer<Int, TestError>(error: .first).shape == .single)
        #expect(SignalProducer<Int, Never>.empty.shape == .single)
        #expect(SignalProducer<Int, Never>([1, 2]).shape == .synchronous)
        #expect(SignalProducer<Int, Never>([1, 2]).map { $0 + 1 }.filter { $0 > 0 }.shape == .synchronous)
        #expect(SignalProducer<Int, Never> { _, _ in }.shape == .general)
        #expect(SignalProducer<Int, Never>([1]).concat(value: 2).shape == .general)
    }

    @Test("a synchronous run delivers every event, in order, before start returns, and its handle is already disposed")
    func synchronousStart() {
        var events: [Signal<Int, TestError>.Event] = []
        let handle = SignalProducer<Int, TestError>([1, 2, 3]).map { $0 * 10 }.filter { $0 != 20 }.start { events.append($0) }
        #expect(events == [.value(10), .value(30), .completed])
        #expect(handle.isDisposed)
        handle.dispose()
        #expect(events == [.value(10), .value(30), .completed])
    }

    @Test("a general run's handle reports disposed once the run has ended by itself")
    func generalHandleAfterCompletion() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let handle = SignalProducer(signal).start()
        #expect(!handle.isDisposed)
        input.sendCompleted()
        #expect(handle.isDisposed)
    }

    @Test("take stops an endless sequence that runs through map and filter without a signal in between")
    func endlessSequenceStops() {
        var sent = 0
        let endless = (0...).lazy.map { value -> Int in sent += 1; return value }
        let events = SignalProducer<Int, Never>(endless).map { $0 * 2 }.filter { $0 % 4 == 0 }.take(first: 3).record().events
        #expect(events == [.value(0), .value(4), .value(8), .completed])
        #expect(sent == 5)  // nothing is pulled from the sequence once take has ended the run
    }

    @Test("take stops an endless sequence inner of a merge")
    func endlessInnerStops() {
        let events = SignalProducer<Int, Never>(value: 1)
            .flatMap(.merge) { _ in SignalProducer<Int, Never>(0...) }
            .take(first: 2)
            .record().events
        #expect(events == [.value(0), .value(1), .completed])
    }

    @Test("single-value inners of merge, concat and latest keep their order and complete the result")
    func singleInners() {
        for strategy in [FlattenStrategy.merge, .concat, .latest] {
            let events = SignalProducer<Int, TestError>([1, 2, 3])
                .flatMap(strategy) { SignalProducer(value: $0 * 2) }
                .record().events
            #expect(events == [.value(2), .value(4), .value(6), .completed])
        }
        let failed = SignalProducer<Int, TestError>([1, 2])
            .flatMap(.merge) { $0 == 2 ? SignalProducer(error: .first) : SignalProducer(value: $0) }
            .record().events
        #expect(failed == [.value(1), .failed(.first)])
    }

    @Test("a single-value inner started after the merged signal was interrupted sends nothing")
    func singleInnerAfterInterruption() {
        let (outer, input) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        var events: [Signal<Int, Never>.Event] = []
        let disposable = SignalProducer(outer).flatten(.merge).start { events.append($0) }
        input.send(value: SignalProducer(value: 1))
        disposable.dispose()
        input.send(value: SignalProducer(value: 2))
        #expect(events == [.value(1), .interrupted])
    }
}
