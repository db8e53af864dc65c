import Synchronization

// On Apple platforms `import UIKit` re-exports the Objective-C runtime's associated-object functions; Linux has no
// Objective-C runtime, so the stand-in declares the two functions with the runtime's Swift signatures and keeps
// the associations in the stand-in objects themselves. Only the retaining policies are supported.

/// How an associated value is held (only the retaining cases are supported by the stand-in).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak, unretained reference (unsupported here).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, set without atomicity.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy, set without atomicity (stored as a strong reference here).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, set atomically (stored as a strong reference here).
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (nil removes it); released when `object` deinitializes.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    precondition(policy != .OBJC_ASSOCIATION_ASSIGN, "UIKit stand-in: only retaining association policies are supported")
    carrier(of: object).associations.set(value, for: key)
}

/// The value associated with `object` under `key`, if any.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    carrier(of: object).associations.value(for: key)
}

/// Stand-in classes that can hold associated values (the roots: UIResponder, UIBarItem, UIGestureRecognizer,
/// UIAlertAction).
protocol AssociationCarrier: AnyObject {
    var associations: AssociationTable { get }
}

private func carrier(of object: Any) -> any AssociationCarrier {
    guard let carrier = object as? any AssociationCarrier else {
        preconditionFailure("UIKit stand-in: \(type(of: object)) cannot hold associated objects")
    }
    return carrier
}

/// The associated values of one object, released with it.
final class AssociationTable: Sendable {
    // The runtime's associations may be set from any thread, so the table is behind `values`' mutex.
    private let values = Mutex<[Int: Entry]>([:])  // keyed by the key's address

    /// One value; boxed because `Any` is not Sendable (the mutex serializes every access).
    private struct Entry: @unchecked Sendable { let value: Any }

    func set(_ value: Any?, for key: UnsafeRawPointer) {
        let value = value.map(Entry.init(value:))
        // The replaced value is released after the lock is let go of, since its deinit may run arbitrary code.
        let replaced: Entry? = values.withLock { table in
            if let value { return table.updateValue(value, forKey: Int(bitPattern: key)) }
            return table.removeValue(forKey: Int(bitPattern: key))
        }
        _ = replaced
    }

    func value(for key: UnsafeRawPointer) -> Any? {
        let entry: Entry? = values.withLock { $0[Int(bitPattern: key)] }
        return entry?.value
    }
}
