import Dispatch
import Observation
import RACSupport

/// One RACObserve subscription.
///
/// A store reported after it lands (to a `@RACObservable` property always; to an `@Observable` one where Observation's
/// didSet tracking exists, `PropertyTracking.reportsAfterStore`) sends the new value at once on the mutating thread,
/// before the setter returns: KVO's timing, which RAC 2 code and its tests rely on. A store to an `@Observable`
/// property without it is noticed before it lands, and a block on the mutating thread's current scheduler (or the
/// main thread scheduler) reads and sends the value: asynchronous, and quick stores coalesce. The branch is taken
/// per report, so a key-path chain mixing both kinds of hops has the timing of the hop stored to.
///
/// Tracking is re-installed after a store to anything but the observed property itself, so a key-path chain
/// follows every hop. Every installation keeps one `ReleaseAction`; the registrars and `@RACObservable` storages of
/// the objects the read touched hold the installations, so the action runs when the target deinitializes (they let
/// go of its tracking), and the signal completes then (a storage also reports its end, so a `@RACObservable` target
/// completes the signal even while a later hop of the chain lives on). This non-generic half holds the state, so that
/// the `@Sendable` callbacks capture no generic metadata.
class ObservationRegistration: @unchecked Sendable { // `installed` guarded by its lock; the rest is immutable
    private struct Installed {
        /// The current installation; weak, so that only the registrars and storages keep it (and its release
        /// action) alive.
        weak var tracking: PropertyTracking?
        var isDisposed = false
        /// The value sent last (the fallback compares against it: see `deliver`).
        var lastSent: Any?
    }

    /// How long the fallback keeps looking for a store announced by willSet that has not landed.
    static let fallbackPatience = DispatchTimeInterval.milliseconds(100)

    let sink: SubscriptionSink
    private let installed = Locked(Installed())
    /// How long after a fallback delivery the value is looked at once more (see `lastLook`).
    static let lastLookDelay: Double = 0.1

    /// The delivery block where stores are noticed before they land.
    private let pending = RACSerialDisposable()
    /// The last look after the latest fallback delivery.
    private let settle = RACSerialDisposable()

    init(sink: SubscriptionSink) {
        self.sink = sink
        sink.disposable.addDisposable(pending)
        sink.disposable.addDisposable(settle)
        // The subscription keeps the registration alive until it is disposed (the callbacks hold it weakly).
        sink.disposable.addDisposable(RACDisposable { [self] in uninstall() })
    }

    /// Whether the target is still alive (without reading the property); subclasses answer.
    func isTargetAlive() -> Bool { false }

    /// Reads the value (flattened) with tracking installed, or nil when the target is gone; subclasses read.
    func trackedRead(keeping release: ReleaseAction, changed: @escaping @Sendable (TrackedChange, AnyObject) -> Void) -> (Any?, PropertyTracking)? { nil }

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
        guard let (value, tracking) = trackedRead(keeping: release, changed: { [weak self] change, kept in
            self?.changed(change, kept)
        }) else { return nil }
        let replaced = installed.withLock { state -> PropertyTracking? in
            if state.isDisposed { return tracking }
            defer { state.tracking = tracking }
            return state.tracking
        }
        replaced?.cancel()
        return .some(value)
    }

    /// Runs on the mutating thread: after the store when it is reported then, else just before it.
    private func changed(_ change: TrackedChange, _ kept: AnyObject) {
        guard !sink.disposable.isDisposed, let release = kept as? ReleaseAction else { return }
        switch change {
        case .landed(let keyPath, let stored):
            deliver(after: keyPath, stored: stored, keeping: release)
            return
        case .storageEnded:
            // A deinit can run inside another object's setter (the old value of a hop released by the store): no
            // read here, only the target's liveness. A hop gone while the target lives is followed by a store report.
            trackingReleased()
            return
        case .announced:
            break
        }
        let current = RACScheduler.currentScheduler()
        let scheduler = current.flatMap { $0 is RACImmediateScheduler ? nil : $0 } ?? RACScheduler.mainThreadScheduler()
        let giveUp = DispatchTime.now() + ObservationRegistration.fallbackPatience
        pending.disposable = scheduler.schedule { [self] in deliver(after: nil, keeping: release, on: scheduler, until: giveUp) }
    }

    /// Sends the value read after a store (re-installing tracking unless the store went to the observed property
    /// itself, whose stored value is sent when the storage handed it over), or completes when the target is gone.
    /// Sending the stored value, not a new read, lets concurrent stores from several threads each send their own.
    ///
    /// The fallback learns of a store before it lands; read on another thread, the value may still be the old one,
    /// and the new installation would not see that store. Observable skips stores of an equal value, so reading the
    /// value last sent means the store has not landed: the block looks again on the next hop, for at most
    /// `fallbackPatience`.
    private func deliver(after keyPath: AnyKeyPath?, stored: Any? = nil, keeping release: ReleaseAction, on scheduler: RACScheduler? = nil, until giveUp: DispatchTime = .now()) {
        if sink.disposable.isDisposed { return }
        let value = if let keyPath, isObservedProperty(keyPath) {
            stored.map { .some(flattenOptional($0)) } ?? untrackedRead()
        } else {
            install(keeping: release)
        }
        guard let value else {
            sink.sendCompleted()
            return
        }
        if let scheduler, DispatchTime.now() < giveUp, RACEqual(value, installed.withLock { $0.lastSent }) {
            pending.disposable = scheduler.schedule { [self] in deliver(after: nil, keeping: release, on: scheduler, until: giveUp) }
            return
        }
        send(value)
        if let scheduler {
            settle.disposable = scheduler.afterDelay(ObservationRegistration.lastLookDelay) { [self] in lastLook() }
        }
    }

    /// The fallback's block may read while a store announced before its installation is still landing (another
    /// thread's setter between willSet and the store): that store is announced to no installation, so the value is
    /// read once more a little after the latest delivery and sent if it differs from the value sent last.
    private func lastLook() {
        guard !sink.disposable.isDisposed, let value = untrackedRead() else { return }
        if !RACEqual(value, installed.withLock { $0.lastSent }) { send(value) }
    }

    /// The last installation was let go of (by the target's deinit, or by disposal), or a storage it registered on
    /// has ended: completes if the target is gone.
    private func trackingReleased() {
        guard !sink.disposable.isDisposed, !isTargetAlive() else { return }
        sink.sendCompleted()
    }

    /// Disposal: cancels the current installation, so the storages and registrars drop its callback and release
    /// action.
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

    override func trackedRead(keeping release: ReleaseAction, changed: @escaping @Sendable (TrackedChange, AnyObject) -> Void) -> (Any?, PropertyTracking)? {
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
        if let owner = object as? RACObject { completeAtDeinit(of: owner, sink) }
        PropertyObservation(target: object, keyPath: keyPath, sink: sink).start()
    }
    return skipInitial ? signal.skip(1) : signal
}

/// The property's current value on subscription, then each change; completes when the target deinitializes.
///
/// A store to a `@RACObservable` property (in a class conforming to `Observable`) is sent with KVO's timing on every
/// platform: every store, equal values too, on the storing thread, after the store and before the setter returns.
/// A store to an `@Observable` property has that timing where Observation's didSet tracking exists (Linux), except
/// that the macro skips equal values; elsewhere (Apple platforms, `-DRAC_NO_OBSERVATION_SPI`) it is delivered later
/// by a scheduler and quick stores coalesce (MIGRATION.md §4). A key-path chain follows every hop, each with its own
/// timing. A subclass of an `@Observable` class must itself be `@Observable` for its own stored properties to be
/// tracked; otherwise only the initial value is sent.
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

/// Completes `sink` when `owner` deinitializes, on the releasing thread (until the subscription is disposed).
func completeAtDeinit(of owner: RACObject, _ sink: SubscriptionSink) {
    let ended = RACBlockSubscriber(next: nil, error: nil, completed: { sink.sendCompleted() })
    sink.disposable.addDisposable(ended.subscriptions)
    owner.rac_willDeallocSignal().subscribe(ended)
}
