extension Signal {
    /// Maps each value to an inner producer and flattens them with `strategy`.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>) -> Signal<U, Error> {
        flattenProducers(strategy, mapError: { $0 }, toProducer: transform)
    }

    /// Maps each value to an inner stream and flattens them with `strategy`.
    @inlinable
    public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> Signal<Inner.Value, Error> where Error == Inner.Error, Inner: SignalProducerConvertible {
        flattenProducers(strategy, mapError: { $0 }, toProducer: { transform($0).producer })
    }

    /// Maps each value to an inner producer that cannot fail and flattens them with `strategy`.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>) -> Signal<U, Error> {
        flattenProducers(strategy, mapError: { $0 }, toProducer: { transform($0).flattenPromoted() })
    }

    /// Maps each value to an inner stream that cannot fail and flattens them with `strategy`.
    @inlinable
    public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> Signal<Inner.Value, Error> where Inner: SignalProducerConvertible, Inner.Error == Never {
        flattenProducers(strategy, mapError: { $0 }, toProducer: { transform($0).producer.flattenPromoted() })
    }
}

extension Signal where Error == Never {
    /// Maps each value to an inner producer and flattens them with `strategy`, taking the inner error type.
    @inlinable
    public func flatMap<U, F>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>) -> Signal<U, F> where F: Swift.Error {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: transform)
    }

    /// Maps each value to an inner stream and flattens them with `strategy`, taking the inner error type.
    @inlinable
    public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> Signal<Inner.Value, Inner.Error> where Inner: SignalProducerConvertible {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: { transform($0).producer })
    }

    /// Maps each value to an inner producer that cannot fail and flattens them with `strategy`.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>) -> Signal<U, Never> {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: transform)
    }

    /// Maps each value to an inner stream that cannot fail and flattens them with `strategy`.
    @inlinable
    public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> Signal<Inner.Value, Never> where Inner: SignalProducerConvertible, Inner.Error == Never {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: { transform($0).producer })
    }
}

extension SignalProducer {
    /// Maps each value to an inner producer and flattens them with `strategy`.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>) -> SignalProducer<U, Error> {
        flattenProducers(strategy, mapError: { $0 }, toProducer: transform)
    }

    /// Maps each value to an inner stream and flattens them with `strategy`.
    @inlinable
    public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Error> where Error == Inner.Error, Inner: SignalProducerConvertible {
        flattenProducers(strategy, mapError: { $0 }, toProducer: { transform($0).producer })
    }

    /// Maps each value to an inner producer that cannot fail and flattens them with `strategy`.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>) -> SignalProducer<U, Error> {
        flattenProducers(strategy, mapError: { $0 }, toProducer: { transform($0).flattenPromoted() })
    }

    /// Maps each value to an inner stream that cannot fail and flattens them with `strategy`.
    @inlinable
    public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Error> where Inner: SignalProducerConvertible, Inner.Error == Never {
        flattenProducers(strategy, mapError: { $0 }, toProducer: { transform($0).producer.flattenPromoted() })
    }
}

extension SignalProducer where Error == Never {
    /// Maps each value to an inner producer that cannot fail and flattens them with `strategy`.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>) -> SignalProducer<U, Error> {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: transform)
    }

    /// Maps each value to an inner stream that cannot fail and flattens them with `strategy`.
    @inlinable
    public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Error> where Inner: SignalProducerConvertible, Inner.Error == Never {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: { transform($0).producer })
    }

    /// Maps each value to an inner producer and flattens them with `strategy`, taking the inner error type.
    @inlinable
    public func flatMap<U, F>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>) -> SignalProducer<U, F> where F: Swift.Error {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: transform)
    }

    /// Maps each value to an inner stream and flattens them with `strategy`, taking the inner error type.
    @inlinable
    public func flatMap<Inner>(_ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner) -> SignalProducer<Inner.Value, Inner.Error> where Inner: SignalProducerConvertible {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: { transform($0).producer })
    }
}
