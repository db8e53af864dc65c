#if canImport(UIKit)
#if canImport(ObjectiveC)
import ObjectiveC
#endif
import UIKit
import Reactive

extension UIResponder: ReactiveExtensionsProvider {}
extension UIBarItem: ReactiveExtensionsProvider {}
extension UIGestureRecognizer: ReactiveExtensionsProvider {}

extension Reactive where Base: UIResponder {
    /// Ends when the object deinitializes; every binding to one of its targets ends with it.
    @MainActor public var lifetime: Lifetime { ObjectLifetime.of(base) }
}

extension Reactive where Base: UIBarItem {
    /// Ends when the item deinitializes; every binding to one of its targets ends with it.
    @MainActor public var lifetime: Lifetime { ObjectLifetime.of(base) }
}

extension Reactive where Base: UIGestureRecognizer {
    /// Ends when the recognizer deinitializes.
    @MainActor public var lifetime: Lifetime { ObjectLifetime.of(base) }
}

/// The lifetime of a UIKit object: its token is associated with the object, so it is released, and the lifetime
/// ends, when the object deinitializes (ReactiveCocoa did this with a swizzled `-dealloc`).
enum ObjectLifetime {
    /// Where the token is kept.
    private static let key = Key()

    /// A unique address used only as a key, never read or written.
    private struct Key: @unchecked Sendable { // immutable; the address is never dereferenced
        let address = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    }

    /// Owns the token; a class so the association retains it.
    private final class Holder {
        let lifetime: Lifetime
        let token: Lifetime.Token
        init() { (lifetime, token) = Lifetime.make() }
    }

    /// The lifetime of `object`, made on first use (main actor only, so creation cannot race).
    @MainActor static func of(_ object: AnyObject) -> Lifetime {
        if let holder = objc_getAssociatedObject(object, key.address) as? Holder { return holder.lifetime }
        let holder = Holder()
        objc_setAssociatedObject(object, key.address, holder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return holder.lifetime
    }
}
#endif
