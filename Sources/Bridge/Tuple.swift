import RACLegacy
import Reactive

// MARK: - RACTuple → Swift tuples

/// Converts a RACTuple of two elements with the bridge's value rule.
public func bridgedTuple<A, B>(from tuple: RACTuple, as type: (A, B).Type) throws(RACLegacyBridgeError) -> (A, B) {
    try requireArity(2, of: tuple)
    return (try element(0, of: tuple), try element(1, of: tuple))
}

/// Converts a RACTuple of three elements with the bridge's value rule.
public func bridgedTuple<A, B, C>(from tuple: RACTuple, as type: (A, B, C).Type) throws(RACLegacyBridgeError) -> (A, B, C) {
    try requireArity(3, of: tuple)
    return (try element(0, of: tuple), try element(1, of: tuple), try element(2, of: tuple))
}

/// Converts a RACTuple of four elements with the bridge's value rule.
public func bridgedTuple<A, B, C, D>(from tuple: RACTuple, as type: (A, B, C, D).Type) throws(RACLegacyBridgeError) -> (A, B, C, D) {
    try requireArity(4, of: tuple)
    return (try element(0, of: tuple), try element(1, of: tuple), try element(2, of: tuple),
            try element(3, of: tuple))
}

/// Converts a RACTuple of five elements with the bridge's value rule.
public func bridgedTuple<A, B, C, D, E>(from tuple: RACTuple, as type: (A, B, C, D, E).Type) throws(RACLegacyBridgeError) -> (A, B, C, D, E) {
    try requireArity(5, of: tuple)
    return (try element(0, of: tuple), try element(1, of: tuple), try element(2, of: tuple),
            try element(3, of: tuple), try element(4, of: tuple))
}

/// Converts a RACTuple of six elements with the bridge's value rule.
public func bridgedTuple<A, B, C, D, E, F>(from tuple: RACTuple, as type: (A, B, C, D, E, F).Type) throws(RACLegacyBridgeError) -> (A, B, C, D, E, F) {
    try requireArity(6, of: tuple)
    return (try element(0, of: tuple), try element(1, of: tuple), try element(2, of: tuple),
            try element(3, of: tuple), try element(4, of: tuple), try element(5, of: tuple))
}

private func requireArity(_ arity: Int, of tuple: RACTuple) throws(RACLegacyBridgeError) {
    guard tuple.count == arity else { throw .arityMismatch(expected: arity, actual: tuple.count) }
}

/// Element `index` (a stored tuple-nil reads as nil) converted with the value rule.
private func element<T>(_ index: Int, of tuple: RACTuple) throws(RACLegacyBridgeError) -> T {
    try bridgedValue(from: tuple.objectAtIndex(index), as: T.self)
}

/// `value` as a RACTuple, or a mismatch naming what it was.
private func racTuple(_ value: Any?) throws(RACLegacyBridgeError) -> RACTuple {
    let unwrapped = flattenedValue(value)
    if let tuple = unwrapped as? RACTuple { return tuple }
    throw .typeMismatch(expected: "RACTuple", actual: unwrapped.map { String(describing: type(of: $0)) } ?? "nil")
}

// MARK: - Swift tuples → RACTuple

extension RACTuple {
    /// A RACTuple of the pair's elements (nil elements stored as RAC 2's tuple-nil).
    public convenience init<A, B>(bridging tuple: (A, B)) {
        self.init(objectsFromArray: [stored(tuple.0), stored(tuple.1)])
    }

    /// A RACTuple of the triple's elements (nil elements stored as RAC 2's tuple-nil).
    public convenience init<A, B, C>(bridging tuple: (A, B, C)) {
        self.init(objectsFromArray: [stored(tuple.0), stored(tuple.1), stored(tuple.2)])
    }

    /// A RACTuple of the four elements (nil elements stored as RAC 2's tuple-nil).
    public convenience init<A, B, C, D>(bridging tuple: (A, B, C, D)) {
        self.init(objectsFromArray: [stored(tuple.0), stored(tuple.1), stored(tuple.2), stored(tuple.3)])
    }

    /// A RACTuple of the five elements (nil elements stored as RAC 2's tuple-nil).
    public convenience init<A, B, C, D, E>(bridging tuple: (A, B, C, D, E)) {
        self.init(objectsFromArray: [stored(tuple.0), stored(tuple.1), stored(tuple.2), stored(tuple.3),
                                     stored(tuple.4)])
    }

    /// A RACTuple of the six elements (nil elements stored as RAC 2's tuple-nil).
    public convenience init<A, B, C, D, E, F>(bridging tuple: (A, B, C, D, E, F)) {
        self.init(objectsFromArray: [stored(tuple.0), stored(tuple.1), stored(tuple.2), stored(tuple.3),
                                     stored(tuple.4), stored(tuple.5)])
    }
}

/// A tuple element as RAC 2 stores it: flattened, with nil as the tuple-nil placeholder.
private func stored<T>(_ value: T) -> Any {
    bridgedValue(value) ?? RACTupleNil.tupleNil()
}

// MARK: - Signals of RACTuples → producers of Swift tuples

extension SignalProducer where Error == any Swift.Error {
    /// A producer of pairs from a RACSignal of RACTuples.
    public init<A, B>(bridging signal: RACSignal, as type: (A, B).Type) where Value == (A, B) {
        self.init(subscribingTo: signal) { value throws(RACLegacyBridgeError) in
            try bridgedTuple(from: racTuple(value), as: type)
        }
    }

    /// A producer of triples from a RACSignal of RACTuples.
    public init<A, B, C>(bridging signal: RACSignal, as type: (A, B, C).Type) where Value == (A, B, C) {
        self.init(subscribingTo: signal) { value throws(RACLegacyBridgeError) in
            try bridgedTuple(from: racTuple(value), as: type)
        }
    }

    /// A producer of 4-tuples from a RACSignal of RACTuples.
    public init<A, B, C, D>(bridging signal: RACSignal, as type: (A, B, C, D).Type) where Value == (A, B, C, D) {
        self.init(subscribingTo: signal) { value throws(RACLegacyBridgeError) in
            try bridgedTuple(from: racTuple(value), as: type)
        }
    }

    /// A producer of 5-tuples from a RACSignal of RACTuples.
    public init<A, B, C, D, E>(bridging signal: RACSignal, as type: (A, B, C, D, E).Type) where Value == (A, B, C, D, E) {
        self.init(subscribingTo: signal) { value throws(RACLegacyBridgeError) in
            try bridgedTuple(from: racTuple(value), as: type)
        }
    }

    /// A producer of 6-tuples from a RACSignal of RACTuples.
    public init<A, B, C, D, E, F>(bridging signal: RACSignal, as type: (A, B, C, D, E, F).Type) where Value == (A, B, C, D, E, F) {
        self.init(subscribingTo: signal) { value throws(RACLegacyBridgeError) in
            try bridgedTuple(from: racTuple(value), as: type)
        }
    }
}
