#if canImport(UIKit)
#if canImport(ObjectiveC)
import ObjectiveC
#else
import UIKit  // the Linux stand-in declares the runtime's associated-object functions
#endif
import RACLegacy

/// The RAC state of one UIKit object, associated with it so that it deinitializes with it: its sentinel completes
/// `rac_willDeallocSignal()` and disposes `rac_deallocDisposable` then, which is how every category's signal
/// completes when its object goes away (RAC 2 did this with a swizzled `-dealloc`).
final class ObjectState: RACObject, Sendable {
    let rac_sentinel = RACObjectSentinel()

    /// The state of `object`, created and associated on first use (main actor only, so creation cannot race).
    @MainActor static func of(_ object: AnyObject) -> ObjectState {
        Association.value(of: object, for: Association.state) { ObjectState() }
    }
}

/// Keys and get-or-create access to the values this module associates with UIKit objects.
enum Association {
    /// Where the `ObjectState` is kept.
    static let state = Key()
    /// Where a command binding (`rac_command`, `rac_returnCommand`) is kept.
    static let command = Key()
    /// Where an alert controller's button taps are kept.
    static let alertClicks = Key()

    /// A unique address used only as a key, never read or written.
    struct Key: @unchecked Sendable { // immutable; the address is never dereferenced
        let address = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    }

    /// The value of type `Value` associated with `object` under `key`, made by `make` and associated if missing.
    @MainActor static func value<Value: AnyObject>(of object: AnyObject, for key: Key, make: () -> Value) -> Value {
        if let existing = objc_getAssociatedObject(object, key.address) as? Value { return existing }
        let created = make()
        objc_setAssociatedObject(object, key.address, created, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return created
    }
}
#endif
