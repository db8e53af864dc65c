extension Signal {
    /// Drops the first `count` values.
    @inlinable
    public func skip(first count: Int) -> Signal<Value, Error> {
        precondition(count >= 0, "skip(first:) requires a count >= 0, got \(count)")
        if count == 0 { return self }
        var skipped = 0
        return transform { event, observer in
            if case .value = event, skipped < count {
                skipped += 1
                return
            }
            observer.send(event)
        }
    }

    /// Drops values while `shouldContinue` holds, then forwards everything.
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        var skipping = true
        return transform { event, observer in
            if skipping, case let .value(value) = event {
                if shouldContinue(value) { return }
                skipping = false
            }
            observer.send(event)
        }
    }

    /// Ignores this signal until `trigger` sends a value or completes.
    public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        Signal(after: max(core.chainLength, trigger.core.chainLength)) { observer, lifetime in
            let open = Atomic(false)
            let triggerObservation = SerialDisposable()
            lifetime.attach(triggerObservation)
            triggerObservation.inner = trigger.observe { event in
                switch event {
                case .value, .completed:
                    open.value = true
                    triggerObservation.dispose()
                case .interrupted: break
                }
            }
            lifetime += self.observe { event in
                if open.value { observer.send(event) }
            }
        }
    }

    /// Forwards a value only when `isEquivalent(previous, value)` is false; the first value always passes.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value, Error> {
        var previous: Value?
        return transform { event, observer in
            if case let .value(value) = event {
                defer { previous = value }
                if let previous, isEquivalent(previous, value) { return }
            }
            observer.send(event)
        }
    }

    /// Forwards only values whose identity was not seen before.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Signal<Value, Error> {
        var seen = Set<Identity>()
        return self.transform { event, observer in
            if case let .value(value) = event, !seen.insert(transform(value)).inserted { return }
            observer.send(event)
        }
    }
}

extension Signal where Value: Equatable {
    /// Forwards a value only when it differs from the previous one.
    public func skipRepeats() -> Signal<Value, Error> { skipRepeats(==) }
}

extension Signal where Value: Hashable {
    /// Forwards only values not seen before.
    public func uniqueValues() -> Signal<Value, Error> { uniqueValues { $0 } }
}

extension SignalProducer {
    /// Drops the first `count` values.
    @inlinable
    public func skip(first count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "skip(first:) requires a count >= 0, got \(count)")
        return liftDerived { $0.skip(first: count) }
    }

    /// Drops values while `shouldContinue` holds.
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        liftDerived { $0.skip(while: shouldContinue) }
    }

    /// Ignores this producer until `trigger` sends a value or completes.
    public func skip(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        liftRightDerived { signal in { signal.skip(until: $0) } }(trigger)
    }

    /// Ignores this producer until `trigger` sends a value or completes.
    public func skip<Trigger: SignalProducerConvertible>(until trigger: Trigger) -> SignalProducer<Value, Error> where Trigger.Value == (), Trigger.Error == Never {
        skip(until: trigger.producer)
    }

    /// Forwards a value only when `isEquivalent(previous, value)` is false.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> SignalProducer<Value, Error> {
        liftDerived { $0.skipRepeats(isEquivalent) }
    }

    /// Forwards only values whose identity was not seen before in this run.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> SignalProducer<Value, Error> {
        liftDerived { $0.uniqueValues(transform) }
    }
}

extension SignalProducer where Value: Equatable {
    /// Forwards a value only when it differs from the previous one.
    public func skipRepeats() -> SignalProducer<Value, Error> { liftDerived { $0.skipRepeats() } }
}

extension SignalProducer where Value: Hashable {
    /// Forwards only values not seen before in this run.
    public func uniqueValues() -> SignalProducer<Value, Error> { liftDerived { $0.uniqueValues() } }
}
