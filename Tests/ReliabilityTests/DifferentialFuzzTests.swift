import Foundation
import Testing

/// Random operator chains over random event scripts, run through RACLegacy, through Reactive, through RACLegacy
/// bridged into Reactive, and through the reference model: all four must produce the same events.
///
/// 2,000 cases by default, 10,000 under `RAC_RELIABILITY=full`; `RAC_FUZZ_SEED` and `RAC_FUZZ_CASES` explore other
/// cases; a failure prints its seed, its case index and a shrunk chain and script.
@Suite("Differential fuzzing: RACLegacy, Reactive, Bridge and the reference model agree")
struct DifferentialFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["RAC_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_2026
    static let cases = environment["RAC_FUZZ_CASES"].flatMap(Int.init)
        ?? ReliabilitySize.pick(full: 10_000, standard: 2_000)

    /// The outputs of each implementation, or nil when all agree.
    static func divergence(_ fuzzCase: FuzzCase) -> String? {
        let rac2 = modelOutput(fuzzCase, .rac2)
        let typed = modelOutput(fuzzCase, .typed)
        let outputs = [
            ("RACLegacy", racLegacyOutput(fuzzCase), rac2),
            ("Reactive", reactiveOutput(fuzzCase), typed),
            ("Bridge", racLegacyOutput(fuzzCase, bridged: true), rac2),
        ]
        let wrong = outputs.filter { $0.1 != $0.2 }
        guard !wrong.isEmpty else { return nil }
        return wrong.map { "\($0.0) \($0.1), model \($0.2)" }.joined(separator: "; ")
    }

    /// The smallest case (by removing script steps and operators one at a time) that still diverges.
    static func shrink(_ fuzzCase: FuzzCase) -> FuzzCase {
        var current = fuzzCase
        var changed = true
        while changed {
            changed = false
            for index in current.script.indices.reversed() {
                var candidate = current
                candidate.script.remove(at: index)
                if divergence(candidate) != nil { current = candidate; changed = true }
            }
            for index in current.ops.indices.reversed() {
                var candidate = current
                candidate.ops.remove(at: index)
                if divergence(candidate) != nil { current = candidate; changed = true }
            }
        }
        return current
    }

    @Test("random chains and scripts produce the same events in every implementation")
    func agree() {
        var rng = SplitMix64(seed: Self.seed)
        var failures = 0
        for index in 0..<Self.cases {
            let fuzzCase = FuzzCase.random(&rng)
            guard Self.divergence(fuzzCase) != nil else { continue }
            failures += 1
            if failures <= 3 {
                let small = Self.shrink(fuzzCase)
                Issue.record("seed \(Self.seed) case \(index): \(small) → \(Self.divergence(small) ?? "")")
            }
        }
        #expect(failures == 0, "\(failures) of \(Self.cases) cases diverged (seed \(Self.seed))")
    }

    @Test("the generator is deterministic for a seed, and the model answers known cases")
    func modelSanity() {
        var first = SplitMix64(seed: 7), second = SplitMix64(seed: 7)
        #expect((0..<5).map { _ in first.next() } == (0..<5).map { _ in second.next() })
        let zip = FuzzCase(join: .zip, ops: [.scan], script: [.value(source: 0, 1), .value(source: 1, 2),
                                                              .value(source: 0, 3), .complete(source: 1)])
        #expect(modelOutput(zip) == ["3", "completed"])
        let concat = FuzzCase(join: .concat, ops: [.take(2)], script: [.value(source: 1, 9), .value(source: 0, 1),
                                                                       .complete(source: 0), .value(source: 1, 2),
                                                                       .value(source: 1, 3)])
        #expect(modelOutput(concat) == ["1", "2", "completed"])
    }
}
