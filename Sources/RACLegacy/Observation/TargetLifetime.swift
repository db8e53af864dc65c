import RACSupport

/// Disposes a binding when its Observable target deinitializes.
///
/// Tracking is installed on the bound property; the target's registrar (`@Observable`) or the property's storage
/// (`@RACObservable`) holds the installation, which keeps a `ReleaseAction` that disposes the binding when it is let
/// go of at the target's deinit.
enum TargetLifetime {
    /// Watches `object`; the returned disposable stops watching (the binding ended first).
    static func watch<Root: AnyObject, Value>(_ object: Root, reading keyPath: KeyPath<Root, Value>, onDeinit binding: RACDisposable) -> RACDisposable {
        let target = WeakBox(object)
        let release = ReleaseAction {
            if target.object == nil { binding.dispose() }
        }
        let current = WeakBox<PropertyTracking>(nil)
        arm(target, UncheckedSendable(keyPath), release, current) // a key path is immutable
        return RACDisposable { current.object?.cancel() }
    }

    /// Installs tracking that keeps `release` and records it in `current`; re-installs after a change announced
    /// before the store (the fallback reports once per installation).
    private static func arm<Root: AnyObject, Value>(_ target: WeakBox<Root>, _ keyPath: UncheckedSendable<KeyPath<Root, Value>>,
                                                   _ release: AnyObject, _ current: WeakBox<PropertyTracking>) {
        guard let object = target.object else { return }
        let (_, tracking) = PropertyTracking.track({ _ = object[keyPath: keyPath.value] }, keeping: release) { change, kept in
            if case .announced = change { arm(target, keyPath, kept, current) }
        }
        current.object = tracking
    }
}
