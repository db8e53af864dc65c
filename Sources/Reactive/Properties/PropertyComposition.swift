// Composition operators: each builds a composed `Property` from a producer operator applied to the sources'
// producers, which send their current values synchronously on start.

extension PropertyProtocol {
    /// A composed property whose producer is `transform(producer)`.
    func lift<U>(_ transform: (SignalProducer<Value, Never>) -> SignalProducer<U, Never>) -> Property<U> {
        Property(unsafeProducer: transform(producer))
    }

    /// A property holding `transform` of the source's value, updated on every change of the source.
    public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
        lift { $0.map(transform) }
    }

    /// A property always holding `value`, which it sends again on every change of the source.
    public func map<U>(value: U) -> Property<U> {
        lift { $0.map(value: value) }
    }

    /// A property holding the source's value at `keyPath`, updated on every change of the source.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
        lift { $0.map(keyPath) }
    }

    /// A property holding the source's latest value that passes `predicate`, or `initial` until one does.
    public func filter(initial: Value, _ predicate: @escaping (Value) -> Bool) -> Property<Value> {
        Property(initial: initial, then: producer.filter(predicate))
    }

    /// A property holding the pair of both properties' latest values, updated when either changes.
    public func combineLatest<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
        Property.combineLatest(self, other)
    }

    /// A property holding the pair of the n-th values of both properties (their current values first).
    public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
        Property.zip(self, other)
    }

    /// A property holding (previous, current) values of the source; the first pair is (`initial`, current value).
    public func combinePrevious(_ initial: Value) -> Property<(Value, Value)> {
        lift { $0.combinePrevious(initial) }
    }

    /// A property that ignores source changes `isEquivalent` to the source's previous value.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
        lift { $0.skipRepeats(isEquivalent) }
    }

    /// Maps each value to a property and follows the resulting properties as `strategy` describes.
    public func flatMap<P: PropertyProtocol>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> P) -> Property<P.Value> {
        lift { $0.flatMap(strategy) { transform($0).producer } }
    }

    /// A property that only takes source values whose identity has not been seen before.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Property<Value> {
        lift { $0.uniqueValues(transform) }
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A property that ignores source changes equal to the source's previous value.
    public func skipRepeats() -> Property<Value> {
        lift { $0.skipRepeats() }
    }
}

extension PropertyProtocol where Value: PropertyProtocol {
    /// Follows the inner properties as `strategy` describes (with `.latest`, the current inner property).
    public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
        lift { $0.flatMap(strategy) { $0.producer } }
    }
}

extension PropertyProtocol where Value: Hashable {
    /// A property that only takes source values it has not held before.
    public func uniqueValues() -> Property<Value> {
        lift { $0.uniqueValues() }
    }
}

extension PropertyProtocol where Value == Bool {
    /// A property holding the negation of the source's value.
    public func negate() -> Property<Value> {
        lift { $0.negate() }
    }

    /// A property holding the AND of both properties' latest values.
    public func and<P: PropertyProtocol>(_ property: P) -> Property<Value> where P.Value == Bool {
        lift { $0.and(property) }
    }

    /// A property holding the OR of both properties' latest values.
    public func or<P: PropertyProtocol>(_ property: P) -> Property<Value> where P.Value == Bool {
        lift { $0.or(property) }
    }

    /// A property holding the AND of all properties' latest values (true for none).
    public static func all<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Value> where P.Value == Bool, Properties.Element == P {
        if properties.isEmpty { return Property(value: true) }
        return Property(unsafeProducer: SignalProducer.all(properties))
    }

    /// A property holding the AND of all properties' latest values.
    public static func all<P: PropertyProtocol>(_ properties: P...) -> Property<Value> where P.Value == Bool {
        all(properties)
    }

    /// A property holding the OR of all properties' latest values (false for none).
    public static func any<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Value> where P.Value == Bool, Properties.Element == P {
        if properties.isEmpty { return Property(value: false) }
        return Property(unsafeProducer: SignalProducer.any(properties))
    }

    /// A property holding the OR of all properties' latest values.
    public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Value> where P.Value == Bool {
        any(properties)
    }
}
