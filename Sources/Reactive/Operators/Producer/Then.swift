extension SignalProducer {
    /// Ignores self's values; once self completes, runs `replacement` and forwards all its events. Self's failure
    /// (re-typed by `mapError`) or interruption is forwarded and `replacement` never starts.
    @inlinable
    func thenStarting<U, F>(_ replacement: SignalProducer<U, F>, mapError: @escaping (Error) -> F) -> SignalProducer<U, F> {
        SignalProducer<U, F> { observer, lifetime in
            self.startWithSignal { signal, interrupter in
                lifetime.attach(interrupter)
                signal.observe { event in
                    switch event {
                    case .value: break
                    case let .failed(error): observer.send(error: mapError(error))
                    case .interrupted: observer.sendInterrupted()
                    case .completed:
                        // The interrupt handle is registered before the start, so a run disposed meanwhile never
                        // starts the replacement.
                        replacement.startWithSignal { replacementSignal, replacementInterrupter in
                            lifetime.attach(replacementInterrupter)
                            replacementSignal.observe(observer)
                        }
                    }
                }
            }
        }
    }

    /// Runs `replacement` (which cannot fail) after self completes, ignoring self's values.
    public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Error> {
        thenStarting(replacement.flattenPromoted(), mapError: { $0 })
    }

    /// Runs `replacement` (which cannot fail) after self completes, ignoring self's values.
    public func then<Replacement>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Error> where Replacement: SignalProducerConvertible, Replacement.Error == Never {
        then(replacement.producer)
    }

    /// Runs `replacement` after self completes, ignoring self's values.
    public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
        thenStarting(replacement, mapError: { $0 })
    }

    /// Runs `replacement` after self completes, ignoring self's values.
    public func then<Replacement>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Error> where Error == Replacement.Error, Replacement: SignalProducerConvertible {
        then(replacement.producer)
    }

    /// Runs `replacement` after self completes, ignoring self's values.
    public func then(_ replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        thenStarting(replacement, mapError: { $0 })
    }

    /// Runs `replacement` after self completes, ignoring self's values.
    public func then<Replacement>(_ replacement: Replacement) -> SignalProducer<Value, Error> where Value == Replacement.Value, Error == Replacement.Error, Replacement: SignalProducerConvertible {
        then(replacement.producer)
    }
}

extension SignalProducer where Error == Never {
    /// Runs `replacement` after self completes, taking its error type.
    public func then<U, F>(_ replacement: SignalProducer<U, F>) -> SignalProducer<U, F> where F: Swift.Error {
        thenStarting(replacement, mapError: flattenAbsurd)
    }

    /// Runs `replacement` after self completes, taking its error type.
    public func then<Replacement>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Replacement.Error> where Replacement: SignalProducerConvertible {
        then(replacement.producer)
    }

    /// Runs `replacement` after self completes, ignoring self's values.
    public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Never> {
        thenStarting(replacement, mapError: flattenAbsurd)
    }

    /// Runs `replacement` after self completes, ignoring self's values.
    public func then<Replacement>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Never> where Replacement: SignalProducerConvertible, Replacement.Error == Never {
        then(replacement.producer)
    }

    /// Runs `replacement` after self completes, ignoring self's values.
    public func then(_ replacement: SignalProducer<Value, Never>) -> SignalProducer<Value, Never> {
        thenStarting(replacement, mapError: flattenAbsurd)
    }

    /// Runs `replacement` after self completes, ignoring self's values.
    public func then<Replacement>(_ replacement: Replacement) -> SignalProducer<Value, Never> where Value == Replacement.Value, Replacement: SignalProducerConvertible, Replacement.Error == Never {
        then(replacement.producer)
    }
}
