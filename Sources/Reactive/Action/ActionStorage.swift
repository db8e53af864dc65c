import RACSupport

/// Holds an `Action`'s state machine behind a lock, and publishes its availability outside the lock.
///
/// No user closure runs while `lock` is held: the condition on the state is evaluated before a transition, the
/// execution is created after it, and observers of `isEnabled`/`isExecuting` run while the lock is free, so they
/// may change the action's state or apply it again without deadlocking.
final class ActionStorage<State>: @unchecked Sendable {  // `lock` guards `machine`
    private let lock = Lock(())
    private var machine = ActionStateMachine<State>()

    /// The published availability.
    let isEnabled = MutableProperty(false)
    /// The published execution status.
    let isExecuting = MutableProperty(false)

    /// Records a new state value and the user's condition on it.
    func stateChanged(to value: State, isUserEnabled: Bool) {
        update { $0.stateChanged(to: value, isUserEnabled: isUserEnabled) }
    }

    /// Claims the execution slot; `.execute` carries the state value the execution must use.
    func start() -> ActionStateMachine<State>.Start {
        update { $0.start() }
    }

    /// Releases the execution slot.
    func executionEnded() {
        update { $0.executionEnded() }
    }

    private func update<R>(_ transition: (inout ActionStateMachine<State>) -> R) -> R {
        let (result, mustPublish) = lock.locked {
            let result = transition(&machine)
            return (result, machine.claimPublishing())
        }
        if mustPublish { publish() }
        return result
    }

    /// Sends every pending change, one at a time and outside the lock, until none is left.
    private func publish() {
        while let publication = lock.locked({ machine.nextPublication() }) {
            switch publication {
            case let .isEnabled(value): isEnabled.value = value
            case let .isExecuting(value): isExecuting.value = value
            }
        }
    }
}
