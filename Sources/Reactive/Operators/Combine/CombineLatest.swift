extension Signal {
    /// Sends the latest pair once both inputs have sent a value, then on every new value.
    ///
    /// Cross-thread feedback: while an observer handles an event, a value another thread sends into the input being
    /// delivered waits until the observer returns, as with any signal; a value sent into another input is applied
    /// and what it emits is queued, until 256 emitted events wait undelivered, after which that sender waits for the
    /// observer too. An observer that waits for another thread's value therefore deadlocks on a value into the input
    /// being delivered, and on a value into another input once 256 events are queued; values sent on the
    /// observer's own thread into another input, and terminal events, never wait.
    @inlinable
    public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error>(after: max(core.chainLength, other.core.chainLength)) { observer, lifetime in
            let storage = OrderedOutput(CombineLatestState<Value, U, Error>(), observer: observer)
            lifetime.attach(self.observe { event in storage.apply(mayWait: !event.isTerminating) { $0.receiveA(event, $1) } })
            lifetime.attach(other.observe { event in storage.apply(mayWait: !event.isTerminating) { $0.receiveB(event, $1) } })
        }
    }

    /// Pairs the n-th value of each input, buffering the faster one; cross-thread feedback as for
    /// `combineLatest(with:)` (at most 256 queued events).
    @inlinable
    public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error>(after: max(core.chainLength, other.core.chainLength)) { observer, lifetime in
            let storage = OrderedOutput(ZipState<Value, U, Error>(), observer: observer)
            lifetime.attach(self.observe { event in storage.apply(mayWait: !event.isTerminating) { $0.receiveA(event, $1) } })
            lifetime.attach(other.observe { event in storage.apply(mayWait: !event.isTerminating) { $0.receiveB(event, $1) } })
        }
    }

    /// Forwards the values of both inputs; an interruption counts as completion; completes when both ended.
    ///
    /// Cross-thread feedback: the result delivers one event at a time, so while an observer handles an event, a
    /// value another thread sends into either input waits until the observer returns; an observer that waits for
    /// such a value deadlocks at the first one (there is no queue, unlike `combineLatest(with:)`).
    @inlinable
    public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal(after: max(core.chainLength, other.core.chainLength)) { observer, lifetime in
            let ended = Atomic(0)
            let forward: Signal<Value, Error>.Observer.Action = { event in
                switch event {
                case .value, .failed: observer.send(event)
                case .completed, .interrupted:
                    if ended.modify({ $0 += 1; return $0 }) == 2 { observer.sendCompleted() }
                }
            }
            lifetime.attach(self.observe(forward))
            lifetime.attach(other.observe(forward))
        }
    }

    /// Array form of `combineLatest`; an empty sequence never sends anything; cross-thread feedback as for
    /// `combineLatest(with:)` (at most 256 queued events).
    public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        combineMany(Array(signals), CombineLatestManyState<Value, Error>.self)
    }

    /// Array form of `zip`; an empty sequence never sends anything; cross-thread feedback as for
    /// `combineLatest(with:)` (at most 256 queued events).
    public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        combineMany(Array(signals), ZipManyState<Value, Error>.self)
    }

    /// One operator over all of `signals`, its state a `State`.
    static func combineMany<State: CombineManyState>(
        _ signals: [Signal<Value, Error>], _: State.Type
    ) -> Signal<[Value], Error> where State.Value == Value, State.Error == Error {
        guard !signals.isEmpty else { return .never }
        return Signal<[Value], Error>(after: signals.lazy.map(\.core.chainLength).max() ?? 0) { observer, lifetime in
            let storage = OrderedOutput(State(count: signals.count), observer: observer)
            for (index, signal) in signals.enumerated() {
                lifetime.attach(signal.observe { event in
                    storage.apply(mayWait: !event.isTerminating) { $0.receive(index, event, $1) }
                })
            }
        }
    }
}

extension SignalProducer {
    /// Sends the latest pair once both runs have sent a value, then on every new value; cross-thread feedback as
    /// for `Signal.combineLatest(with:)` (at most 256 queued events).
    @inlinable
    public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        liftLeftDerived { signal in { signal.combineLatest(with: $0) } }(other)
    }

    /// Sends the latest pair once both have sent a value, then on every new value.
    public func combineLatest<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        combineLatest(with: other.producer)
    }

    /// Pairs the n-th value of each run; cross-thread feedback as for `Signal.combineLatest(with:)` (at most 256
    /// queued events).
    @inlinable
    public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        liftLeftDerived { signal in { signal.zip(with: $0) } }(other)
    }

    /// Pairs the n-th value of each.
    public func zip<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        zip(with: other.producer)
    }

    /// Forwards the values of both runs; completes when both ended; cross-thread feedback as for
    /// `Signal.merge(with:)` (an observer that waits for another thread's value deadlocks).
    @inlinable
    public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        liftLeftDerived { signal in { signal.merge(with: $0) } }(other)
    }

    /// Forwards the values of both; completes when both ended.
    public func merge<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<Value, Error> where Other.Value == Value, Other.Error == Error {
        merge(with: other.producer)
    }

    /// Array form of `combineLatest`; an empty sequence never sends anything; cross-thread feedback as for
    /// `Signal.combineLatest(with:)` (at most 256 queued events).
    public static func combineLatest<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        combineMany(producers.map(\.producer), emptySentinel: nil, CombineLatestManyState<Value, Error>.self)
    }

    /// Array form of `combineLatest`; an empty sequence sends `emptySentinel` and completes; cross-thread feedback
    /// as for `Signal.combineLatest(with:)` (at most 256 queued events).
    public static func combineLatest<S: Sequence>(_ producers: S, emptySentinel: [S.Iterator.Element.Value]) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        combineMany(producers.map(\.producer), emptySentinel: emptySentinel, CombineLatestManyState<Value, Error>.self)
    }

    /// Array form of `zip`; an empty sequence never sends anything; cross-thread feedback as for
    /// `Signal.combineLatest(with:)` (at most 256 queued events).
    public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        combineMany(producers.map(\.producer), emptySentinel: nil, ZipManyState<Value, Error>.self)
    }

    /// Array form of `zip`; an empty sequence sends `emptySentinel` and completes; cross-thread feedback as for
    /// `Signal.combineLatest(with:)` (at most 256 queued events).
    public static func zip<S: Sequence>(_ producers: S, emptySentinel: [S.Iterator.Element.Value]) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        combineMany(producers.map(\.producer), emptySentinel: emptySentinel, ZipManyState<Value, Error>.self)
    }

    /// One operator over all of `producers`, its state a `State`: every run is observed before the first starts,
    /// and they start in sequence order.
    static func combineMany<State: CombineManyState>(
        _ producers: [SignalProducer<Value, Error>], emptySentinel: [Value]?, _: State.Type
    ) -> SignalProducer<[Value], Error> where State.Value == Value, State.Error == Error {
        guard !producers.isEmpty else {
            if let emptySentinel { return SignalProducer<[Value], Error>(value: emptySentinel) }
            return .never
        }
        // The list is held by a node, not by the start handler, so that releasing a fold of these is a loop.
        let group = ProducerGroup(producers)
        var combined = SignalProducer<[Value], Error> { [group] observer, lifetime in
            let producers = group.parts
            let storage = OrderedOutput(State(count: producers.count), observer: observer)
            // A run starts when the closure of its `startWithSignal` returns: nesting the later producers outside
            // the earlier ones attaches every observer first and starts the first producer first.
            func start(through last: Int) {
                guard last >= 0 else { return }
                // Each run checks the depth: in a chain of these (a fold), the runs are where a chain too deep for the
                // stack is caught.
                producers[last].startWithSignal(in: Signal(checkingDepth: ())) { signal, interrupter in
                    lifetime.attach(interrupter)
                    lifetime.attach(signal.observe { event in
                        storage.apply(mayWait: !event.isTerminating) { $0.receive(last, event, $1) }
                    })
                    start(through: last - 1)
                }
            }
            start(through: producers.count - 1)
        }
        combined.node = group
        return combined
    }
}
