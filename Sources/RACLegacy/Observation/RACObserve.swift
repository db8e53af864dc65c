import Dispatch
import Observation

/// One RACObserve subscription.
///
/// Where Observation reports stores after they land (`PropertyTracking.reportsAfterStore`, Linux), each store sends
/// the new value at once on the mutating thread, before the setter returns: KVO's timing, which RAC 2 code and its
/// tests rely on. Elsewhere the change is noticed before the store and a block on the mutating thread's current
/// scheduler (or the main thread scheduler) reads and sends the value: asynchronous, and quick stores coalesce.
///
/// Tracking is re-installed after a store to anything but the observed property itself, so a key-path chain
/// follows every hop. Every installation keeps one `ReleaseAction`; the registrars of the objects the read touched
/// hold the installations, so the action runs when the target deinitializes (the registrar lets go of its
/// tracking), and the signal completes then. This non-generic half holds the state, so that the `@Sendable`
/// callbacks capture no generic metadata.
class ObservationRegistration: @unchecked Sendable { // `installed` guarded by its lock; the rest is immutable
    private struct Installed {
        /// The current installation; weak, so that only the registrars keep it (and its release action) alive.
        weak var tracking: PropertyTracking?
        var isDisposed = false
        /// The value sent last (the fallback compares against it: see `deliver`).
        var lastSent: Any?
    }

    /// How long the fallback keeps looking for a store announced by willSet that has not landed.
    static let fallbackPatience = DispatchTimeInterval.milliseconds(100)

    let sink: SubscriptionSink
    private let installed = Locked(Installed())
    /// The delivery block where stores are noticed before they land.
    private let pending = RACSerialDisposable()

    init(sink: SubscriptionSink) {
        self.sink = sink
        sink.disposable.addDisposable(pending)
        // The subscription keeps the registration alive until it is disposed (the callbacks hold it weakly).
        sink.disposable.addDisposable(RACDisposable { [self] in uninstall() })
    }

    /// Whether the target is still alive (without reading the property); subclasses answer.
    func isTargetAlive() -> Bool { false }

    /// Reads the value (flattened) with tracking installed, or nil when the target is gone; subclasses read.
    func trackedRead(keeping release: ReleaseAction, changed: @escaping @Sendable (AnyKeyPath?, AnyObject) -> Void) -> (Any?, PropertyTracking)? { nil }

    /// Reads the value (flattened) without installing tracking, or nil when the target is gone; subclasses read.
    func untrackedRead() -> Any?? { nil }

    /// Whether `keyPath` (the property a store went to) is the observed property itself; subclasses answer.
    func isObservedProperty(_ keyPath: AnyKeyPath) -> Bool { false }

    /// Sends the current value with tracking installed, or completes when the target is already gone.
    final func start() {
        let release = ReleaseAction { [weak self] in self?.trackingReleased() }
        guard let value = install(keeping: release) else {
            sink.sendCompleted()
            return
        }
        send(value)
    }

    private func send(_ value: Any?) {
        if !PropertyTracking.reportsAfterStore { installed.withLock { $0.lastSent = value } }
        sink.sendNext(value)
    }

    /// Reads the value with a new installation that replaces the current one; nil when the target is gone.
    private func install(keeping release: ReleaseAction) -> Any?? {
        guard let (value, tracking) = trackedRead(keeping: release, changed: { [weak self] keyPath, kept in
            self?.changed(keyPath, kept)
        }) else { return nil }
        let replaced = installed.withLock { state -> PropertyTracking? in
            if state.isDisposed { return tracking }
            defer { state.tracking = tracking }
            return state.tracking
        }
        replaced?.cancel()
        return .some(value)
    }

    /// Runs on the mutating thread: after the store where stores are reported then, else just before it.
    private func changed(_ keyPath: AnyKeyPath?, _ kept: AnyObject) {
        guard !sink.disposable.isDisposed, let release = kept as? ReleaseAction else { return }
        if PropertyTracking.reportsAfterStore {
            deliver(after: keyPath, keeping: release)
            return
        }
        let current = RACScheduler.currentScheduler()
        let scheduler = current.flatMap { $0 is RACImmediateScheduler ? nil : $0 } ?? RACScheduler.mainThreadScheduler()
        let giveUp = DispatchTime.now() + ObservationRegistration.fallbackPatience
        pending.disposable = scheduler.schedule { [self] in deliver(after: nil, keeping: release, on: scheduler, until: giveUp) }
    }

    /// Sends the value read after a store (re-installing tracking unless the store went to the observed property
    /// itself), or completes when the target is gone.
    ///
    /// The fallback learns of a store before it lands; read on another thread, the value may still be the old one,
    /// and the new installation would not see that store. Observable skips stores of an equal value, so reading the
    /// value last sent means the store has not landed: the block looks again on the next hop, for at most
    /// `fallbackPatience`.
    private func deliver(after keyPath: AnyKeyPath?, keeping release: ReleaseAction, on scheduler: RACScheduler? = nil, until giveUp: DispatchTime = .now()) {
        if sink.disposable.isDisposed { return }
        let value = if let keyPath, isObservedProperty(keyPath) { untrackedRead() } else { install(keeping: release) }
        guard let value else {
            sink.sendCompleted()
            return
        }
        if let scheduler, DispatchTime.now() < giveUp, RACEqual(value, installed.withLock { $0.lastSent }) {
            pending.disposable = scheduler.schedule { [self] in deliver(after: nil, keeping: release, on: scheduler, until: giveUp) }
            return
        }
        send(value)
    }

    /// The last installation was let go of: by the target's deinit, or by disposal.
    private func trackingReleased() {
        guard !sink.disposable.isDisposed, !isTargetAlive() else { return }
        sink.sendCompleted()
    }

    /// Disposal: cancels the current installation, so the registrars drop its callback and release action.
    private func uninstall() {
        let tracking = installed.withLock { state -> PropertyTracking? in
            state.isDisposed = true
            return state.tracking
        }
        tracking?.cancel()
    }
}

/// The typed half: reads `target[keyPath:]` while the target is alive.
final class PropertyObservation<Target: AnyObject & Observable, Value>: ObservationRegistration, @unchecked Sendable { // immutable; see base class
    private let target: WeakBox<Target>
    private let keyPath: KeyPath<Target, Value>

    init(target: Target, keyPath: KeyPath<Target, Value>, sink: SubscriptionSink) {
        self.target = WeakBox(target)
        self.keyPath = keyPath
        super.init(sink: sink)
    }

    override func isTargetAlive() -> Bool { target.object != nil }

    override func trackedRead(keeping release: ReleaseAction, changed: @escaping @Sendable (AnyKeyPath?, AnyObject) -> Void) -> (Any?, PropertyTracking)? {
        guard let object = target.object else { return nil }
        return PropertyTracking.track({ flattenOptional(object[keyPath: keyPath]) }, keeping: release, changed: changed)
    }

    override func untrackedRead() -> Any?? {
        guard let object = target.object else { return nil }
        return .some(flattenOptional(object[keyPath: keyPath]))
    }

    override func isObservedProperty(_ keyPath: AnyKeyPath) -> Bool { keyPath == self.keyPath as AnyKeyPath }
}

private func observe<Target: AnyObject & Observable, Value>(_ target: Target, _ keyPath: KeyPath<Target, Value>, skipInitial: Bool) -> RACSignal {
    let box = WeakBox(target)
    let signal = RACSignal.create { sink in
        guard let object = box.object else {
            sink.sendCompleted()
            return
        }
        if let owner = object as? RACObject {
            let ended = RACBlockSubscriber(next: nil, error: nil, completed: { sink.sendCompleted() })
            sink.disposable.addDisposable(ended.subscriptions)
            owner.rac_willDeallocSignal().subscribe(ended)
        }
        PropertyObservation(target: object, keyPath: keyPath, sink: sink).start()
    }
    return skipInitial ? signal.skip(1) : signal
}

/// The property's current value on subscription, then each change, sent on the mutating thread before the setter
/// returns (KVO's timing; asynchronous where Observation's didSet tracking is unavailable, see MIGRATION.md §4);
/// completes when the target deinitializes. A subclass must itself be `@Observable` for its own stored properties
/// to be tracked; otherwise only the initial value is sent.
public func RACObserve<Target: AnyObject & Observable, Value>(_ target: Target, _ keyPath: KeyPath<Target, Value>) -> RACSignal {
    observe(target, keyPath, skipInitial: false)
}

/// Like RACObserve, without the initial value.
public func RACAble<Target: AnyObject & Observable, Value>(_ target: Target, _ keyPath: KeyPath<Target, Value>) -> RACSignal {
    observe(target, keyPath, skipInitial: true)
}

/// Same as RACObserve.
public func RACAbleWithStart<Target: AnyObject & Observable, Value>(_ target: Target, _ keyPath: KeyPath<Target, Value>) -> RACSignal {
    observe(target, keyPath, skipInitial: false)
}

extension Observable where Self: AnyObject {
    /// RACObserve(self, keyPath) that also completes when `observer` (held weakly) is gone.
    public func rac_valuesForKeyPath<Value>(_ keyPath: KeyPath<Self, Value>, observer: AnyObject?) -> RACSignal {
        let values = RACObserve(self, keyPath)
        guard let observer else { return values }
        let watched = WeakBox(observer)
        return values.takeWhileBlock { _ in watched.object != nil }
    }
}
