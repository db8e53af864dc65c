import Foundation
import Testing
@testable import Reactive

/// `combineLatest` and `zip` of a sequence: one operator over all inputs (no longer a fold of binary operators,
/// which was k operators deep and copied arrays at every level), with the fold's behaviour.
@Suite("2.7 combineLatest and zip of a sequence")
struct CombineManyTests {
    enum Step: CustomStringConvertible {
        case value(Int, Int), completed(Int), failed(Int), interrupted(Int)
        var description: String {
            switch self {
            case let .value(input, value): "\(input)←\(value)"
            case let .completed(input): "\(input)✓"
            case let .failed(input): "\(input)✗"
            case let .interrupted(input): "\(input)⊘"
            }
        }
    }

    /// The previous implementation: a fold of the binary operators.
    static func folded(_ signals: [Signal<Int, TestError>], zip: Bool) -> Signal<[Int], TestError> {
        var result = signals[0].map { [$0] }
        for next in signals.dropFirst() {
            result = (zip ? result.zip(with: next) : result.combineLatest(with: next)).map { $0.0 + [$0.1] }
        }
        return result
    }

    /// Runs `steps` through pipes seen by the operator under test and by the fold.
    static func run(_ steps: [Step], inputs: Int, zip: Bool) -> (many: [Signal<[Int], TestError>.Event], fold: [Signal<[Int], TestError>.Event]) {
        let pipes = (0..<inputs).map { _ in Signal<Int, TestError>.pipe() }
        let signals = pipes.map(\.output)
        let many = (zip ? Signal.zip(signals) : Signal.combineLatest(signals)).record()
        let fold = folded(signals, zip: zip).record()
        for step in steps {
            switch step {
            case let .value(input, value): pipes[input].input.send(value: value)
            case let .completed(input): pipes[input].input.sendCompleted()
            case let .failed(input): pipes[input].input.send(error: .first)
            case let .interrupted(input): pipes[input].input.sendInterrupted()
            }
        }
        return (many.events, fold.events)
    }

    @Test("combineLatest of three sends every latest value once all have one, completes when all completed")
    func combineLatestThree() {
        let (many, _) = Self.run([.value(0, 1), .value(1, 10), .value(0, 2), .value(2, 100), .value(1, 20),
                                  .completed(0), .completed(1), .value(2, 200), .completed(2)], inputs: 3, zip: false)
        #expect(many == [.value([2, 10, 100]), .value([2, 20, 100]), .value([2, 20, 200]), .completed])
    }

    @Test("zip of three sends the n-th values together, completes once a completed input has nothing left")
    func zipThree() {
        let (many, _) = Self.run([.value(0, 1), .value(0, 2), .value(1, 10), .value(2, 100), .completed(0),
                                  .value(1, 20), .value(2, 200), .value(2, 300)], inputs: 3, zip: true)
        #expect(many == [.value([1, 10, 100]), .value([2, 20, 200]), .completed])
    }

    @Test("a failure or an interruption of any input ends the result at once")
    func failureAndInterruption() {
        #expect(Self.run([.value(0, 1), .failed(2), .value(1, 1)], inputs: 3, zip: false).many == [.failed(.first)])
        #expect(Self.run([.value(0, 1), .interrupted(1)], inputs: 3, zip: true).many == [.interrupted])
    }

    @Test("a failure is forwarded even after some inputs completed with nothing left to pair (the fold had ended its level)")
    func failureAfterPartialCompletion() {
        // Inputs 0 and 1 pair and complete; input 2 has paired too, input 3 never sends. ReactiveSwift's aggregate
        // forwards input 2's failure; a fold of binary zips had already completed the level holding inputs 0–2.
        let steps: [Step] = [.value(0, 1), .value(1, 1), .value(2, 1), .completed(0), .completed(1), .failed(2)]
        #expect(Self.run(steps, inputs: 4, zip: true).many == [.failed(.first)])
        #expect(Self.run(steps, inputs: 4, zip: true).fold == [])
    }

    @Test("2,000 random scripts of values and completions over 2–5 inputs: the same events as the fold of binary operators")
    func sameAsFold() {
        var generator = SplitMix(seed: 12)
        for _ in 0..<2_000 {
            let inputs = Int.random(in: 2...5, using: &generator)
            let steps: [Step] = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                let input = Int.random(in: 0..<inputs, using: &generator)
                // Failures and interruptions are left out: after an early input completed, the fold could ignore
                // them (see the test above), where ReactiveSwift's aggregate and this operator forward them.
                return Int.random(in: 0..<20, using: &generator) < 15
                    ? Step.value(input, Int.random(in: 0..<100, using: &generator)) : Step.completed(input)
            }
            for zip in [false, true] {
                let (many, fold) = Self.run(steps, inputs: inputs, zip: zip)
                #expect(many == fold, "\(zip ? "zip" : "combineLatest") of \(inputs): \(steps)")
            }
        }
    }

    @Test("producer forms observe every run before the first starts and start them in order")
    func producerStartOrder() {
        let started = Atomic<[Int]>([])
        let producers = (0..<3).map { index in
            SignalProducer<Int, Never> { observer, _ in
                started.modify { $0.append(index) }
                observer.send(value: index)
                observer.sendCompleted()
            }
        }
        #expect(SignalProducer.combineLatest(producers).record().events == [.value([0, 1, 2]), .completed])
        #expect(started.value == [0, 1, 2])
        #expect(SignalProducer.zip(producers).record().events == [.value([0, 1, 2]), .completed])
        #expect(SignalProducer.zip([SignalProducer<Int, Never>](), emptySentinel: [7]).record().events == [.value([7]), .completed])
    }

    @Test("combineLatest of 20,000 signals delivers a value with a flat stack (the fold recursed 20,000 levels)")
    func manyInputsFlatStack() async {
        await #expect(processExitsWith: .success) {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                let pipes = (0..<20_000).map { _ in Signal<Int, Never>.pipe() }
                var sums: [Int] = []
                Signal.combineLatest(pipes.map(\.output)).observeValues { sums.append($0.reduce(0, +)) }
                for pipe in pipes { pipe.input.send(value: 1) }
                pipes[0].input.send(value: 2)
                precondition(sums == [20_000, 20_001])
                done.signal()
            }
            thread.stackSize = 512 * 1024
            thread.start()
            precondition(done.wait(timeout: .now() + 60) == .success)
        }
    }
}

/// A small seeded generator, so a failing script can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
