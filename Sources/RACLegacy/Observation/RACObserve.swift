import Observation

/// The non-generic half of an observation, so the @Sendable change handler captures no generic metadata.
class ObservationRegistration: @unchecked Sendable { // `pending` is a thread-safe disposable; `lastSent` is locked
    let sink: SubscriptionSink
    let pending = RACSerialDisposable()
    let lastSent = Locked<Any?>(nil)

    init(sink: SubscriptionSink) {
        self.sink = sink
        sink.disposable.addDisposable(pending)
    }

    func register(confirming retries: Int) {}

    // Runs in willSet: the new value is not stored yet, so the read happens in a block scheduled for later.
    // A serial scheduler of the mutating thread runs that block after the store. Without one (a plain thread, or
    // the immediate scheduler, which would run it inside willSet) the block goes to the main queue and may race
    // the store, so it re-reads a few times, 1 ms apart, while the value still equals the last one sent.
    final func changed() {
        if sink.disposable.isDisposed { return }
        let current = RACScheduler.currentScheduler()
        if let current, !(current is RACImmediateScheduler) {
            pending.disposable = current.schedule { [self] in register(confirming: 0) }
        } else {
            pending.disposable = RACScheduler.mainThreadScheduler().schedule { [self] in register(confirming: 5) }
        }
    }

    final func retry(_ retries: Int) {
        pending.disposable = RACScheduler.mainThreadScheduler().afterDelay(0.001) { [self] in register(confirming: retries - 1) }
    }
}

/// One RACObserve subscription: reads and registers in one step, re-registers after each change lands.
final class PropertyObservation<Target: AnyObject & Observable, Value>: ObservationRegistration, @unchecked Sendable { // immutable; see base class
    private let target: WeakBox<Target>
    private let keyPath: KeyPath<Target, Value>

    init(target: Target, keyPath: KeyPath<Target, Value>, sink: SubscriptionSink) {
        self.target = WeakBox(target)
        self.keyPath = keyPath
        super.init(sink: sink)
    }

    override func register(confirming retries: Int) {
        if sink.disposable.isDisposed { return }
        guard let object = target.object else {
            sink.sendCompleted()
            return
        }
        if retries > 0, RACEqual(flattenOptional(object[keyPath: keyPath]), lastSent.withLock({ $0 })) {
            retry(retries)
            return
        }
        let registration: ObservationRegistration = self
        let value = flattenOptional(withObservationTracking({ object[keyPath: keyPath] }, onChange: { registration.changed() }))
        lastSent.withLock { $0 = value }
        sink.sendNext(value)
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
        PropertyObservation(target: object, keyPath: keyPath, sink: sink).register(confirming: 0)
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
