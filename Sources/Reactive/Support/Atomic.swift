import Synchronization
import RACSupport

/// A box whose value is read and written under a lock.
public final class Atomic<Value> {
    @usableFromInline let lock = Lock(())
    @usableFromInline var storage: Value  // guarded by `lock`

    /// Creates the box holding `value`.
    public init(_ value: Value) { storage = value }

    /// The current value; setting it is an atomic swap.
    @inlinable public var value: Value {
        get { lock.locked { storage } }
        set { lock.locked { storage = newValue } }
    }

    /// Mutates the value in place under the lock and returns what `action` returns.
    @discardableResult @inlinable
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        try lock.locked { try action(&storage) }
    }

    /// Runs `action` with the current value under the lock and returns its result.
    @discardableResult @inlinable
    public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
        try lock.locked { try action(storage) }
    }

    /// Replaces the value and returns the previous one.
    @discardableResult @inlinable
    public func swap(_ newValue: Value) -> Value {
        lock.locked {
            let old = storage
            storage = newValue
            return old
        }
    }
}

// `lock` guards `storage`.
extension Atomic: @unchecked Sendable {}
