// The one file that may use Observation's SPI. `withObservationTracking(_:didSet:)` is `@_spi(SwiftUI)`: Linux
// toolchains ship it, Apple's SDKs do not promise it. Where it is off (Darwin, or `-DRAC_NO_OBSERVATION_SPI` on
// Linux to build and test that path), only the public one-shot `withObservationTracking(_:onChange:)` is used.
#if canImport(Darwin) || RAC_NO_OBSERVATION_SPI
import Observation
#else
@_spi(SwiftUI) import Observation
#endif

/// One installation of change tracking on the properties a read touched.
///
/// The tracking closure is held by the registrars of the objects the read touched, and it holds this installation,
/// which holds `kept` until cancelled: so `kept` is released when every such object has deinitialized (or the
/// installation was cancelled), which is how an observation notices that its target is gone.
final class PropertyTracking: @unchecked Sendable { // `kept` guarded by its lock
    private let kept: Locked<AnyObject?>

    private init(keeping object: AnyObject) {
        kept = Locked(object)
    }

    /// The object this installation keeps alive, or nil once cancelled.
    var keptObject: AnyObject? { kept.withLock { $0 } }

    /// Stops the callback and lets go of the kept object. The public API cannot unregister the closure, so each
    /// registrar drops it at its next change notification (or at its deinit).
    func cancel() {
        withExtendedLifetime(take()) {} // released outside the lock: its deinit may run user code
    }

    /// Stops the callback and hands over the kept object.
    private func take() -> AnyObject? {
        kept.withLock { object in
            defer { object = nil }
            return object
        }
    }

    #if canImport(Darwin) || RAC_NO_OBSERVATION_SPI
    /// False here: a change is noticed before the store (willSet), once per installation.
    static let reportsAfterStore = false

    /// Reads `read` with tracking installed. `changed` runs at most once, on the mutating thread, before the next
    /// store to anything the read touched; it receives no key path, and the kept object, which the installation
    /// no longer keeps.
    static func track<T>(_ read: () -> T, keeping object: AnyObject, changed: @escaping @Sendable (AnyKeyPath?, AnyObject) -> Void) -> (T, PropertyTracking) {
        let installation = PropertyTracking(keeping: object)
        let value = withObservationTracking(read, onChange: {
            guard let kept = installation.take() else { return }
            changed(nil, kept)
        })
        return (value, installation)
    }
    #else
    /// True here: every store is reported after it lands, on the mutating thread, until cancelled.
    static let reportsAfterStore = true

    /// Reads `read` with tracking installed. `changed` runs on the mutating thread after every later store to
    /// anything the read touched, with the key path stored to and the kept object, until the installation is
    /// cancelled.
    static func track<T>(_ read: () -> T, keeping object: AnyObject, changed: @escaping @Sendable (AnyKeyPath?, AnyObject) -> Void) -> (T, PropertyTracking) {
        let installation = PropertyTracking(keeping: object)
        let value = withObservationTracking(read, didSet: { tracking in
            guard let kept = installation.keptObject else {
                tracking.cancel()
                return
            }
            changed(tracking.changed, kept)
        })
        return (value, installation)
    }
    #endif
}

/// Runs its action when it is released: kept by tracking installations, it outlives them all.
final class ReleaseAction: Sendable {
    private let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    deinit { action() }
}
