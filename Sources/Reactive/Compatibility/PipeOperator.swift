// RAC 3's pipe-forward operator `|>` and the free curried operators the seed chains with it (contract 3.3).

/// Precedence of RAC 3's `|>`: left-associative, between binding (`<~`) and the ternary operator.
precedencegroup PipeForwardPrecedence {
    associativity: left
    higherThan: BindingPrecedence
    lowerThan: TernaryPrecedence
}

/// RAC 3's pipe-forward operator: `signal |> transform` is `transform(signal)`.
infix operator |> : PipeForwardPrecedence

/// RAC 3 pipe-forward of a signal into any transform (discardable: RAC 3 chains ended in `|> observe { ... }`).
@available(*, deprecated, message: "RAC 3 pipe-forward operator: chain methods instead, e.g. signal.map { ... }")
@discardableResult
public func |> <Value, Error, Result>(signal: Signal<Value, Error>, transform: (Signal<Value, Error>) -> Result) -> Result {
    transform(signal)
}

/// RAC 3 pipe-forward of a producer into a signal operator, which is lifted to the producer.
@available(*, deprecated, message: "RAC 3 pipe-forward operator: chain methods instead, e.g. producer.map { ... } (lifting is implicit)")
public func |> <Value, Error, U, F>(producer: SignalProducer<Value, Error>, transform: @escaping (Signal<Value, Error>) -> Signal<U, F>) -> SignalProducer<U, F> {
    producer.lift(transform)
}

/// RAC 3 pipe-forward of a producer into any producer transform (discardable, like the signal form).
@available(*, deprecated, message: "RAC 3 pipe-forward operator: chain methods instead")
@discardableResult
public func |> <Value, Error, Result>(producer: SignalProducer<Value, Error>, transform: (SignalProducer<Value, Error>) -> Result) -> Result {
    transform(producer)
}

/// RAC 3 curried `filter`, for use after `|>`.
@available(*, deprecated, message: "RAC 3 free operator: use the Signal.filter(_:) method")
public func filter<Value, Error>(_ isIncluded: @escaping (Value) -> Bool) -> (Signal<Value, Error>) -> Signal<Value, Error> {
    { signal in signal.filter(isIncluded) }
}

/// RAC 3 curried `map`, for use after `|>`.
@available(*, deprecated, message: "RAC 3 free operator: use the Signal.map(_:) method")
public func map<Value, U, Error>(_ transform: @escaping (Value) -> U) -> (Signal<Value, Error>) -> Signal<U, Error> {
    { signal in signal.map(transform) }
}

/// RAC 3 curried observation of values, for use at the end of a `|>` chain.
@available(*, deprecated, message: "RAC 3 free operator: use Signal.observeValues(_:) / observeResult(_:)")
public func observe<Value, Error>(_ next: @escaping (Value) -> Void) -> (Signal<Value, Error>) -> (any Disposable)? {
    { signal in signal.observe(Signal<Value, Error>.Observer(value: next)) }
}
