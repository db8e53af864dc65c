import RACSupport

extension Signal {
    /// A signal that is already interrupted: observers get `.interrupted` at once.
    @usableFromInline
    static var alreadyInterrupted: Signal<Value, Error> {
        Signal { observer, _ in observer.sendInterrupted() }
    }

    /// Forwards the first `count` values, then completes.
    @inlinable
    public func take(first count: Int) -> Signal<Value, Error> {
        precondition(count >= 0, "take(first:) requires a count >= 0, got \(count)")
        if count == 0 { return .alreadyInterrupted }
        var taken = 0
        return transform { event, observer in
            guard case .value = event else { return observer.send(event) }
            taken += 1
            observer.send(event)
            if taken == count { observer.sendCompleted() }
        }
    }

    /// Sends the last `count` values when the input completes.
    public func take(last count: Int) -> Signal<Value, Error> {
        precondition(count >= 1, "take(last:) requires a count >= 1, got \(count)")
        // A ring of the last `count` values: once it is full, `oldest` is the slot the next value overwrites.
        var ring: [Value] = []
        var oldest = 0
        return transform { event, observer in
            switch event {
            case let .value(value):
                OperationCount.add(1)
                if ring.count < count {
                    ring.append(value)
                } else {
                    ring[oldest] = value
                    oldest += 1
                    if oldest == count { oldest = 0 }
                }
            case .completed:
                OperationCount.add(ring.count)
                for value in ring[oldest...] { observer.send(value: value) }
                for value in ring[..<oldest] { observer.send(value: value) }
                ring = []
                observer.sendCompleted()
            case .failed, .interrupted:
                ring = []
                observer.send(event)
            }
        }
    }

    /// Forwards values while `shouldContinue` holds; the first failing value completes the result.
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        transform { event, observer in
            if case let .value(value) = event, !shouldContinue(value) {
                observer.sendCompleted()
            } else {
                observer.send(event)
            }
        }
    }

    /// Forwards every value, completing right after the first one for which `shouldContinue` is false.
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        transform { event, observer in
            observer.send(event)
            if case let .value(value) = event, !shouldContinue(value) {
                observer.sendCompleted()
            }
        }
    }

    /// Forwards events until `lifetime` ends, then completes.
    public func take(during lifetime: Lifetime) -> Signal<Value, Error> {
        if lifetime.hasEnded { return .alreadyInterrupted }
        return Signal { observer, ownLifetime in
            ownLifetime += self.observe(observer)
            ownLifetime += lifetime.observeEnded { observer.sendCompleted() }
        }
    }

    /// Forwards events until `trigger` sends a value or completes, then completes.
    public func take(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        Signal(after: max(core.chainLength, trigger.core.chainLength)) { observer, lifetime in
            lifetime += trigger.observe { event in
                switch event {
                case .value, .completed: observer.sendCompleted()
                case .interrupted: break
                }
            }
            lifetime.attach(self.observe(observer))
        }
    }

    /// Forwards this signal until `replacement` sends its first event, then only the replacement's events.
    public func take(untilReplacement replacement: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal(after: max(core.chainLength, replacement.core.chainLength)) { observer, lifetime in
            let selfObservation = SerialDisposable()
            lifetime.attach(selfObservation)
            lifetime += replacement.observe { event in
                selfObservation.dispose()
                observer.send(event)
            }
            selfObservation.inner = self.observe { event in
                if case .completed = event { return }
                observer.send(event)
            }
        }
    }
}

extension SignalProducer {
    /// Forwards the first `count` values, then completes.
    @inlinable
    public func take(first count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "take(first:) requires a count >= 0, got \(count)")
        return liftDerived { $0.take(first: count) }
    }

    /// Sends the last `count` values when the input completes.
    public func take(last count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 1, "take(last:) requires a count >= 1, got \(count)")
        return liftDerived { $0.take(last: count) }
    }

    /// Forwards values while `shouldContinue` holds.
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        liftDerived { $0.take(while: shouldContinue) }
    }

    /// Forwards values, completing right after the first one for which `shouldContinue` is false.
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        liftDerived { $0.take(until: shouldContinue) }
    }

    /// Forwards events until `lifetime` ends, then completes.
    public func take(during lifetime: Lifetime) -> SignalProducer<Value, Error> {
        liftDerived { $0.take(during: lifetime) }
    }

    /// Forwards events until `trigger` sends a value or completes.
    public func take(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        liftRightDerived { signal in { signal.take(until: $0) } }(trigger)
    }

    /// Forwards events until `trigger` sends a value or completes.
    public func take<Trigger: SignalProducerConvertible>(until trigger: Trigger) -> SignalProducer<Value, Error> where Trigger.Value == (), Trigger.Error == Never {
        take(until: trigger.producer)
    }

    /// Forwards this producer until `replacement` sends its first event.
    public func take(untilReplacement replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        liftRightDerived { signal in { signal.take(untilReplacement: $0) } }(replacement)
    }

    /// Forwards this producer until `replacement` sends its first event.
    public func take<Replacement: SignalProducerConvertible>(untilReplacement replacement: Replacement) -> SignalProducer<Value, Error> where Replacement.Value == Value, Replacement.Error == Error {
        take(untilReplacement: replacement.producer)
    }
}
