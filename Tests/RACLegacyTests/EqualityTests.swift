import Testing
import Foundation
@testable import RACLegacy

@Suite("2.1 RACEqual") struct EqualityTests {
    final class Plain {}

    @Test("nil equals nil and never a value") func nils() {
        #expect(RACEqual(nil, nil))
        #expect(!RACEqual(nil, 1))
        #expect(!RACEqual("a", nil))
    }

    @Test("hashable values compare as AnyHashable") func hashables() {
        #expect(RACEqual(1, 1))
        #expect(!RACEqual(1, 2))
        #expect(RACEqual("x", "x"))
        #expect(RACEqual(RACTuplePack(1, nil), RACTuplePack(1, nil)))
    }

    @Test("non-hashable objects compare by identity") func identity() {
        let a = Plain(), b = Plain()
        #expect(RACEqual(a, a))
        #expect(!RACEqual(a, b))
    }

    @Test("other values are unequal") func others() {
        #expect(!RACEqual({ () in }, { () in }))
    }
}
