import Testing
import RACLegacy
import Reactive
@testable import Bridge

/// Swift tuples of 2–6 elements cross the bridge as RACTuples (RAC 2's tuple type) and come back as Swift tuples,
/// both directions and nil elements included, so that `combineLatest(...).bridged.reduceEach { ... }` works and a
/// producer of tuples survives a round trip through RAC 2.
@Suite("3.6 Tuples cross the bridge")
struct TupleCrossingTests {
    /// Counts live instances, to see that a failed conversion releases the elements it had already stored.
    final class Tracked {
        nonisolated(unsafe) static var live = 0
        init() { Self.live += 1 }
        deinit { Self.live -= 1 }
    }

    @Test("a producer of pairs sends RACTuples to RAC 2; reduceEach reads their elements")
    func pairsBecomeRACTuples() {
        let events = RACEvents()
        let (a, inputA) = Signal<Int, Never>.pipe()
        let (b, inputB) = Signal<String, Never>.pipe()
        events.record(Signal.combineLatest(a, b).bridged.reduceEach { (number: Any?, text: Any?) in
            "\(text as! String)\(number as! Int)"
        })
        inputA.send(value: 1)
        inputB.send(value: "a")
        inputA.send(value: 2)
        inputA.sendCompleted()
        inputB.sendCompleted()
        #expect(events.all == ["next(a1)", "next(a2)", "completed"])
    }

    @Test("each value is a RACTuple whose nil elements are RAC 2's tuple-nil")
    func nilElements() {
        let events = RACEvents()
        events.record(SignalProducer<(Int?, String, Double?), Never>(value: (nil, "x", 2.5)).bridged)
        #expect(events.nextValues.count == 1)
        let tuple = events.nextValues.first as? RACTuple
        #expect(tuple?.count == 3)
        #expect(tuple?.objectAtIndex(0) == nil)
        #expect(tuple?.objectAtIndex(1) as? String == "x")
        #expect(tuple?.objectAtIndex(2) as? Double == 2.5)
        #expect(events.all.last == "completed")
    }

    @Test("a round trip through RAC 2 gives back the same tuples, arities 2 to 6")
    func roundTrips() {
        /// The events of the round trip, values as Swift prints them (a RACTuple would print as an object).
        func roundTrip<T>(_ value: T, as type: T.Type) -> [String] {
            var events: [String] = []
            onImmediate {
                SignalProducer(SignalProducer<T, Never>(value: value).bridged, of: type).start { event in
                    switch event {
                    case let .value(value): events.append("value(\(String(describing: value)))")
                    case let .failed(error): events.append("failed(\(error))")
                    case .completed: events.append("completed")
                    case .interrupted: events.append("interrupted")
                    }
                }
            }
            return events
        }
        #expect(roundTrip((1, "a"), as: (Int, String).self) == ["value((1, \"a\"))", "completed"])
        #expect(roundTrip((1, nil, "c"), as: (Int, String?, String).self) == ["value((1, nil, \"c\"))", "completed"])
        #expect(roundTrip((1, 2, 3, 4), as: (Int, Int, Int, Int).self) == ["value((1, 2, 3, 4))", "completed"])
        #expect(roundTrip((1, 2, 3, 4, 5), as: (Int, Int, Int, Int, Int).self) == ["value((1, 2, 3, 4, 5))", "completed"])
        #expect(roundTrip((1, 2, 3, 4, 5, "six"), as: (Int, Int, Int, Int, Int, String).self)
                == ["value((1, 2, 3, 4, 5, \"six\"))", "completed"])
        #expect(roundTrip(((1, "in"), true), as: ((Int, String), Bool).self) == ["value(((1, \"in\"), true))", "completed"])
        #expect(roundTrip(Optional((1, "a")), as: (Int, String)?.self) == ["value(Optional((1, \"a\")))", "completed"])
    }

    @Test("a RACTuple from RAC 2 converts to the typed tuple, or fails with the arity or element mismatch")
    func fromRAC() {
        var values: [(Int, String)] = []
        onImmediate {
            SignalProducer(RACSignal.return(RACTuplePack(3, "z")), of: (Int, String).self).startWithResult { result in
                if case let .success(value) = result { values.append(value) }
            }
        }
        #expect(values.count == 1 && values[0] == (3, "z"))
        #expect(throws: RACLegacyBridgeError.arityMismatch(expected: 2, actual: 3)) {
            try bridgedValue(from: RACTuplePack(1, "a", 2), as: (Int, String).self)
        }
        #expect(throws: RACLegacyBridgeError.typeMismatch(expected: "String", actual: "Int")) {
            try bridgedValue(from: RACTuplePack(1, 2), as: (Int, String).self)
        }
    }

    @Test("a conversion that fails at a later element releases the elements it had already converted")
    func failureReleasesConvertedElements() {
        let before = Tracked.live
        do {
            let tracked = Tracked()
            #expect(throws: RACLegacyBridgeError.typeMismatch(expected: "Int", actual: "String")) {
                try bridgedValue(from: RACTuplePack(tracked, "not a number"), as: (Tracked, Int).self)
            }
        }
        #expect(Tracked.live == before)
    }

    @Test("other arities pass unchanged: a 7-tuple stays a Swift tuple, () stays ()")
    func otherArities() {
        #expect(bridgedValue((1, 2, 3, 4, 5, 6, 7)) is (Int, Int, Int, Int, Int, Int, Int))
        #expect(bridgedValue(()) is Void)
        #expect(bridgedValue((1, 2)) is RACTuple)
    }
}
