/// A mutable property whose proposed values go through a validator before they are written.
///
/// A valid value is written, a coerced one is replaced by the validator's substitute, an invalid one is not
/// written; `result` tells which happened to the latest proposal. Changes made directly to the wrapped property are
/// validated too (and stay written whatever the verdict).
public final class ValidatingProperty<Value, ValidationError: Swift.Error>: MutablePropertyProtocol {
    /// A validator's verdict on a proposed value.
    public enum Decision {
        /// The proposed value is accepted as is.
        case valid
        /// The proposed value is replaced by the given one, optionally with an explanation.
        case coerced(Value, ValidationError?)
        /// The proposed value is rejected.
        case invalid(ValidationError)
    }

    /// The outcome of validating the latest proposed value.
    public enum Result {
        /// The value was accepted and written.
        case valid(Value)
        /// The replacement was written instead of the proposed value.
        case coerced(replacement: Value, proposed: Value, error: ValidationError?)
        /// The proposed value was rejected and not written.
        case invalid(Value, ValidationError)

        /// True for `.invalid`.
        public var isInvalid: Bool {
            if case .invalid = self { return true }
            return false
        }

        /// The value that was written: the accepted value or the replacement; nil when rejected.
        public var value: Value? {
            switch self {
            case let .valid(value): return value
            case let .coerced(replacement, _, _): return replacement
            case .invalid: return nil
            }
        }

        /// The validator's error for a rejected or coerced value; nil for a valid one.
        public var error: ValidationError? {
            switch self {
            case .valid: return nil
            case let .coerced(_, _, error): return error
            case let .invalid(_, error): return error
            }
        }

        /// The value that was proposed.
        var proposed: Value {
            switch self {
            case let .valid(value): return value
            case let .coerced(_, proposed, _): return proposed
            case let .invalid(value, _): return value
            }
        }

        init(_ proposed: Value, _ decision: Decision) {
            switch decision {
            case .valid: self = .valid(proposed)
            case let .coerced(replacement, error): self = .coerced(replacement: replacement, proposed: proposed, error: error)
            case let .invalid(error): self = .invalid(proposed, error)
            }
        }
    }

    /// A property never fails.
    public typealias Error = Never

    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// The result of validating the latest proposed value (or the latest direct change of the wrapped property).
    public let result: Property<Result>

    /// The wrapped property's value; setting it proposes a value to the validator.
    public var value: Value {
        get { getter() }
        set { setter(newValue) }
    }

    /// The wrapped property's producer: its current value, then every change.
    public let producer: SignalProducer<Value, Never>

    /// The wrapped property's changes; completes when it deinitialises.
    public let signal: Signal<Value, Never>

    /// The wrapped property's lifetime.
    public let lifetime: Lifetime

    /// Validates proposals for `inner` (which it retains) with `validator`; direct changes of `inner` are validated
    /// as they happen.
    public init<Inner: ComposableMutablePropertyProtocol>(_ inner: Inner, _ validator: @escaping (Value) -> Decision) where Inner.Value == Value {
        getter = { inner.value }
        producer = inner.producer
        signal = inner.signal
        lifetime = inner.lifetime

        // Set while this property writes an accepted value back into `inner`, so that the write is not validated a
        // second time as a direct change. Read and written only while `inner`'s lock is held.
        var isWritingBack = false

        let results: MutableProperty<Result> = inner.withValue { initial in
            let results = MutableProperty(Result(initial, validator(initial)))
            results <~ inner.signal
                .filter { _ in !isWritingBack }
                .map { Result($0, validator($0)) }
            return results
        }
        result = Property(capturing: results)

        setter = { proposed in
            // Holding `inner`'s lock makes validating, publishing the result and writing back one step.
            inner.withValue { _ in
                let outcome = Result(proposed, validator(proposed))
                results.value = outcome
                if let accepted = outcome.value {
                    isWritingBack = true
                    defer { isWritingBack = false }
                    inner.value = accepted
                }
            }
        }
    }

    /// Validates proposals for a new `MutableProperty(initial)`.
    public convenience init(_ initial: Value, _ validator: @escaping (Value) -> Decision) {
        self.init(MutableProperty(initial), validator)
    }

    /// Validates proposals for `inner` against `other`'s latest value; every change of `other` validates the last
    /// proposed value again. `other` is not retained.
    public convenience init<Other: PropertyProtocol>(_ inner: MutableProperty<Value>, with other: Other, _ validator: @escaping (Value, Other.Value) -> Decision) {
        let other = Property(other)
        self.init(inner) { validator($0, other.value) }
        revalidate(whenever: other.signal)
    }

    /// Validates proposals for a new `MutableProperty(initial)` against `other`'s latest value; every change of
    /// `other` validates the last proposed value again.
    public convenience init<Other: PropertyProtocol>(_ initial: Value, with other: Other, _ validator: @escaping (Value, Other.Value) -> Decision) {
        self.init(MutableProperty(initial), with: other, validator)
    }

    /// Validates proposals for a new `MutableProperty(initial)` against the value last proposed to `other`; every
    /// new result of `other` validates the last proposed value again.
    public convenience init<U, E: Swift.Error>(_ initial: Value, with other: ValidatingProperty<U, E>, _ validator: @escaping (Value, U) -> Decision) {
        self.init(MutableProperty(initial), with: other, validator)
    }

    /// Validates proposals for `inner` against the value last proposed to `other`; every new result of `other`
    /// validates the last proposed value again. Only `other`'s result is retained.
    public convenience init<U, E: Swift.Error>(_ inner: MutableProperty<Value>, with other: ValidatingProperty<U, E>, _ validator: @escaping (Value, U) -> Decision) {
        let otherResults = other.result
        self.init(inner) { validator($0, otherResults.value.proposed) }
        revalidate(whenever: otherResults.signal)
    }

    /// Proposes the last proposed value again each time `trigger` sends, while this property lives.
    private func revalidate<T>(whenever trigger: Signal<T, Never>) {
        trigger
            .take(during: lifetime)
            .observeValues { [weak self] _ in
                guard let self else { return }
                self.value = self.result.value.proposed
            }
    }
}

// The wrapped property's lock orders validation and write-back; `result` and the signals are thread-safe.
extension ValidatingProperty: @unchecked Sendable {}
