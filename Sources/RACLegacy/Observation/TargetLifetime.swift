/// Disposes a binding when its @Observable target deinitializes.
///
/// Tracking is installed on the bound property; the target's registrar holds the installation, which keeps a
/// `ReleaseAction` that disposes the binding when the registrar lets go of it at the target's deinit.
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

    /// Installs tracking that keeps `release` and records it in `current`; where a change is reported once per
    /// installation, re-installs.
    private static func arm<Root: AnyObject, Value>(_ target: WeakBox<Root>, _ keyPath: UncheckedSendable<KeyPath<Root, Value>>,
                                                   _ release: AnyObject, _ current: WeakBox<PropertyTracking>) {
        guard let object = target.object else { return }
        let (_, tracking) = PropertyTracking.track({ _ = object[keyPath: keyPath.value] }, keeping: release) { _, kept in
            if !PropertyTracking.reportsAfterStore { arm(target, keyPath, kept, current) }
        }
        current.object = tracking
    }
}
