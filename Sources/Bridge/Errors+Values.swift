import RACLegacy
import Reactive

/// Why a value, error or tuple coming from the RAC side could not be given its Swift type.
public enum RACLegacyBridgeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A RACSignal sent `error` with a nil error.
    case nilError
    /// A value could not be converted to the requested Swift type.
    /// `expected` is `String(describing: T.self)`; `actual` is `String(describing: type(of: unwrappedValue))`,
    /// or the literal `"nil"` when the value was nil.
    case typeMismatch(expected: String, actual: String)
    /// A RACTuple did not have the number of elements the Swift tuple type needs.
    case arityMismatch(expected: Int, actual: Int)

    /// Names the case and what was expected and found.
    public var description: String {
        switch self {
        case .nilError:
            return "nilError: a RACSignal sent an error with no error object"
        case let .typeMismatch(expected, actual):
            return "typeMismatch: expected a value of type \(expected), got \(actual)"
        case let .arityMismatch(expected, actual):
            return "arityMismatch: expected a RACTuple of \(expected) elements, got \(actual)"
        }
    }
}

/// Converts a RAC value to `T` using the bridge's cast rule.
///
/// Optionals boxed in `Any` are unwrapped at any depth first; nil is accepted only when `T` is itself optional;
/// anything else must cast to `T` as it is (no numeric bridging).
@inlinable
public func bridgedValue<T>(from value: Any?, as type: T.Type) throws(RACLegacyBridgeError) -> T {
    // Fast path: a cast to a concrete non-optional type already sees through boxed optionals. A result whose dynamic
    // type is not exactly `T` (an existential such as `Any`, which could hold a boxed optional, or a subclass) takes
    // the full rule. Once specialised for a concrete `T`, the type test folds away.
    if !_isOptional(T.self), let value, let result = value as? T, Swift.type(of: result as Any) == T.self {
        return result
    }
    guard let unwrapped = flattenedValue(value) else {
        if let none = noneValue(of: T.self) { return none }
        throw .typeMismatch(expected: String(describing: T.self), actual: "nil")
    }
    if let result = unwrapped as? T { return result }
    if let tuple = unwrapped as? RACTuple, let result = try swiftTuple(from: tuple, as: T.self) { return result }
    throw .typeMismatch(expected: String(describing: T.self), actual: String(describing: Swift.type(of: unwrapped)))
}

/// Converts a typed value to the RAC representation, flattening optionals.
@inlinable
public func bridgedValue<T>(_ value: T) -> Any? {
    // Fast path, decided at compile time once specialised: a value of a concrete non-optional type is itself. (For
    // an existential `T`, the dynamic type never equals `T`, so a boxed optional still gets flattened.)
    if !_isOptional(T.self), Swift.type(of: value as Any) == T.self {
        return tupleArity(T.self) == nil ? value : flattenedOpened(value)
    }
    return flattenedValue(value)
}

// MARK: - Optional flattening

/// `value` with every level of `Optional` removed, boxed ones included; nil when any level is nil.
@inlinable @inline(__always)
func flattenedValue(_ value: Any?) -> Any? {
    guard let value else { return nil }
    return _openExistential(value, do: flattenedOpened)
}

/// Flattens a value whose dynamic type has been opened as `T` (a metadata test first: no cast for plain values).
@usableFromInline
func flattenedOpened<T>(_ value: T) -> Any? {
    if _isOptional(T.self) {
        // Casting a nil optional to a protocol fails, which is exactly its flattened form: nil.
        return (value as? any FlattenableOptional)?.flattened
    }
    if Swift.type(of: value as Any) != T.self {
        // `T` is itself an existential (an `Any` or `any P` boxed inside the `Any`): look at the value inside it.
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { flattenedValue($0.value) } }
    }
    if let arity = tupleArity(T.self), bridgedTupleArities.contains(arity) { return racTuple(bridging: value) }
    return value
}

/// An optional that can remove its own nesting.
@usableFromInline
protocol FlattenableOptional {
    /// The innermost wrapped value, or nil.
    var flattened: Any? { get }
    /// This optional type's `none`.
    static var noneValue: Self { get }
    /// The type this optional wraps.
    static var wrappedType: Any.Type { get }
    /// `.some(value)`, for a value of `wrappedType`.
    static func wrapping(_ value: Any) -> Self
}

extension Optional: FlattenableOptional {
    @usableFromInline var flattened: Any? {
        switch self {
        case .none: return nil
        case .some(let wrapped): return flattenedValue(wrapped)
        }
    }

    @usableFromInline static var noneValue: Optional { .none }

    @usableFromInline static var wrappedType: Any.Type { Wrapped.self }

    @usableFromInline static func wrapping(_ value: Any) -> Optional { .some(value as! Wrapped) }
}

/// `T`'s own `nil` when `T` is an optional type (of any depth), else nil.
@inlinable
func noneValue<T>(of type: T.Type) -> T? {
    guard let optionalType = type as? any FlattenableOptional.Type else { return nil }
    return (optionalType.noneValue as! T)
}

/// The typed error for a RAC error: the same value, or `.nilError` for nil.
@inlinable
func bridgedError(_ error: (any Error)?) -> any Error {
    error ?? RACLegacyBridgeError.nilError
}

// MARK: - Swift tuples ⇄ RACTuple

/// The tuple arities that cross the bridge as `RACTuple`s (a 1-tuple is its element; `()` is not a RAC value).
@usableFromInline
let bridgedTupleArities = 2...6

/// The number of elements of `type` if it is a tuple type, else nil. Read from the type's runtime metadata, whose
/// layout is part of Swift's ABI: the kind word (0x301 for a tuple), the element count, the labels, then a
/// (type, offset) pair of words per element.
@usableFromInline
func tupleArity(_ type: Any.Type) -> Int? {
    let metadata = unsafeBitCast(type, to: UnsafePointer<Int>.self)
    return metadata.pointee == 0x301 ? metadata[1] : nil
}

/// Element `index` of tuple metadata: its type and its byte offset in the tuple. The offset field is 32 bits wide
/// outside Apple platforms (the rest of its word is padding, not zeroed), so only its low half is read (every
/// supported target is little-endian).
private func tupleElement(_ index: Int, of metadata: UnsafePointer<Int>) -> (type: Any.Type, offset: Int) {
    (unsafeBitCast(metadata[3 + 2 * index], to: Any.Type.self), Int(UInt32(truncatingIfNeeded: metadata[4 + 2 * index])))
}

/// A Swift tuple's elements as a RACTuple: each element bridged (optionals flattened, nested tuples converted), a
/// nil element stored as RAC 2's tuple-nil.
@usableFromInline
func racTuple<T>(bridging tuple: T) -> RACTuple {
    RACTuple(objectsFromArray: Mirror(reflecting: tuple).children.map { bridgedValue($0.value) ?? RACTupleNil.tupleNil() })
}

/// `tuple` as a value of `T` when `T` is a tuple type of 2–6 elements (or an optional of one): each element
/// converted with the value rule, in place. Nil when `T` is no tuple type.
@usableFromInline
func swiftTuple<T>(from tuple: RACTuple, as type: T.Type) throws(RACLegacyBridgeError) -> T? {
    if let optional = T.self as? any FlattenableOptional.Type {
        guard let wrapped = try swiftTupleOpened(from: tuple, as: optional.wrappedType) else { return nil }
        return (optional.wrapping(wrapped) as! T)
    }
    guard let arity = tupleArity(T.self), bridgedTupleArities.contains(arity) else { return nil }
    guard tuple.count == arity else { throw .arityMismatch(expected: arity, actual: tuple.count) }
    let metadata = unsafeBitCast(T.self as Any.Type, to: UnsafePointer<Int>.self)
    let storage = UnsafeMutablePointer<T>.allocate(capacity: 1)
    defer { storage.deallocate() }
    let base = UnsafeMutableRawPointer(storage)
    var initialized = 0
    do throws(RACLegacyBridgeError) {
        while initialized < arity {
            let element = tupleElement(initialized, of: metadata)
            try initializeElement(tuple.objectAtIndex(initialized), as: element.type, at: base + element.offset)
            initialized += 1
        }
    } catch {
        for index in 0..<initialized {
            let element = tupleElement(index, of: metadata)
            deinitializeElement(element.type, at: base + element.offset)
        }
        throw error
    }
    return storage.move()
}

/// `swiftTuple(from:as:)` for a type known only at run time.
private func swiftTupleOpened(from tuple: RACTuple, as type: Any.Type) throws(RACLegacyBridgeError) -> Any? {
    func convert<T>(_: T.Type) throws(RACLegacyBridgeError) -> Any? { try swiftTuple(from: tuple, as: T.self) }
    return try convert(type)
}

/// Converts `value` to `type` with the value rule and stores it, uninitialized memory, at `pointer`.
private func initializeElement(_ value: Any?, as type: Any.Type, at pointer: UnsafeMutableRawPointer) throws(RACLegacyBridgeError) {
    func store<E>(_: E.Type) throws(RACLegacyBridgeError) {
        pointer.initializeMemory(as: E.self, to: try bridgedValue(from: value, as: E.self))
    }
    try store(type)
}

/// Deinitializes the value of `type` at `pointer` (an element stored before a later one failed).
private func deinitializeElement(_ type: Any.Type, at pointer: UnsafeMutableRawPointer) {
    func destroy<E>(_: E.Type) { pointer.assumingMemoryBound(to: E.self).deinitialize(count: 1) }
    destroy(type)
}
