import Dispatch
import RACSupport

extension SignalProducer {
    /// Starts self and blocks until `step` says the run is decided (returning true) or the run terminates; the run
    /// is interrupted once decided early. `step` sees the events in order, one at a time.
    @inlinable
    func blockingRun<State>(_ initial: State, _ step: @escaping (inout State, Signal<Value, Error>.Event) -> Bool) -> State {
        let outcome = BlockingOutcome(initial)
        // Called deep in a delivery, what the start defers must run before the wait, not after it.
        DeliveryTrampoline.current.synchronously {
            _ = startWithSignal { signal, interrupter in
                signal.observe { event in
                    let (decided, first) = outcome.apply(isTerminating: event.isTerminating) { step(&$0, event) }
                    if decided, first {
                        if !event.isTerminating { interrupter.dispose() }
                        outcome.semaphore.signal()
                    }
                }
            }
        }
        outcome.semaphore.wait()
        return outcome.take()
    }

    /// Blocks until the first value (the run is then interrupted) or termination: `.success` with the value,
    /// `.failure` if it failed first, nil if it ended without a value.
    public func first() -> Swift.Result<Value, Error>? {
        blockingRun(Swift.Result<Value, Error>?.none) { result, event in
            switch event {
            case let .value(value): result = .success(value)
            case let .failed(error): result = .failure(error)
            case .completed, .interrupted: break
            }
            return true
        }
    }

    /// Blocks until termination: `.success` if exactly one value arrived before completion, `.failure` on failure,
    /// nil for zero or several values or an interruption.
    public func single() -> Swift.Result<Value, Error>? {
        blockingRun((result: Swift.Result<Value, Error>?.none, count: 0)) { state, event in
            switch event {
            case let .value(value):
                state.count += 1
                if state.count > 1 {
                    state.result = nil
                    return true
                }
                state.result = .success(value)
                return false
            case let .failed(error): state.result = .failure(error)
            case .completed: break
            case .interrupted: state.result = nil
            }
            return true
        }.result
    }

    /// Blocks until termination: `.success` with the last value on completion, `.failure` on failure, nil if no
    /// value arrived or the run was interrupted.
    public func last() -> Swift.Result<Value, Error>? {
        blockingRun(Swift.Result<Value, Error>?.none) { result, event in
            switch event {
            case let .value(value):
                result = .success(value)
                return false
            case let .failed(error): result = .failure(error)
            case .completed: break
            case .interrupted: result = nil
            }
            return true
        }
    }

    /// Blocks until termination: `.failure` on failure, otherwise `.success(())` (interruption included).
    public func wait() -> Swift.Result<(), Error> {
        blockingRun(Swift.Result<(), Error>.success(())) { result, event in
            if case let .failed(error) = event { result = .failure(error) }
            return event.isTerminating
        }
    }
}

/// The state of a blocking run, shared between the observer and the waiting thread.
@usableFromInline
final class BlockingOutcome<State> {
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var state: State        // guarded by `lock`
    @usableFromInline @exclusivity(unchecked) var isDecided = false   // guarded by `lock`
    @usableFromInline let semaphore = DispatchSemaphore(value: 0)

    @inlinable init(_ state: State) { self.state = state }

    /// Applies `step` (internal bookkeeping only, never user code) unless already decided; returns (decided,
    /// decided by this call). A terminal event always decides.
    @inlinable
    func apply(isTerminating: Bool, _ step: (inout State) -> Bool) -> (Bool, Bool) {
        lock.locked {
            if isDecided { return (true, false) }
            var copy = state
            let decided = step(&copy) || isTerminating
            state = copy
            isDecided = decided
            return (decided, decided)
        }
    }

    @inlinable
    func take() -> State { lock.locked { state } }
}

// `lock` guards `state` and `isDecided`; the semaphore is thread-safe.
extension BlockingOutcome: @unchecked Sendable {}
