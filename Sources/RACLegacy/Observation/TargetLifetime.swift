/// Disposes a binding when its @Observable target deinitializes.
///
/// Tracking is installed on the bound property; the target's registrar holds the installation, which keeps a
/// `ReleaseAction` that disposes the binding when the registrar lets go of it at the target's deinit.
enum TargetLifetime {
    static func watch<Root: AnyObject, Value>(_ object: Root, reading keyPath: KeyPath<Root, Value>, onDeinit binding: RACDisposable) {
        let target = WeakBox(object)
        let release = ReleaseAction {
            if target.object == nil { binding.dispose() }
        }
        arm(target, UncheckedSendable(keyPath), release) // a key path is immutable
    }

    /// Installs tracking that keeps `release`; where a change is reported once per installation, re-installs.
    private static func arm<Root: AnyObject, Value>(_ target: WeakBox<Root>, _ keyPath: UncheckedSendable<KeyPath<Root, Value>>, _ release: AnyObject) {
        guard let object = target.object else { return }
        _ = PropertyTracking.track({ _ = object[keyPath: keyPath.value] }, keeping: release) { _, kept in
            if !PropertyTracking.reportsAfterStore { arm(target, keyPath, kept) }
        }
    }
}
