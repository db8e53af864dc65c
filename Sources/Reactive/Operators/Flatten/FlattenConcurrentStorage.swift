/// Applies `FlattenConcurrentStateMachine` under a lock and performs its actions (starting inners, sending,
/// disposing) outside the lock.
@usableFromInline
final class FlattenConcurrentStorage<U, F: Swift.Error>: FlattenStorage {
    @usableFromInline let lock = Lock(())
    @usableFromInline var state: FlattenConcurrentStateMachine<SignalProducer<U, F>>  // guarded by `lock`
    @usableFromInline let output: Signal<U, F>.Observer
    @usableFromInline let inners = CompositeDisposable()

    @inlinable
    init(limit: UInt, output: Signal<U, F>.Observer) {
        state = FlattenConcurrentStateMachine(limit: limit)
        self.output = output
    }

    @inlinable
    func outerValue(_ inner: SignalProducer<U, F>) {
        if lock.locked({ state.outerValue(inner) }) { runStartLoop() }
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
        _ = lock.locked { state.terminate() }
        inners.dispose()
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
        inner.startWithSignal { signal, interrupter in
            let registration = inners.add(interrupter)
            signal.observeForever(Signal<U, F>.Observer { [self] event in
                switch event {
                case let .value(value):
                    output.send(value: value)
                case .failed:
                    registration?.dispose()
                    terminate(with: event)
                case .completed, .interrupted:
                    registration?.dispose()
                    perform(lock.locked { state.innerEnded() })
                }
            })
        }
    }
}

// `lock` guards `state`; `output` and `inners` are thread-safe.
extension FlattenConcurrentStorage: @unchecked Sendable {}
