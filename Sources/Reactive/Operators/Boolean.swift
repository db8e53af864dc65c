extension Signal where Value == Bool {
    /// The logical NOT of each value.
    public func negate() -> Signal<Value, Error> { map(!) }

    /// The logical AND of the latest values of both signals.
    public func and(_ signal: Signal<Value, Error>) -> Signal<Value, Error> {
        combineLatest(with: signal).map { $0 && $1 }
    }

    /// The logical OR of the latest values of both signals.
    public func or(_ signal: Signal<Value, Error>) -> Signal<Value, Error> {
        combineLatest(with: signal).map { $0 || $1 }
    }

    /// The logical AND of the latest values of all signals; an empty collection never sends.
    public static func all<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> Signal<Value, Error> where BooleansCollection.Element == Signal<Bool, Error> {
        combineLatest(booleans).map { $0.allSatisfy { $0 } }
    }

    /// The logical AND of the latest values of all signals.
    public static func all(_ booleans: Signal<Value, Error>...) -> Signal<Value, Error> { all(booleans) }

    /// The logical OR of the latest values of all signals; an empty collection never sends.
    public static func any<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> Signal<Value, Error> where BooleansCollection.Element == Signal<Bool, Error> {
        combineLatest(booleans).map { $0.contains(true) }
    }

    /// The logical OR of the latest values of all signals.
    public static func any(_ booleans: Signal<Value, Error>...) -> Signal<Value, Error> { any(booleans) }
}

extension SignalProducer where Value == Bool {
    /// The logical NOT of each value.
    public func negate() -> SignalProducer<Value, Error> { map(!) }

    /// The logical AND of the latest values.
    public func and(_ booleans: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        combineLatest(with: booleans).map { $0 && $1 }
    }

    /// The logical AND of the latest values.
    public func and<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Value, Error> where Booleans.Value == Bool, Booleans.Error == Error {
        and(booleans.producer)
    }

    /// The logical OR of the latest values.
    public func or(_ booleans: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        combineLatest(with: booleans).map { $0 || $1 }
    }

    /// The logical OR of the latest values.
    public func or<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Value, Error> where Booleans.Value == Bool, Booleans.Error == Error {
        or(booleans.producer)
    }

    /// The logical AND of the latest values of all producers; an empty collection sends true and completes.
    public static func all<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> SignalProducer<Value, Error> where BooleansCollection.Element == SignalProducer<Bool, Error> {
        // As upstream: no inputs is vacuously true.
        if booleans.isEmpty { return SignalProducer(value: true) }
        return combineLatest(booleans).map { $0.allSatisfy { $0 } }
    }

    /// The logical AND of the latest values of all producers.
    public static func all(_ booleans: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> { all(booleans) }

    /// The logical AND of the latest values of all producers.
    public static func all<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(_ booleans: BooleansCollection) -> SignalProducer<Value, Error> where Booleans == BooleansCollection.Element, Booleans.Value == Bool, Booleans.Error == Error {
        all(booleans.map(\.producer))
    }

    /// The logical OR of the latest values of all producers; an empty collection sends false and completes.
    public static func any<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> SignalProducer<Value, Error> where BooleansCollection.Element == SignalProducer<Bool, Error> {
        // As upstream: no inputs is false.
        if booleans.isEmpty { return SignalProducer(value: false) }
        return combineLatest(booleans).map { $0.contains(true) }
    }

    /// The logical OR of the latest values of all producers.
    public static func any(_ booleans: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> { any(booleans) }

    /// The logical OR of the latest values of all producers.
    public static func any<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(_ booleans: BooleansCollection) -> SignalProducer<Value, Error> where Booleans == BooleansCollection.Element, Booleans.Value == Bool, Booleans.Error == Error {
        any(booleans.map(\.producer))
    }
}
