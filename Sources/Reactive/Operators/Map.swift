extension Signal {
    /// Builds an operator's output signal: `body` receives each upstream event with the output's input observer.
    /// The output observes `self` for as long as it lives; this is how every single-input operator is written.
    /// `body` must send only while it runs (from inside the upstream's delivery): the output shares the upstream's
    /// lock. An operator that sends later, from a scheduler, uses `transformDeferring` instead.
    @inlinable @inline(__always)
    func transform<U, F>(_ body: @escaping (Event, Signal<U, F>.Observer) -> Void) -> Signal<U, F> {
        transform(step: { observer in { event in body(event, observer) } })
    }

    /// `transform` for a stateless step built per output observer: the step closure is the upstream observer's
    /// callback itself, one call frame per operator on the event path instead of two (deep chains recurse through
    /// every operator, and each extra frame costs once the return-address predictor runs out).
    @inlinable @inline(__always)
    func transform<U, F>(step: @escaping (Signal<U, F>.Observer) -> Signal<Value, Error>.Observer.Action) -> Signal<U, F> {
        Signal<U, F>(sharing: core.lock, after: core.chainLength) { observer, lifetime in
            lifetime.attach(self.observe(Observer(step(observer))))
        }
    }

    /// `transform` for operators whose `body` hands events to a scheduler: the output has its own lock, so that
    /// delivering on the scheduler never holds up the upstream.
    @inlinable
    func transformDeferring<U, F>(_ body: @escaping (Event, Signal<U, F>.Observer) -> Void) -> Signal<U, F> {
        Signal<U, F>(after: core.chainLength) { observer, lifetime in
            lifetime.attach(self.observe(Observer { event in body(event, observer) }))
        }
    }

    /// Sends `transform(value)` for each value.
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
        self.transform(step: Self.mapping(transform))
    }

    /// The per-event step of `map`, shared by the signal and producer forms.
    @inlinable @inline(__always)
    static func mapping<U>(_ transform: @escaping (Value) -> U) -> (Signal<U, Error>.Observer) -> (Event) -> Void {
        { observer in { event in
            switch event {
            case let .value(value): observer.send(value: transform(value))
            case let .failed(error): observer.send(error: error)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        } }
    }

    /// Replaces every value with `value`.
    @inlinable
    public func map<U>(value: U) -> Signal<U, Error> {
        map { _ in value }
    }

    /// Sends the value at `keyPath` of each value.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Signal<U, Error> {
        map { $0[keyPath: keyPath] }
    }

    /// Transforms the error of a failure.
    @inlinable
    public func mapError<F: Swift.Error>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
        self.transform(step: Self.mappingError(transform))
    }

    /// The per-event step of `mapError`.
    @inlinable
    static func mappingError<F: Swift.Error>(_ transform: @escaping (Error) -> F) -> (Signal<Value, F>.Observer) -> (Event) -> Void {
        { observer in { event in observer.send(event.mapError(transform)) } }
    }

    /// Forwards only the values for which `isIncluded` returns true.
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        self.transform(step: Self.filtering(isIncluded))
    }

    /// The per-event step of `filter`.
    @inlinable @inline(__always)
    static func filtering(_ isIncluded: @escaping (Value) -> Bool) -> (Signal<Value, Error>.Observer) -> (Event) -> Void {
        { observer in { event in
            if case let .value(value) = event, !isIncluded(value) { return }
            observer.send(event)
        } }
    }

    /// Sends the non-nil results of `transform`.
    @inlinable
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        self.transform(step: Self.compactMapping(transform))
    }

    /// The per-event step of `compactMap`.
    @inlinable
    static func compactMapping<U>(_ transform: @escaping (Value) -> U?) -> (Signal<U, Error>.Observer) -> (Event) -> Void {
        { observer in { event in
            switch event {
            case let .value(value):
                if let mapped = transform(value) { observer.send(value: mapped) }
            case let .failed(error): observer.send(error: error)
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
        } }
    }

    /// Deprecated upstream name of `compactMap`.
    @available(*, deprecated, renamed: "compactMap")
    public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        compactMap(transform)
    }
}

extension Signal where Value: OptionalProtocol {
    /// Drops nil values and unwraps the rest.
    @inlinable
    public func skipNil() -> Signal<Value.Wrapped, Error> {
        compactMap { $0.optional }
    }
}

extension SignalProducer {
    /// Applies a stateless per-event step to every run: the run's observer is fed straight from the upstream run,
    /// with no operator signal in between (what `lift` of the matching signal operator would create).
    @inlinable
    func liftEvents<U, F: Swift.Error>(
        _ step: @escaping (Signal<U, F>.Observer) -> Signal<Value, Error>.Observer.Action
    ) -> SignalProducer<U, F> {
        let nests = shape != .general && nestedSteps < SignalProducer.maximumNestedSteps
        if nests && nestedSteps == 0 && node == nil {
            // The first step over a producer that is not made of others: nothing to release iteratively.
            var producer = SignalProducer<U, F>(shape: shape) { observer, lifetime in
                self.startHandler(Signal<Value, Error>.Observer(step(observer)), lifetime)
            }
            producer.nestedSteps = 1
            return producer
        }
        // The handler is a method of the node, which holds the upstream and the step (see `ProducerNode`).
        let link = ProducerStep(upstream: self, step: step)
        var producer = nests
            ? SignalProducer<U, F>(shape: shape, link.startNested)
            : SignalProducer<U, F>(link.startWithSignal)
        producer.node = link
        producer.nestedSteps = nests ? nestedSteps + 1 : 0
        return producer
    }

    /// How many stateless steps may nest in one start without a signal between them: every further step gets a
    /// signal, whose sends are where a chain too deep for the stack is caught.
    @inlinable static var maximumNestedSteps: UInt8 { 16 }

    /// Sends `transform(value)` for each value.
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
        liftEvents(Signal.mapping(transform))
    }

    /// Replaces every value with `value`.
    @inlinable
    public func map<U>(value: U) -> SignalProducer<U, Error> {
        map { _ in value }
    }

    /// Sends the value at `keyPath` of each value.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
        map { $0[keyPath: keyPath] }
    }

    /// Transforms the error of a failure.
    @inlinable
    public func mapError<F: Swift.Error>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
        liftEvents(Signal.mappingError(transform))
    }

    /// Forwards only the values for which `isIncluded` returns true.
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        liftEvents(Signal.filtering(isIncluded))
    }

    /// Sends the non-nil results of `transform`.
    @inlinable
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        liftEvents(Signal.compactMapping(transform))
    }

    /// Deprecated upstream name of `compactMap`.
    @available(*, deprecated, renamed: "compactMap")
    public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        compactMap(transform)
    }
}

extension ProducerStep {
    /// The start handler of a step over a synchronous producer: a synchronous run stays synchronous through a
    /// stateless step, so no signal is needed in between.
    @inlinable
    func startNested(_ observer: Signal<U, F>.Observer, _ lifetime: Lifetime) {
        upstream.startHandler(Signal<Value, Error>.Observer(step(observer)), lifetime)
    }

    /// The start handler of a step that runs the upstream with a signal of its own.
    @inlinable
    func startWithSignal(_ observer: Signal<U, F>.Observer, _ lifetime: Lifetime) {
        // The step sends into `observer`'s signal only from inside this run's delivery, so this run can use that
        // signal's lock: a chain of steps takes one lock per event, and every `maximumLockChain`-th run takes its
        // own and checks the depth (see `Signal.Core.continuing`).
        let run = observer.target.map { Signal<Value, Error>(sharing: $0.lock, after: $0.chainLength) }
            ?? Signal(reentrant: false)
        // Starting a chain nests one start per step: deep in the stack, the rest starts from the trampoline.
        let (trampoline, action) = DeliveryTrampoline.check()
        switch action {
        case .proceed: startUpstream(in: run, observer, lifetime)
        case .run: trampoline.run { startUpstream(in: run, observer, lifetime) }
        case .deferred: trampoline.defer { [self] in startUpstream(in: run, observer, lifetime) }
        }
    }

    /// Starts the upstream with `run` as its run's signal, observed through the step.
    @inlinable
    func startUpstream(in run: Signal<Value, Error>, _ observer: Signal<U, F>.Observer, _ lifetime: Lifetime) {
        upstream.startWithSignal(in: run) { signal, interrupter in
            lifetime.attach(interrupter)
            signal.observeForever(Signal<Value, Error>.Observer(step(observer)))
        }
    }
}

extension SignalProducer where Value: OptionalProtocol {
    /// Drops nil values and unwraps the rest.
    @inlinable
    public func skipNil() -> SignalProducer<Value.Wrapped, Error> {
        compactMap { $0.optional }
    }
}
