/// What every flatten strategy's storage does with the outer stream's events.
@usableFromInline
protocol FlattenStorage: AnyObject {
    associatedtype InnerValue
    associatedtype InnerError: Swift.Error

    /// A new inner arrived on the outer stream.
    func outerValue(_ inner: SignalProducer<InnerValue, InnerError>)
    /// The outer stream completed.
    func outerCompleted()
    /// The outer failed, or an inner's event requires the result to end at once (failure, interruption).
    func terminate(with event: Signal<InnerValue, InnerError>.Event)
    /// The result ended (terminated or disposed): stop and dispose every inner.
    func resultEnded()
}

extension Signal {
    /// Builds a flattened signal: each outer value becomes an inner producer handed to the strategy's storage.
    @inlinable
    func flattenProducers<U, F>(
        _ strategy: FlattenStrategy,
        mapError: @escaping (Error) -> F,
        toProducer: @escaping (Value) -> SignalProducer<U, F>
    ) -> Signal<U, F> {
        Signal<U, F>(after: core.chainLength) { output, lifetime in
            attachFlatten(strategy, output, lifetime, mapError, toProducer)
        }
    }

    /// Feeds this outer signal into a new storage for `strategy` that sends to `output`; everything is torn down
    /// when `lifetime` (the result's) ends.
    @inlinable
    func attachFlatten<U, F>(
        _ strategy: FlattenStrategy,
        _ output: Signal<U, F>.Observer,
        _ lifetime: Lifetime,
        _ mapError: @escaping (Error) -> F,
        _ toProducer: @escaping (Value) -> SignalProducer<U, F>
    ) {
        switch strategy.kind {
        case let .concurrent(limit):
            attachFlatten(FlattenConcurrentStorage(limit: limit, output: output), lifetime, mapError, toProducer)
        case .latest:
            attachFlatten(FlattenLatestStorage(output: output), lifetime, mapError, toProducer)
        case .race:
            attachFlatten(FlattenRaceStorage(output: output), lifetime, mapError, toProducer)
        case .throttle:
            attachFlatten(FlattenThrottleStorage(output: output), lifetime, mapError, toProducer)
        }
    }

    /// Wires the outer signal to `storage` for the lifetime of the result.
    @inlinable
    func attachFlatten<S: FlattenStorage>(
        _ storage: S,
        _ lifetime: Lifetime,
        _ mapError: @escaping (Error) -> S.InnerError,
        _ toProducer: @escaping (Value) -> SignalProducer<S.InnerValue, S.InnerError>
    ) {
        lifetime.observeEnded { storage.resultEnded() }
        lifetime += observe { event in
            switch event {
            case let .value(value): storage.outerValue(toProducer(value))
            case let .failed(error): storage.terminate(with: .failed(mapError(error)))
            case .completed: storage.outerCompleted()
            case .interrupted: storage.terminate(with: .interrupted)
            }
        }
    }
}

extension SignalProducer {
    /// The producer form of `Signal.flattenProducers`. It is not a `lift`: inners outlive the outer's completion,
    /// so they must be tied to each run's lifetime to be disposed with the run.
    @inlinable
    func flattenProducers<U, F>(
        _ strategy: FlattenStrategy,
        mapError: @escaping (Error) -> F,
        toProducer: @escaping (Value) -> SignalProducer<U, F>
    ) -> SignalProducer<U, F> {
        lifted { signal, _, output, lifetime in
            signal.attachFlatten(strategy, output, lifetime, mapError, toProducer)
        }
    }
}
