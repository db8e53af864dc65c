import Synchronization

/// Pure state of `switchToLatest`: the latest inner subscription (nil once it completed), outer completion.
struct SwitchToLatestStateMachine {
    private var latest: SwitchToLatestInner?
    private var outerDone = false
    private var disposed = false

    /// What to do with an outer value whose inner subscription is `inner` (nil for a nil value).
    enum Receive {
        /// Subscribe `inner` (if any), then cancel `previous` (if any).
        case switchTo(previous: SwitchToLatestInner?)
        /// The result was disposed meanwhile.
        case ignore
    }

    mutating func receive(_ inner: SwitchToLatestInner?) -> Receive {
        if disposed { return .ignore }
        let previous = latest
        latest = inner
        return .switchTo(previous: previous)
    }

    /// True when the result completes now: `inner` was the latest and the outer already completed.
    mutating func innerCompleted(_ inner: SwitchToLatestInner) -> Bool {
        guard latest === inner else { return false }
        latest = nil
        return outerDone
    }

    /// True when the result completes now: no latest inner is running.
    mutating func outerCompleted() -> Bool {
        outerDone = true
        return latest == nil
    }

    /// The inner subscription to cancel when the result is disposed.
    mutating func dispose() -> SwitchToLatestInner? {
        disposed = true
        let running = latest
        latest = nil
        return running
    }
}

/// The subscription of `switchToLatest`; disposing it cancels the latest inner subscription.
final class SwitchToLatestStorage: RACDisposable, @unchecked Sendable { // `state` guarded by its own lock
    let sink: SubscriptionSink
    private let state = Locked(SwitchToLatestStateMachine())

    init(sink: SubscriptionSink) {
        self.sink = sink
        super.init()
    }

    func receive(_ value: Any?) {
        precondition(value == nil || value is RACSignal, "-[RACSignal switchToLatest] requires a signal of signals, got \(String(describing: value))")
        let signal = value as? RACSignal
        let inner = signal.map { _ in SwitchToLatestInner(storage: self) }
        guard case .switchTo(let previous) = state.withLock({ $0.receive(inner) }) else { return }
        if let signal, let inner { inner.start(signal) }
        // RAC 2 quirk kept on purpose: the new inner is subscribed before the previous one is cancelled (the
        // previous one's takeUntil trigger follows the flattenMap subscriber on the published outer signal).
        previous?.dispose()
    }

    func innerCompleted(_ inner: SwitchToLatestInner) {
        if state.withLock({ $0.innerCompleted(inner) }) { sink.sendCompleted() }
    }

    func outerCompleted() {
        if state.withLock({ $0.outerCompleted() }) { sink.sendCompleted() }
    }

    override func dispose() {
        guard markDisposed() else { return }
        state.withLock { $0.dispose() }?.dispose()
    }
}

/// One inner subscription of `switchToLatest`; disposing it cancels the subscription and drops its later events.
final class SwitchToLatestInner: RACDisposable, RACSubscriber, @unchecked Sendable { // `subscription` guarded by `lock`
    private let storage: SwitchToLatestStorage
    // Only touched inside `lock`; the dynamic exclusivity check would only add cost.
    @exclusivity(unchecked) private var subscription: RACDisposable?

    init(storage: SwitchToLatestStorage) {
        self.storage = storage
        super.init()
    }

    /// Subscribes to `signal` now when a scheduler is current, else on the subscription scheduler, like RAC 2's
    /// `takeUntil:` wrapper did.
    func start(_ signal: RACSignal) {
        if RACScheduler.currentScheduler() != nil {
            attach(signal.subscribe(self))
        } else {
            attach(RACScheduler.subscriptionScheduler().schedule { [self] in
                if !isDisposed { attach(signal.subscribe(self)) }
            })
        }
    }

    /// Keeps the first subscription disposable handed over; one arriving after cancellation is disposed at once.
    private func attach(_ disposable: RACDisposable?) {
        guard let disposable else { return }
        let accepted = lock.withLock { _ -> Bool in
            if isDisposed { return false }
            if subscription == nil { subscription = disposable }
            return true
        }
        if !accepted { disposable.dispose() }
    }

    func sendNext(_ value: Any?) {
        if !isDisposed { storage.sink.sendNext(value) }
    }

    func sendError(_ error: (any Error)?) {
        if !isDisposed { storage.sink.sendError(error) }
    }

    func sendCompleted() {
        if !isDisposed { storage.innerCompleted(self) }
    }

    func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
        attach(disposable)
    }

    override func dispose() {
        let taken = lock.withLock { _ -> RACDisposable?? in
            guard markDisposed() else { return .none }
            let current = subscription
            subscription = nil
            return .some(current)
        }
        if case let .some(current) = taken { current?.dispose() }
    }
}

extension RACSignal {
    /// Forwards only the latest inner signal; completes when the outer and the latest inner completed.
    public func switchToLatest() -> RACSignal {
        RACSignal.create { sink in
            let storage = SwitchToLatestStorage(sink: sink)
            // Added before the outer subscription: disposal cancels the inner first, then the outer, as in RAC 2.
            sink.disposable.addDisposable(storage)
            self.subscribe(into: sink, next: { storage.receive($0) }, completed: { storage.outerCompleted() })
        }
    }
}
