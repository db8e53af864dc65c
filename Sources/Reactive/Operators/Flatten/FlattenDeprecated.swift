// Upstream-deprecated overloads for uninhabited types, and RAC 4 spellings (contract 3.3), forwarding to the
// current API.

extension FlattenStrategy {
    /// RAC 4 name of `merge`.
    @available(*, deprecated, renamed: "merge") public static var Merge: FlattenStrategy { .merge }
    /// RAC 4 name of `concat`.
    @available(*, deprecated, renamed: "concat") public static var Concat: FlattenStrategy { .concat }
    /// RAC 4 name of `latest`.
    @available(*, deprecated, renamed: "latest") public static var Latest: FlattenStrategy { .latest }
}

extension Signal {
    /// RAC 4 name of `flatMapError(_:)`.
    @available(*, deprecated, renamed: "flatMapError(_:)") public func `catch`<F>(_ handler: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> {
        flatMapError(handler)
    }

    /// RAC 4 spelling of `merge(_:)`.
    @available(*, deprecated, renamed: "merge(_:)") public static func merge<Seq: Sequence>(signals: Seq) -> Signal<Value, Error> where Seq.Element == Signal<Value, Error> {
        merge(signals)
    }
}

extension SignalProducer {
    /// RAC 4 name of `flatMapError(_:)`.
    @available(*, deprecated, renamed: "flatMapError(_:)") public func `catch`<F>(_ handler: @escaping (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> {
        flatMapError(handler)
    }

    /// RAC 4 spelling of `merge(_:)`.
    @available(*, deprecated, renamed: "merge(_:)") public static func merge<Seq: Sequence>(producers: Seq) -> SignalProducer<Value, Error> where Seq.Element == SignalProducer<Value, Error> {
        merge(producers)
    }
}

extension Signal where Error == Never {
    /// Never switches: a signal that cannot fail only gets its error type changed.
    @discardableResult @available(*, deprecated, message: "Use `promoteError` instead - error type `Never` is uninstantiable (Use at runtime would trap)") public func flatMapError<NewError>(_ transform: @escaping (Error) -> SignalProducer<Value, NewError>) -> Signal<Value, NewError> where NewError: Swift.Error {
        mapError(flattenAbsurd)
    }
}

extension SignalProducer where Error == Never {
    /// Never switches: a producer that cannot fail only gets its error type changed.
    @discardableResult @available(*, deprecated, message: "Use `promoteError` instead - error type `Never` is uninstantiable (Use at runtime would trap)") public func flatMapError<NewError>(_ transform: @escaping (Error) -> SignalProducer<Value, NewError>) -> SignalProducer<Value, NewError> where NewError: Swift.Error {
        mapError(flattenAbsurd)
    }
}

extension Signal where Value == Never {
    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` is uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> Signal<Inner.Value, Error> where Error == Inner.Error, Inner: SignalProducerConvertible {
        flattenProducers(strategy, mapError: { $0 }, toProducer: flattenAbsurd)
    }

    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` is uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> Signal<Inner.Value, Error> where Inner: SignalProducerConvertible, Inner.Error == Never {
        flattenProducers(strategy, mapError: { $0 }, toProducer: flattenAbsurd)
    }
}

extension Signal where Value == Never, Error == Never {
    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> Signal<Inner.Value, Inner.Error> where Inner: SignalProducerConvertible {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: flattenAbsurd)
    }

    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> Signal<Inner.Value, Inner.Error> where Inner: SignalProducerConvertible, Inner.Error == Never {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: flattenAbsurd)
    }
}

extension SignalProducer where Value == Never {
    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` is uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Error> where Error == Inner.Error, Inner: SignalProducerConvertible {
        lift { $0.flattenProducers(strategy, mapError: { $0 }, toProducer: flattenAbsurd) }
    }

    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` is uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Error> where Inner: SignalProducerConvertible, Inner.Error == Never {
        lift { $0.flattenProducers(strategy, mapError: { $0 }, toProducer: flattenAbsurd) }
    }
}

extension SignalProducer where Value == Never, Error == Never {
    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Inner.Error> where Inner: SignalProducerConvertible {
        lift { $0.flattenProducers(strategy, mapError: flattenAbsurd, toProducer: flattenAbsurd) }
    }

    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Inner.Error> where Inner: SignalProducerConvertible, Inner.Error == Never {
        lift { $0.flattenProducers(strategy, mapError: flattenAbsurd, toProducer: flattenAbsurd) }
    }
}
