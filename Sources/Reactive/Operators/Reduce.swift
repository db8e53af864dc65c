extension Signal {
    /// Sends `(previous, current)` for every value, with `initial` as the first previous.
    public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
        scanMap(initial) { previous, value in (value, (previous, value)) }
    }

    /// Sends `(previous, current)` from the second value on.
    public func combinePrevious() -> Signal<(Value, Value), Error> {
        var previous: Value?
        return transform { event, observer in
            switch event {
            case let .value(value):
                defer { previous = value }
                if let previous { observer.send(value: (previous, value)) }
            case let .failed(error): observer.send(error: error)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }

    /// Sends the final accumulation when the input completes.
    public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> Signal<U, Error> {
        reduce(into: initialResult) { result, value in result = nextPartialResult(result, value) }
    }

    /// Sends the final accumulation when the input completes.
    public func reduce<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> Signal<U, Error> {
        var result = initialResult
        return transform { event, observer in
            switch event {
            case let .value(value): nextPartialResult(&result, value)
            case .completed:
                observer.send(value: result)
                observer.sendCompleted()
            case let .failed(error): observer.send(error: error)
            case .interrupted: observer.sendInterrupted()
            }
        }
    }

    /// Sends the running accumulation after every value.
    @inlinable
    public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> Signal<U, Error> {
        scan(into: initialResult) { result, value in result = nextPartialResult(result, value) }
    }

    /// Sends the running accumulation after every value.
    @inlinable
    public func scan<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> Signal<U, Error> {
        scanMap(into: initialResult) { result, value in
            nextPartialResult(&result, value)
            return result
        }
    }

    /// Like `scan`, with a state separate from what is sent.
    public func scanMap<State, U>(_ initialState: State, _ next: @escaping (State, Value) -> (State, U)) -> Signal<U, Error> {
        scanMap(into: initialState) { state, value in
            let (newState, output) = next(state, value)
            state = newState
            return output
        }
    }

    /// Like `scan`, with a state separate from what is sent.
    @inlinable
    public func scanMap<State, U>(into initialState: State, _ next: @escaping (inout State, Value) -> U) -> Signal<U, Error> {
        var state = initialState
        return transform { event, observer in
            switch event {
            case let .value(value): observer.send(value: next(&state, value))
            case let .failed(error): observer.send(error: error)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        }
    }
}

extension SignalProducer {
    /// Sends `(previous, current)` for every value, with `initial` as the first previous.
    public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> { liftDerived { $0.combinePrevious(initial) } }

    /// Sends `(previous, current)` from the second value on.
    public func combinePrevious() -> SignalProducer<(Value, Value), Error> { liftDerived { $0.combinePrevious() } }

    /// Sends the final accumulation when the input completes.
    public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
        liftDerived { $0.reduce(initialResult, nextPartialResult) }
    }

    /// Sends the final accumulation when the input completes.
    public func reduce<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> SignalProducer<U, Error> {
        liftDerived { $0.reduce(into: initialResult, nextPartialResult) }
    }

    /// Sends the running accumulation after every value.
    @inlinable
    public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
        liftDerived { $0.scan(initialResult, nextPartialResult) }
    }

    /// Sends the running accumulation after every value.
    @inlinable
    public func scan<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> SignalProducer<U, Error> {
        liftDerived { $0.scan(into: initialResult, nextPartialResult) }
    }

    /// Like `scan`, with a state separate from what is sent.
    public func scanMap<State, U>(_ initialState: State, _ next: @escaping (State, Value) -> (State, U)) -> SignalProducer<U, Error> {
        liftDerived { $0.scanMap(initialState, next) }
    }

    /// Like `scan`, with a state separate from what is sent.
    @inlinable
    public func scanMap<State, U>(into initialState: State, _ next: @escaping (inout State, Value) -> U) -> SignalProducer<U, Error> {
        liftDerived { $0.scanMap(into: initialState, next) }
    }
}
