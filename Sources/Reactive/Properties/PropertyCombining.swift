// Static combineLatest/zip over 2...10 properties and over sequences of properties.

extension PropertyProtocol {
    /// A property holding the latest values of all inputs, updated whenever any of them changes.
    public static func combineLatest<A, B>(_ a: A, _ b: B) -> Property<(A.Value, B.Value)> where A: PropertyProtocol, B: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b) }
    }

    /// A property holding the latest values of all inputs, updated whenever any of them changes.
    public static func combineLatest<A, B, C>(_ a: A, _ b: B, _ c: C) -> Property<(Value, B.Value, C.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b, c) }
    }

    /// A property holding the latest values of all inputs, updated whenever any of them changes.
    public static func combineLatest<A, B, C, D>(_ a: A, _ b: B, _ c: C, _ d: D) -> Property<(Value, B.Value, C.Value, D.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b, c, d) }
    }

    /// A property holding the latest values of all inputs, updated whenever any of them changes.
    public static func combineLatest<A, B, C, D, E>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> Property<(Value, B.Value, C.Value, D.Value, E.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b, c, d, e) }
    }

    /// A property holding the latest values of all inputs, updated whenever any of them changes.
    public static func combineLatest<A, B, C, D, E, F>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, F: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b, c, d, e, f) }
    }

    /// A property holding the latest values of all inputs, updated whenever any of them changes.
    public static func combineLatest<A, B, C, D, E, F, G>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b, c, d, e, f, g) }
    }

    /// A property holding the latest values of all inputs, updated whenever any of them changes.
    public static func combineLatest<A, B, C, D, E, F, G, H>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b, c, d, e, f, g, h) }
    }

    /// A property holding the latest values of all inputs, updated whenever any of them changes.
    public static func combineLatest<A, B, C, D, E, F, G, H, I>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b, c, d, e, f, g, h, i) }
    }

    /// A property holding the latest values of all inputs, updated whenever any of them changes.
    public static func combineLatest<A, B, C, D, E, F, G, H, I, J>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol, J: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b, c, d, e, f, g, h, i, j) }
    }

    /// A property holding the latest values of all inputs as an array; nil for an empty sequence.
    public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Iterator.Element.Value]>? where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        if producers.isEmpty { return nil }
        return Property(unsafeProducer: SignalProducer.combineLatest(producers))
    }

    /// A property holding the latest values of all inputs as an array; constant `emptySentinel` for no inputs.
    public static func combineLatest<S: Sequence>(_ properties: S, emptySentinel: [S.Iterator.Element.Value]) -> Property<[S.Iterator.Element.Value]> where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        if producers.isEmpty { return Property(value: emptySentinel) }
        return Property(unsafeProducer: SignalProducer.combineLatest(producers))
    }

    /// A property holding the n-th values of all inputs (current values first), updated once every input changed.
    public static func zip<A, B>(_ a: A, _ b: B) -> Property<(Value, B.Value)> where A: PropertyProtocol, B: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.zip($0, b) }
    }

    /// A property holding the n-th values of all inputs (current values first), updated once every input changed.
    public static func zip<A, B, C>(_ a: A, _ b: B, _ c: C) -> Property<(Value, B.Value, C.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.zip($0, b, c) }
    }

    /// A property holding the n-th values of all inputs (current values first), updated once every input changed.
    public static func zip<A, B, C, D>(_ a: A, _ b: B, _ c: C, _ d: D) -> Property<(Value, B.Value, C.Value, D.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.zip($0, b, c, d) }
    }

    /// A property holding the n-th values of all inputs (current values first), updated once every input changed.
    public static func zip<A, B, C, D, E>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> Property<(Value, B.Value, C.Value, D.Value, E.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.zip($0, b, c, d, e) }
    }

    /// A property holding the n-th values of all inputs (current values first), updated once every input changed.
    public static func zip<A, B, C, D, E, F>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, F: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.zip($0, b, c, d, e, f) }
    }

    /// A property holding the n-th values of all inputs (current values first), updated once every input changed.
    public static func zip<A, B, C, D, E, F, G>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.zip($0, b, c, d, e, f, g) }
    }

    /// A property holding the n-th values of all inputs (current values first), updated once every input changed.
    public static func zip<A, B, C, D, E, F, G, H>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.zip($0, b, c, d, e, f, g, h) }
    }

    /// A property holding the n-th values of all inputs (current values first), updated once every input changed.
    public static func zip<A, B, C, D, E, F, G, H, I>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.zip($0, b, c, d, e, f, g, h, i) }
    }

    /// A property holding the n-th values of all inputs (current values first), updated once every input changed.
    public static func zip<A, B, C, D, E, F, G, H, I, J>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)> where A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol, J: PropertyProtocol, A.Value == Value {
        a.lift { SignalProducer.zip($0, b, c, d, e, f, g, h, i, j) }
    }

    /// A property holding the n-th values of all inputs as an array; nil for an empty sequence.
    public static func zip<S: Sequence>(_ properties: S) -> Property<[S.Iterator.Element.Value]>? where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        if producers.isEmpty { return nil }
        return Property(unsafeProducer: SignalProducer.zip(producers))
    }

    /// A property holding the n-th values of all inputs as an array; constant `emptySentinel` for no inputs.
    public static func zip<S: Sequence>(_ properties: S, emptySentinel: [S.Iterator.Element.Value]) -> Property<[S.Iterator.Element.Value]> where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        if producers.isEmpty { return Property(value: emptySentinel) }
        return Property(unsafeProducer: SignalProducer.zip(producers))
    }
}
