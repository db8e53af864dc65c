import Foundation
import Testing
@testable import Reactive

@Suite("2.8 flatMap, flatMapError, merge, concat, prefix")
struct FlatMapTests {
    @Test("flatMap maps each value to an inner producer and flattens them")
    func flatMapProducer() {
        let recorder = SignalProducer<Int, TestError>([1, 2])
            .flatMap(.concat) { SignalProducer<Int, TestError>([$0, $0 * 10]) }
            .record()
        #expect(recorder.events == [.value(1), .value(10), .value(2), .value(20), .completed])
    }

    @Test("flatMap promotes inner and outer Never errors")
    func flatMapPromotion() {
        let a = SignalProducer<Int, Never>(value: 1).flatMap(.merge) { _ in SignalProducer<Int, TestError>(error: .first) }.record()
        #expect(a.events == [.failed(.first)])
        let b = SignalProducer<Int, TestError>(value: 1).flatMap(.merge) { SignalProducer<Int, Never>(value: $0 + 1) }.record()
        #expect(b.events == [.value(2), .completed])
        let c = SignalProducer<Int, Never>(value: 1).flatMap(.latest) { SignalProducer<Int, Never>(value: $0 + 2) }.record()
        #expect(c.events == [.value(3), .completed])
        let (signal, input) = Signal<Int, Never>.pipe()
        let d = signal.flatMap(.merge) { Swift.Result<Int, TestError>.success($0 * 2) }.record()
        input.send(value: 4)
        input.sendCompleted()
        #expect(d.events == [.value(8), .completed])
    }

    @Test("flatMapError keeps earlier values and switches to the recovery producer on failure")
    func flatMapErrorRecovers() {
        let recorder = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: .first)
        }
        .flatMapError { error in SignalProducer<Int, Never>(value: error == .first ? 100 : 200) }
        .record()
        #expect(recorder.events == [.value(1), .value(100), .completed])
    }

    @Test("flatMapError forwards completion and interruption untouched")
    func flatMapErrorForwards() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.flatMapError { _ in SignalProducer<Int, TestError>(value: 0) }.record()
        input.send(value: 1)
        input.sendInterrupted()
        #expect(recorder.events == [.value(1), .interrupted])
    }

    @Test("disposing a producer run interrupts its running recovery producer")
    func flatMapErrorDisposal() {
        var recoveryEnded = 0
        let recovery = SignalProducer<Int, Never> { _, lifetime in lifetime.observeEnded { recoveryEnded += 1 } }
        let (recorder, disposable) = SignalProducer<Int, TestError>(error: .first)
            .flatMapError { _ in recovery }
            .recordWithDisposable()
        #expect(recoveryEnded == 0)
        disposable.dispose()
        #expect(recoveryEnded == 1)
        #expect(recorder.events == [.interrupted])
    }

    @Test("Signal.merge forwards from every signal, counts interruption as completion, and completes after all")
    func signalMerge() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let recorder = Signal.merge(a, b).record()
        aInput.send(value: 1)
        bInput.send(value: 2)
        aInput.sendInterrupted()
        #expect(recorder.events == [.value(1), .value(2)])
        bInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test("Signal.merge of no signals is already terminated")
    func emptySignalMerge() {
        let recorder = Signal<Int, TestError>.merge([Signal<Int, TestError>]()).record()
        #expect(recorder.events == [.interrupted])
    }

    @Test("SignalProducer.merge fails on the first failure")
    func producerMergeFails() {
        let recorder = SignalProducer.merge(
            SignalProducer<Int, TestError>(value: 1),
            SignalProducer<Int, TestError>(error: .second),
            SignalProducer<Int, TestError>(value: 3)
        ).record()
        #expect(recorder.events == [.value(1), .failed(.second)])
        let empty = SignalProducer<Int, TestError>.merge([SignalProducer<Int, TestError>]()).record()
        #expect(empty.events == [.completed])
    }

    @Test("concat runs next after self completes; self's failure skips next")
    func concatForms() {
        let base = SignalProducer<Int, TestError>([1, 2])
        #expect(base.concat(SignalProducer([3])).record().events == [.value(1), .value(2), .value(3), .completed])
        #expect(base.concat(value: 9).record().events == [.value(1), .value(2), .value(9), .completed])
        #expect(base.concat(error: .first).record().events == [.value(1), .value(2), .failed(.first)])
        var nextStarted = false
        let failing = SignalProducer<Int, TestError>(error: .second)
            .concat(SignalProducer { _, _ in nextStarted = true })
            .record()
        #expect(failing.events == [.failed(.second)])
        #expect(!nextStarted)
    }

    @Test("concat: an interruption of self alone still starts next")
    func concatAfterInterruption() {
        let recorder = SignalProducer<Int, TestError> { observer, _ in observer.sendInterrupted() }
            .concat(value: 5)
            .record()
        #expect(recorder.events == [.value(5), .completed])
    }

    @Test("disposing a concat run interrupts the running producer and never starts the next one")
    func concatDisposal() {
        var firstEnded = 0
        var nextStarted = false
        let first = SignalProducer<Int, TestError> { _, lifetime in lifetime.observeEnded { firstEnded += 1 } }
        let (recorder, disposable) = first
            .concat(SignalProducer { _, _ in nextStarted = true })
            .recordWithDisposable()
        disposable.dispose()
        #expect(firstEnded == 1)
        #expect(!nextStarted)
        #expect(recorder.events == [.interrupted])
    }

    @Test("prefix runs previous (or sends value) before self")
    func prefixForms() {
        let base = SignalProducer<Int, TestError>(value: 3)
        #expect(base.prefix(value: 1).record().events == [.value(1), .value(3), .completed])
        #expect(base.prefix(SignalProducer([1, 2])).record().events == [.value(1), .value(2), .value(3), .completed])
        #expect(base.prefix(Swift.Result<Int, TestError>.success(0)).record().events == [.value(0), .value(3), .completed])
    }

    @Test("a right-nested chain of 100,000 concats (1,000,000 in full) runs every producer in order without growing the stack")
    func concatChainRightAtDepth() {
        let count = flattenTrampolineCount
        var producer = SignalProducer<Int, Never>(value: count)
        for i in stride(from: count - 1, through: 1, by: -1) {
            producer = SignalProducer(value: i).concat(producer)
        }
        var values: [Int] = []
        values.reserveCapacity(count)
        producer.startWithValues { values.append($0) }
        #expect(values.count == count)
        #expect(values.first == 1 && values.last == count)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 + 1 == $1 })
    }

    @Test("a left-nested chain of 100,000 concats (1,000,000 in full) runs in order, twice, and is released without growing the stack")
    func concatChainLeftAtDepth() {
        let count = flattenTrampolineCount
        var producer = SignalProducer<Int, Never>(value: 0)
        for i in 1..<count {
            producer = producer.concat(value: i)
        }
        var sum = 0
        var last = -1
        var ordered = true
        for _ in 0..<2 {
            producer.startWithValues { value in
                sum += value
                ordered = ordered && (value == last + 1 || value == 0)
                last = value
            }
        }
        #expect(sum == 2 * ((count - 1) * count / 2))
        #expect(ordered)
    }
}
