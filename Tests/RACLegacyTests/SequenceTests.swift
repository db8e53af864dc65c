import Testing
import Foundation
import Dispatch
@testable import RACLegacy

@Suite("2.18 RACSequence") struct SequenceTests {
    @Test("head and tail blocks run lazily and at most once; map runs once per element") func laziness() {
        var headRuns = 0, tailRuns = 0
        let seq = RACSequence.sequenceWithHeadBlock({ headRuns += 1; return 1 }, tailBlock: { tailRuns += 1; return RACSequence.return(2) })
        #expect(headRuns == 0 && tailRuns == 0)
        _ = seq.head; _ = seq.head
        _ = seq.tail; _ = seq.tail
        #expect(headRuns == 1 && tailRuns == 1)
        var mapped: [String] = []
        let m = ["A", "B", "C"].rac_sequence.map { (s: Any?) -> Any? in
            mapped.append(s as! String)
            return (s as! String) + "_"
        }
        #expect(mapped.isEmpty)
        #expect(m.head as? String == "A_")
        #expect(m.tail?.head as? String == "B_")
        #expect(m.tail?.head as? String == "B_")
        let derived = m.map { "_" + ($0 as! String) }
        #expect(derived.tail?.head as? String == "_B_")
        #expect(mapped == ["A", "B"])
    }

    @Test("unannotated map closures returning concrete types still produce a RACSequence") func genericMap() {
        let m = ["a", "b"].rac_sequence.map { ($0 as! String) + "_" }
        #expect(m.array as! [String] == ["a_", "b_"])
        let plain: [String] = ["a"].rac_sequence.map { "\($0)" }
        #expect(plain == ["a"])
    }

    @Test("eagerSequence evaluates everything now; operators on it are eager") func eager() {
        var evaluated = 0
        let eager = [1, 2, 3].rac_sequence.eagerSequence
        let mapped = eager.map { (v: Any?) -> Any? in evaluated += 1; return v }
        #expect(evaluated == 3)
        #expect(mapped.array as! [Int] == [1, 2, 3])
        #expect(mapped.lazySequence.array as! [Int] == [1, 2, 3])
        #expect(eager.eagerSequence === eager)
        let lazy = [1, 2].rac_sequence
        #expect(lazy.lazySequence === lazy)
    }

    @Test("take(n) never evaluates element n+1; bind evaluates heads only when read") func takeLaziness() {
        var evaluated: [Int] = []
        func numbers(_ n: Int) -> RACSequence {
            RACSequence.sequenceWithHeadBlock({ evaluated.append(n); return n }, tailBlock: { numbers(n + 1) })
        }
        let taken = numbers(1).take(2)
        #expect(taken.array as! [Int] == [1, 2])
        #expect(evaluated == [1, 2])
        evaluated = []
        let bound = numbers(1).flattenMap { RACSequence.return($0) }
        #expect(evaluated.isEmpty)
        _ = bound.head
        #expect(evaluated == [1])
    }

    @Test("foldLeft is left-associative with start first; foldRight is right-associative and lazy") func folds() {
        let seq = ["a", "b", "c"].rac_sequence
        #expect(seq.foldLeftWithStart("", reduce: { ($0 as! String) + ($1 as! String) }) as? String == "abc")
        #expect(seq.foldRightWithStart("", reduce: { ($0 as! String) + ($1.head as! String) }) as? String == "abc")
        var touched = 0
        let lazyResult = seq.foldRightWithStart("end", reduce: { first, _ in touched += 1; return first })
        #expect(lazyResult as? String == "a")
        #expect(touched == 1)
        #expect(RACSequence.empty().foldRightWithStart("s", reduce: { _, _ in "x" }) as? String == "s")
    }

    @Test("any/objectPassingTest stop at the deciding element; all folds the whole sequence") func predicates() {
        var evaluated: [Int] = []
        func numbers() -> RACSequence {
            [1, 2, 3, 4].rac_sequence.map { (v: Any?) -> Any? in evaluated.append(v as! Int); return v }
        }
        #expect(numbers().any { ($0 as! Int) == 2 })
        #expect(evaluated == [1, 2])
        evaluated = []
        #expect(numbers().objectPassingTest { ($0 as! Int) > 2 } as? Int == 3)
        #expect(evaluated == [1, 2, 3])
        evaluated = []
        var calls = 0
        #expect(!numbers().all { calls += 1; return ($0 as! Int) < 2 })
        #expect(calls == 2)
        #expect(evaluated == [1, 2, 3, 4])
        #expect([1].rac_sequence.objectPassingTest { _ in false } == nil)
    }

    @Test("signal() sends all values then completes asynchronously on a background scheduler") func signal() {
        let r = Recorder()
        let background = Box(true)
        ["A", "B", "C"].rac_sequence.signal().doNext { _ in
            if RACScheduler.currentScheduler() == nil || RACScheduler.currentScheduler() === RACScheduler.immediateScheduler() { background.value = false }
        }.subscribeNext({ r.append(.next(hashable($0))) }, completed: { r.append(.completed) })
        #expect(r.waitForTermination())
        #expect(r.events == nx("A", "B", "C") + [.completed])
        #expect(background.value)
        let test = RACTestScheduler()
        let t = Recorder()
        test.performAsCurrentScheduler { t.record([1, 2].rac_sequence.signalWithScheduler(test)) }
        #expect(t.events.isEmpty)
        test.stepAll()
        #expect(t.events == nx(1, 2) + [.completed])
    }

    @Test("Swift Sequence conformance, iteration stops at nil, objectEnumerator") func swiftSequence() {
        var collected: [Int] = []
        for x in [1, 2, 3].rac_sequence { collected.append(x as! Int) }
        #expect(collected == [1, 2, 3])
        #expect(Array([4, 5].rac_sequence).count == 2)
        let withNil = [1, nil, 3].rac_sequence
        #expect(withNil.array as! [Int] == [1])
        let e = [7].rac_sequence.objectEnumerator
        #expect(e.next() as? Int == 7)
        #expect(e.next() == nil)
    }

    @Test("collection additions: Dictionary tuples, String characters, Set, IndexSet, NSEnumerator, tuple") func additions() {
        let dict = ["k": 1].rac_sequence.array
        #expect(dict.first as? RACTuple == RACTuplePack("k", 1))
        #expect(["k": 1].rac_keySequence.array as! [String] == ["k"])
        #expect(["k": 1].rac_valueSequence.array as! [Int] == [1])
        #expect("héllo".rac_sequence.array as! [String] == ["h", "é", "l", "l", "o"])
        #expect(Set([3]).rac_sequence.array as! [Int] == [3])
        #expect(IndexSet([5, 1]).rac_sequence.array as! [Int] == [1, 5])
        #expect((NSArray(array: [1, 2]).objectEnumerator().rac_sequence.array as! [Int]) == [1, 2])
        let t = RACTuplePack(1, nil).rac_sequence.array
        #expect(t.count == 2 && t[1] is NSNull)
    }

    @Test("sequence stream operators: concat, zip, flatten, skip, reduceEach, startWith") func streamOps() {
        let letters = "A B C".components(separatedBy: " ").rac_sequence
        let numbers = "1 2 3".components(separatedBy: " ").rac_sequence
        #expect(letters.concat(numbers).array as! [String] == ["A", "B", "C", "1", "2", "3"])
        #expect([letters, numbers].rac_sequence.flatten().array as! [String] == ["A", "B", "C", "1", "2", "3"])
        #expect(letters.zipWith(numbers).array.map { "\(($0 as! RACTuple)[0]!)\(($0 as! RACTuple)[1]!)" } == ["A1", "B2", "C3"])
        #expect(letters.skip(2).array as! [String] == ["C"])
        #expect(letters.startWith("Z").take(2).array as! [String] == ["Z", "A"])
        #expect(RACSequence.empty().head == nil && RACSequence.empty().tail == nil)
    }

    /// 100,000 elements by default, 1,000,000 under `RAC_RELIABILITY=full` (CI's full-size run, which selects the
    /// tests whose names end in `AtDepth`); a release that recursed would overflow a test thread's 8 MiB stack at either.
    static let releaseDepth = ProcessInfo.processInfo.environment["RAC_RELIABILITY"] == "full" ? 1_000_000 : 100_000

    @Test("releasing a memoized 100,000-element sequence (1,000,000 in full) does not overflow the stack")
    func deepReleaseAtDepth() {
        var seq: RACSequence? = Array(0..<Self.releaseDepth).rac_sequence.map { $0 }
        var cursor = seq
        var count = 0
        while let c = cursor, c.head != nil {
            count += 1
            cursor = c.tail
        }
        cursor = nil
        #expect(count == Self.releaseDepth)
        seq = nil
        #expect(seq == nil)
    }

    @Test("RAC-2 sequence of a signal blocks per value") func signalSequence() {
        let s = RACSignal.concat([RACSignal.return(1), RACSignal.return(2)])
        #expect(s.sequence.array as! [Int] == [1, 2])
    }

    @Test("foldRightWithStart is lazy: a reduce block that never reads rest.head never evaluates the tail")
    func foldRightIsLazy() {
        let tailEvaluations = Box(0)
        let headEvaluations = Box(0)
        let sequence = RACSequence.sequenceWithHeadBlock({ 1 }, tailBlock: {
            tailEvaluations.mutate { $0 += 1 }
            return RACSequence.sequenceWithHeadBlock({
                headEvaluations.mutate { $0 += 1 }
                return 2
            }, tailBlock: nil)
        })
        let result = sequence.foldRightWithStart(0) { first, _ in first }
        #expect(result as? Int == 1)
        #expect(tailEvaluations.value == 0)
        #expect(headEvaluations.value == 0)
        let sum = sequence.foldRightWithStart(0) { first, rest in (first as! Int) + (rest.head as! Int) }
        #expect(sum as? Int == 3)
        #expect(tailEvaluations.value == 1)
    }
}
