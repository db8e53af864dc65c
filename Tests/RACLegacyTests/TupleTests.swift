import Testing
import Foundation
@testable import RACLegacy

@Suite("2.19 RACTuple") struct TupleTests {
    @Test("nil is stored as RACTupleNil: accessors return nil, allObjects shows NSNull, adding nil works") func nils() {
        let t = RACTuplePack(1, nil, "c")
        #expect(t.count == 3)
        #expect(t.first as? Int == 1 && t.second == nil && t.third as? String == "c")
        #expect(t[1] == nil && t.objectAtIndex(9) == nil && t.fourth == nil && t.fifth == nil)
        #expect(t.last as? String == "c")
        #expect(t.allObjects()[1] is NSNull)
        let longer = t.tupleByAddingObject(nil)
        #expect(longer.count == 4 && longer.last == nil)
        #expect(Array(t).count == 3)
        #expect(RACTupleNil.tupleNil() === RACTupleNil.tupleNil())
        #expect(RACTupleNil.tupleNil().description == "RACTupleNil")
    }

    @Test("the placeholder reads as nil however it was stored; nothing else does")
    func placeholderStoredAnyWay() {
        final class Other {}
        let placeholder = RACTupleNil.tupleNil()
        let asPlaceholders: [Any] = [placeholder, placeholder as AnyObject, AnyHashable(placeholder),
                                     placeholder as any CustomStringConvertible, placeholder as any Sendable]
        let tuple = RACTuple.tupleWithObjectsFromArray(asPlaceholders)
        #expect((0..<asPlaceholders.count).map { tuple.objectAtIndex($0) == nil } == [true, true, true, true, true])
        let others: [Any] = [0, "", Other(), Other() as AnyObject, AnyHashable(1), 1 as any CustomStringConvertible,
                             FloatingPointSign.minus, (1, 2), NSNull()]
        let values = RACTuple.tupleWithObjectsFromArray(others)
        #expect((0..<others.count).map { values.objectAtIndex($0) == nil } == Array(repeating: false, count: others.count))
    }

    @Test("unpack fills missing trailing elements with nil") func unpack() {
        let (a, b, c) = RACTupleUnpack(RACTuplePack(1, 2))
        #expect(a as? Int == 1 && b as? Int == 2 && c == nil)
        let (x, y) = RACTupleUnpack(RACTuplePack("x", "y", "z"))
        #expect(x as? String == "x" && y as? String == "y")
        let (_, _, _, d) = RACTupleUnpack(RACTuplePack(1))
        #expect(d == nil)
        let (_, _, _, _, e) = RACTupleUnpack(RACTuplePack(1, 2, 3, 4, 5))
        #expect(e as? Int == 5)
    }

    @Test("factories, NSNull conversion, equality, hashing, description") func factories() {
        #expect(RACTuple.tupleWithObjectsFromArray([1, NSNull()])[1] is NSNull)
        #expect(RACTuple.tupleWithObjectsFromArray([1, NSNull()], convertNullsToNils: true)[1] == nil)
        #expect(RACTuple(objectsFromArray: [1]).count == 1)
        #expect(RACTuple.tupleWithObjects(1, nil) == RACTuplePack(1, nil))
        #expect(RACTuplePack(1, 2) != RACTuplePack(1, 3))
        #expect(Set([RACTuplePack(1), RACTuplePack(1)]).count == 1)
        #expect(RACTuplePack(1, nil).description.hasSuffix("( 1, <null> )"))
        let opt: Int? = nil
        #expect(RACTuplePack(opt as Any)[0] == nil)
    }
}

@Suite("2.20 RACUnit") struct UnitTests {
    @Test("defaultUnit is a singleton") func unit() {
        #expect(RACUnit.defaultUnit() === RACUnit.defaultUnit())
        #expect(RACUnit.defaultUnit() == RACUnit.defaultUnit())
        #expect(RACUnit.defaultUnit().description == "RACUnit")
        #expect(Set([RACUnit.defaultUnit()]).count == 1)
    }
}

@Suite("2.21 RACEvent") struct EventTests {
    @Test("completedEvent is a singleton; nil payloads are valid; equality") func events() {
        #expect(RACEvent.completedEvent() === RACEvent.completedEvent())
        #expect(RACEvent.completedEvent().isFinished)
        let n = RACEvent.eventWithValue(nil)
        #expect(n.eventType == .next && n.value == nil && !n.isFinished)
        let e = RACEvent.eventWithError(nil)
        #expect(e.eventType == .error && e.error == nil && e.isFinished)
        #expect(RACEvent(value: 1) == RACEvent(value: 1))
        #expect(RACEvent(value: 1) != RACEvent(value: 2))
        #expect(RACEvent(error: testError(1)) == RACEvent(error: testError(1)))
        #expect(RACEvent(error: testError(1)) != RACEvent(error: nil))
        #expect(RACEvent(value: "x").description.hasSuffix("{ next = x }"))
        #expect(RACEventType.next.rawValue == 2)
    }
}
