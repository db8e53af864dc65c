import Dispatch
import Foundation

extension Signal {
    /// Re-delivers every event on `scheduler`, in order.
    @inlinable
    public func observe(on scheduler: any Scheduler) -> Signal<Value, Error> {
        transformDeferring { event, observer in
            scheduler.schedule { observer.send(event) }
        }
    }

    /// Re-sends values and completion `interval` seconds later on `scheduler`; failure and interruption without delay.
    public func delay(_ interval: TimeInterval, on scheduler: any DateScheduler) -> Signal<Value, Error> {
        precondition(interval >= 0, "delay(_:on:) requires a non-negative interval, got \(interval)")
        return transformDeferring { event, observer in
            switch event {
            case .failed, .interrupted:
                scheduler.schedule { observer.send(event) }
            case .value, .completed:
                scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) { observer.send(event) }
            }
        }
    }

    /// Fails with `error` on `scheduler` if the input has not terminated within `interval`.
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: any DateScheduler) -> Signal<Value, Error> {
        precondition(interval >= 0, "timeout(after:raising:on:) requires a non-negative interval, got \(interval)")
        return Signal(after: core.chainLength) { observer, lifetime in
            lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) {
                observer.send(error: error)
            }
            lifetime.attach(self.observe(observer))
        }
    }

    /// Sends at most one value per `interval` on `scheduler`, keeping only the latest in between.
    public func throttle(_ interval: TimeInterval, on scheduler: any DateScheduler) -> Signal<Value, Error> {
        precondition(interval >= 0, "throttle(_:on:) requires a non-negative interval, got \(interval)")
        return Signal(after: core.chainLength) { observer, lifetime in
            let state = Atomic<(previousDate: Date?, pending: Value?, due: Date?)>((nil, nil, nil))
            let flush = SerialDisposable()
            lifetime.attach(flush)
            let send = {
                let pending: Value? = state.modify { state in
                    defer { (state.pending, state.due) = (nil, nil) }
                    if state.pending != nil { state.previousDate = scheduler.currentDate }
                    return state.pending
                }
                if let pending { observer.send(value: pending) }
            }
            lifetime += self.observe { event in
                guard case let .value(value) = event else {
                    // A value already due goes out before the terminal event; one still waiting for its interval
                    // is dropped (upstream: "should schedule completion immediately").
                    let due: Value? = state.modify { state in
                        defer { (state.pending, state.due) = (nil, nil) }
                        guard let due = state.due, due <= scheduler.currentDate else { return nil }
                        return state.pending
                    }
                    flush.inner = scheduler.schedule {
                        if let due { observer.send(value: due) }
                        observer.send(event)
                    }
                    return
                }
                let now = scheduler.currentDate
                let due: Date = state.modify { state in
                    state.pending = value
                    // After the scheduler was rewound (`previousDate` in the future), the interval starts over.
                    let proposed: Date
                    if let previous = state.previousDate, previous <= now {
                        proposed = previous.addingTimeInterval(interval)
                    } else {
                        proposed = now
                    }
                    let due = max(proposed, now)
                    state.due = due
                    return due
                }
                flush.inner = due <= now ? scheduler.schedule(send) : scheduler.schedule(after: due, action: send)
            }
        }
    }

    /// While `shouldThrottle` is true keeps only the latest value, sending it when the property turns false.
    public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: any Scheduler) -> Signal<Value, Error> where P.Value == Bool {
        Signal(after: core.chainLength) { observer, lifetime in
            let state = Atomic<(throttling: Bool, pending: Value?)>((false, nil))
            lifetime += shouldThrottle.producer.startWithValues { throttling in
                let released: Value? = state.modify { state in
                    state.throttling = throttling
                    guard !throttling else { return nil }
                    defer { state.pending = nil }
                    return state.pending
                }
                if let released { scheduler.schedule { observer.send(value: released) } }
            }
            lifetime += self.observe { event in
                if case let .value(value) = event {
                    let held: Bool = state.modify { state in
                        if state.throttling { state.pending = value }
                        return state.throttling
                    }
                    if held { return }
                } else {
                    state.modify { $0.pending = nil }
                }
                scheduler.schedule { observer.send(event) }
            }
        }
    }

    /// Sends a value only after `interval` passes without a newer one.
    public func debounce(_ interval: TimeInterval, on scheduler: any DateScheduler, discardWhenCompleted: Bool = true) -> Signal<Value, Error> {
        precondition(interval >= 0, "debounce(_:on:discardWhenCompleted:) requires a non-negative interval, got \(interval)")
        return Signal(after: core.chainLength) { observer, lifetime in
            let state = Atomic<(pending: Value?, due: Date?)>((nil, nil))
            let timer = SerialDisposable()
            lifetime.attach(timer)
            let flush = {
                let pending: Value? = state.modify { state in
                    defer { state = (nil, nil) }
                    return state.pending
                }
                if let pending { observer.send(value: pending) }
            }
            lifetime += self.observe { event in
                switch event {
                case let .value(value):
                    let due = scheduler.currentDate.addingTimeInterval(interval)
                    state.value = (value, due)
                    timer.inner = scheduler.schedule(after: due, action: flush)
                case .completed:
                    let due = state.value.due
                    if discardWhenCompleted || due == nil {
                        timer.inner = scheduler.schedule { observer.sendCompleted() }
                    } else if let due {
                        timer.inner = scheduler.schedule(after: due) {
                            flush()
                            observer.sendCompleted()
                        }
                    }
                case .failed, .interrupted:
                    timer.inner = scheduler.schedule { observer.send(event) }
                }
            }
        }
    }

    /// Transforms values on `scheduler`, transforming only the latest when the scheduler falls behind.
    public func lazyMap<U>(on scheduler: any Scheduler, transform: @escaping (Value) -> U) -> Signal<U, Error> {
        Signal<U, Error>(after: core.chainLength) { observer, lifetime in
            let pending = Atomic<Value?>(nil)
            lifetime += self.observe { event in
                switch event {
                case let .value(value):
                    if pending.swap(value) != nil { return }
                    scheduler.schedule {
                        if let latest = pending.swap(nil) { observer.send(value: transform(latest)) }
                    }
                case let .failed(error):
                    scheduler.schedule { observer.send(error: error) }
                case .completed:
                    scheduler.schedule { observer.sendCompleted() }
                case .interrupted:
                    scheduler.schedule { observer.sendInterrupted() }
                }
            }
        }
    }

    /// Sends the values gathered during each `interval` on `scheduler`.
    public func collect(every interval: DispatchTimeInterval, on scheduler: any DateScheduler, skipEmpty: Bool = false, discardWhenCompleted: Bool = true) -> Signal<[Value], Error> {
        Signal<[Value], Error>(after: core.chainLength) { observer, lifetime in
            let state = Atomic<(values: [Value], completing: Bool)>(([], false))
            lifetime += scheduler.schedule(after: interval, interval: interval, leeway: .seconds(0)) {
                let (values, completing): ([Value], Bool) = state.modify { state in
                    defer { state.values.removeAll() }
                    return (state.values, state.completing)
                }
                if !values.isEmpty || !skipEmpty { observer.send(value: values) }
                if completing { observer.sendCompleted() }
            }
            lifetime += self.observe { event in
                switch event {
                case let .value(value): state.modify { $0.values.append(value) }
                case .completed:
                    if discardWhenCompleted {
                        scheduler.schedule { observer.sendCompleted() }
                    } else {
                        // As upstream: the next tick sends what is held (an empty batch unless `skipEmpty`),
                        // then completes.
                        state.modify { $0.completing = true }
                    }
                case let .failed(error): observer.send(error: error)
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }
}

extension SignalProducer {
    /// Re-delivers every event on `scheduler`.
    @inlinable
    public func observe(on scheduler: any Scheduler) -> SignalProducer<Value, Error> {
        liftInterruptingOn(scheduler) { $0.observe(on: scheduler) }
    }

    /// Re-sends values and completion `interval` seconds later on `scheduler`.
    public func delay(_ interval: TimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        liftInterruptingOn(scheduler) { $0.delay(interval, on: scheduler) }
    }

    /// Fails with `error` if the run has not terminated within `interval`.
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        liftDerived { $0.timeout(after: interval, raising: error, on: scheduler) }
    }

    /// Sends at most one value per `interval`.
    public func throttle(_ interval: TimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        liftInterruptingOn(scheduler) { $0.throttle(interval, on: scheduler) }
    }

    /// Holds values while `shouldThrottle` is true.
    public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: any Scheduler) -> SignalProducer<Value, Error> where P.Value == Bool {
        // A composed view does not keep `shouldThrottle` alive: the producer must not extend its lifetime.
        let shouldThrottle = Property(shouldThrottle)
        return liftDerived { $0.throttle(while: shouldThrottle, on: scheduler) }
    }

    /// Sends a value only after `interval` passes without a newer one.
    public func debounce(_ interval: TimeInterval, on scheduler: any DateScheduler, discardWhenCompleted: Bool = true) -> SignalProducer<Value, Error> {
        liftInterruptingOn(scheduler) { $0.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted) }
    }

    /// Transforms values on `scheduler`, only the latest when it falls behind.
    public func lazyMap<U>(on scheduler: any Scheduler, transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
        liftInterruptingOn(scheduler) { $0.lazyMap(on: scheduler, transform: transform) }
    }

    /// Sends the values gathered during each `interval`.
    public func collect(every interval: DispatchTimeInterval, on scheduler: any DateScheduler, skipEmpty: Bool = false, discardWhenCompleted: Bool = true) -> SignalProducer<[Value], Error> {
        liftDerived { $0.collect(every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted) }
    }
}

extension SignalProducer {
    /// `lift` for an operator that delivers on `scheduler`: disposing a run interrupts the upstream at once, drops
    /// whatever the operator still has scheduled, and delivers `interrupted` on `scheduler`, as upstream does
    /// ("should interrupt on the given scheduler").
    @inlinable
    func liftInterruptingOn<U, F>(
        _ scheduler: any Scheduler,
        _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> SignalProducer<U, F> {
        lifted { signal, upstreamInterrupter, observer, _ in
            let interruption = Lifetime()
            observer.target?.redirectInterruption { [weak observer] in
                interruption.end()
                if let observer { scheduler.schedule { observer.sendInterrupted() } }
                upstreamInterrupter.dispose()
            }
            transform(signal).observeForever(Signal<U, F>.Observer { event in
                if interruption.hasEnded { return }
                observer.send(event)
            })
        }
    }
}
