/// Turns a value of an uninhabited type into any type; used to re-type `Never` errors.
@inlinable
func flattenAbsurd<T>(_ never: Never) -> T {}

extension SignalProducer where Error == Never {
    /// Re-types a producer that cannot fail to any error type.
    @inlinable
    func flattenPromoted<F: Swift.Error>(_: F.Type = F.self) -> SignalProducer<Value, F> {
        // Observes the run directly instead of lifting, which would add an intermediate signal per inner.
        SignalProducer<Value, F> { observer, lifetime in
            self.startWithSignal { signal, interrupter in
                lifetime.attach(interrupter)
                signal.observe { event in observer.send(event.mapError(flattenAbsurd)) }
            }
        }
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Value.Error {
    /// Flattens the inner streams with `strategy`; any failure ends the result at once.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        flattenProducers(strategy, mapError: { $0 }, toProducer: { $0.producer })
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Never {
    /// Flattens the inner streams of a signal that cannot fail, with `strategy`.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: { $0.producer })
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
    /// Flattens inner streams that cannot fail, with `strategy`.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: { $0.producer })
    }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never {
    /// Flattens inner streams that cannot fail into a signal with the outer's error type.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        flattenProducers(strategy, mapError: { $0 }, toProducer: { $0.producer.flattenPromoted() })
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Value.Error {
    /// Flattens the inner streams with `strategy`; any failure ends the result at once.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        flattenProducers(strategy, mapError: { $0 }, toProducer: { $0.producer })
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never {
    /// Flattens the inner streams of a producer that cannot fail, with `strategy`.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: { $0.producer })
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
    /// Flattens inner streams that cannot fail, with `strategy`.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
        flattenProducers(strategy, mapError: flattenAbsurd, toProducer: { $0.producer })
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never {
    /// Flattens inner streams that cannot fail into a producer with the outer's error type.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        flattenProducers(strategy, mapError: { $0 }, toProducer: { $0.producer.flattenPromoted() })
    }
}

extension Signal where Value: Sequence {
    /// Sends every element of each sequence value, in order.
    @inlinable
    public func flatten() -> Signal<Value.Iterator.Element, Error> {
        transform { event, observer in
            switch event {
            case let .value(sequence):
                for element in sequence { observer.send(value: element) }
            case let .failed(error): observer.send(error: error)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }
}

extension SignalProducer where Value: Sequence {
    /// Sends every element of each sequence value, in order.
    @inlinable
    public func flatten() -> SignalProducer<Value.Iterator.Element, Error> {
        liftDerived { $0.flatten() }
    }
}
