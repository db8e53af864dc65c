import Synchronization
import RACSupport

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
        if let signal, type(of: signal) == RACImmediateSignal.self, RACScheduler.hasCurrentScheduler {
            receive(immediate: unsafeDowncast(signal, to: RACImmediateSignal.self))
            return
        }
        let inner = signal.map { _ in SwitchToLatestInner(storage: self) }
        guard case .switchTo(let previous) = state.withLock({ $0.receive(inner) }) else { return }
        // Like RAC 2's `takeUntil:` wrapper, through the subscription scheduler.
        if let signal, let inner { inner.startOnSubscriptionScheduler(signal) }
        // RAC 2 quirk kept on purpose: the new inner is subscribed before the previous one is cancelled (the
        // previous one's takeUntil trigger follows the flattenMap subscriber on the published outer signal).
        previous?.dispose()
    }

    /// A `+return:`, `+empty` or `+error:` signal, with a current scheduler: subscribed, it would send its event and
    /// complete at once, leaving no latest inner. So its event goes straight to the result, with no inner
    /// subscription made; the previous inner is cancelled after it, as for any inner.
    private func receive(immediate: RACImmediateSignal) {
        guard case .switchTo(let previous) = state.withLock({ $0.receive(nil) }) else { return }
        switch immediate.kind {
        case .valueThenCompleted: sink.sendNext(immediate.value)
        case .error: sink.sendError(immediate.failure)
        case .completed: break
        }
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
final class SwitchToLatestInner: InnerSubscription, @unchecked Sendable { // `storage` is immutable
    private let storage: SwitchToLatestStorage

    init(storage: SwitchToLatestStorage) {
        self.storage = storage
        super.init()
    }

    override func sendNext(_ value: Any?) {
        if !isDisposed { storage.sink.sendNext(value) }
    }

    override func sendError(_ error: (any Error)?) {
        if !isDisposed { storage.sink.sendError(error) }
    }

    override func sendCompleted() {
        if !isDisposed { storage.innerCompleted(self) }
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
