import Testing
@testable import Reactive

/// A `ValidatingProperty.Result` reduced to something `#expect` can compare.
private enum Outcome<Value: Equatable>: Equatable {
    case valid(Value)
    case coerced(Value, proposed: Value, TestError?)
    case invalid(Value, TestError)

    init(_ result: ValidatingProperty<Value, TestError>.Result) {
        switch result {
        case let .valid(value): self = .valid(value)
        case let .coerced(replacement, proposed, error): self = .coerced(replacement, proposed: proposed, error)
        case let .invalid(value, error): self = .invalid(value, error)
        }
    }
}

extension ValidatingProperty where Value: Equatable, ValidationError == TestError {
    fileprivate var outcomes: EventRecorder<Outcome<Value>, Never> {
        result.signal.map { Outcome($0) }.record()
    }

    fileprivate var outcome: Outcome<Value> { Outcome(result.value) }
}

@Suite("2.11 ValidatingProperty")
struct ValidatingPropertyTests {
    /// Non-negative values are valid, except 100, which is coerced to Int.max.
    static func rule(_ value: Int) -> ValidatingProperty<Int, TestError>.Decision {
        if value < 0 { return .invalid(.first) }
        return value == 100 ? .coerced(Int.max, .second) : .valid
    }

    @Test("a valid proposal is written and reported as valid")
    func valid() {
        let property = ValidatingProperty(0, Self.rule)
        #expect(property.outcome == .valid(0))
        let outcomes = property.outcomes
        let values = property.signal.record()
        property.value = 10
        #expect(property.value == 10)
        #expect(outcomes.values == [.valid(10)])
        #expect(values.values == [10])
    }

    @Test("a coerced proposal writes the replacement and reports both values and the error")
    func coerced() {
        let property = ValidatingProperty(0, Self.rule)
        let outcomes = property.outcomes
        property.value = 100
        #expect(property.value == Int.max)
        #expect(outcomes.values == [.coerced(Int.max, proposed: 100, .second)])
        #expect(property.result.value.value == Int.max)
        #expect(property.result.value.error == .second)
        #expect(property.result.value.isInvalid == false)
    }

    @Test("an invalid proposal is not written and is reported with its error")
    func invalid() {
        let property = ValidatingProperty(0, Self.rule)
        let outcomes = property.outcomes
        let values = property.signal.record()
        property.value = -1
        #expect(property.value == 0)
        #expect(outcomes.values == [.invalid(-1, .first)])
        #expect(values.events.isEmpty)
        #expect(property.result.value.isInvalid)
        #expect(property.result.value.value == nil)
        #expect(property.result.value.error == .first)
    }

    @Test("direct changes of the wrapped property are validated but stay written")
    func innerChangesAreValidated() {
        let inner = MutableProperty(0)
        let property = ValidatingProperty(inner, Self.rule)
        let outcomes = property.outcomes
        inner.value = -5
        #expect(property.value == -5)
        #expect(outcomes.values == [.invalid(-5, .first)])
        property.value = 100
        #expect(inner.value == Int.max)
        #expect(outcomes.values == [.invalid(-5, .first), .coerced(Int.max, proposed: 100, .second)])
    }

    @Test("a validator depending on another property revalidates the last proposal when it changes")
    func dependentOnProperty() {
        let other = MutableProperty("")
        let property = ValidatingProperty(0, with: other) { value, text -> ValidatingProperty<Int, TestError>.Decision in
            text == "ok" ? Self.rule(value) : .invalid(.first)
        }
        #expect(property.outcome == .invalid(0, .first))
        property.value = 100
        #expect(property.value == 0)
        other.value = "ok"
        #expect(property.value == Int.max)
        #expect(property.outcome == .coerced(Int.max, proposed: 100, .second))
        property.value = -1
        #expect(property.value == Int.max)
        #expect(property.outcome == .invalid(-1, .first))
    }

    @Test("the dependent forms over an existing MutableProperty write into it and do not retain the other property")
    func dependentDoesNotRetainOther() {
        var other: MutableProperty<Int>? = MutableProperty(1)
        weak let weakOther = other
        let inner = MutableProperty(0)
        let property = ValidatingProperty(inner, with: other!) { value, limit -> ValidatingProperty<Int, TestError>.Decision in
            value <= limit ? .valid : .coerced(limit, nil)
        }
        property.value = 5
        #expect(inner.value == 1)
        other!.value = 10
        #expect(inner.value == 5)
        #expect(property.outcome == .valid(5))
        other = nil
        #expect(weakOther == nil)
    }

    @Test("a validator depending on a ValidatingProperty sees its last proposed value, valid or not")
    func dependentOnValidatingProperty() {
        var other: ValidatingProperty<String, TestError>? = ValidatingProperty("") { text in
            text.hasSuffix("!") && text != "!" ? .valid : .invalid(.second)
        }
        weak let weakOther = other
        let property = ValidatingProperty(0, with: other!) { value, text -> ValidatingProperty<Int, TestError>.Decision in
            text.hasSuffix("!") ? Self.rule(value) : .invalid(.first)
        }
        property.value = 10
        #expect(property.value == 0)
        other!.value = "!"
        #expect(other!.value == "")
        #expect(property.value == 10)
        #expect(property.outcome == .valid(10))
        other!.value = "a!"
        #expect(other!.value == "a!")
        #expect(property.outcome == .valid(10))
        other = nil
        #expect(weakOther == nil)
    }

    @Test("the MutableProperty form with a ValidatingProperty dependency writes into the given property")
    func dependentInnerOnValidatingProperty() {
        let other = ValidatingProperty<Int, TestError>(1) { _ in .valid }
        let inner = MutableProperty(0)
        let property = ValidatingProperty<Int, TestError>(inner, with: other) { value, limit in
            value <= limit ? .valid : .invalid(.first)
        }
        property.value = 3
        #expect(inner.value == 0)
        other.value = 5
        #expect(inner.value == 3)
    }

    @Test("a ValidatingProperty is a binding target and its lifetime is the wrapped property's")
    func bindingTarget() {
        let property = ValidatingProperty(0, Self.rule)
        let (signal, input) = Signal<Int, Never>.pipe()
        property <~ signal
        input.send(value: 7)
        input.send(value: -7)
        #expect(property.value == 7)
        #expect(property.outcome == .invalid(-7, .first))
    }
}
