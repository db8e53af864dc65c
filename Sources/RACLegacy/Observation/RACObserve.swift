// The didSet form of withObservationTracking is SPI: it is the one callback that runs after the store.
@_spi(SwiftUI) import Observation

/// One RACObserve subscription.
///
/// The property is tracked with the Observation module's `didSet` callback, which runs on the mutating thread after
/// each store and stays installed until cancelled. The new value is read there, on the mutating thread (so a reader
/// never races the store), and kept as the latest; delivery keeps RAC 2's Linux rule: a block on the mutating
/// thread's current scheduler, or the main thread scheduler, sends the latest value (so quick changes coalesce).
///
/// This non-generic half holds the state, so that the `@Sendable` change callback captures no generic metadata.
class ObservationRegistration: @unchecked Sendable { // `state` is a Locked; the rest is immutable
    private struct State {
        /// The value read after the latest store.
        var latest: Any?
        /// A delivery block is scheduled and has not taken `latest` yet.
        var isScheduled = false
    }

    let sink: SubscriptionSink
    private let pending = RACSerialDisposable()
    private let state = Locked(State())

    init(sink: SubscriptionSink) {
        self.sink = sink
        sink.disposable.addDisposable(pending)
        // The subscription keeps the registration alive until it is disposed (the change callback holds it weakly).
        sink.disposable.addDisposable(RACDisposable { withExtendedLifetime(self) {} })
    }

    /// The property's current value (flattened), or nil when the target is gone; subclasses read it.
    func currentValue() -> Any?? { nil }

    /// Whether the target is still alive (without reading the property); subclasses answer.
    func isTargetAlive() -> Bool { false }

    /// Reads the value through `read` with change tracking installed, and sends it.
    final func start(_ read: () -> Any?) {
        // The callback holds the registration weakly: once the subscription is gone, the next change uninstalls it.
        let value = withObservationTracking(read, didSet: { [weak self] tracking in
            guard let self, !sink.disposable.isDisposed else {
                tracking.cancel()
                return
            }
            changed()
        })
        sink.sendNext(value)
    }

    /// Runs on the mutating thread after the store: reads the new value and schedules its delivery.
    private func changed() {
        // Reading inside the lock orders the reads: the last one to take it read after the last store.
        let needsDelivery = state.withLock { state -> Bool in
            guard let value = currentValue() else { return false }
            state.latest = value
            defer { state.isScheduled = true }
            return !state.isScheduled
        }
        guard needsDelivery else { return }
        let current = RACScheduler.currentScheduler()
        let scheduler = current.flatMap { $0 is RACImmediateScheduler ? nil : $0 } ?? RACScheduler.mainThreadScheduler()
        pending.disposable = scheduler.schedule { [self] in deliver() }
    }

    /// Sends the latest value, or completes when the target is gone.
    private func deliver() {
        let latest = state.withLock { state -> Any? in
            state.isScheduled = false
            return state.latest
        }
        if sink.disposable.isDisposed { return }
        guard isTargetAlive() else {
            sink.sendCompleted()
            return
        }
        sink.sendNext(latest)
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

    override func currentValue() -> Any?? {
        guard let object = target.object else { return nil }
        return .some(flattenOptional(object[keyPath: keyPath]))
    }

    override func isTargetAlive() -> Bool { target.object != nil }

    func start(_ object: Target) {
        start { flattenOptional(object[keyPath: keyPath]) }
    }
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
        PropertyObservation(target: object, keyPath: keyPath, sink: sink).start(object)
    }
    return skipInitial ? signal.skip(1) : signal
}

/// The property's current value on subscription, then each change (delivered asynchronously after the change
/// lands); completes when the target is gone. A subclass must itself be `@Observable` for its own stored
/// properties to be tracked; otherwise only the initial value is sent.
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
