import RACSupport

/// The state of a `race` flatten: the first inner to send any event wins; the rest are dropped.
@usableFromInline
struct FlattenRaceStateMachine<Handle> {
    /// Inners started before a winner was chosen, by identifier.
    @usableFromInline var contenders: [UInt64: Handle] = [:]
    @usableFromInline var winner: UInt64?
    @usableFromInline var nextID: UInt64 = 0
    @usableFromInline var isOuterCompleted = false
    @usableFromInline var isTerminated = false

    @inlinable init() {}

    /// A new inner arrived: its identifier if it must be started (no winner yet), else nil.
    @inlinable
    mutating func outerValue() -> UInt64? {
        guard !isTerminated, winner == nil else { return nil }
        let id = nextID
        nextID += 1
        return id
    }

    /// Registers the handle that interrupts inner `id`; false if it must be disposed at once.
    @inlinable
    mutating func register(_ id: UInt64, _ handle: Handle) -> Bool {
        guard !isTerminated, winner == nil || winner == id else { return false }
        contenders[id] = handle
        return true
    }

    /// What to do with an event of inner `id`.
    @usableFromInline enum EventAction {
        case drop
        /// Dispose the losers, then forward the event if `forward`.
        case accept(losers: [Handle], forward: Bool)
    }

    /// Inner `id` sent an event (`isCompletion` for a completion, `isTerminating` for any terminal event).
    @inlinable
    mutating func innerEvent(_ id: UInt64, isTerminating: Bool, isCompletion: Bool) -> EventAction {
        guard !isTerminated else { return .drop }
        var losers: [Handle] = []
        if winner == nil {
            winner = id
            losers = contenders.filter { $0.key != id }.map(\.value)
            contenders = contenders.filter { $0.key == id }
        }
        guard winner == id else { return .drop }
        guard isTerminating else { return .accept(losers: losers, forward: true) }
        contenders = [:]
        // The winner's completion completes the result only once the outer has completed too.
        let ends = !isCompletion || isOuterCompleted
        if ends { isTerminated = true }
        return .accept(losers: losers, forward: ends)
    }

    /// The outer completed: true when the result must complete.
    @inlinable
    mutating func outerCompleted() -> Bool {
        guard !isTerminated else { return false }
        isOuterCompleted = true
        let winnerDone = winner != nil && contenders.isEmpty
        let nobodyRunning = winner == nil && contenders.isEmpty
        if winnerDone || nobodyRunning {
            isTerminated = true
            return true
        }
        return false
    }

    /// Ends everything; returns the handles to dispose, or nil if already terminated.
    @inlinable
    mutating func terminate() -> [Handle]? {
        guard !isTerminated else { return nil }
        isTerminated = true
        defer { contenders = [:] }
        return Array(contenders.values)
    }
}

/// Applies `FlattenRaceStateMachine` under a lock; the winner's failure or interruption ends the result.
@usableFromInline
final class FlattenRaceStorage<U, F: Swift.Error>: FlattenStorage {
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var state = FlattenRaceStateMachine<any Disposable>()  // guarded by `lock`
    @usableFromInline let output: Signal<U, F>.Observer

    @inlinable
    init(output: Signal<U, F>.Observer) { self.output = output }

    @inlinable
    func outerValue(_ inner: SignalProducer<U, F>) {
        guard let id = lock.locked({ state.outerValue() }) else { return }
        // An inner's events cross the flattened result nested in the inner run's delivery: in a chain of flattens
        // (a fold of merges), the inner runs are where a chain too deep for the stack is caught.
        inner.startWithSignal(in: Signal(checkingDepth: ())) { signal, interrupter in
            if !lock.locked({ state.register(id, interrupter) }) { interrupter.dispose() }
            signal.observeForever(Signal<U, F>.Observer { [self] event in
                let action = lock.locked {
                    state.innerEvent(id, isTerminating: event.isTerminating, isCompletion: event.isCompleted)
                }
                guard case let .accept(losers, forward) = action else { return }
                for loser in losers { loser.dispose() }
                if forward { output.send(event) }
            })
        }
    }

    @inlinable
    func outerCompleted() {
        if lock.locked({ state.outerCompleted() }) { output.sendCompleted() }
    }

    @inlinable
    func terminate(with event: Signal<U, F>.Event) {
        guard let handles = lock.locked({ state.terminate() }) else { return }
        output.send(event)
        for handle in handles { handle.dispose() }
    }

    @inlinable
    func resultEnded() {
        let handles = lock.locked { state.terminate() } ?? []
        for handle in handles { handle.dispose() }
    }
}

// `lock` guards `state`; `output` is thread-safe.
extension FlattenRaceStorage: @unchecked Sendable {}
