extension Signal {
    /// Builds an operator's output signal: `body` receives each upstream event with the output's input observer.
    /// The output observes `self` for as long as it lives; this is how every single-input operator is written.
    @inlinable
    func transform<U, F>(_ body: @escaping (Event, Signal<U, F>.Observer) -> Void) -> Signal<U, F> {
        Signal<U, F> { observer, lifetime in
            lifetime.attach(self.observe(Observer { event in body(event, observer) }))
        }
    }

    /// Sends `transform(value)` for each value.
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
        self.transform { event, observer in
            switch event {
            case let .value(value): observer.send(value: transform(value))
            case let .failed(error): observer.send(error: error)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }

    /// Replaces every value with `value`.
    @inlinable
    public func map<U>(value: U) -> Signal<U, Error> {
        map { _ in value }
    }

    /// Sends the value at `keyPath` of each value.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Signal<U, Error> {
        map { $0[keyPath: keyPath] }
    }

    /// Transforms the error of a failure.
    @inlinable
    public func mapError<F: Swift.Error>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
        self.transform { event, observer in observer.send(event.mapError(transform)) }
    }

    /// Forwards only the values for which `isIncluded` returns true.
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        self.transform { event, observer in
            if case let .value(value) = event, !isIncluded(value) { return }
            observer.send(event)
        }
    }

    /// Sends the non-nil results of `transform`.
    @inlinable
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        self.transform { event, observer in
            switch event {
            case let .value(value):
                if let mapped = transform(value) { observer.send(value: mapped) }
            case let .failed(error): observer.send(error: error)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }

    /// Deprecated upstream name of `compactMap`.
    @available(*, deprecated, renamed: "compactMap")
    public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        compactMap(transform)
    }
}

extension Signal where Value: OptionalProtocol {
    /// Drops nil values and unwraps the rest.
    @inlinable
    public func skipNil() -> Signal<Value.Wrapped, Error> {
        compactMap { $0.optional }
    }
}

extension SignalProducer {
    /// Sends `transform(value)` for each value.
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
        lift { $0.map(transform) }
    }

    /// Replaces every value with `value`.
    @inlinable
    public func map<U>(value: U) -> SignalProducer<U, Error> {
        lift { $0.map(value: value) }
    }

    /// Sends the value at `keyPath` of each value.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
        lift { $0.map(keyPath) }
    }

    /// Transforms the error of a failure.
    @inlinable
    public func mapError<F: Swift.Error>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
        lift { $0.mapError(transform) }
    }

    /// Forwards only the values for which `isIncluded` returns true.
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        lift { $0.filter(isIncluded) }
    }

    /// Sends the non-nil results of `transform`.
    @inlinable
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        lift { $0.compactMap(transform) }
    }

    /// Deprecated upstream name of `compactMap`.
    @available(*, deprecated, renamed: "compactMap")
    public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        compactMap(transform)
    }
}

extension SignalProducer where Value: OptionalProtocol {
    /// Drops nil values and unwraps the rest.
    @inlinable
    public func skipNil() -> SignalProducer<Value.Wrapped, Error> {
        lift { $0.skipNil() }
    }
}
