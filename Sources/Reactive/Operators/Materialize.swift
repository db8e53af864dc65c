extension Signal {
    /// Sends every event as a value, then completes (or interrupts after an interruption).
    public func materialize() -> Signal<Event, Never> {
        transform { event, observer in
            switch event {
            case .value, .failed, .completed:
                observer.send(value: event)
                if event.isTerminating { observer.sendCompleted() }
            case .interrupted:
                observer.send(value: event)
                observer.sendInterrupted()
            }
        }
    }

    /// Sends `.success` per value; a failure is sent as `.failure` and then completes.
    public func materializeResults() -> Signal<Swift.Result<Value, Error>, Never> {
        transform { event, observer in
            switch event {
            case let .value(value): observer.send(value: .success(value))
            case let .failed(error):
                observer.send(value: .failure(error))
                observer.sendCompleted()
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }
}

extension Signal where Value: EventProtocol, Error == Never {
    /// Turns event values back into events.
    public func dematerialize() -> Signal<Value.Value, Value.Error> {
        transform { event, observer in
            switch event {
            case let .value(inner): observer.send(inner.event)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }
}

extension Signal where Error == Never {
    /// Turns result values back into values and a failure.
    public func dematerializeResults<Success, Failure: Swift.Error>() -> Signal<Success, Failure> where Value == Swift.Result<Success, Failure> {
        transform { event, observer in
            switch event {
            case let .value(.success(value)): observer.send(value: value)
            case let .value(.failure(error)): observer.send(error: error)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }
}

extension SignalProducer {
    /// Sends every event as a value.
    public func materialize() -> SignalProducer<ProducedSignal.Event, Never> { liftDerived { $0.materialize() } }

    /// Sends results for values and the failure.
    public func materializeResults() -> SignalProducer<Swift.Result<Value, Error>, Never> { liftDerived { $0.materializeResults() } }
}

extension SignalProducer where Value: EventProtocol, Error == Never {
    /// Turns event values back into events.
    public func dematerialize() -> SignalProducer<Value.Value, Value.Error> { liftDerived { $0.dematerialize() } }
}

extension SignalProducer where Error == Never {
    /// Turns result values back into values and a failure.
    public func dematerializeResults<Success, Failure: Swift.Error>() -> SignalProducer<Success, Failure> where Value == Swift.Result<Success, Failure> {
        liftDerived { $0.dematerializeResults() }
    }
}
