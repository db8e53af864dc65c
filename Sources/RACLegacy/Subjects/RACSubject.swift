import RACSupport

/// A hot signal that is also a subscriber: values sent to it go to its current subscribers.
open class RACSubject: RACSignal, RACSubscriber, @unchecked Sendable { // `state` guarded by its core's lock; the rest is immutable
    @usableFromInline let state = SubjectCore()
    @usableFromInline let mode: ReplayMode
    private let upstreamSubscriptions = RACCompoundDisposable()
    /// False for subclasses declared outside the module, which may override `subscribe(_:)`: blocks then go through
    /// it, wrapped in a RACBlockSubscriber.
    private let subscribesBlocksDirectly: Bool

    /// A subject with no subscribers.
    public override init() {
        mode = .none
        subscribesBlocksDirectly = RACSubject.isOwnClass(Self.self)
        super.init()
    }

    init(mode: ReplayMode) {
        self.mode = mode
        subscribesBlocksDirectly = RACSubject.isOwnClass(Self.self)
        super.init()
    }

    private static func isOwnClass(_ type: RACSubject.Type) -> Bool {
        type == RACSubject.self || type == RACReplaySubject.self || type == RACBehaviorSubject.self
            || type == RACAsyncSubject.self || type == RACGroupedSignal.self
    }

    /// Creates a subject.
    open class func subject() -> RACSubject {
        RACSubject()
    }

    /// Adds the subscriber; replaying subjects first replay what they remember, with ordering kept.
    @discardableResult
    open override func subscribe(_ subscriber: any RACSubscriber) -> RACDisposable {
        attach(ForwardingSink(subscriber, disposable: SubjectSubscription(core: state)))
    }

    /// Two objects per subscription: the sink calling the blocks, and the disposable that is also its slot.
    override func subscribeBlocks(next: ((Any?) -> Void)?, error: (((any Error)?) -> Void)?,
                                  completed: (() -> Void)?, into parent: RACCompoundDisposable?) -> RACDisposable {
        guard subscribesBlocksDirectly else {
            return super.subscribeBlocks(next: next, error: error, completed: completed, into: parent)
        }
        let subscription = SubjectSubscription(core: state)
        parent?.addDisposable(subscription)
        return attach(BlockSink.make(next: next, error: error, completed: completed, disposable: subscription))
    }

    /// Adds `sink` to the subscribers (after replaying, for replaying subjects); returns its disposable.
    private func attach(_ sink: SubscriptionSink) -> RACDisposable {
        let subscription = sink.bagSlot
        if case .none = mode {
            let withdrawn = state.withLock { s -> [SinkSnapshot]? in
                // Not once disposed (by its parent, or by a subscriber that had finished): nothing would remove it.
                guard !s.isTerminated && !subscription.isDisposed else { return nil }
                let withdrawn = state.withdraw(&s)
                s.subscribers.insert(sink)
                return withdrawn
            }
            _ = withdrawn
            return subscription
        }
        let replay = { [self] in
            // Owning the sink before unlocking makes live events sent meanwhile queue up behind the replay.
            _ = sink.tryAcquire()
            let (values, terminal) = state.withLock { s -> (ArraySlice<Any?>, SignalEvent?) in
                if !s.isTerminated && !subscription.isDisposed { s.subscribers.insert(sink) }
                if case .lastOnCompletion = mode, !s.isTerminated { return ([], nil) }
                return (s.buffer.live, s.terminal)
            }
            for value in values {
                if subscription.isDisposed { break }
                sink.deliverOwned(.next(value))
            }
            if let terminal, replaysTermination { sink.deliverOwned(terminal) }
            sink.release()
        }
        subscription.addDisposable(RACScheduler.subscriptionScheduler().schedule(replay))
        return subscription
    }

    private var replaysTermination: Bool {
        switch mode {
        case .none: return false
        case .replay(_, let replays): return replays
        case .lastOnCompletion: return true
        }
    }

    deinit {
        // Subscriptions reference the state, not the subject (see SubjectSubscription): dropping the sinks here
        // breaks the state → sink → subscription → state cycle, as the subject's death used to, and releases the
        // subscribers' blocks even while their disposables are kept.
        let dropped = state.withLock { s in (state.withdraw(&s), s.subscribers.removeAll()) }
        _ = dropped
    }

    /// Forwards a value to the current subscribers.
    @inlinable open func sendNext(_ value: Any?) {
        if case .none = mode {
            if state.withPublishedSinks({ RACSubject.deliverNext(value, to: $0) }) { return }
            // None published (the subscribers changed since the last value): publish them, and send to them.
            guard let targets = state.withLock({ s -> ContiguousArray<SubscriptionSink?>? in
                if s.isTerminated { return nil }
                state.publish(&s)
                return s.subscribers.elements
            }) else { return }
            RACSubject.deliverNext(value, to: targets)
            return
        }
        // Replaying: the value is recorded and delivered in one order, by one thread at a time (see Outbox).
        let targets = state.withLock { s -> ContiguousArray<SubscriptionSink?>? in
            guard let targets = record(value, in: &s) else { return nil }
            if s.isDelivering {
                s.outbox.append(.next(value), to: targets)
                return nil
            }
            s.isDelivering = true
            return targets
        }
        guard let targets else { return }
        RACSubject.deliverNext(value, to: targets)
        deliverQueued()
    }

    /// Sends `value` to each sink of `targets`.
    @inlinable @inline(__always)
    static func deliverNext(_ value: Any?, to targets: ContiguousArray<SubscriptionSink?>) {
        // `targets` keeps every sink alive until the loop ends, so the sinks are visited without retaining each.
        targets.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Reading an optional reference's bits as a trivial `Unmanaged?` (same layout) takes no retain.
            let raw = UnsafeRawPointer(base)
            let stride = MemoryLayout<SubscriptionSink?>.stride
            for index in 0..<buffer.count {
                let sink = raw.load(fromByteOffset: index &* stride, as: Unmanaged<SubscriptionSink>?.self)
                sink?._withUnsafeGuaranteedRef { $0.sendNextTakingOwnership(value) }
            }
        }
    }

    /// The delivering thread of a replaying subject sends what others queued meanwhile, then lets go.
    @inlinable final func deliverQueued() {
        // Nothing queued (the common case): let go without building an entry.
        let idle = state.withLock { s -> Bool in
            guard s.outbox.isEmpty else { return false }
            s.isDelivering = false
            return true
        }
        if !idle { drainOutbox() }
    }

    /// Delivers queued entries in order until the outbox is empty, then lets go.
    @usableFromInline final func drainOutbox() {
        while let entry = state.withLock({ s -> Outbox.Entry? in
            if let entry = s.outbox.take() { return entry }
            s.isDelivering = false
            return nil
        }) {
            if case .next(let value) = entry.event {
                RACSubject.deliverNext(value, to: entry.targets)
            } else {
                for sink in entry.targets { sink?.send(entry.event) }
            }
        }
    }

    /// Buffers `value` for replaying subjects; returns the subscribers to deliver it to now.
    @usableFromInline func record(_ value: Any?, in s: inout SubjectState) -> ContiguousArray<SubscriptionSink?>? {
        if s.isTerminated { return nil }
        switch mode {
        case .none: break
        case .replay(let capacity, _): s.buffer.append(value, capacity: capacity)
        case .lastOnCompletion:
            s.buffer.append(value, capacity: 1)
            s.hasLast = true
            return nil
        }
        return s.subscribers.elements
    }

    /// Forwards an error and terminates.
    open func sendError(_ error: (any Error)?) {
        terminate(with: .error(error))
    }

    /// Forwards completion and terminates.
    open func sendCompleted() {
        terminate(with: .completed)
    }

    private func terminate(with event: SignalEvent) {
        // Released after the lock is given up.
        var withdrawn: [SinkSnapshot]?
        defer { _ = withdrawn }
        let result = state.withLock { s -> (targets: [SubscriptionSink], last: Any??)? in
            if s.isTerminated { return nil }
            s.terminal = event
            var last: Any?? = nil
            if case .lastOnCompletion = mode {
                // An async subject releases its last value on completion only; an error replays alone.
                if case .completed = event, s.hasLast, let value = s.buffer.live.last {
                    last = .some(value)
                } else {
                    s.buffer = ReplayBuffer()
                }
            }
            withdrawn = state.withdraw(&s)
            let targets = s.subscribers.removeAll()
            if case .replay = mode {
                // The terminal event follows the values recorded before it, also those still queued.
                if s.isDelivering {
                    s.outbox.append(event, to: ContiguousArray(targets.lazy.map { Optional($0) }))
                    return nil
                }
                s.isDelivering = true
            }
            return (targets, last)
        }
        if let result {
            for sink in result.targets {
                if case let .some(value) = result.last { sink.sendNext(value) }
                sink.send(event)
            }
            if case .replay = mode { deliverQueued() }
        }
        upstreamSubscriptions.dispose()
    }

    /// Remembers a subscription made with the subject as subscriber; it is disposed when the subject terminates.
    open func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
        if disposable.isDisposed { return }
        upstreamSubscriptions.addDisposable(disposable)
        let remove = RACDisposable { [weak self, weak disposable] in
            if let disposable { self?.upstreamSubscriptions.removeDisposable(disposable) }
        }
        disposable.addDisposable(remove)
    }
}
