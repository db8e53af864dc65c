import Testing
import Foundation
@testable import RACLegacy

/// Stream operators exercised on both kinds through the RACStream base API.
@Suite("2.8 RACStream") struct StreamTests {
    func seq(_ values: [Any]) -> RACSequence { values.rac_sequence }

    @Test("map, mapReplace, filter, ignore, startWith on sequences") func basics() {
        #expect(seq([1, 2, 3]).map { ($0 as! Int) * 2 }.array as! [Int] == [2, 4, 6])
        #expect(seq([1, 2]).mapReplace("x").array as! [String] == ["x", "x"])
        #expect(seq([1, 2, 3, 4]).filter { ($0 as! Int) % 2 == 0 }.array as! [Int] == [2, 4])
        #expect(seq([1, 2, 1]).ignore(1).array as! [Int] == [2])
        #expect(seq([2]).startWith(1).array as! [Int] == [1, 2])
    }

    @Test("skip, take, take(0)") func skipTake() {
        #expect(seq([1, 2, 3]).skip(1).array as! [Int] == [2, 3])
        #expect(seq([1, 2, 3]).take(2).array as! [Int] == [1, 2])
        #expect(seq([1, 2, 3]).take(0).array.isEmpty)
    }

    @Test("take(-1) stops with a message naming take:") func takeNegative() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = [1].rac_sequence.take(-1)
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("take:"))
    }

    @Test("static operators require streams of the receiver's kind") func mixedKinds() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACSequence.concat([[1].rac_sequence, RACSignal.empty()])
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("concat:"))
    }

    @Test("reduceEach on a non-tuple stops with a message naming reduceEach:") func reduceEachBadInput() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = [1].rac_sequence.reduceEach { (a: Any?) in a }.array
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("reduceEach:"))
    }

    @Test("flatten on a non-stream stops with a message naming flatten") func flattenBadInput() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            RACScheduler.immediateScheduler().performAsCurrentScheduler {
                RACSignal.return(1).flatten().subscribeNext { _ in }
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("flatten"))
    }

    @Test("zip and zip:reduce: pair nth values") func zip() {
        let z = RACSequence.zip([seq([1, 2, 3]), seq(["a", "b"])])
        #expect(z.array.map { $0 as! RACTuple } == [RACTuplePack(1, "a"), RACTuplePack(2, "b")])
        let r = RACSequence.zip([seq([1, 2]), seq([10, 20])], reduce: { a, b in (a as! Int) + (b as! Int) })
        #expect(r.array as! [Int] == [11, 22])
        let r3 = RACSequence.zip([seq([1]), seq([2]), seq([3])], reduce: { a, b, c in "\(a!)\(b!)\(c!)" })
        #expect(r3.array as! [String] == ["123"])
        let arr = RACSequence.zip([seq([1]), seq([2])], reduce: { (xs: [Any?]) in xs.count })
        #expect(arr.array as! [Int] == [2])
        #expect(RACSequence.zip([]).array.isEmpty)
    }

    @Test("reduceEach unpacks tuples for every arity; missing trailing elements are nil") func reduceEach() {
        let t = [RACTuplePack(1, 2, 3, 4, 5, 6)].rac_sequence
        #expect(t.reduceEach { a in a as! Int }.array as! [Int] == [1])
        #expect(t.reduceEach { a, b in (a as! Int) + (b as! Int) }.array as! [Int] == [3])
        #expect(t.reduceEach { a, b, c in (a as! Int) + (b as! Int) + (c as! Int) }.array as! [Int] == [6])
        #expect(t.reduceEach { a, _, _, d in (a as! Int) + (d as! Int) }.array as! [Int] == [5])
        #expect(t.reduceEach { _, _, _, _, e in e as! Int }.array as! [Int] == [5])
        #expect(t.reduceEach { _, _, _, _, _, f in f as! Int }.array as! [Int] == [6])
        let short = [RACTuplePack(1)].rac_sequence.reduceEach { a, b in b == nil ? "nil" : "x" }
        #expect(short.array as! [String] == ["nil"])
        #expect(t.reduceEach { (xs: [Any?]) in xs.count }.array as! [Int] == [6])
    }

    @Test("concat, scan, combinePrevious") func concatScan() {
        #expect(RACSequence.concat([seq([1]), seq([2, 3])]).array as! [Int] == [1, 2, 3])
        #expect(RACSequence.concat([]).array.isEmpty)
        #expect(seq([1, 2, 3]).scanWithStart(0, reduce: { ($0 as! Int) + ($1 as! Int) }).array as! [Int] == [1, 3, 6])
        #expect(seq([5, 5]).scanWithStart(0, reduceWithIndex: { ($0 as! Int) + ($1 as! Int) * $2 }).array as! [Int] == [0, 5])
        #expect(seq([1, 2, 3]).combinePreviousWithStart(0, reduce: { ($0 as! Int) + ($1 as! Int) }).array as! [Int] == [1, 3, 5])
    }

    @Test("takeUntilBlock, takeWhileBlock, skipUntilBlock, skipWhileBlock") func blocks() {
        let s = seq([1, 2, 3, 4, 1])
        #expect(s.takeUntilBlock { ($0 as! Int) == 3 }.array as! [Int] == [1, 2])
        #expect(s.takeWhileBlock { ($0 as! Int) < 3 }.array as! [Int] == [1, 2])
        #expect(s.skipUntilBlock { ($0 as! Int) == 3 }.array as! [Int] == [3, 4, 1])
        #expect(s.skipWhileBlock { ($0 as! Int) < 3 }.array as! [Int] == [3, 4, 1])
    }

    @Test("distinctUntilChanged drops RAC-equal neighbours") func distinct() {
        #expect(seq([1, 1, 2, 2, 1]).distinctUntilChanged().array as! [Int] == [1, 2, 1])
    }

    @Test("names and descriptions") func names() {
        let s = RACSignal.never()
        #expect(s.name == "")
        s.setNameWithFormat("%@ -map: %d%% %.1f", "src", 42, 1.5)
        #expect(s.name == "src -map: 42% 1.5")
        s.setNameWithFormat("%@", nil)
        #expect(s.name == "(null)")
        #expect(s.description.hasPrefix("<RACDynamicSignal: 0x"))
        #expect(s.description.hasSuffix("name: (null)"))
    }

    @Test("derived names are empty unless RAC_DEBUG_SIGNAL_NAMES is set") func derivedNames() async {
        let source = RACSignal.never()
        source.setNameWithFormat("src")
        #expect(source.map { $0 }.name == "")
        await #expect(processExitsWith: .success) {
            setenv("RAC_DEBUG_SIGNAL_NAMES", "1", 1)
            let named = RACSignal.never()
            named.setNameWithFormat("src")
            precondition(named.map { $0 }.name == "[src] -map:")
            precondition(RACSignal.zip([named]).name == "+zip:")
        }
    }

    @Test("bind with stop ends after the returned stream") func bindStop() {
        let s = seq([1, 2, 3]).bind {
            return { value, stop in
                if (value as! Int) == 2 { stop = true }
                return RACSequence.return(value)
            }
        }
        #expect(s.array as! [Int] == [1, 2])
    }
}
