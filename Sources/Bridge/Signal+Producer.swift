import RACLegacy
import Reactive

// MARK: - RACSignal → SignalProducer

extension SignalProducer where Value == Any?, Error == any Swift.Error {
    /// A producer that subscribes to `signal` once per start.
    @inlinable
    public init(_ signal: RACSignal) {
        self.init(subscribingTo: signal) { $0 }
    }
}

extension SignalProducer where Error == any Swift.Error {
    /// A producer that subscribes to `signal` once per start and casts each value to `Value`.
    @inlinable
    public init(_ signal: RACSignal, of type: Value.Type) {
        self.init(subscribingTo: signal) { value throws(RACLegacyBridgeError) in
            // A plain value of exactly `Value` (not optional: those are flattened) is read without a runtime cast.
            if !_isOptional(Value.self), let exact = exactlyTyped(value, as: Value.self) { return exact }
            return try bridgedValue(from: value, as: Value.self)
        }
    }
}

extension RACSignal {
    /// RAC 3/4 spelling of `SignalProducer(_:)`.
    @available(*, deprecated, message: "Use SignalProducer(_:) instead")
    public func toSignalProducer() -> SignalProducer<Any?, any Error> {
        SignalProducer(self)
    }

    /// Typed RAC 3/4-style spelling of `SignalProducer(_:of:)`.
    @available(*, deprecated, message: "Use SignalProducer(_:of:) instead")
    public func toSignalProducer<T>(of type: T.Type) -> SignalProducer<T, any Error> {
        SignalProducer(self, of: type)
    }
}

/// ReactiveObjCBridge 1.x spelling of `SignalProducer(_:)`.
@available(*, deprecated, renamed: "SignalProducer.init(_:)")
public func bridgedSignalProducer(from signal: RACSignal) -> SignalProducer<Any?, any Error> {
    SignalProducer(signal)
}

extension RACSignal: SignalProducerConvertible {
    /// Same as `SignalProducer(self)`.
    public var producer: SignalProducer<Any?, any Error> { SignalProducer(self) }
}

// MARK: - SignalProducer / Signal → RACSignal

extension SignalProducer {
    /// A cold RACSignal that starts `self` once per subscription.
    @inlinable
    public var bridged: RACSignal {
        RACSignal.createSignal { subscriber in
            RACDisposable(self.start { event in forward(event, to: subscriber) })
        }
    }

    /// RAC 4 spelling of `bridged`.
    @available(*, deprecated, renamed: "bridged")
    public func toRACSignal() -> RACSignal { bridged }
}

extension Signal {
    /// A hot RACSignal that observes `self` while subscribed.
    @inlinable
    public var bridged: RACSignal {
        RACSignal.createSignal { subscriber in
            // A terminated signal answers with `interrupted`, which is dropped: a late subscriber hears nothing.
            self.observe { event in forward(event, to: subscriber) }.map(RACDisposable.init)
        }
    }

    /// RAC 4 spelling of `bridged`.
    @available(*, deprecated, renamed: "bridged")
    public func toRACSignal() -> RACSignal { bridged }
}

/// RAC 3 free-function spelling of `producer.bridged`.
@available(*, deprecated, message: "Use producer.bridged instead")
public func toRACSignal<Value, Error>(_ producer: SignalProducer<Value, Error>) -> RACSignal {
    producer.bridged
}

/// RAC 3 free-function spelling of `signal.bridged`.
@available(*, deprecated, message: "Use signal.bridged instead")
public func toRACSignal<Value, Error>(_ signal: Signal<Value, Error>) -> RACSignal {
    signal.bridged
}
