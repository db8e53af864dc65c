import Foundation
import Testing
@testable import Reactive

/// RAC 3's `|>` with free operators, and the free `combineLatest`/`zip` functions (contract 3.3).
@Suite("3.3 Shims: |> and free functions")
struct FreeFunctionShimTests {
    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("signal |> map |> filter forwards events and termination; |> observe returns the observation's disposable")
    func signalPipe() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<String, TestError>()
        let mapped = signal |> map { "\($0 * 10)" } |> filter { $0 != "20" }
        mapped.observe(recorder.observer)
        var observed: [Int] = []
        let disposable = signal |> observe { observed.append($0) }
        input.send(value: 1)
        input.send(value: 2)
        disposable?.dispose()
        input.send(value: 3)
        input.send(error: .first)
        #expect(recorder.events == [.value("10"), .value("30"), .failed(.first)])
        #expect(observed == [1, 2])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("producer |> signal operator lifts it: each start runs the operator on its own signal")
    func producerPipeLifts() {
        var starts = 0
        let producer = SignalProducer<Int, TestError> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        let doubled = producer |> map { $0 * 2 }
        #expect(doubled.record().events == [.value(2), .completed])
        #expect(doubled.record().events == [.value(4), .completed])
        let count = producer |> { (producer: SignalProducer<Int, TestError>) in producer.collect() }
        #expect(count.record().events == [.value([3]), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("free combineLatest and zip over two and three signals match Signal.combineLatest and Signal.zip")
    func freeSignalCombinators() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<String, TestError>.pipe()
        let (c, cInput) = Signal<Bool, TestError>.pipe()
        let latest2 = combineLatest(a, b).map { pair in "\(pair.0)\(pair.1)" }.record()
        let latest3 = combineLatest(a, b, c).map { triple in "\(triple.0)\(triple.1)\(triple.2)" }.record()
        let zipped2 = zip(a, b).map { pair in "\(pair.0)\(pair.1)" }.record()
        let zipped3 = zip(a, b, c).map { triple in "\(triple.0)\(triple.1)\(triple.2)" }.record()
        aInput.send(value: 1)
        aInput.send(value: 2)
        bInput.send(value: "x")
        cInput.send(value: true)
        bInput.send(value: "y")
        aInput.sendCompleted()
        bInput.sendCompleted()
        cInput.sendCompleted()
        #expect(latest2.events == [.value("2x"), .value("2y"), .completed])
        #expect(latest3.events == [.value("2xtrue"), .value("2ytrue"), .completed])
        #expect(zipped2.events == [.value("1x"), .value("2y"), .completed])
        #expect(zipped3.events == [.value("1xtrue"), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("free combineLatest and zip over a sequence of signals send arrays")
    func freeSignalSequenceCombinators() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let latest = combineLatest([a, b]).record()
        let zipped = zip([a, b]).record()
        aInput.send(value: 1)
        bInput.send(value: 2)
        aInput.send(value: 3)
        bInput.send(error: .second)
        #expect(latest.events == [.value([1, 2]), .value([3, 2]), .failed(.second)])
        #expect(zipped.events == [.value([1, 2]), .failed(.second)])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("free combineLatest and zip over producers (two, three and a sequence) match SignalProducer's")
    func freeProducerCombinators() {
        let a = SignalProducer<Int, TestError>([1, 2])
        let b = SignalProducer<Int, TestError>([10, 20])
        let c = SignalProducer<Int, TestError>(value: 100)
        // The results are named with their types: inferring a closure over the free functions' overloads (signals,
        // producers, properties; 2 to 10 arguments) inside #expect took the type checker 13–18 s.
        let latestPairs: SignalProducer<(Int, Int), TestError> = combineLatest(a, b)
        let latestTriples: SignalProducer<(Int, Int, Int), TestError> = combineLatest(a, b, c)
        let latestArrays: SignalProducer<[Int], TestError> = combineLatest([a, b])
        #expect(latestPairs.map { pair -> Int in pair.0 + pair.1 }.record().events == [.value(12), .value(22), .completed])
        #expect(latestTriples.map { triple -> Int in triple.0 + triple.1 + triple.2 }.record().events == [.value(122), .completed])
        #expect(latestArrays.record().events == [.value([2, 10]), .value([2, 20]), .completed])
        let zippedPairs: SignalProducer<(Int, Int), TestError> = zip(a, b)
        let zippedTriples: SignalProducer<(Int, Int, Int), TestError> = zip(a, b, c)
        let zippedArrays: SignalProducer<[Int], TestError> = zip([a, b])
        #expect(zippedPairs.map { pair -> Int in pair.0 + pair.1 }.record().events == [.value(11), .value(22), .completed])
        #expect(zippedTriples.map { triple -> Int in triple.0 + triple.1 + triple.2 }.record().events == [.value(111), .completed])
        #expect(zippedArrays.record().events == [.value([1, 10]), .value([2, 20]), .completed])
    }
}
