extension Signal {
    /// Forwards values, completion and interruption; on failure switches to the producer made from the error.
    @inlinable
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> where F: Swift.Error {
        Signal<Value, F>(after: core.chainLength) { output, lifetime in
            attachFlatMapError(output, lifetime, transform)
        }
    }

    /// Forwards this signal to `output` and, on failure, the producer made from the error; the recovery run is
    /// disposed when `lifetime` (the result's) ends.
    @inlinable
    func attachFlatMapError<F>(_ output: Signal<Value, F>.Observer, _ lifetime: Lifetime, _ transform: @escaping (Error) -> SignalProducer<Value, F>) {
        let recovery = SerialDisposable()
        lifetime.attach(recovery)
        lifetime += observe { event in
            switch event {
            case let .value(value):
                output.send(value: value)
            case let .failed(error):
                transform(error).startWithSignal(in: Signal<Value, F>(checkingDepth: ())) { signal, interrupter in
                    recovery.inner = interrupter
                    signal.observe(output)
                }
            case .completed:
                output.sendCompleted()
            case .interrupted:
                output.sendInterrupted()
            }
        }
    }

    /// Forwards values, completion and interruption; on failure switches to the stream made from the error.
    @inlinable
    public func flatMapError<Inner>(_ transform: @escaping (Error) -> Inner) -> Signal<Value, Inner.Error> where Value == Inner.Value, Inner: SignalProducerConvertible {
        flatMapError { transform($0).producer }
    }
}

extension SignalProducer {
    /// Forwards values, completion and interruption; on failure switches to the producer made from the error.
    @inlinable
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> where F: Swift.Error {
        // Not a `lift`: the recovery run outlives self's failure, so it is tied to each run's lifetime.
        SignalProducer<Value, F> { output, lifetime in
            self.startWithSignal { signal, interrupter in
                lifetime.attach(interrupter)
                signal.attachFlatMapError(output, lifetime, transform)
            }
        }
    }

    /// Forwards values, completion and interruption; on failure switches to the stream made from the error.
    @inlinable
    public func flatMapError<Inner>(_ transform: @escaping (Error) -> Inner) -> SignalProducer<Value, Inner.Error> where Value == Inner.Value, Inner: SignalProducerConvertible {
        flatMapError { transform($0).producer }
    }
}
