import RACSupport

// The one file that may use Observation's SPI. `withObservationTracking(_:didSet:)` is `@_spi(SwiftUI)`: Linux
// toolchains ship it, Apple's SDKs do not promise it. Where it is off (Darwin, or `-DRAC_NO_OBSERVATION_SPI` on
// Linux to build and test that path), only the public one-shot `withObservationTracking(_:onChange:)` is used.
#if canImport(Darwin) || RAC_NO_OBSERVATION_SPI
import Observation
#else
@_spi(SwiftUI) import Observation
#endif

/// One installation of change tracking on the properties a read touched: Observation tracking for `@Observable`
/// properties, registrations on the storages of `@RACObservable` ones.
///
/// The report callbacks are held by the registrars and storages of the objects the read touched, and they hold this
/// installation, which holds `kept` until cancelled: so `kept` is released when every such object has deinitialized
/// (or the installation was cancelled), which is how an observation notices that its target is gone.
final class PropertyTracking: @unchecked Sendable { // `state` guarded by its lock
    private struct State {
        var kept: AnyObject?
        /// The `@RACObservable` storages keeping a report callback of this installation.
        var accesses: [StorageAccess] = []
    }

    private let state: Locked<State>

    private init(keeping object: AnyObject) {
        state = Locked(State(kept: object))
    }

    /// The object this installation keeps alive, or nil once cancelled.
    var keptObject: AnyObject? { state.withLock { $0.kept } }

    /// Stops the callbacks and lets go of the kept object. The storages drop their registrations at once; the
    /// public Observation API cannot unregister, so each registrar drops its closure at its next change (or deinit).
    func cancel() {
        withExtendedLifetime(take()) {} // released outside the lock: its deinit may run user code
    }

    /// Stops the callbacks and hands over the kept object.
    private func take() -> AnyObject? {
        let (object, accesses) = state.withLock { state in
            defer { state = State(kept: nil) }
            return (state.kept, state.accesses)
        }
        for access in accesses { access.unregister() }
        return object
    }

    /// Records the storages that keep a callback, or unregisters them at once if already cancelled.
    private func adopt(_ accesses: [StorageAccess]) {
        guard !accesses.isEmpty else { return }
        let cancelled = state.withLock { state in
            if state.kept == nil { return true }
            state.accesses += accesses
            return false
        }
        if cancelled { for access in accesses { access.unregister() } }
    }

    /// Whether a store to an `@Observable` property is reported after it lands (Observation's didSet SPI); stores
    /// to `@RACObservable` properties always are.
    #if canImport(Darwin) || RAC_NO_OBSERVATION_SPI
    static let reportsAfterStore = false
    #else
    static let reportsAfterStore = true
    #endif

    /// Reads `read` with tracking installed. `changed` runs on the mutating thread, with the kept object:
    /// `.landed` after every later store to a `@RACObservable` property the read touched, and (with the SPI) to an
    /// `@Observable` one; `.announced` at most once, before the next store to an `@Observable` property (without
    /// the SPI; the installation no longer keeps the object then); `.storageEnded` when a touched `@RACObservable`
    /// storage deinitializes. Until the installation is cancelled.
    static func track<T>(_ read: () -> T, keeping object: AnyObject, changed: @escaping @Sendable (TrackedChange, AnyObject) -> Void) -> (T, PropertyTracking) {
        let installation = PropertyTracking(keeping: object)
        let (value, accesses) = AccessRecorder.record({ observing(read, installation, changed) }, report: { change in
            guard let kept = installation.keptObject else { return false }
            changed(change, kept)
            return true
        })
        installation.adopt(accesses)
        return (value, installation)
    }

    #if canImport(Darwin) || RAC_NO_OBSERVATION_SPI
    private static func observing<T>(_ read: () -> T, _ installation: PropertyTracking, _ changed: @escaping @Sendable (TrackedChange, AnyObject) -> Void) -> T {
        withObservationTracking(read, onChange: {
            guard let kept = installation.take() else { return }
            changed(.announced, kept)
        })
    }
    #else
    private static func observing<T>(_ read: () -> T, _ installation: PropertyTracking, _ changed: @escaping @Sendable (TrackedChange, AnyObject) -> Void) -> T {
        withObservationTracking(read, didSet: { tracking in
            guard let kept = installation.keptObject else {
                tracking.cancel()
                return
            }
            changed(.landed(tracking.changed, stored: nil), kept)
        })
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
