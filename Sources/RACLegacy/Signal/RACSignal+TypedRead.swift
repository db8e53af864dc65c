// Typed reads of RAC values: the fast form of the `as! T` a RAC 2 port writes in every block. For a plain value
// type (Int, Double, Bool, small structs of them), a class (a RACTuple, a model object) or another type an `Any`
// stores inline (a String) the value is read straight out of its `Any?` container after one comparison of the type
// it is stored as with `T`; anything else, including an object stored as a subclass of `T`, goes through `as! T`,
// so the result, and the trap on a value of another type, are those of the cast. `racValue` reads inside any block at no further cost; the `as:` forms of
// `subscribeNext`, `map` and `filter` wrap the block in one more closure per subscription.

extension RACSignal {
    /// Subscribes a value block that receives each value as a `T`; `subscribeNext { f($0 as! T) }`, faster.
    @inlinable @discardableResult
    public func subscribeNext<T>(as type: T.Type, _ nextBlock: @escaping (T) -> Void) -> RACDisposable {
        subscribeNext { nextBlock(racValue($0, as: T.self)) }
    }

    /// Maps each value, received as a `T`, with `block`; `map { block($0 as! T) }`, faster.
    @inlinable
    public func map<T>(as type: T.Type, _ block: @escaping (T) -> Any?) -> RACSignal {
        map { block(racValue($0, as: T.self)) }
    }

    /// Keeps the values, received as a `T`, that pass `block`; `filter { block($0 as! T) }`, faster.
    @inlinable
    public func filter<T>(as type: T.Type, _ block: @escaping (T) -> Bool) -> RACSignal {
        filter { block(racValue($0, as: T.self)) }
    }
}

/// `value as! T` (the same result, the same trap), read without a runtime cast when `value` is stored as exactly `T`
/// and `T` is stored inline.
@inlinable @inline(__always)
public func racValue<T>(_ value: Any?, as type: T.Type) -> T {
    if let exact = exactlyTyped(value, as: T.self) { return exact }
    if let stored = exactlyStored(value, as: T.self) { return stored }
    return value as! T
}

/// `value`'s payload when its dynamic type is exactly `T` and `T` is a plain value stored inline in an existential
/// (trivially copyable, at most three words, word-aligned); nil otherwise (including for a nil `value`).
@inlinable @inline(__always)
package func exactlyTyped<T>(_ value: Any?, as type: T.Type) -> T? {
    let word = MemoryLayout<Int>.size
    guard _isPOD(T.self), MemoryLayout<T>.size <= 3 * word, MemoryLayout<T>.alignment <= word else { return nil }
    return withUnsafeBytes(of: value) { container -> T? in
        // Swift's existential container (a stable ABI): a three-word inline buffer, then the dynamic type's
        // metadata, which is null for `Optional<Any>.none`. A type meeting the test above is stored in the buffer.
        let metadata = container.load(fromByteOffset: 3 * word, as: UnsafeRawPointer?.self)
        guard metadata == unsafeBitCast(T.self as Any.Type, to: UnsafeRawPointer.self) else { return nil }
        return container.load(as: T.self)
    }
}

/// `value`'s payload when it is stored as exactly `T` and `T` is stored inline in an existential (at most three
/// words, word-aligned, movable bit by bit: class references, small structs); nil otherwise (including for a nil
/// `value`, and for an object stored as a subclass of `T`, which the cast reads). The payload is copied, so a
/// reference is retained, as the cast's result is.
@inlinable @inline(__always)
package func exactlyStored<T>(_ value: Any?, as type: T.Type) -> T? {
    let word = MemoryLayout<Int>.size
    // The runtime's rule for storing a value in the container's buffer rather than in a box.
    guard _isBitwiseTakable(T.self), MemoryLayout<T>.size <= 3 * word, MemoryLayout<T>.alignment <= word else {
        return nil
    }
    return withUnsafeBytes(of: value) { container -> T? in
        // As in `exactlyTyped`: the stored type's metadata follows the three-word buffer (null for nil). An object
        // is stored as the static type it had, so an instance of a subclass can be stored as `T` itself.
        let metadata = container.load(fromByteOffset: 3 * word, as: UnsafeRawPointer?.self)
        guard metadata == unsafeBitCast(T.self as Any.Type, to: UnsafeRawPointer.self) else { return nil }
        return container.load(as: T.self)
    }
}
