import RACSupport

/// The state of a `throttle` flatten: one inner at a time, later arrivals dropped while it runs.
@usableFromInline
struct FlattenThrottleStateMachine {
    @usableFromInline var isInnerActive = false
    @usableFromInline var isOuterCompleted = false
    @usableFromInline var isTerminated = false

    @inlinable init() {}

    /// A new inner arrived: true when it must be started.
    @inlinable
    mutating func outerValue() -> Bool {
        guard !isTerminated, !isInnerActive else { return false }
        isInnerActive = true
        return true
    }

    /// The active inner completed: true when the result must complete.
    @inlinable
    mutating func innerCompleted() -> Bool {
        guard !isTerminated else { return false }
        isInnerActive = false
        if isOuterCompleted {
            isTerminated = true
            return true
        }
        return false
    }

    /// The outer completed: true when the result must complete.
    @inlinable
    mutating func outerCompleted() -> Bool {
        guard !isTerminated else { return false }
        isOuterCompleted = true
        if !isInnerActive {
            isTerminated = true
            return true
        }
        return false
    }

    /// Ends everything; true if this call did it.
    @inlinable
    mutating func terminate() -> Bool {
        guard !isTerminated else { return false }
        isTerminated = true
        return true
    }
}

/// Applies `FlattenThrottleStateMachine` under a lock; an inner's failure or interruption ends the result.
@usableFromInline
final class FlattenThrottleStorage<U, F: Swift.Error>: FlattenStorage {
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var state = FlattenThrottleStateMachine()  // guarded by `lock`
    @usableFromInline let output: Signal<U, F>.Observer
    /// The running inner's interrupt handle (one inner at a time).
    @usableFromInline let currentInner = SerialDisposable()

    @inlinable
    init(output: Signal<U, F>.Observer) { self.output = output }

    @inlinable
    func outerValue(_ inner: SignalProducer<U, F>) {
        guard lock.locked({ state.outerValue() }) else { return }
        // An inner's events cross the flattened result nested in the inner run's delivery: in a chain of flattens
        // (a fold of merges), the inner runs are where a chain too deep for the stack is caught.
        inner.startWithSignal(in: Signal(checkingDepth: ())) { signal, interrupter in
            currentInner.inner = interrupter
            signal.observeForever(Signal<U, F>.Observer { [self] event in
                switch event {
                case let .value(value):
                    output.send(value: value)
                case .failed, .interrupted:
                    terminate(with: event)
                case .completed:
                    if lock.locked({ state.innerCompleted() }) { output.sendCompleted() }
                }
            })
        }
    }

    @inlinable
    func outerCompleted() {
        if lock.locked({ state.outerCompleted() }) { output.sendCompleted() }
    }

    @inlinable
    func terminate(with event: Signal<U, F>.Event) {
        if lock.locked({ state.terminate() }) { output.send(event) }
    }

    @inlinable
    func resultEnded() {
        _ = lock.locked { state.terminate() }
        currentInner.dispose()
    }
}

// `lock` guards `state`; `output` and `currentInner` are thread-safe.
extension FlattenThrottleStorage: @unchecked Sendable {}
