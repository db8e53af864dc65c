/// The base class of `Signal.Observer`: receives values and a termination.
open class Observer<Value, Error: Swift.Error> {
    /// Creates the base; subclasses override `receive(_:)` and `terminate(_:)`.
    public init() {}

    /// Receives a value; subclasses must override it.
    open func receive(_ value: Value) {
        preconditionFailure("Observer.receive(_:) must be overridden by \(type(of: self))")
    }

    /// Receives the termination; subclasses must override it.
    open func terminate(_ termination: Termination<Error>) {
        preconditionFailure("Observer.terminate(_:) must be overridden by \(type(of: self))")
    }
}

/// Names the base class of `Signal.Observer` where `Observer` would mean the nested type.
public typealias _ObserverBase<Value, Error: Swift.Error> = Observer<Value, Error>

extension Signal {
    /// The write end of a signal: a callback for events, or the input that feeds a signal.
    public final class Observer: _ObserverBase<Value, Error> {
        /// The callback an observer wraps.
        public typealias Action = (Signal<Value, Error>.Event) -> Void

        // Exactly one destination is used: `target` if set, else `valueCallback` if `isValueOnly`, else `callback`.
        // Two closure fields (the unused one a context-free no-op) are called without the retain an enum payload
        // would cost on every event.
        @usableFromInline let callback: Action
        @usableFromInline let valueCallback: (Value) -> Void
        @usableFromInline let isValueOnly: Bool
        /// The signal this observer feeds when it is a signal's input; released input interrupts it.
        @usableFromInline let target: Signal<Value, Error>.Core?
        /// `target` without reference counting, for the per-event path (`target` keeps it alive).
        @usableFromInline let unownedTarget: Unmanaged<Signal<Value, Error>.Core>?

        /// Wraps `action`, which receives every event sent to this observer.
        @inlinable
        public init(_ action: @escaping Action) {
            callback = action
            valueCallback = { _ in }
            isValueOnly = false
            target = nil
            unownedTarget = nil
        }

        @usableFromInline
        init(feeding signal: Signal<Value, Error>.Core) {
            callback = { _ in }
            valueCallback = { _ in }
            isValueOnly = false
            target = signal
            unownedTarget = Unmanaged.passUnretained(signal)
        }

        /// An observer for values only (the common `observeValues` case: no wrapping closure per observer).
        @inlinable
        init(onlyValues action: @escaping (Value) -> Void) {
            callback = { _ in }
            valueCallback = action
            isValueOnly = true
            target = nil
            unownedTarget = nil
        }

        /// Builds an observer from per-kind closures; a nil closure ignores that kind.
        @inlinable
        public convenience init(
            value: ((Value) -> Void)? = nil,
            failed: ((Error) -> Void)? = nil,
            completed: (() -> Void)? = nil,
            interrupted: (() -> Void)? = nil
        ) {
            if value == nil, failed == nil, completed == nil, interrupted == nil {
                self.init(onlyValues: { _ in })
                return
            }
            // The common value-only observer captures one closure instead of four (smaller per subscription).
            if let value, failed == nil, completed == nil, interrupted == nil {
                self.init(onlyValues: value)
                return
            }
            self.init { event in
                switch event {
                case let .value(v): value?(v)
                case let .failed(error): failed?(error)
                case .completed: completed?()
                case .interrupted: interrupted?()
                }
            }
        }

        deinit {
            // Checked here, not in the callee: deinit runs unspecialised, and the generic callee would look up
            // its event metadata before finding out that there is nothing to do.
            if let target, !target.hasTerminated.load(ordering: .acquiring) {
                target.inputObserverReleased()
            }
        }

        /// Delivers `event`: calls the callback, or, for a signal's input, sends it to the signal's observers.
        @inlinable @inline(__always)
        public func send(_ event: Signal<Value, Error>.Event) {
            if let unownedTarget {
                unownedTarget._withUnsafeGuaranteedRef { $0.send(event) }
            } else if isValueOnly {
                if case let .value(value) = event { valueCallback(value) }
            } else {
                callback(event)
            }
        }

        /// Same as `send(.value(value))`.
        @inlinable @inline(__always) public func send(value: Value) {
            if let unownedTarget {
                unownedTarget._withUnsafeGuaranteedRef { $0.send(.value(value)) }
            } else if isValueOnly {
                valueCallback(value)
            } else {
                callback(.value(value))
            }
        }

        /// Same as `send(.failed(error))`.
        @inlinable public func send(error: Error) { send(.failed(error)) }
        /// Same as `send(.completed)`.
        @inlinable public func sendCompleted() { send(.completed) }
        /// Same as `send(.interrupted)`.
        @inlinable public func sendInterrupted() { send(.interrupted) }

        /// Delivers a value.
        override public func receive(_ value: Value) { send(.value(value)) }

        /// Delivers a termination.
        override public func terminate(_ termination: Termination<Error>) {
            switch termination {
            case let .failed(error): send(.failed(error))
            case .completed: send(.completed)
            case .interrupted: send(.interrupted)
            }
        }
    }
}

extension Signal.Observer {
    /// Unavailable: call `send(_:)`.
    @available(*, unavailable, renamed: "send(_:)")
    public var action: Signal<Value, Error>.Observer.Action { { _ in } }
}

// Delivery through an observer is serialized by the signal it feeds, or by the signal that calls it.
extension Signal.Observer: @unchecked Sendable {}
