import RACSupport

/// Applies `FlattenConcurrentStateMachine` under a lock and performs its actions (starting inners, sending,
/// disposing) outside the lock.
@usableFromInline
final class FlattenConcurrentStorage<U, F: Swift.Error>: FlattenStorage {
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var state: FlattenConcurrentStateMachine<SignalProducer<U, F>>  // guarded by `lock`
    @usableFromInline let output: Signal<U, F>.Observer
    /// Interrupt handles of the running inners; nil once the result has ended.
    @usableFromInline @exclusivity(unchecked) var running: Bag<any Disposable>? = Bag()  // guarded by `lock`

    @inlinable
    init(limit: UInt, output: Signal<U, F>.Observer) {
        state = FlattenConcurrentStateMachine(limit: limit)
        self.output = output
    }

    @inlinable
    func outerValue(_ inner: SignalProducer<U, F>) {
        // The common case starts the new inner at once, without queueing it.
        guard var next = lock.locked({ state.outerValue(inner) }) else { return }
        while true {
            start(next)
            guard let following = lock.locked({ state.nextToStart(continuing: true) }) else { return }
            next = following
        }
    }

    @inlinable
    func outerCompleted() {
        perform(lock.locked { state.outerCompleted() })
    }

    @inlinable
    func terminate(with event: Signal<U, F>.Event) {
        if lock.locked({ state.terminate() }) { output.send(event) }
    }

    @inlinable
    func resultEnded() {
        let handles: Bag<any Disposable>? = lock.locked {
            _ = state.terminate()
            defer { running = nil }
            return running
        }
        for handle in handles ?? Bag() { handle.dispose() }
    }

    @inlinable
    func perform(_ action: FlattenConcurrentStateMachine<SignalProducer<U, F>>.EndAction) {
        switch action {
        case .none: break
        case .complete: output.sendCompleted()
        case .runStartLoop: runStartLoop()
        }
    }

    /// Starts queued inners while slots are free; inners ending meanwhile free slots for this same loop.
    @inlinable
    func runStartLoop() {
        var next = lock.locked { state.nextToStart(continuing: false) }
        while let inner = next {
            start(inner)
            next = lock.locked { state.nextToStart(continuing: true) }
        }
    }

    @inlinable
    func start(_ inner: SignalProducer<U, F>) {
        if inner.shape == .single {
            startSingle(inner)
            return
        }
        // An inner's events cross the flattened result nested in the inner run's delivery: in a chain of flattens
        // (a fold of merges), the inner runs are where a chain too deep for the stack is caught.
        inner.startWithSignal(in: Signal(checkingDepth: ())) { signal, interrupter in
            guard let token = lock.locked({ running?.insert(interrupter) }) else {
                interrupter.dispose()
                return
            }
            signal.observeForever(Signal<U, F>.Observer { [self] event in
                switch event {
                case let .value(value):
                    output.send(value: value)
                case .failed:
                    _ = lock.locked { running?.remove(using: token) }
                    terminate(with: event)
                case .completed, .interrupted:
                    perform(lock.locked {
                        _ = running?.remove(using: token)
                        return state.innerEnded()
                    })
                }
            })
        }
    }
}

extension FlattenConcurrentStorage {
    /// Runs an inner that ends within its start (at most one value) with no signal or interrupt handle: if the
    /// result ends meanwhile, `output` (a terminated signal's input) drops what the inner still sends.
    @inlinable
    func startSingle(_ inner: SignalProducer<U, F>) {
        // The state handed this inner out after checking that the result had not ended; if it ends meanwhile,
        // `output` drops what the inner sends.
        inner.startHandler(Signal<U, F>.Observer { [self] event in
            switch event {
            case let .value(value): output.send(value: value)
            case .failed: terminate(with: event)
            case .completed, .interrupted: perform(lock.locked { state.innerEnded() })
            }
        }, .unending)
    }
}

// `lock` guards `state` and `running`; `output` is thread-safe.
extension FlattenConcurrentStorage: @unchecked Sendable {}
