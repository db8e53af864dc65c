extension Signal {
    /// Sends the latest pair once both inputs have sent a value, then on every new value.
    @inlinable
    public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error> { observer, lifetime in
            let storage = OrderedOutput(CombineLatestState<Value, U, Error>(), observer: observer)
            lifetime.attach(self.observe { event in storage.apply(mayWait: !event.isTerminating) { $0.receiveA(event, $1) } })
            lifetime.attach(other.observe { event in storage.apply(mayWait: !event.isTerminating) { $0.receiveB(event, $1) } })
        }
    }

    /// Pairs the n-th value of each input, buffering the faster one.
    @inlinable
    public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error> { observer, lifetime in
            let storage = OrderedOutput(ZipState<Value, U, Error>(), observer: observer)
            lifetime.attach(self.observe { event in storage.apply(mayWait: !event.isTerminating) { $0.receiveA(event, $1) } })
            lifetime.attach(other.observe { event in storage.apply(mayWait: !event.isTerminating) { $0.receiveB(event, $1) } })
        }
    }

    /// Forwards the values of both inputs; an interruption counts as completion; completes when both ended.
    @inlinable
    public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal { observer, lifetime in
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

    /// Array form of `combineLatest`; an empty sequence never sends anything.
    public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        combineMany(signals) { $0.combineLatest(with: $1) }
    }

    /// Array form of `zip`; an empty sequence never sends anything.
    public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        combineMany(signals) { $0.zip(with: $1) }
    }

    /// Folds `signals` with a binary combinator into one signal of arrays.
    static func combineMany<S: Sequence>(
        _ signals: S,
        _ combine: (Signal<[Value], Error>, Signal<Value, Error>) -> Signal<([Value], Value), Error>
    ) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        var iterator = signals.makeIterator()
        guard let first = iterator.next() else { return .never }
        var result = first.map { [$0] }
        while let next = iterator.next() {
            result = combine(result, next).map { $0.0 + [$0.1] }
        }
        return result
    }
}

extension SignalProducer {
    /// Sends the latest pair once both runs have sent a value, then on every new value.
    @inlinable
    public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        liftLeft { signal in { signal.combineLatest(with: $0) } }(other)
    }

    /// Sends the latest pair once both have sent a value, then on every new value.
    public func combineLatest<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        combineLatest(with: other.producer)
    }

    /// Pairs the n-th value of each run.
    @inlinable
    public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        liftLeft { signal in { signal.zip(with: $0) } }(other)
    }

    /// Pairs the n-th value of each.
    public func zip<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        zip(with: other.producer)
    }

    /// Forwards the values of both runs; completes when both ended.
    @inlinable
    public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        liftLeft { signal in { signal.merge(with: $0) } }(other)
    }

    /// Forwards the values of both; completes when both ended.
    public func merge<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<Value, Error> where Other.Value == Value, Other.Error == Error {
        merge(with: other.producer)
    }

    /// Array form of `combineLatest`; an empty sequence never sends anything.
    public static func combineLatest<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        combineMany(producers.map(\.producer), emptySentinel: nil) { $0.combineLatest(with: $1) }
    }

    /// Array form of `combineLatest`; an empty sequence sends `emptySentinel` and completes.
    public static func combineLatest<S: Sequence>(_ producers: S, emptySentinel: [S.Iterator.Element.Value]) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        combineMany(producers.map(\.producer), emptySentinel: emptySentinel) { $0.combineLatest(with: $1) }
    }

    /// Array form of `zip`; an empty sequence never sends anything.
    public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        combineMany(producers.map(\.producer), emptySentinel: nil) { $0.zip(with: $1) }
    }

    /// Array form of `zip`; an empty sequence sends `emptySentinel` and completes.
    public static func zip<S: Sequence>(_ producers: S, emptySentinel: [S.Iterator.Element.Value]) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        combineMany(producers.map(\.producer), emptySentinel: emptySentinel) { $0.zip(with: $1) }
    }

    static func combineMany(
        _ producers: [SignalProducer<Value, Error>],
        emptySentinel: [Value]?,
        _ combine: @escaping (SignalProducer<[Value], Error>, SignalProducer<Value, Error>) -> SignalProducer<([Value], Value), Error>
    ) -> SignalProducer<[Value], Error> {
        guard let first = producers.first else {
            if let emptySentinel { return SignalProducer<[Value], Error>(value: emptySentinel) }
            return .never
        }
        var result = first.map { [$0] }
        for next in producers.dropFirst() {
            result = combine(result, next).map { $0.0 + [$0.1] }
        }
        return result
    }
}
