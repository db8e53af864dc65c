import Foundation

/// Placeholder that stands for nil inside tuples and dictionary keys.
public final class RACTupleNil: Hashable, CustomStringConvertible, @unchecked Sendable { // stateless singleton
    private static let shared = RACTupleNil()
    private init() {}

    /// The singleton placeholder.
    public static func tupleNil() -> RACTupleNil { shared }
    /// All placeholders are equal.
    public static func == (lhs: RACTupleNil, rhs: RACTupleNil) -> Bool { true }
    /// Hashes a constant.
    public func hash(into hasher: inout Hasher) { hasher.combine(0x7ac7) }
    /// "RACTupleNil".
    public var description: String { "RACTupleNil" }
}

/// Turns a Swift value stored in `Any` into a plain optional, so `Optional.none` inside `Any` reads as nil.
@usableFromInline
func flattenOptional(_ value: Any?) -> Any? {
    guard let value else { return nil }
    // Testing the dynamic type's metadata kind first: casting the value itself to a protocol makes the runtime try
    // its bridged Objective-C form too (an NSNumber allocated per Int), and a protocol conformance lookup on the
    // type costs a cache probe; both were the cost of every tuple element.
    guard _openExistential(value, do: isOptionalValue), let optional = value as? OptionalUnwrapping else { return value }
    return optional.unwrappedValue
}

/// Initializes `slot` with `value` as a tuple element (nested optionals flattened, nil as `RACTupleNil`), copying
/// the payload straight from `value`'s container into `slot`. It is read in place: copying an `Any?` (and later
/// destroying the copy) goes through Optional's generic value witnesses, several times the cost of copying the
/// `Any` inside it; and copying into a temporary, then moving that into place, has the move read in 16 bytes what
/// the copy wrote in 8, which stalls the processor (a store-forwarding stall).
@inlinable @inline(__always)
func initializeTupleElement(at slot: UnsafeMutablePointer<Any>, from value: borrowing Any?) {
    withUnsafeBytes(of: value) { container in
        guard let metadata = container.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UnsafeRawPointer?.self) else {
            slot.initialize(to: RACTupleNil.tupleNil())
            return
        }
        // Swift's existential container (a stable ABI): `Optional<Any>.none` has a null metadata pointer, and
        // `.some` is the payload's own container. 0x202 is the metadata kind of Optional (a class's first metadata
        // word is 0 here, an Objective-C isa pointer on Apple platforms, both unlike it): only an optional payload
        // needs flattening.
        if metadata.load(as: UInt.self) != 0x202 {
            // One copy, source to slot (`initialize(to: source.pointee)` copies into a temporary, then moves it).
            slot.initialize(from: container.baseAddress!.assumingMemoryBound(to: Any.self), count: 1)
            return
        }
        slot.initialize(to: flattenOptional(container.load(as: Any.self)) ?? RACTupleNil.tupleNil())
    }
}

/// True when `T` (the opened dynamic type) is an Optional: a metadata-kind test, no conformance lookup.
@usableFromInline
func isOptionalValue<T>(_ value: T) -> Bool {
    _isOptional(T.self)
}

@usableFromInline
protocol OptionalUnwrapping {
    var unwrappedValue: Any? { get }
}

extension Optional: OptionalUnwrapping {
    @usableFromInline var unwrappedValue: Any? {
        switch self {
        case .none: return nil
        case .some(let wrapped): return flattenOptional(wrapped)
        }
    }
}

/// True for the stored nil placeholder at `element`, decided from the type it is stored as, read in place: the
/// common answers need neither a copy of the element nor a call with the opened type.
func isTupleNil(at element: UnsafePointer<Any>) -> Bool {
    // Swift's existential container (a stable ABI): a three-word buffer, then the stored type's metadata.
    let metadata = UnsafeRawPointer(element).load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
    if metadata == unsafeBitCast(RACTupleNil.self as Any.Type, to: UnsafeRawPointer.self) { return true }
    // The same tests as `isTupleNilValue`, on the metadata kind: a class (the placeholder's is final and has no
    // superclass), or a struct or enum other than AnyHashable, is not the placeholder.
    let kind = metadata.load(as: UInt.self)
    if kind == 0 { return false }
    if kind == 0x200 || kind == 0x201,
       metadata != unsafeBitCast(AnyHashable.self as Any.Type, to: UnsafeRawPointer.self) { return false }
    return _openExistential(element.pointee, do: isTupleNilValue)
}

/// True for the placeholder; `T` is the type the value was stored as. Decided from `T` alone unless `T` is a box
/// that may hold anything (an existential or AnyHashable): asking for the dynamic type is a runtime call, and this
/// runs for every element read.
@usableFromInline
func isTupleNilValue<T>(_ element: T) -> Bool {
    if T.self == RACTupleNil.self { return true }
    // The metadata kind (Swift ABI): 0 for a class, 0x200 for a struct, 0x201 for an enum.
    let kind = unsafeBitCast(T.self as Any.Type, to: UnsafeRawPointer.self).load(as: UInt.self)
    // The placeholder's class is final and has no superclass: a value stored as any other class is not it.
    if kind == 0 { return false }
    if kind == 0x200 || kind == 0x201, T.self != AnyHashable.self { return false }
    let dynamicType = ObjectIdentifier(type(of: element))
    if dynamicType == ObjectIdentifier(RACTupleNil.self) { return true }
    // `is` on a value type first tries its bridged Objective-C form (an NSNumber allocated per Int). The class is
    // final and stored elements are never Optional, so only an AnyHashable box can still hold the placeholder.
    return dynamicType == ObjectIdentifier(AnyHashable.self) && element is RACTupleNil
}

/// An immutable ordered collection of values in which nil is stored as `RACTupleNil`.
public final class RACTuple: Sequence, Hashable, CustomStringConvertible, @unchecked Sendable { // immutable
    @usableFromInline let storage: [Any]

    @usableFromInline init(storage: [Any]) {
        self.storage = storage
    }

    /// Number of elements, nils included.
    public var count: Int { storage.count }
    /// Element 0, or nil.
    public var first: Any? { objectAtIndex(0) }
    /// Element 1, or nil.
    public var second: Any? { objectAtIndex(1) }
    /// Element 2, or nil.
    public var third: Any? { objectAtIndex(2) }
    /// Element 3, or nil.
    public var fourth: Any? { objectAtIndex(3) }
    /// Element 4, or nil.
    public var fifth: Any? { objectAtIndex(4) }
    /// The last element, or nil.
    public var last: Any? { objectAtIndex(count - 1) }

    /// A tuple of the array's elements.
    public convenience init(objectsFromArray array: [Any]) {
        self.init(objectsFromArray: array, convertNullsToNils: false)
    }

    /// A tuple of the array's elements, optionally turning NSNull into nil.
    public init(objectsFromArray array: [Any], convertNullsToNils convert: Bool) {
        storage = array.map { element in
            if convert && element is NSNull { return RACTupleNil.tupleNil() }
            return flattenOptional(element) ?? RACTupleNil.tupleNil()
        }
    }

    /// Creates a tuple of the array's elements.
    public static func tupleWithObjectsFromArray(_ array: [Any]) -> RACTuple {
        RACTuple(objectsFromArray: array)
    }

    /// Creates a tuple of the array's elements, optionally turning NSNull into nil.
    public static func tupleWithObjectsFromArray(_ array: [Any], convertNullsToNils convert: Bool) -> RACTuple {
        RACTuple(objectsFromArray: array, convertNullsToNils: convert)
    }

    /// Creates a tuple of the arguments; nil arguments are kept as nil elements.
    public static func tupleWithObjects(_ objects: Any?...) -> RACTuple {
        RACTuple(values: objects)
    }

    @usableFromInline convenience init(values: [Any?]) {
        self.init(storage: values.map { flattenOptional($0) ?? RACTupleNil.tupleNil() })
    }

    /// The element at `index`; nil when out of range or a stored nil.
    public func objectAtIndex(_ index: Int) -> Any? {
        guard index >= 0, index < storage.count else { return nil }
        if storage.withUnsafeBufferPointer({ isTupleNil(at: $0.baseAddress! + index) }) { return nil }
        return storage[index]
    }

    /// Every element, with stored nils shown as NSNull().
    public func allObjects() -> [Any] {
        storage.map { $0 is RACTupleNil ? NSNull() : $0 }
    }

    /// A new tuple with `obj` appended.
    public func tupleByAddingObject(_ obj: Any?) -> RACTuple {
        RACTuple(storage: storage + [flattenOptional(obj) ?? RACTupleNil.tupleNil()])
    }

    /// Same as `objectAtIndex(_:)`.
    public subscript(index: Int) -> Any? { objectAtIndex(index) }

    /// The elements as a sequence; nils appear as NSNull().
    public var rac_sequence: RACSequence { allObjects().rac_sequence }

    /// Iterates the elements, yielding nil for stored nils.
    public func makeIterator() -> AnyIterator<Any?> {
        var index = 0
        return AnyIterator { [self] in
            guard index < storage.count else { return nil }
            defer { index += 1 }
            return .some(objectAtIndex(index))
        }
    }

    /// Same count and pairwise RAC-equal elements.
    public static func == (lhs: RACTuple, rhs: RACTuple) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count where !RACEqual(lhs.storage[index], rhs.storage[index]) { return false }
        return true
    }

    /// Hashes the count and the hashable elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in storage {
            if let hashable = element as? AnyHashable { hasher.combine(hashable) }
        }
    }

    /// "<RACTuple: 0x…> ( a, b, <null> )".
    public var description: String {
        let items = storage.map { $0 is RACTupleNil ? "<null>" : String(describing: $0) }
        return "<RACTuple: \(addressString(self))> ( \(items.joined(separator: ", ")) )"
    }
}

/// Packs the arguments into a tuple; nils are stored as RACTupleNil.
public func RACTuplePack(_ values: Any?...) -> RACTuple {
    RACTuple(values: values)
}

/// Destructures two elements; missing ones are nil.
public func RACTupleUnpack(_ tuple: RACTuple) -> (Any?, Any?) {
    (tuple[0], tuple[1])
}

/// Destructures three elements; missing ones are nil.
public func RACTupleUnpack(_ tuple: RACTuple) -> (Any?, Any?, Any?) {
    (tuple[0], tuple[1], tuple[2])
}

/// Destructures four elements; missing ones are nil.
public func RACTupleUnpack(_ tuple: RACTuple) -> (Any?, Any?, Any?, Any?) {
    (tuple[0], tuple[1], tuple[2], tuple[3])
}

/// Destructures five elements; missing ones are nil.
public func RACTupleUnpack(_ tuple: RACTuple) -> (Any?, Any?, Any?, Any?, Any?) {
    (tuple[0], tuple[1], tuple[2], tuple[3], tuple[4])
}

/// "0x…" address of an object, for descriptions.
func addressString(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
