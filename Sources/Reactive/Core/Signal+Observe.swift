extension Signal {
    /// Attaches a closure that receives every event.
    @discardableResult
    @inlinable
    public func observe(_ action: @escaping Signal<Value, Error>.Observer.Action) -> (any Disposable)? {
        observe(Observer(action))
    }

    /// Attaches a closure receiving `.success` per value and `.failure` on failure.
    @discardableResult
    @inlinable
    public func observeResult(_ action: @escaping (Swift.Result<Value, Error>) -> Void) -> (any Disposable)? {
        observe(Observer(value: { action(.success($0)) }, failed: { action(.failure($0)) }))
    }

    /// Attaches a closure called on completion only.
    @discardableResult
    @inlinable
    public func observeCompleted(_ action: @escaping () -> Void) -> (any Disposable)? {
        observe(Observer(completed: action))
    }

    /// Attaches a closure called with the error on failure only.
    @discardableResult
    @inlinable
    public func observeFailed(_ action: @escaping (Error) -> Void) -> (any Disposable)? {
        observe(Observer(failed: action))
    }

    /// Attaches a closure called on interruption only.
    @discardableResult
    @inlinable
    public func observeInterrupted(_ action: @escaping () -> Void) -> (any Disposable)? {
        observe(Observer(interrupted: action))
    }

    /// Unavailable for failing signals: remove the error first or use `observeResult`.
    @available(*, unavailable, message: "Transform the error to `Never` beforehand, or use `observeResult` instead")
    @discardableResult
    public func observeValues(_ action: @escaping (Value) -> Void) -> (any Disposable)? { nil }
}

extension Signal where Error == Never {
    /// Attaches a closure called for every value.
    @discardableResult
    @inlinable
    public func observeValues(_ action: @escaping (Value) -> Void) -> (any Disposable)? {
        observe(Observer(value: action))
    }

    /// Never called: `Never` cannot be instantiated.
    @available(*, deprecated, message: "Observer is never invoked - error type `Never` is uninstantiable (Use at runtime would trap)")
    @discardableResult
    public func observeFailed(_ action: @escaping (Error) -> Void) -> (any Disposable)? {
        observe(Observer(failed: action))
    }
}

extension Signal where Value == Never {
    /// Only failures are ever delivered: `Never` values cannot exist.
    @available(*, deprecated, message: "`Result.success` is never delivered - value type `Never` is uninstantiable (Use at runtime would trap)")
    @discardableResult
    public func observeResult(_ action: @escaping (Swift.Result<Value, Error>) -> Void) -> (any Disposable)? {
        observe(Observer(failed: { action(.failure($0)) }))
    }
}

extension Signal where Value == Never, Error == Never {
    /// Never called: neither values nor errors can exist.
    @available(*, deprecated, message: "Observer is never called - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)")
    @discardableResult
    public func observeResult(_ action: @escaping (Swift.Result<Value, Error>) -> Void) -> (any Disposable)? {
        observe(Observer())
    }

    /// Never called: `Never` values cannot exist.
    @available(*, deprecated, message: "Observer is never called - value type `Never` is uninstantiable (Use at runtime would trap)")
    @discardableResult
    public func observeValues(_ action: @escaping (Value) -> Void) -> (any Disposable)? {
        observe(Observer())
    }
}

extension Signal {
    /// A signal that never sends anything.
    public static var never: Signal<Value, Error> {
        // The input stays alive until the signal ends (it ends only when nobody holds or observes it).
        Signal { observer, lifetime in lifetime.observeEnded { _ = observer } }
    }

    /// A signal that has already completed: observers receive only `.interrupted`.
    public static var empty: Signal<Value, Error> {
        Signal { observer, _ in observer.sendCompleted() }
    }

    /// Returns the signal and the observer that feeds it; `disposable` is disposed when the signal terminates.
    public static func pipe(disposable: (any Disposable)? = nil) -> (output: Signal<Value, Error>, input: Signal<Value, Error>.Observer) {
        let signal = Signal(reentrant: false)
        if let disposable { signal.lifetime += disposable }
        return (signal, Observer(feeding: signal.core))
    }

    /// `pipe(disposable:)` for callers that never send concurrently (it keeps the serializing lock here).
    public static func unserializedPipe(disposable: (any Disposable)? = nil) -> (output: Signal<Value, Error>, input: Signal<Value, Error>.Observer) {
        pipe(disposable: disposable)
    }

    /// `pipe(disposable:)` whose signal queues events sent from inside its own observers.
    public static func reentrantUnserializedPipe(disposable: (any Disposable)? = nil) -> (output: Signal<Value, Error>, input: Signal<Value, Error>.Observer) {
        let signal = Signal(reentrant: true)
        if let disposable { signal.lifetime += disposable }
        return (signal, Observer(feeding: signal.core))
    }
}

// `SignalProtocol` is declared in Compatibility/ProtocolMembers (generated: its requirements are the operators).

extension Signal: SignalProtocol {
    /// The signal itself.
    public var signal: Signal<Value, Error> { self }
}

extension Signal: SignalProducerConvertible {
    /// A producer whose every start observes this signal (no replay).
    public var producer: SignalProducer<Value, Error> { SignalProducer(self) }
}
