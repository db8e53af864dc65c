import RACLegacy
import Reactive

extension Signal where Value == Any?, Error == any Swift.Error {
    /// A Signal that forwards what `subject` sends from now on.
    ///
    /// Subscribing to a subject has no side effect, so it happens here. A replay or behavior subject replays
    /// during this initializer, before anyone can observe: use `SignalProducer(subject)` to receive the replay.
    public convenience init(_ subject: RACSubject) {
        self.init(forwarding: subject)
    }

    /// A Signal that forwards what the connection's subject sends; does not connect.
    public convenience init(_ connection: RACMulticastConnection) {
        self.init(forwarding: connection.signal)
    }

    /// Not allowed: subscribing to an arbitrary RACSignal may have side effects.
    @available(*, unavailable, message: "A RACSignal may perform side effects when subscribed; use SignalProducer(_:) and start it")
    public convenience init(_ signal: RACSignal) {
        preconditionFailure("Signal(_: RACSignal) is unavailable: use SignalProducer(_:) and start it")
    }

    /// Subscribes to `signal` now and forwards its events until it terminates or this signal ends.
    private convenience init(forwarding signal: RACSignal) {
        self.init { observer, lifetime in
            lifetime += subscribeNow(signal, subscriber(feeding: observer) { $0 })
        }
    }
}
