import Foundation
import Testing
@testable import Reactive

@Suite("2.7 Operators: transforming and filtering")
struct TransformOperatorTests {
    @Test("map, map(value:), map(keyPath:), mapError, filter, compactMap, skipNil")
    func basics() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let mapped = signal.map { $0 * 10 }.record()
        let constant = signal.map(value: "x").record()
        let keyPath = signal.map(\.description).record()
        let filtered = signal.filter { $0.isMultiple(of: 2) }.record()
        let compact = signal.compactMap { $0 > 1 ? $0 : nil }.record()
        let errors = signal.mapError { _ in TestError.second }.record()
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: .first)
        #expect(mapped.events == [.value(10), .value(20), .failed(.first)])
        #expect(constant.events == [.value("x"), .value("x"), .failed(.first)])
        #expect(keyPath.values == ["1", "2"])
        #expect(filtered.events == [.value(2), .failed(.first)])
        #expect(compact.events == [.value(2), .failed(.first)])
        #expect(errors.events == [.value(1), .value(2), .failed(.second)])
        let optionals = SignalProducer<Int?, Never>([1, nil, 3]).skipNil().record()
        #expect(optionals.events == [.value(1), .value(3), .completed])
    }

    @Test("take(first:) completes after the count-th value; 0 is already terminated and never starts upstream")
    func takeFirst() {
        #expect(SignalProducer<Int, Never>([1, 2, 3]).take(first: 2).record().events == [.value(1), .value(2), .completed])
        var started = false
        let producer = SignalProducer<Int, Never> { _, _ in started = true }
        #expect(producer.take(first: 0).record().events == [.interrupted])
        #expect(!started)
        let (signal, _) = Signal<Int, Never>.pipe()
        #expect(signal.take(first: 0).record().events == [.interrupted])
    }

    @Test("take(first:) stops an infinite synchronous producer")
    func takeStopsUpstream() {
        var sent = 0
        let infinite = SignalProducer<Int, Never> { observer, lifetime in
            while !lifetime.hasEnded {
                sent += 1
                observer.send(value: sent)
            }
        }
        #expect(infinite.take(first: 3).record().events == [.value(1), .value(2), .value(3), .completed])
        #expect(sent == 3)
    }

    @Test("take(last:), take(while:), take(until:) predicate")
    func takeVariants() {
        let values = SignalProducer<Int, TestError>([1, 2, 3, 4])
        #expect(values.take(last: 2).record().events == [.value(3), .value(4), .completed])
        #expect(values.take(while: { $0 < 3 }).record().events == [.value(1), .value(2), .completed])
        #expect(values.take(until: { $0 < 2 }).record().events == [.value(1), .value(2), .completed])
        let (signal, input) = Signal<Int, TestError>.pipe()
        let last = signal.take(last: 2).record()
        input.send(value: 1)
        input.send(error: .first)
        #expect(last.events == [.failed(.first)])
    }

    @Test("take(until:) trigger and take(during:) lifetime complete the result")
    func takeUntilTrigger() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<(), Never>.pipe()
        let recorder = signal.take(until: trigger).record()
        input.send(value: 1)
        triggerInput.send(value: ())
        input.send(value: 2)
        #expect(recorder.events == [.value(1), .completed])

        let (lifetime, token) = Lifetime.make()
        let during = signal.take(during: lifetime).record()
        token.dispose()
        #expect(during.events == [.completed])
        #expect(signal.take(during: Lifetime.empty).record().events == [.interrupted])
    }

    @Test("take(untilReplacement:) swallows self's completion and switches on the replacement's first event")
    func takeUntilReplacement() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (replacement, replacementInput) = Signal<Int, Never>.pipe()
        let recorder = signal.take(untilReplacement: replacement).record()
        input.send(value: 1)
        replacementInput.send(value: 10)
        input.send(value: 2)
        replacementInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(10), .completed])
    }

    @Test("skip(first:), skip(while:), skip(until:)")
    func skips() {
        let values = SignalProducer<Int, Never>([1, 2, 3, 1])
        #expect(values.skip(first: 2).record().values == [3, 1])
        #expect(values.skip(first: 0).record().values == [1, 2, 3, 1])
        #expect(values.skip(while: { $0 < 2 }).record().values == [2, 3, 1])
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<(), Never>.pipe()
        let recorder = signal.skip(until: trigger).record()
        input.send(value: 1)
        triggerInput.send(value: ())
        input.send(value: 2)
        input.sendCompleted()
        #expect(recorder.events == [.value(2), .completed])
    }

    @Test("skipRepeats compares with the last received value; uniqueValues drops any value seen before")
    func repeats() {
        let values = SignalProducer<Int, Never>([1, 1, 2, 2, 1, 3, 1])
        #expect(values.skipRepeats().record().values == [1, 2, 1, 3, 1])
        #expect(values.uniqueValues().record().values == [1, 2, 3])
        #expect(values.uniqueValues { $0 % 2 }.record().values == [1, 2])
        #expect(SignalProducer<Int, Never>([1, 2, 4, 5]).skipRepeats { $1 - $0 == 1 }.record().values == [1, 4])
    }

    @Test("collect variants")
    func collect() {
        let values = SignalProducer<Int, Never>([1, 2, 3, 4, 5])
        #expect(values.collect().record().events == [.value([1, 2, 3, 4, 5]), .completed])
        #expect(SignalProducer<Int, Never>.empty.collect().record().events == [.value([]), .completed])
        #expect(values.collect(count: 2).record().values == [[1, 2], [3, 4], [5]])
        #expect(values.collect { $0.reduce(0, +) > 4 }.record().values == [[1, 2, 3], [4, 5]])
        #expect(values.collect { collected, latest in latest % 2 == 1 }.record().values == [[1, 2], [3, 4], [5]])
    }

    @Test("reduce, scan, scanMap and combinePrevious")
    func accumulate() {
        let values = SignalProducer<Int, Never>([1, 2, 3])
        #expect(values.reduce(0, +).record().events == [.value(6), .completed])
        #expect(SignalProducer<Int, Never>.empty.reduce(7, +).record().values == [7])
        #expect(values.reduce(into: [Int]()) { $0.append($1) }.record().values == [[1, 2, 3]])
        #expect(values.scan(0, +).record().values == [1, 3, 6])
        #expect(values.scan(into: 10) { $0 += $1 }.record().values == [11, 13, 16])
        #expect(values.scanMap(0) { state, value in (state + value, "\(state)") }.record().values == ["0", "1", "3"])
        #expect(values.combinePrevious(0).record().values.map { [$0.0, $0.1] } == [[0, 1], [1, 2], [2, 3]])
        #expect(values.combinePrevious().record().values.map { [$0.0, $0.1] } == [[1, 2], [2, 3]])
        let (signal, input) = Signal<Int, TestError>.pipe()
        let reduced = signal.reduce(0, +).record()
        input.send(value: 1)
        input.send(error: .first)
        #expect(reduced.events == [.failed(.first)])
    }

    @Test("materialize and dematerialize round-trip")
    func materialize() {
        let producer = SignalProducer<Int, TestError>([1]).concatError(.first)
        let materialized = producer.materialize().record()
        #expect(materialized.events == [.value(.value(1)), .value(.failed(.first)), .completed])
        #expect(producer.materialize().dematerialize().record().events == [.value(1), .failed(.first)])
        let results = producer.materializeResults().record()
        #expect(results.events == [.value(.success(1)), .value(.failure(.first)), .completed])
        #expect(producer.materializeResults().dematerializeResults().record().events == [.value(1), .failed(.first)])
    }

    @Test("attempt and attemptMap fail on the first failure")
    func attempts() {
        let values = SignalProducer<Int, TestError>([1, 2, 3])
        #expect(values.attempt { $0 == 2 ? .failure(.second) : .success(()) }.record().events == [.value(1), .failed(.second)])
        #expect(values.attemptMap { $0 == 3 ? .failure(.first) : .success($0 * 2) }.record().events == [.value(2), .value(4), .failed(.first)])
        var failure: (any Swift.Error)?
        SignalProducer<Int, Never>([1, 2]).attemptMap { value -> Int in
            if value == 2 { throw TestError.first }
            return value
        }.startWithFailed { failure = $0 }
        #expect(failure as? TestError == .first)
        let promoted: SignalProducer<Int, TestError> = SignalProducer<Int, Never>(value: 1).promoteError(TestError.self)
        #expect(promoted.record().events == [.value(1), .completed])
        let valueless = SignalProducer<Never, TestError>(error: .first).promoteValue(Int.self)
        #expect(valueless.record().events == [.failed(.first)])
    }

    @Test("on(...) calls its hooks in order and disposed when the run ends")
    func sideEffects() {
        var log: [String] = []
        let producer = SignalProducer<Int, Never>(value: 1).on(
            starting: { log.append("starting") },
            started: { log.append("started") },
            event: { log.append("event \($0)") },
            completed: { log.append("completed") },
            terminated: { log.append("terminated") },
            disposed: { log.append("disposed") },
            value: { log.append("value \($0)") }
        )
        producer.start()
        #expect(log == ["starting", "event VALUE 1", "value 1", "event COMPLETED", "completed", "terminated", "disposed", "started"])
    }

    @Test("logEvents passes every selected event to the logger")
    func logging() {
        var lines: [String] = []
        SignalProducer<Int, Never>(value: 1)
            .logEvents(identifier: "id", events: [.value, .completed]) { identifier, event, _, _, _ in
                lines.append("\(identifier) \(event)")
            }
            .start()
        #expect(lines == ["id value 1", "id completed"])
        #expect(LoggingEvent.Signal(rawValue: "value") == .value)
        #expect(LoggingEvent.SignalProducer.allCases.count == 8)
    }

    @Test("negate, and, or, all, any")
    func booleans() {
        let (a, aInput) = Signal<Bool, Never>.pipe()
        let (b, bInput) = Signal<Bool, Never>.pipe()
        let and = a.and(b).record()
        let or = a.or(b).record()
        let all = Signal.all([a, b]).record()
        let any = Signal.any(a, b).record()
        let negated = a.negate().record()
        aInput.send(value: true)
        bInput.send(value: false)
        aInput.send(value: false)
        bInput.send(value: true)
        #expect(and.values == [false, false, false])
        #expect(or.values == [true, false, true])
        #expect(all.values == [false, false, false])
        #expect(any.values == [true, false, true])
        #expect(negated.values == [false, true])
        #expect(Signal<Bool, Never>.all([Signal<Bool, Never>]()).record().events == [])
    }

    @Test("bad input stops with a precondition naming the operator")
    func preconditions() async {
        let takeResult = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>.empty.take(first: -1)
        }
        let takeMessage = String(decoding: takeResult?.standardErrorContent ?? [], as: UTF8.self)
        #expect(takeMessage.contains("take(first:)"))
        let collectResult = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>.empty.collect(count: 0)
        }
        let collectMessage = String(decoding: collectResult?.standardErrorContent ?? [], as: UTF8.self)
        #expect(collectMessage.contains("collect(count:)"))
    }
}

@Suite("2.7 Operators: combining")
struct CombiningOperatorTests {
    @Test("combineLatest waits for both, then sends on every value; completes when both complete")
    func combineLatest() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<String, TestError>.pipe()
        let recorder = a.combineLatest(with: b).record()
        aInput.send(value: 1)
        aInput.send(value: 2)
        bInput.send(value: "a")
        aInput.send(value: 3)
        aInput.sendCompleted()
        bInput.send(value: "b")
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["2a", "3a", "3b"])
        #expect(recorder.events.last?.isTerminating == false)
        bInput.sendCompleted()
        #expect(recorder.events.last?.isCompleted == true)
    }

    @Test("combineLatest fails or interrupts as soon as either input does")
    func combineLatestFailure() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        defer { withExtendedLifetime(bInput) {} }
        let failed = Signal.combineLatest(a, b).record()
        aInput.send(error: .second)
        #expect(failed.events.map(\.description) == ["FAILED second"])
        // Fresh inputs: an input that already ended would interrupt the combination by itself.
        let (c, cInput) = Signal<Int, TestError>.pipe()
        let (d, dInput) = Signal<Int, TestError>.pipe()
        defer { withExtendedLifetime(dInput) {} }
        let interrupted = Signal.combineLatest(c, d).record()
        cInput.send(value: 1)
        dInput.send(value: 2)
        cInput.sendInterrupted()
        #expect(interrupted.events.map(\.description) == ["VALUE (1, 2)", "INTERRUPTED"])
    }

    @Test("zip pairs values in order and completes when an exhausted input completed")
    func zip() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<String, Never>.pipe()
        let recorder = a.zip(with: b).record()
        aInput.send(value: 1)
        aInput.send(value: 2)
        bInput.send(value: "a")
        aInput.sendCompleted()
        #expect(!(recorder.events.last?.isTerminating ?? false))
        bInput.send(value: "b")
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1a", "2b"])
        #expect(recorder.events.last?.isCompleted == true)
    }

    @Test("array and higher-arity forms of combineLatest and zip")
    func arrayForms() {
        let producers = [SignalProducer<Int, Never>(values: 1, 2), SignalProducer(values: 3, 4), SignalProducer(value: 5)]
        #expect(SignalProducer.zip(producers).record().values == [[1, 3, 5]])
        #expect(SignalProducer.combineLatest(producers).record().values == [[2, 4, 5]])
        #expect(SignalProducer<Int, Never>.combineLatest([SignalProducer<Int, Never>](), emptySentinel: [9]).record().events == [.value([9]), .completed])
        #expect(SignalProducer<Int, Never>.zip([SignalProducer<Int, Never>]()).record().events == [])
        let triple = SignalProducer.zip(SignalProducer<Int, Never>(values: 1, 2), SignalProducer<String, Never>(values: "a", "b"), SignalProducer<Bool, Never>(values: true, false)).record()
        #expect(triple.values.map { "\($0.0)\($0.1)\($0.2)" } == ["1atrue", "2bfalse"])
        let (x, xInput) = Signal<Int, Never>.pipe()
        let (y, yInput) = Signal<Int, Never>.pipe()
        let arrays = Signal.combineLatest([x, y]).record()
        xInput.send(value: 1)
        yInput.send(value: 2)
        #expect(arrays.values == [[1, 2]])
    }

    @Test("combineLatest of producers starts the receiver first")
    func producerStartOrder() {
        let recorder = SignalProducer<Int, Never>(values: 1, 2).combineLatest(with: SignalProducer<Int, Never>(values: 3, 4)).record()
        #expect(recorder.values.map { [$0.0, $0.1] } == [[2, 3], [2, 4]])
        #expect(recorder.events.last?.isCompleted == true)
    }

    @Test("merge(with:) forwards both and counts interruption as completion")
    func mergeWith() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let recorder = a.merge(with: b).record()
        aInput.send(value: 1)
        bInput.send(value: 2)
        aInput.sendInterrupted()
        bInput.send(value: 3)
        bInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("sample(with:) and sample(on:) send the latest value on each tick")
    func sample() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (sampler, samplerInput) = Signal<(), Never>.pipe()
        let recorder = signal.sample(on: sampler).record()
        samplerInput.send(value: ())
        input.send(value: 1)
        input.send(value: 2)
        samplerInput.send(value: ())
        samplerInput.send(value: ())
        input.sendCompleted()
        #expect(recorder.events == [.value(2), .value(2)])
        samplerInput.sendCompleted()
        #expect(recorder.events == [.value(2), .value(2), .completed])
    }

    @Test("withLatest(from:) pairs each value with the samplee's latest")
    func withLatest() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (samplee, sampleeInput) = Signal<String, Never>.pipe()
        let recorder = signal.withLatest(from: samplee).record()
        input.send(value: 1)
        sampleeInput.send(value: "a")
        input.send(value: 2)
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["2a"])
        let fromProducer = SignalProducer<Int, Never>(values: 1, 2).withLatest(from: SignalProducer<String, Never>(value: "z")).record()
        #expect(fromProducer.values.map { "\($0.0)\($0.1)" } == ["1z", "2z"])
    }

    @Test("combineLatest keeps order and delivers serially under concurrent inputs")
    func combineLatestConcurrent() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let inside = Atomic(0)
        let overlaps = Atomic(0)
        let count = Atomic(0)
        a.combineLatest(with: b).observeValues { _ in
            if inside.modify({ $0 += 1; return $0 }) > 1 { overlaps.modify { $0 += 1 } }
            count.modify { $0 += 1 }
            inside.modify { $0 -= 1 }
        }
        aInput.send(value: 0)
        bInput.send(value: 0)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { for i in 0..<10_000 { aInput.send(value: i) } }
        DispatchQueue.global().async(group: group) { for i in 0..<10_000 { bInput.send(value: i) } }
        group.wait()
        #expect(overlaps.value == 0)
        #expect(count.value == 20_001)
    }
}
