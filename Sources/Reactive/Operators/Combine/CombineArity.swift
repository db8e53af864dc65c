// Fixed-arity combineLatest and zip, built by nesting the two-input operators.

extension Signal {
    /// `combineLatest` of 2 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
        a.combineLatest(with: b)
    }

    /// `combineLatest` of 3 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<B, C>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>) -> Signal<(Value, B, C), Error> {
        a.combineLatest(with: b).combineLatest(with: c)
            .map { ($0.0.0, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 4 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<B, C, D>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>) -> Signal<(Value, B, C, D), Error> {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d)
            .map { ($0.0.0.0, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 5 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<B, C, D, E>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>) -> Signal<(Value, B, C, D, E), Error> {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).combineLatest(with: e)
            .map { ($0.0.0.0.0, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 6 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<B, C, D, E, F>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>) -> Signal<(Value, B, C, D, E, F), Error> {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).combineLatest(with: e).combineLatest(with: f)
            .map { ($0.0.0.0.0.0, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 7 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<B, C, D, E, F, G>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>) -> Signal<(Value, B, C, D, E, F, G), Error> {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).combineLatest(with: e).combineLatest(with: f).combineLatest(with: g)
            .map { ($0.0.0.0.0.0.0, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 8 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<B, C, D, E, F, G, H>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>) -> Signal<(Value, B, C, D, E, F, G, H), Error> {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).combineLatest(with: e).combineLatest(with: f).combineLatest(with: g).combineLatest(with: h)
            .map { ($0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 9 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<B, C, D, E, F, G, H, I>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>, _ i: Signal<I, Error>) -> Signal<(Value, B, C, D, E, F, G, H, I), Error> {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).combineLatest(with: e).combineLatest(with: f).combineLatest(with: g).combineLatest(with: h).combineLatest(with: i)
            .map { ($0.0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 10 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<B, C, D, E, F, G, H, I, J>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>, _ i: Signal<I, Error>, _ j: Signal<J, Error>) -> Signal<(Value, B, C, D, E, F, G, H, I, J), Error> {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).combineLatest(with: e).combineLatest(with: f).combineLatest(with: g).combineLatest(with: h).combineLatest(with: i).combineLatest(with: j)
            .map { ($0.0.0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 2 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
        a.zip(with: b)
    }

    /// `zip` of 3 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<B, C>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>) -> Signal<(Value, B, C), Error> {
        a.zip(with: b).zip(with: c)
            .map { ($0.0.0, $0.0.1, $0.1) }
    }

    /// `zip` of 4 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<B, C, D>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>) -> Signal<(Value, B, C, D), Error> {
        a.zip(with: b).zip(with: c).zip(with: d)
            .map { ($0.0.0.0, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 5 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<B, C, D, E>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>) -> Signal<(Value, B, C, D, E), Error> {
        a.zip(with: b).zip(with: c).zip(with: d).zip(with: e)
            .map { ($0.0.0.0.0, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 6 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<B, C, D, E, F>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>) -> Signal<(Value, B, C, D, E, F), Error> {
        a.zip(with: b).zip(with: c).zip(with: d).zip(with: e).zip(with: f)
            .map { ($0.0.0.0.0.0, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 7 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<B, C, D, E, F, G>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>) -> Signal<(Value, B, C, D, E, F, G), Error> {
        a.zip(with: b).zip(with: c).zip(with: d).zip(with: e).zip(with: f).zip(with: g)
            .map { ($0.0.0.0.0.0.0, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 8 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<B, C, D, E, F, G, H>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>) -> Signal<(Value, B, C, D, E, F, G, H), Error> {
        a.zip(with: b).zip(with: c).zip(with: d).zip(with: e).zip(with: f).zip(with: g).zip(with: h)
            .map { ($0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 9 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<B, C, D, E, F, G, H, I>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>, _ i: Signal<I, Error>) -> Signal<(Value, B, C, D, E, F, G, H, I), Error> {
        a.zip(with: b).zip(with: c).zip(with: d).zip(with: e).zip(with: f).zip(with: g).zip(with: h).zip(with: i)
            .map { ($0.0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 10 signals; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<B, C, D, E, F, G, H, I, J>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>, _ i: Signal<I, Error>, _ j: Signal<J, Error>) -> Signal<(Value, B, C, D, E, F, G, H, I, J), Error> {
        a.zip(with: b).zip(with: c).zip(with: d).zip(with: e).zip(with: f).zip(with: g).zip(with: h).zip(with: i).zip(with: j)
            .map { ($0.0.0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }
}

extension SignalProducer {
    /// `combineLatest` of 2 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<A, B>(_ a: A, _ b: B) -> SignalProducer<(Value, B.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, A.Error == B.Error {
        a.producer.combineLatest(with: b.producer)
    }

    /// `combineLatest` of 3 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<A, B, C>(_ a: A, _ b: B, _ c: C) -> SignalProducer<(Value, B.Value, C.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error {
        a.producer.combineLatest(with: b.producer).combineLatest(with: c.producer)
            .map { ($0.0.0, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 4 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<A, B, C, D>(_ a: A, _ b: B, _ c: C, _ d: D) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error {
        a.producer.combineLatest(with: b.producer).combineLatest(with: c.producer).combineLatest(with: d.producer)
            .map { ($0.0.0.0, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 5 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<A, B, C, D, E>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error {
        a.producer.combineLatest(with: b.producer).combineLatest(with: c.producer).combineLatest(with: d.producer).combineLatest(with: e.producer)
            .map { ($0.0.0.0.0, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 6 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<A, B, C, D, E, F>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, F : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error, E.Error == F.Error {
        a.producer.combineLatest(with: b.producer).combineLatest(with: c.producer).combineLatest(with: d.producer).combineLatest(with: e.producer).combineLatest(with: f.producer)
            .map { ($0.0.0.0.0.0, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 7 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<A, B, C, D, E, F, G>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, F : SignalProducerConvertible, G : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error, E.Error == F.Error, F.Error == G.Error {
        a.producer.combineLatest(with: b.producer).combineLatest(with: c.producer).combineLatest(with: d.producer).combineLatest(with: e.producer).combineLatest(with: f.producer).combineLatest(with: g.producer)
            .map { ($0.0.0.0.0.0.0, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 8 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<A, B, C, D, E, F, G, H>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, F : SignalProducerConvertible, G : SignalProducerConvertible, H : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error, E.Error == F.Error, F.Error == G.Error, G.Error == H.Error {
        a.producer.combineLatest(with: b.producer).combineLatest(with: c.producer).combineLatest(with: d.producer).combineLatest(with: e.producer).combineLatest(with: f.producer).combineLatest(with: g.producer).combineLatest(with: h.producer)
            .map { ($0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 9 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<A, B, C, D, E, F, G, H, I>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, F : SignalProducerConvertible, G : SignalProducerConvertible, H : SignalProducerConvertible, I : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error, E.Error == F.Error, F.Error == G.Error, G.Error == H.Error, H.Error == I.Error {
        a.producer.combineLatest(with: b.producer).combineLatest(with: c.producer).combineLatest(with: d.producer).combineLatest(with: e.producer).combineLatest(with: f.producer).combineLatest(with: g.producer).combineLatest(with: h.producer).combineLatest(with: i.producer)
            .map { ($0.0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `combineLatest` of 10 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func combineLatest<A, B, C, D, E, F, G, H, I, J>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, F : SignalProducerConvertible, G : SignalProducerConvertible, H : SignalProducerConvertible, I : SignalProducerConvertible, J : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error, E.Error == F.Error, F.Error == G.Error, G.Error == H.Error, H.Error == I.Error, I.Error == J.Error {
        a.producer.combineLatest(with: b.producer).combineLatest(with: c.producer).combineLatest(with: d.producer).combineLatest(with: e.producer).combineLatest(with: f.producer).combineLatest(with: g.producer).combineLatest(with: h.producer).combineLatest(with: i.producer).combineLatest(with: j.producer)
            .map { ($0.0.0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 2 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<A, B>(_ a: A, _ b: B) -> SignalProducer<(Value, B.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, A.Error == B.Error {
        a.producer.zip(with: b.producer)
    }

    /// `zip` of 3 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<A, B, C>(_ a: A, _ b: B, _ c: C) -> SignalProducer<(Value, B.Value, C.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error {
        a.producer.zip(with: b.producer).zip(with: c.producer)
            .map { ($0.0.0, $0.0.1, $0.1) }
    }

    /// `zip` of 4 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<A, B, C, D>(_ a: A, _ b: B, _ c: C, _ d: D) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error {
        a.producer.zip(with: b.producer).zip(with: c.producer).zip(with: d.producer)
            .map { ($0.0.0.0, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 5 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<A, B, C, D, E>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error {
        a.producer.zip(with: b.producer).zip(with: c.producer).zip(with: d.producer).zip(with: e.producer)
            .map { ($0.0.0.0.0, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 6 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<A, B, C, D, E, F>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, F : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error, E.Error == F.Error {
        a.producer.zip(with: b.producer).zip(with: c.producer).zip(with: d.producer).zip(with: e.producer).zip(with: f.producer)
            .map { ($0.0.0.0.0.0, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 7 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<A, B, C, D, E, F, G>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, F : SignalProducerConvertible, G : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error, E.Error == F.Error, F.Error == G.Error {
        a.producer.zip(with: b.producer).zip(with: c.producer).zip(with: d.producer).zip(with: e.producer).zip(with: f.producer).zip(with: g.producer)
            .map { ($0.0.0.0.0.0.0, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 8 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<A, B, C, D, E, F, G, H>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, F : SignalProducerConvertible, G : SignalProducerConvertible, H : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error, E.Error == F.Error, F.Error == G.Error, G.Error == H.Error {
        a.producer.zip(with: b.producer).zip(with: c.producer).zip(with: d.producer).zip(with: e.producer).zip(with: f.producer).zip(with: g.producer).zip(with: h.producer)
            .map { ($0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 9 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<A, B, C, D, E, F, G, H, I>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, F : SignalProducerConvertible, G : SignalProducerConvertible, H : SignalProducerConvertible, I : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error, E.Error == F.Error, F.Error == G.Error, G.Error == H.Error, H.Error == I.Error {
        a.producer.zip(with: b.producer).zip(with: c.producer).zip(with: d.producer).zip(with: e.producer).zip(with: f.producer).zip(with: g.producer).zip(with: h.producer).zip(with: i.producer)
            .map { ($0.0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }

    /// `zip` of 10 producers; cross-thread feedback as for `Signal.combineLatest(with:)`.
    public static func zip<A, B, C, D, E, F, G, H, I, J>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error> where Value == A.Value, Error == A.Error, A : SignalProducerConvertible, B : SignalProducerConvertible, C : SignalProducerConvertible, D : SignalProducerConvertible, E : SignalProducerConvertible, F : SignalProducerConvertible, G : SignalProducerConvertible, H : SignalProducerConvertible, I : SignalProducerConvertible, J : SignalProducerConvertible, A.Error == B.Error, B.Error == C.Error, C.Error == D.Error, D.Error == E.Error, E.Error == F.Error, F.Error == G.Error, G.Error == H.Error, H.Error == I.Error, I.Error == J.Error {
        a.producer.zip(with: b.producer).zip(with: c.producer).zip(with: d.producer).zip(with: e.producer).zip(with: f.producer).zip(with: g.producer).zip(with: h.producer).zip(with: i.producer).zip(with: j.producer)
            .map { ($0.0.0.0.0.0.0.0.0.0, $0.0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.0.1, $0.0.0.0.0.0.0.1, $0.0.0.0.0.0.1, $0.0.0.0.0.1, $0.0.0.0.1, $0.0.0.1, $0.0.1, $0.1) }
    }
}
