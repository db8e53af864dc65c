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
    throw .typeMismatch(expected: String(describing: T.self), actual: String(describing: Swift.type(of: unwrapped)))
}

/// Converts a typed value to the RAC representation, flattening optionals.
@inlinable
public func bridgedValue<T>(_ value: T) -> Any? {
    // Fast path, decided at compile time once specialised: a value of a concrete non-optional type is itself. (For
    // an existential `T`, the dynamic type never equals `T`, so a boxed optional still gets flattened.)
    if !_isOptional(T.self), Swift.type(of: value as Any) == T.self { return value }
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
    return value
}

/// An optional that can remove its own nesting.
@usableFromInline
protocol FlattenableOptional {
    /// The innermost wrapped value, or nil.
    var flattened: Any? { get }
    /// This optional type's `none`.
    static var noneValue: Self { get }
}

extension Optional: FlattenableOptional {
    @usableFromInline var flattened: Any? {
        switch self {
        case .none: return nil
        case .some(let wrapped): return flattenedValue(wrapped)
        }
    }

    @usableFromInline static var noneValue: Optional { .none }
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
