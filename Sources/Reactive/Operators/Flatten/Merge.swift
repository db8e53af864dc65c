extension Signal {
    /// Forwards the values of all `signals` as they arrive; completes once every one has ended; cross-thread
    /// feedback as for `merge(with:)` (an observer that waits for another thread's value deadlocks).
    @inlinable
    public static func merge<Seq>(_ signals: Seq) -> Signal<Value, Error> where Seq: Sequence, Seq.Element == Signal<Value, Error> {
        let (outer, input) = Signal<Signal<Value, Error>, Error>.pipe()
        let merged = outer.flatten(.merge)
        for signal in signals { input.send(value: signal) }
        input.sendCompleted()
        return merged
    }

    /// Forwards the values of all `signals` as they arrive; completes once every one has ended; cross-thread
    /// feedback as for `merge(with:)` (an observer that waits for another thread's value deadlocks).
    @inlinable
    public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
        merge(signals)
    }
}

extension SignalProducer {
    /// Each start runs all `producers` and forwards their values as they arrive; completes once all have ended;
    /// cross-thread feedback as for `Signal.merge(with:)` (an observer that waits for another thread's value
    /// deadlocks).
    @inlinable
    public static func merge<Seq>(_ producers: Seq) -> SignalProducer<Value, Error> where Seq: Sequence, Seq.Element == SignalProducer<Value, Error> {
        // The list is held by a node, not by the start handler, so that releasing a fold of merges is a loop.
        let group = ProducerGroup(Array(producers))
        var all = SignalProducer<SignalProducer<Value, Error>, Error>(shape: .synchronous) { [group] observer, lifetime in
            for producer in group.parts {
                if lifetime.hasEnded { return }
                observer.send(value: producer)
            }
            if !lifetime.hasEnded { observer.sendCompleted() }
        }
        all.node = group
        return all.flatten(.merge)
    }

    /// Merges the given producers; cross-thread feedback as for `Signal.merge(with:)`.
    @inlinable
    public static func merge<A, B>(_ a: A, _ b: B) -> SignalProducer<Value, Error> where Value == A.Value, Error == A.Error, A: SignalProducerConvertible, B: SignalProducerConvertible, A.Error == B.Error, A.Value == B.Value {
        merge([a.producer, b.producer])
    }

    /// Merges the given producers; cross-thread feedback as for `Signal.merge(with:)`.
    @inlinable
    public static func merge<A, B, C>(_ a: A, _ b: B, _ c: C) -> SignalProducer<Value, Error> where Value == A.Value, Error == A.Error, A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, A.Error == B.Error, A.Value == B.Value, B.Error == C.Error, B.Value == C.Value {
        merge([a.producer, b.producer, c.producer])
    }

    /// Merges the given producers; cross-thread feedback as for `Signal.merge(with:)`.
    @inlinable
    public static func merge<A, B, C, D>(_ a: A, _ b: B, _ c: C, _ d: D) -> SignalProducer<Value, Error> where Value == A.Value, Error == A.Error, A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible, A.Error == B.Error, A.Value == B.Value, B.Error == C.Error, B.Value == C.Value, C.Error == D.Error, C.Value == D.Value {
        merge([a.producer, b.producer, c.producer, d.producer])
    }

    /// Merges the given producers; cross-thread feedback as for `Signal.merge(with:)`.
    @inlinable
    public static func merge<A, B, C, D, E>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> SignalProducer<Value, Error> where Value == A.Value, Error == A.Error, A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible, E: SignalProducerConvertible, A.Error == B.Error, A.Value == B.Value, B.Error == C.Error, B.Value == C.Value, C.Error == D.Error, C.Value == D.Value, D.Error == E.Error, D.Value == E.Value {
        merge([a.producer, b.producer, c.producer, d.producer, e.producer])
    }

    /// Merges the given producers; cross-thread feedback as for `Signal.merge(with:)`.
    @inlinable
    public static func merge<A, B, C, D, E, F>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> SignalProducer<Value, Error> where Value == A.Value, Error == A.Error, A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible, A.Error == B.Error, A.Value == B.Value, B.Error == C.Error, B.Value == C.Value, C.Error == D.Error, C.Value == D.Value, D.Error == E.Error, D.Value == E.Value, E.Error == F.Error, E.Value == F.Value {
        merge([a.producer, b.producer, c.producer, d.producer, e.producer, f.producer])
    }

    /// Merges the given producers; cross-thread feedback as for `Signal.merge(with:)`.
    @inlinable
    public static func merge<A, B, C, D, E, F, G>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> SignalProducer<Value, Error> where Value == A.Value, Error == A.Error, A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible, A.Error == B.Error, A.Value == B.Value, B.Error == C.Error, B.Value == C.Value, C.Error == D.Error, C.Value == D.Value, D.Error == E.Error, D.Value == E.Value, E.Error == F.Error, E.Value == F.Value, F.Error == G.Error, F.Value == G.Value {
        merge([a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer])
    }

    /// Merges the given producers; cross-thread feedback as for `Signal.merge(with:)`.
    @inlinable
    public static func merge<A, B, C, D, E, F, G, H>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> SignalProducer<Value, Error> where Value == A.Value, Error == A.Error, A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible, H: SignalProducerConvertible, A.Error == B.Error, A.Value == B.Value, B.Error == C.Error, B.Value == C.Value, C.Error == D.Error, C.Value == D.Value, D.Error == E.Error, D.Value == E.Value, E.Error == F.Error, E.Value == F.Value, F.Error == G.Error, F.Value == G.Value, G.Error == H.Error, G.Value == H.Value {
        merge([a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer])
    }

    /// Merges the given producers; cross-thread feedback as for `Signal.merge(with:)`.
    @inlinable
    public static func merge<A, B, C, D, E, F, G, H, I>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I) -> SignalProducer<Value, Error> where Value == A.Value, Error == A.Error, A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible, A.Error == B.Error, A.Value == B.Value, B.Error == C.Error, B.Value == C.Value, C.Error == D.Error, C.Value == D.Value, D.Error == E.Error, D.Value == E.Value, E.Error == F.Error, E.Value == F.Value, F.Error == G.Error, F.Value == G.Value, G.Error == H.Error, G.Value == H.Value, H.Error == I.Error, H.Value == I.Value {
        merge([a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer, i.producer])
    }

    /// Merges the given producers; cross-thread feedback as for `Signal.merge(with:)`.
    @inlinable
    public static func merge<A, B, C, D, E, F, G, H, I, J>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J) -> SignalProducer<Value, Error> where Value == A.Value, Error == A.Error, A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible, J: SignalProducerConvertible, A.Error == B.Error, A.Value == B.Value, B.Error == C.Error, B.Value == C.Value, C.Error == D.Error, C.Value == D.Value, D.Error == E.Error, D.Value == E.Value, E.Error == F.Error, E.Value == F.Value, F.Error == G.Error, F.Value == G.Value, G.Error == H.Error, G.Value == H.Value, H.Error == I.Error, H.Value == I.Value, I.Error == J.Error, I.Value == J.Value {
        merge([a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer, i.producer, j.producer])
    }
}
