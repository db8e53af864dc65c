import Foundation

extension Signal {
    /// Forwards each value for which `action` succeeds; a failure fails the result instead.
    public func attempt(_ action: @escaping (Value) -> Swift.Result<(), Error>) -> Signal<Value, Error> {
        attemptMap { value in action(value).map { value } }
    }

    /// Sends the success of `transform` for each value; a failure fails the result.
    public func attemptMap<U>(_ transform: @escaping (Value) -> Swift.Result<U, Error>) -> Signal<U, Error> {
        self.transform { event, observer in
            switch event {
            case let .value(value):
                switch transform(value) {
                case let .success(mapped): observer.send(value: mapped)
                case let .failure(error): observer.send(error: error)
                }
            case let .failed(error): observer.send(error: error)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }
}

extension Signal where Error == Never {
    /// Gives a non-failing signal a failing error type.
    public func promoteError<F: Swift.Error>(_: F.Type = F.self) -> Signal<Value, F> {
        transform { event, observer in
            switch event {
            case let .value(value): observer.send(value: value)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }

    /// Identity: the signal already has this error type.
    public func promoteError(_: Error.Type = Error.self) -> Signal<Value, Error> { self }

    /// Fails with `error` if the input has not terminated within `interval`.
    public func timeout<NewError: Swift.Error>(after interval: TimeInterval, raising error: NewError, on scheduler: any DateScheduler) -> Signal<Value, NewError> {
        promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
    }

    /// Calls the throwing `action` for each value; a thrown error fails the result.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, any Swift.Error> {
        promoteError((any Swift.Error).self).attempt(action)
    }

    /// Sends the result of the throwing `transform`; a thrown error fails the result.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, any Swift.Error> {
        promoteError((any Swift.Error).self).attemptMap(transform)
    }
}

extension Signal where Error == any Swift.Error {
    /// Calls the throwing `action` for each value; a thrown error fails the result.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Error> {
        attemptMap { value in
            try action(value)
            return value
        }
    }

    /// Sends the result of the throwing `transform`; a thrown error fails the result.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Error> {
        attemptMap { value in Swift.Result { try transform(value) } }
    }
}

extension Signal where Value == Never {
    /// Gives a value-less signal any value type.
    public func promoteValue<U>(_: U.Type = U.self) -> Signal<U, Error> {
        transform { event, observer in
            switch event {
            case let .failed(error): observer.send(error: error)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }

    /// Identity: the signal already has this value type.
    public func promoteValue(_: Value.Type = Value.self) -> Signal<Value, Error> { self }
}

extension SignalProducer {
    /// Forwards each value for which `action` succeeds.
    public func attempt(_ action: @escaping (Value) -> Swift.Result<(), Error>) -> SignalProducer<Value, Error> {
        liftDerived { $0.attempt(action) }
    }

    /// Sends the success of `action` for each value.
    public func attemptMap<U>(_ action: @escaping (Value) -> Swift.Result<U, Error>) -> SignalProducer<U, Error> {
        liftDerived { $0.attemptMap(action) }
    }
}

extension SignalProducer where Error == Never {
    /// Gives a non-failing producer a failing error type.
    public func promoteError<F: Swift.Error>(_: F.Type = F.self) -> SignalProducer<Value, F> { liftDerived { $0.promoteError(F.self) } }

    /// Identity.
    public func promoteError(_: Error.Type = Error.self) -> SignalProducer<Value, Error> { self }

    /// Fails with `error` if the run has not terminated within `interval`.
    public func timeout<NewError: Swift.Error>(after interval: TimeInterval, raising error: NewError, on scheduler: any DateScheduler) -> SignalProducer<Value, NewError> {
        liftDerived { $0.timeout(after: interval, raising: error, on: scheduler) }
    }

    /// Calls the throwing `action` for each value.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, any Swift.Error> {
        liftDerived { $0.attempt(action) }
    }

    /// Sends the result of the throwing `action`.
    public func attemptMap<U>(_ action: @escaping (Value) throws -> U) -> SignalProducer<U, any Swift.Error> {
        liftDerived { $0.attemptMap(action) }
    }
}

extension SignalProducer where Error == any Swift.Error {
    /// Calls the throwing `action` for each value.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, Error> {
        liftDerived { $0.attempt(action) }
    }

    /// Sends the result of the throwing `transform`.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Error> {
        liftDerived { $0.attemptMap(transform) }
    }
}

extension SignalProducer where Value == Never {
    /// Gives a value-less producer any value type.
    public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Error> { liftDerived { $0.promoteValue(U.self) } }

    /// Identity.
    public func promoteValue(_: Value.Type = Value.self) -> SignalProducer<Value, Error> { self }
}
