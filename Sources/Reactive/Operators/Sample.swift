/// The state machine of `sample(with:)`: the latest value of the source, sent on each sampler tick.
@usableFromInline
struct SampleState<Value, T, Error: Swift.Error> {
    @usableFromInline var latest: Value?
    @usableFromInline var sourceCompleted = false
    @usableFromInline var samplerCompleted = false
    @usableFromInline var isTerminated = false

    @usableFromInline init() {}

    @usableFromInline typealias Emit = (Signal<(Value, T), Error>.Event) -> Void

    @inlinable
    mutating func receiveSource(_ event: Signal<Value, Error>.Event, _ emit: Emit) {
        guard !isTerminated else { return }
        switch event {
        case let .value(value): latest = value
        case .completed:
            sourceCompleted = true
            if samplerCompleted { terminate(.completed, emit) }
        case let .failed(error): terminate(.failed(error), emit)
        case .interrupted: terminate(.interrupted, emit)
        }
    }

    @inlinable
    mutating func receiveSampler(_ event: Signal<T, Never>.Event, _ emit: Emit) {
        guard !isTerminated else { return }
        switch event {
        case let .value(tick):
            if let latest { emit(.value((latest, tick))) }
        case .completed:
            samplerCompleted = true
            if sourceCompleted { terminate(.completed, emit) }
        case .interrupted: terminate(.interrupted, emit)
        }
    }

    @inlinable
    mutating func terminate(_ event: Signal<(Value, T), Error>.Event, _ emit: Emit) {
        isTerminated = true
        latest = nil
        emit(event)
    }
}

extension Signal {
    /// On each sampler value sends (latest value, sampler value), once this signal has a value; cross-thread
    /// feedback as for `combineLatest(with:)` (at most 256 queued events).
    public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
        Signal<(Value, T), Error>(after: max(core.chainLength, sampler.core.chainLength)) { observer, lifetime in
            let storage = OrderedOutput(SampleState<Value, T, Error>(), observer: observer)
            lifetime.attach(self.observe { event in storage.apply(mayWait: !event.isTerminating) { $0.receiveSource(event, $1) } })
            lifetime.attach(sampler.observe { event in storage.apply(mayWait: !event.isTerminating) { $0.receiveSampler(event, $1) } })
        }
    }

    /// On each sampler tick sends the latest value, once this signal has one; cross-thread feedback as for
    /// `combineLatest(with:)` (at most 256 queued events).
    public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
        sample(with: sampler).map { $0.0 }
    }

    /// Pairs each value with the latest value of `samplee`; values before the samplee has one are dropped.
    public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error>(after: max(core.chainLength, samplee.core.chainLength)) { observer, lifetime in
            let latest = Atomic<U?>(nil)
            lifetime.attach(samplee.observeValues { latest.value = $0 })
            lifetime += self.observe { event in
                switch event {
                case let .value(value):
                    if let sample = latest.value { observer.send(value: (value, sample)) }
                case let .failed(error): observer.send(error: error)
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }

    /// Pairs each value with the latest value of a run of `samplee` started for this observation.
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error>(after: core.chainLength) { observer, lifetime in
            samplee.startWithSignal { sampleeSignal, interrupter in
                lifetime.attach(interrupter)
                lifetime.attach(self.withLatest(from: sampleeSignal).observe(observer))
            }
        }
    }

    /// Pairs each value with the latest value of `samplee`.
    public func withLatest<Samplee: SignalProducerConvertible>(from samplee: Samplee) -> Signal<(Value, Samplee.Value), Error> where Samplee.Error == Never {
        withLatest(from: samplee.producer)
    }
}

extension SignalProducer {
    /// On each sampler value sends (latest value, sampler value); cross-thread feedback as for
    /// `Signal.combineLatest(with:)` (at most 256 queued events).
    public func sample<U>(with sampler: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        liftLeftDerived { signal in { signal.sample(with: $0) } }(sampler)
    }

    /// On each sampler value sends (latest value, sampler value); cross-thread feedback as for
    /// `Signal.combineLatest(with:)` (at most 256 queued events).
    public func sample<Sampler: SignalProducerConvertible>(with sampler: Sampler) -> SignalProducer<(Value, Sampler.Value), Error> where Sampler.Error == Never {
        sample(with: sampler.producer)
    }

    /// On each sampler tick sends the latest value; cross-thread feedback as for `Signal.combineLatest(with:)` (at
    /// most 256 queued events).
    public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        liftLeftDerived { signal in { signal.sample(on: $0) } }(sampler)
    }

    /// On each sampler tick sends the latest value; cross-thread feedback as for `Signal.combineLatest(with:)` (at
    /// most 256 queued events).
    public func sample<Sampler: SignalProducerConvertible>(on sampler: Sampler) -> SignalProducer<Value, Error> where Sampler.Error == Never, Sampler.Value == () {
        sample(on: sampler.producer)
    }

    /// Pairs each value with the latest value of `samplee`.
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        liftDerived { $0.withLatest(from: samplee) }
    }

    /// Pairs each value with the latest value of `samplee`.
    public func withLatest<Samplee: SignalProducerConvertible>(from samplee: Samplee) -> SignalProducer<(Value, Samplee.Value), Error> where Samplee.Error == Never {
        withLatest(from: samplee.producer)
    }
}
