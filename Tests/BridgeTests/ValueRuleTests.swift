import Foundation
import Testing
import RACLegacy
import Reactive
@testable import Bridge

@Suite("2 Shared rules: RACLegacyBridgeError and the value rule")
struct ValueRuleTests {
    @Test("descriptions are non-empty and name the case")
    func descriptions() {
        #expect(RACLegacyBridgeError.nilError.description.contains("nilError"))
        let mismatch = RACLegacyBridgeError.typeMismatch(expected: "Int", actual: "String").description
        #expect(mismatch.contains("typeMismatch") && mismatch.contains("Int") && mismatch.contains("String"))
        let arity = RACLegacyBridgeError.arityMismatch(expected: 2, actual: 3).description
        #expect(arity.contains("arityMismatch") && arity.contains("2") && arity.contains("3"))
    }

    @Test("RAC → Swift: plain values cast; boxed optionals are unwrapped at any depth")
    func racToSwift() throws {
        #expect(try bridgedValue(from: 1, as: Int.self) == 1)
        #expect(try bridgedValue(from: Optional(Optional(2)) as Any, as: Int.self) == 2)
        #expect(try bridgedValue(from: "a", as: String?.self) == "a")
        #expect((try bridgedValue(from: 1, as: Any.self)) as? Int == 1)
    }

    @Test("RAC → Swift: nil (plain or boxed) is T's nil for optional T, a mismatch otherwise, Any included")
    func racNil() throws {
        #expect(try bridgedValue(from: nil, as: Int?.self) == nil)
        let doubleOptional = try bridgedValue(from: Optional<Int>.none as Any, as: Int??.self)
        #expect(doubleOptional == .none)
        #expect(throws: RACLegacyBridgeError.typeMismatch(expected: "Int", actual: "nil")) {
            try bridgedValue(from: nil, as: Int.self)
        }
        #expect(throws: RACLegacyBridgeError.typeMismatch(expected: "Any", actual: "nil")) {
            try bridgedValue(from: Optional<Int>.none as Any, as: Any.self)
        }
    }

    @Test("RAC → Swift: no numeric bridging; the mismatch names the dynamic type")
    func noNumericBridging() {
        #expect(throws: RACLegacyBridgeError.typeMismatch(expected: "Double", actual: "Int")) {
            try bridgedValue(from: 1, as: Double.self)
        }
        #expect(throws: RACLegacyBridgeError.typeMismatch(expected: "Int", actual: "String")) {
            try bridgedValue(from: Optional("a") as Any, as: Int.self)
        }
    }

    @Test("Swift → RAC: nil of any depth is a plain nil, some(x) is x")
    func swiftToRAC() {
        #expect(bridgedValue(Optional<Int>.none) == nil)
        #expect(bridgedValue(Int??.some(.none)) == nil)
        #expect(bridgedValue(Int??.some(.some(3))) as? Int == 3)
        #expect(bridgedValue("a") as? String == "a")
        // Values whose static type is Any (a generic T == Any): the optional inside is still flattened.
        #expect(bridgedValue(Optional<Int>.none as Any) == nil)
        #expect(bridgedValue(Optional(3) as Any).map { String(describing: $0) } == "3")
    }

    @Test("existential and class targets: boxed optionals are still flattened, subclasses kept")
    func existentialsAndClasses() throws {
        let flattened = try bridgedValue(from: Optional(3) as Any, as: (any Hashable).self)
        #expect(flattened as? Int == 3)
        #expect(throws: RACLegacyBridgeError.typeMismatch(expected: "Hashable", actual: "nil")) {
            try bridgedValue(from: Optional<Int>.none as Any, as: (any Hashable).self)
        }
        let sub = SubNode()
        #expect(try bridgedValue(from: sub, as: Node.self) === sub)
        #expect(bridgedValue(sub as Node) as? SubNode === sub)
        #expect(bridgedValue(Optional(3) as any Hashable).map { String(describing: type(of: $0)) } == "Int")
        #expect(bridgedValue(Optional<Int>.none as any Hashable) == nil)
    }
}

private class Node {}
private final class SubNode: Node {}
