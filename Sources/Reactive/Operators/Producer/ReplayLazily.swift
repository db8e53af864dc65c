import RACSupport

/// The state of `replayLazily(upTo:)`: the replay buffer, the terminal event and the attached runs.
///
/// A run that attaches first receives the buffer outside the lock; events arriving meanwhile are queued for it
/// (`backlog`), and it turns live only once its backlog is empty, so it sees every event exactly once, in order.
@usableFromInline
struct ReplayLazilyState<Value, Error: Swift.Error> {
    @usableFromInline struct Subscriber {
        @usableFromInline let observer: Signal<Value, Error>.Observer
        /// nil once live; otherwise events still to be sent by the attaching run.
        @usableFromInline var backlog: [Signal<Value, Error>.Event]?
        /// The runs attached just before and just after this one, linking `subscribers` in start order.
        @usableFromInline var previous: UInt64?
        @usableFromInline var next: UInt64?

        @inlinable init(observer: Signal<Value, Error>.Observer, backlog: [Signal<Value, Error>.Event]?, previous: UInt64?) {
            self.observer = observer
            self.backlog = backlog
            self.previous = previous
            self.next = nil
        }
    }

    @usableFromInline let capacity: Int
    @usableFromInline var buffer = FIFO<Value>()
    @usableFromInline var bufferCount = 0
    @usableFromInline var terminal: Signal<Value, Error>.Event?
    /// The attached runs by identifier; `first`, `last` and each run's links keep them in start order, so events
    /// are delivered in the order the runs started while attaching and detaching stay O(1).
    @usableFromInline var subscribers: [UInt64: Subscriber] = [:]
    @usableFromInline var first: UInt64?
    @usableFromInline var last: UInt64?
    @usableFromInline var nextID: UInt64 = 0
    @usableFromInline var hasStarted = false

    @inlinable init(capacity: Int) { self.capacity = capacity }

    /// Attaches a run: its identifier, the events to replay, and whether the upstream must be started now.
    @inlinable
    mutating func attach(_ observer: Signal<Value, Error>.Observer) -> (id: UInt64, replay: [Signal<Value, Error>.Event], start: Bool) {
        let id = nextID
        nextID += 1
        var replay = buffer.elements.map { Signal<Value, Error>.Event.value($0) }
        if let terminal { replay.append(terminal) }
        subscribers[id] = Subscriber(observer: observer, backlog: [], previous: last)
        if let last { subscribers[last]!.next = id } else { first = id }
        last = id
        let start = !hasStarted
        hasStarted = true
        return (id, replay, start)
    }

    /// The attaching run `id` delivered its replay: the next events it must send, or nil once it is live.
    @inlinable
    mutating func drainBacklog(_ id: UInt64) -> [Signal<Value, Error>.Event]? {
        guard let backlog = subscribers[id]?.backlog else { return nil }
        if backlog.isEmpty {
            subscribers[id]?.backlog = nil
            return nil
        }
        subscribers[id]?.backlog = []
        return backlog
    }

    /// Records an upstream event; returns the live observers to send it to.
    @inlinable
    mutating func receive(_ event: Signal<Value, Error>.Event) -> [Signal<Value, Error>.Observer] {
        guard terminal == nil else { return [] }
        if case let .value(value) = event {
            if capacity > 0 {
                buffer.append(value)
                bufferCount += 1
                if bufferCount > capacity {
                    _ = buffer.popFirst()
                    bufferCount -= 1
                }
            }
        } else {
            terminal = event
        }
        var live: [Signal<Value, Error>.Observer] = []
        var cursor = first
        while let id = cursor {
            if subscribers[id]!.backlog != nil {
                subscribers[id]!.backlog!.append(event)
            } else {
                live.append(subscribers[id]!.observer)
            }
            cursor = subscribers[id]!.next
        }
        if event.isTerminating {
            subscribers = [:]
            first = nil
            last = nil
        }
        return live
    }

    /// Unlinks the run `id`, if it is still attached.
    @inlinable
    mutating func detach(_ id: UInt64) {
        guard let removed = subscribers.removeValue(forKey: id) else { return }
        if let previous = removed.previous { subscribers[previous]!.next = removed.next } else { first = removed.next }
        if let next = removed.next { subscribers[next]!.previous = removed.previous } else { last = removed.previous }
    }
}

/// Holds the shared upstream run of `replayLazily(upTo:)`; when the last reference to it goes (the producer and
/// every run), its token ends the upstream run.
@usableFromInline
final class ReplayLazilyStorage<Value, Error: Swift.Error> {
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var state: ReplayLazilyState<Value, Error>  // guarded by `lock`
    @usableFromInline let upstreamToken = Lifetime.Token()

    @inlinable init(capacity: Int) { state = ReplayLazilyState(capacity: capacity) }

    @inlinable
    func attach(_ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime, upstream: SignalProducer<Value, Error>) {
        let (id, replay, start) = lock.locked { state.attach(observer) }
        lifetime.observeEnded { [self] in lock.locked { state.detach(id) } }
        for event in replay { observer.send(event) }
        while let backlog = lock.locked({ state.drainBacklog(id) }) {
            for event in backlog { observer.send(event) }
        }
        if start { startUpstream(upstream) }
    }

    @inlinable
    func startUpstream(_ upstream: SignalProducer<Value, Error>) {
        let upstreamLifetime = Lifetime(upstreamToken)
        upstream.startWithSignal { signal, interrupter in
            upstreamLifetime += interrupter
            // Weak: the upstream run must not keep the storage (and so itself) alive.
            signal.observe { [weak self] event in
                guard let self else { return }
                let live = lock.locked { state.receive(event) }
                for observer in live { observer.send(event) }
            }
        }
    }
}

// `lock` guards `state`; the token is thread-safe.
extension ReplayLazilyStorage: @unchecked Sendable {}

extension SignalProducer {
    /// Runs self once, on the first start, and shares that run: each start first receives up to `capacity` most
    /// recent values (and the terminal event, if any), then the live events, which reach the runs in start order.
    public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
        precondition(capacity >= 0, "SignalProducer.replayLazily(upTo:): the capacity must not be negative")
        let storage = ReplayLazilyStorage<Value, Error>(capacity: capacity)
        return SignalProducer { observer, lifetime in
            storage.attach(observer, lifetime, upstream: self)
        }
    }
}
