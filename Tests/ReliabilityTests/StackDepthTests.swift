import Foundation
import Testing
import RACLegacy
import Reactive

/// Looping operators never grow the stack: 100,000 synchronous iterations (a million under `RAC_RELIABILITY=full`)
/// run on a 512 KiB stack. Even the default overflows it if an iteration keeps a frame: a frame is at least 16 bytes.
@Suite("Stack: 100,000 synchronous iterations (a million in full) on a 512 KiB stack")
struct StackDepthTests {
    static let depth = ReliabilitySize.pick(full: 1_000_000, standard: 100_000)

    @Test("Reactive repeat")
    func reactiveRepeat() async {
        let count = Shared(0)
        #expect(await onSmallStack {
            var n = 0
            if case .success(let values)? = SignalProducer<Int, Never>(value: 1).repeat(Self.depth).collect().first() {
                n = values.count
            }
            count.mutate { $0 = n }
        })
        #expect(count.value == Self.depth)
    }

    @Test("Reactive retry")
    func reactiveRetry() async {
        let attempts = Shared(0)
        let outcome = Shared("")
        #expect(await onSmallStack {
            let producer = SignalProducer<Int, TestFailure> { observer, _ in
                let attempt = attempts.mutate { value -> Int in value += 1; return value }
                if attempt <= Self.depth { observer.send(error: .failed) } else { observer.send(value: attempt); observer.sendCompleted() }
            }
            let result = producer.retry(upTo: Self.depth).single()
            outcome.mutate { $0 = result.map { "\($0)" } ?? "nil" }
        })
        #expect(outcome.value == "success(\(Self.depth + 1))")
    }

    @Test("Reactive concat and flatten(.concat) of as many producers as the depth")
    func reactiveConcat() async {
        let sums = Shared<[Int]>([])
        #expect(await onSmallStack {
            let many = (0..<Self.depth).lazy.map { _ in SignalProducer<Int, Never>(value: 1) }
            let flattened = SignalProducer<SignalProducer<Int, Never>, Never>(many).flatten(.concat)
            var sum = 0
            flattened.startWithValues { sum += $0 }
            var chain = SignalProducer<Int, Never>(value: 1)
            for _ in 1..<1_000 { chain = chain.concat(SignalProducer(value: 1)) }
            var chained = 0
            chain.startWithValues { chained += $0 }
            sums.mutate { $0 = [sum, chained] }
        })
        #expect(sums.value == [Self.depth, 1_000])
    }

    @Test("RACLegacy repeat and concat of as many signals as the depth")
    func racLegacy() async {
        let counts = Shared<[Int]>([])
        #expect(await onSmallStack {
            var repeated = 0
            var concatenated = 0
            onImmediate {
                RACSignal.return(1).repeat().take(Self.depth).subscribeNext { _ in repeated += 1 }
                let signals = (0..<Self.depth).map { _ in RACSignal.return(1) }
                RACSignal.concat(signals).subscribeNext { _ in concatenated += 1 }
            }
            counts.mutate { $0 = [repeated, concatenated] }
        })
        #expect(counts.value == [Self.depth, Self.depth])
    }
}

enum TestFailure: Swift.Error { case failed }
