// Upstream-deprecated overloads for uninhabited types, forwarding to the current API (the RAC 3/4 spellings live in
// Compatibility/).

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
        liftDerived { $0.flattenProducers(strategy, mapError: { $0 }, toProducer: flattenAbsurd) }
    }

    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` is uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Error> where Inner: SignalProducerConvertible, Inner.Error == Never {
        liftDerived { $0.flattenProducers(strategy, mapError: { $0 }, toProducer: flattenAbsurd) }
    }
}

extension SignalProducer where Value == Never, Error == Never {
    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Inner.Error> where Inner: SignalProducerConvertible {
        liftDerived { $0.flattenProducers(strategy, mapError: flattenAbsurd, toProducer: flattenAbsurd) }
    }

    /// No inner ever starts: only the termination is forwarded.
    @discardableResult @available(*, deprecated, message: "Use `promoteValue` instead - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)") public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Inner.Error> where Inner: SignalProducerConvertible, Inner.Error == Never {
        liftDerived { $0.flattenProducers(strategy, mapError: flattenAbsurd, toProducer: flattenAbsurd) }
    }
}
