extension SignalProducer {
    /// Starts one run observed by `observer`; disposing the result interrupts that run.
    @discardableResult
    @inlinable
    public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> any Disposable {
        if shape != .general {
            // The whole run happens inside this call, on this thread, and nothing can interrupt it before the
            // handle is returned: the observer can be fed directly, with no signal in between.
            startHandler(observer, .unending)
            return EndedRun.shared
        }
        return startWithSignal { signal, interrupter in
            signal.observeForever(observer)
            return interrupter
        }
    }

    /// Starts one run whose events go to `action`.
    @discardableResult
    @inlinable
    public func start(_ action: @escaping Signal<Value, Error>.Observer.Action) -> any Disposable {
        start(Signal.Observer(action))
    }

    /// Starts; `action` gets `.success` per value and `.failure` on failure.
    @discardableResult
    @inlinable
    public func startWithResult(_ action: @escaping (Swift.Result<Value, Error>) -> Void) -> any Disposable {
        start(Signal.Observer(value: { action(.success($0)) }, failed: { action(.failure($0)) }))
    }

    /// Starts; `action` runs on completion only.
    @discardableResult
    @inlinable
    public func startWithCompleted(_ action: @escaping () -> Void) -> any Disposable {
        start(Signal.Observer(completed: action))
    }

    /// Starts; `action` runs with the error on failure only.
    @discardableResult
    @inlinable
    public func startWithFailed(_ action: @escaping (Error) -> Void) -> any Disposable {
        start(Signal.Observer(failed: action))
    }

    /// Starts; `action` runs on interruption only.
    @discardableResult
    @inlinable
    public func startWithInterrupted(_ action: @escaping () -> Void) -> any Disposable {
        start(Signal.Observer(interrupted: action))
    }

    /// Unavailable for failing producers: remove the error first or use `startWithResult`.
    @available(*, unavailable, message: "Transform the error to `Never` beforehand, or use `startWithResult` instead")
    @discardableResult
    public func startWithValues(_ action: @escaping (Value) -> Void) -> any Disposable { AnyDisposable() }

    /// Applies a signal operator to every run of this producer; disposing a run also lets go of the operator's output.
    @inlinable
    public func lift<U, F: Swift.Error>(_ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>) -> SignalProducer<U, F> {
        // The output may not end with its input (`{ _ in Signal.never }`): the run's end detaches the observer, so an
        // output nothing else holds is disposed, as ReactiveSwift ties it to the run.
        lifted { signal, _, observer, lifetime in lifetime.attach(transform(signal).observe(observer)) }
    }

    /// `lift` for this module's operators, whose output always ends when its input ends: interrupting the input is
    /// enough to end the output, so the observer is attached for good and costs no detachable node.
    @inlinable
    func liftDerived<U, F: Swift.Error>(_ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>) -> SignalProducer<U, F> {
        lifted { signal, _, observer, _ in transform(signal).observeForever(observer) }
    }

    /// A producer whose every run starts this one and calls `attach` with the run's signal and interrupt handle (which
    /// the lifetime disposes), the observer and the lifetime, before the run starts: the unary lifts, whose node holds
    /// this producer (see `ProducerLift`).
    @inlinable
    func lifted<U, F: Swift.Error>(
        _ attach: @escaping (Signal<Value, Error>, any Disposable, Signal<U, F>.Observer, Lifetime) -> Void
    ) -> SignalProducer<U, F> {
        let link = ProducerLift(upstream: self, attach: attach)
        var producer = SignalProducer<U, F>(link.start)
        producer.node = link
        return producer
    }

    /// Applies a binary signal operator to every run of this producer and of the producer given later; the
    /// argument producer is started first.
    public func lift<U, F: Swift.Error, V, G: Swift.Error>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        liftRight(transform)
    }

    /// Binary lift that starts this producer (the left side) before the argument; disposing a run also lets go of
    /// the operator's output.
    @usableFromInline
    func liftLeft<U, F: Swift.Error, V, G: Swift.Error>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        liftBinary(leftFirst: true, detachable: true, transform)
    }

    /// Binary lift that starts the argument (the right side) before this producer; disposing a run also lets go of
    /// the operator's output.
    @usableFromInline
    func liftRight<U, F: Swift.Error, V, G: Swift.Error>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        liftBinary(leftFirst: false, detachable: true, transform)
    }

    /// `liftLeft` for this module's operators, whose output ends when both inputs are interrupted.
    @usableFromInline
    func liftLeftDerived<U, F: Swift.Error, V, G: Swift.Error>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        liftBinary(leftFirst: true, detachable: false, transform)
    }

    /// `liftRight` for this module's operators, whose output ends when both inputs are interrupted.
    @usableFromInline
    func liftRightDerived<U, F: Swift.Error, V, G: Swift.Error>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        liftBinary(leftFirst: false, detachable: false, transform)
    }

    /// The binary lifts: starts both sides in the given order and observes the operator's output, detachably when
    /// the output may outlive its inputs; the producer's node holds both sides (see `ProducerPair`).
    @usableFromInline
    func liftBinary<U, F: Swift.Error, V, G: Swift.Error>(
        leftFirst: Bool,
        detachable: Bool,
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        { right in
            let link = ProducerPair(left: self, right: right, leftFirst: leftFirst, detachable: detachable, transform: transform)
            var producer = SignalProducer<V, G>(link.start)
            producer.node = link
            return producer
        }
    }
}

extension SignalProducer where Error == Never {
    /// Starts; `action` runs for every value.
    @discardableResult
    @inlinable
    public func startWithValues(_ action: @escaping (Value) -> Void) -> any Disposable {
        start(Signal.Observer(value: action))
    }

    /// Never called: `Never` errors cannot exist.
    @available(*, deprecated, message: "Observer is never called - error type `Never` is uninstantiable (Use at runtime would trap)")
    @discardableResult
    public func startWithFailed(_ action: @escaping (Error) -> Void) -> any Disposable {
        start(Signal.Observer(failed: action))
    }
}

extension SignalProducer where Value == Never {
    /// Only failures are delivered: `Never` values cannot exist.
    @available(*, deprecated, message: "`Result.success` is never delivered - value type `Never` is uninstantiable (Use at runtime would trap)")
    @discardableResult
    public func startWithResult(_ action: @escaping (Swift.Result<Value, Error>) -> Void) -> any Disposable {
        start(Signal.Observer(failed: { action(.failure($0)) }))
    }
}

extension SignalProducer where Value == Never, Error == Never {
    /// Never called: neither values nor errors can exist.
    @available(*, deprecated, message: "Observer is never called - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)")
    @discardableResult
    public func startWithResult(_ action: @escaping (Swift.Result<Value, Error>) -> Void) -> any Disposable {
        start()
    }

    /// Never called: `Never` values cannot exist.
    @available(*, deprecated, message: "Observer is never called - value type `Never` is uninstantiable (Use at runtime would trap)")
    @discardableResult
    public func startWithValues(_ action: @escaping (Value) -> Void) -> any Disposable {
        start()
    }
}
