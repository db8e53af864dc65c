import Testing
import RACLegacy
import Reactive
@testable import Bridge

@Suite("3.6 Tuples")
struct TupleTests {
    @Test("bridgedTuple converts arities 2 to 6 element-wise")
    func arities() throws {
        #expect(try bridgedTuple(from: RACTuplePack(1, "a"), as: (Int, String).self) == (1, "a"))
        #expect(try bridgedTuple(from: RACTuplePack(1, 2, 3), as: (Int, Int, Int).self) == (1, 2, 3))
        #expect(try bridgedTuple(from: RACTuplePack(1, 2, 3, 4), as: (Int, Int, Int, Int).self) == (1, 2, 3, 4))
        #expect(try bridgedTuple(from: RACTuplePack(1, 2, 3, 4, 5), as: (Int, Int, Int, Int, Int).self) == (1, 2, 3, 4, 5))
        let six = try bridgedTuple(from: RACTuplePack(1, 2, 3, 4, 5, "six"), as: (Int, Int, Int, Int, Int, String).self)
        #expect(six.0 == 1 && six.4 == 5 && six.5 == "six")
    }

    @Test("nils: all-nil and mixed tuples convert into optional element types")
    func nils() throws {
        let allNil = try bridgedTuple(from: RACTuplePack(nil, nil), as: (Int?, String?).self)
        #expect(allNil.0 == nil && allNil.1 == nil)
        let mixed = try bridgedTuple(from: RACTuplePack(nil, 2, nil), as: (Int?, Int, String?).self)
        #expect(mixed.0 == nil && mixed.1 == 2 && mixed.2 == nil)
    }

    @Test("a 3-tuple as a pair is arityMismatch(2, 3); a wrong element is typeMismatch")
    func mismatches() {
        #expect(throws: RACLegacyBridgeError.arityMismatch(expected: 2, actual: 3)) {
            try bridgedTuple(from: RACTuplePack(1, 2, 3), as: (Int, Int).self)
        }
        #expect(throws: RACLegacyBridgeError.typeMismatch(expected: "String", actual: "Int")) {
            try bridgedTuple(from: RACTuplePack(1, 2), as: (Int, String).self)
        }
        #expect(throws: RACLegacyBridgeError.typeMismatch(expected: "Int", actual: "nil")) {
            try bridgedTuple(from: RACTuplePack(nil, 2), as: (Int, Int).self)
        }
    }

    @Test("RACTuple(bridging:) stores nils as tuple-nil and converts back to the same values")
    func roundTrip() throws {
        let tuple = RACTuple(bridging: (1, nil as String?, "x"))
        #expect(tuple.count == 3)
        #expect(tuple.objectAtIndex(1) == nil)
        let back = try bridgedTuple(from: tuple, as: (Int, String?, String).self)
        #expect(back.0 == 1 && back.1 == nil && back.2 == "x")
        #expect(RACTuple(bridging: (1, 2)).count == 2)
        #expect(RACTuple(bridging: (1, 2, 3, 4)).count == 4)
        #expect(RACTuple(bridging: (1, 2, 3, 4, 5)).count == 5)
        let six = RACTuple(bridging: (1, 2, 3, 4, 5, Int??.some(.some(6))))
        #expect(six.count == 6 && six.objectAtIndex(5) as? Int == 6)
    }

    @Test("SignalProducer(bridging:as:) over RACSignal.return(<0, 1>) gives value((0, 1)), completed")
    func producerOfPairs() {
        let events = Events<(Int, Int), any Error>()
        onImmediate {
            SignalProducer(bridging: RACSignal.return(RACTuplePack(0, 1)), as: (Int, Int).self).start(events.observer)
        }
        #expect(events.all == ["value((0, 1))", "completed"])
    }

    @Test("SignalProducer(bridging:as:) covers arities 3 to 6")
    func producerArities() {
        let three = Events<(Int, Int, Int), any Error>()
        let four = Events<(Int, Int, Int, Int), any Error>()
        let five = Events<(Int, Int, Int, Int, Int), any Error>()
        let six = Events<(Int, Int, Int, Int, Int, Int), any Error>()
        onImmediate {
            SignalProducer(bridging: RACSignal.return(RACTuplePack(1, 2, 3)), as: (Int, Int, Int).self)
                .start(three.observer)
            SignalProducer(bridging: RACSignal.return(RACTuplePack(1, 2, 3, 4)), as: (Int, Int, Int, Int).self)
                .start(four.observer)
            SignalProducer(bridging: RACSignal.return(RACTuplePack(1, 2, 3, 4, 5)), as: (Int, Int, Int, Int, Int).self)
                .start(five.observer)
            SignalProducer(bridging: RACSignal.return(RACTuplePack(1, 2, 3, 4, 5, 6)),
                           as: (Int, Int, Int, Int, Int, Int).self).start(six.observer)
        }
        #expect(three.all == ["value((1, 2, 3))", "completed"])
        #expect(four.all == ["value((1, 2, 3, 4))", "completed"])
        #expect(five.all == ["value((1, 2, 3, 4, 5))", "completed"])
        #expect(six.all == ["value((1, 2, 3, 4, 5, 6))", "completed"])
    }

    @Test("a value that is not a RACTuple fails with typeMismatch(RACTuple, …)")
    func producerRejectsNonTuples() {
        let notTuple = Events<(Int, Int), any Error>()
        let nilValue = Events<(Int, Int), any Error>()
        onImmediate {
            SignalProducer(bridging: RACSignal.return(5), as: (Int, Int).self).start(notTuple.observer)
            SignalProducer(bridging: RACSignal.return(nil), as: (Int, Int).self).start(nilValue.observer)
        }
        #expect(notTuple.all == ["failed(typeMismatch(RACTuple, Int))"])
        #expect(nilValue.all == ["failed(typeMismatch(RACTuple, nil))"])
    }
}
