extension Signal {
    /// Calls the given closures for each event (event, then its kind, then `terminated`) before forwarding it;
    /// `disposed` runs when the returned signal ends.
    public func on(
        event: ((Signal<Value, Error>.Event) -> Void)? = nil,
        failed: ((Error) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (() -> Void)? = nil,
        value: ((Value) -> Void)? = nil
    ) -> Signal<Value, Error> {
        Signal(after: core.chainLength) { observer, lifetime in
            if let disposed { lifetime.observeEnded(disposed) }
            lifetime += self.observe { receivedEvent in
                event?(receivedEvent)
                switch receivedEvent {
                case let .value(v): value?(v)
                case let .failed(error): failed?(error)
                case .completed: completed?()
                case .interrupted: interrupted?()
                }
                if receivedEvent.isTerminating { terminated?() }
                observer.send(receivedEvent)
            }
        }
    }
}

extension SignalProducer {
    /// Like `Signal.on`, plus `starting` before each start and `started` after it.
    public func on(
        starting: (() -> Void)? = nil,
        started: (() -> Void)? = nil,
        event: ((ProducedSignal.Event) -> Void)? = nil,
        failed: ((Error) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (() -> Void)? = nil,
        value: ((Value) -> Void)? = nil
    ) -> SignalProducer<Value, Error> {
        if starting == nil && started == nil {
            return lifted { signal, _, observer, _ in
                signal.on(
                    event: event, failed: failed, completed: completed, interrupted: interrupted,
                    terminated: terminated, disposed: disposed, value: value
                ).observeForever(observer)
            }
        }
        return SignalProducer { observer, lifetime in
            starting?()
            self.startWithSignal { signal, interrupter in
                lifetime.attach(interrupter)
                signal.on(
                    event: event, failed: failed, completed: completed, interrupted: interrupted,
                    terminated: terminated, disposed: disposed, value: value
                ).observeForever(observer)
            }
            started?()
        }
    }
}
