import Foundation
import Testing
@testable import Reactive

/// RAC 4 spellings of the flatten and producer-only operators (contract 3.3) forward to the current API.
@Suite("3.3 Shims: flatten and producer-only operators")
struct FlattenProducerShimTests {
    /// An inner for uninhabited values; it can never be called.
    static func absurd(_ value: Never) -> SignalProducer<Int, TestError> {}

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("FlattenStrategy.Merge/Concat/Latest, catch and merge(producers:) forward to the current API")
    func flattenShims() {
        let inner = SignalProducer<Int, TestError>([1, 2])
        let outer = SignalProducer<SignalProducer<Int, TestError>, TestError>([inner, inner])
        let all: [Signal<Int, TestError>.Event] = [.value(1), .value(2), .value(1), .value(2), .completed]
        #expect(outer.flatten(.Merge).record().events == all)
        #expect(outer.flatten(.Concat).record().events == all)
        #expect(outer.flatten(.Latest).record().events == all)
        let caught = SignalProducer<Int, TestError>(error: .first).catch { _ in SignalProducer<Int, Never>(value: 0) }
        #expect(caught.record().events == [.value(0), .completed])
        #expect(SignalProducer.merge(producers: [inner, inner]).record().events == all)
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let merged = Signal.merge(signals: [a]).record()
        aInput.send(value: 3)
        aInput.send(error: .second)
        #expect(merged.events == [.value(3), .failed(.second)])
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let recovered = b.catch { _ in SignalProducer<Int, Never>(value: 9) }.record()
        bInput.send(error: .first)
        #expect(recovered.events == [.value(9), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("times, retry(_:), replayLazily(_:), startOn and timer(_:onScheduler:) forward to the current API")
    func producerShims() {
        #expect(SignalProducer<Int, TestError>(value: 1).times(2).record().values == [1, 1])
        var attempts = 0
        let failing = SignalProducer<Int, TestError> { observer, _ in
            attempts += 1
            observer.send(error: .first)
        }
        #expect(failing.retry(2).record().events == [.failed(.first)])
        #expect(attempts == 3)
        let replayed = SignalProducer<Int, TestError>([1, 2]).replayLazily(1)
        _ = replayed.record()
        #expect(replayed.record().events == [.value(2), .completed])
        let scheduler = TestScheduler()
        let started = SignalProducer<Int, TestError>(value: 4).startOn(scheduler).record()
        #expect(started.events == [])
        scheduler.advance()
        #expect(started.events == [.value(4), .completed])
        let start = scheduler.currentDate
        let ticks = timer(1, onScheduler: scheduler).record()
        let leewayTicks = timer(1, onScheduler: scheduler, withLeeway: 0.1).record()
        scheduler.advance(by: 2)
        let expected: [Signal<Date, Never>.Event] = [.value(start.addingTimeInterval(1)), .value(start.addingTimeInterval(2))]
        #expect(ticks.events == expected)
        #expect(leewayTicks.events == expected)
    }

    @available(*, deprecated, message: "exercises deprecated overloads")
    @Test("flatMap on a Never-valued producer forwards only the termination")
    func neverValueFlatMap() {
        let recorder = SignalProducer<Never, TestError>(error: .second)
            .flatMap(.merge, Self.absurd)
            .record()
        #expect(recorder.events == [.failed(.second)])
        let (signal, input) = Signal<Never, TestError>.pipe()
        let completed = signal.flatMap(.latest, Self.absurd).record()
        input.sendCompleted()
        #expect(completed.events == [.completed])
    }
}
