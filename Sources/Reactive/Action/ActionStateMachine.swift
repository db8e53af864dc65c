/// The availability logic of an `Action`, as pure transitions.
///
/// It holds the latest state value with the verdict of the user's condition on it, whether an execution is in
/// flight, and what was last published on `isEnabled`/`isExecuting`. Publishing happens outside the lock, one
/// change at a time, by a single publisher at once; changes made meanwhile (by that publisher's observers or by
/// other threads) are picked up by the same publisher, in order.
struct ActionStateMachine<State> {
    /// What `start()` decided.
    enum Start {
        /// Run an execution with this state value.
        case execute(State)
        /// The action is disabled.
        case disabled
    }

    /// One change to publish.
    enum Publication: Equatable {
        case isEnabled(Bool)
        case isExecuting(Bool)
    }

    /// The latest state value; nil until the state property sent its current value.
    private(set) var state: State?
    /// The user's condition on `state`.
    private(set) var isUserEnabled = false
    /// True while an execution is in flight.
    private(set) var isExecuting = false

    private var publishedIsEnabled = false
    private var publishedIsExecuting = false
    private var isPublishing = false

    /// True when an execution may start.
    var isEnabled: Bool { isUserEnabled && !isExecuting && state != nil }

    /// The state property sent a new value, on which the user's condition is `isUserEnabled`.
    mutating func stateChanged(to value: State, isUserEnabled: Bool) {
        state = value
        self.isUserEnabled = isUserEnabled
    }

    /// Claims the execution slot if the action is enabled.
    mutating func start() -> Start {
        guard isEnabled, let state else { return .disabled }
        isExecuting = true
        return .execute(state)
    }

    /// The execution in flight has terminated.
    mutating func executionEnded() {
        isExecuting = false
    }

    /// True when the caller must become the publisher: something changed and nobody is publishing.
    mutating func claimPublishing() -> Bool {
        guard !isPublishing, hasUnpublishedChange else { return false }
        isPublishing = true
        return true
    }

    /// The next change the publisher must send (`isEnabled` first), or nil, which ends the publisher's turn.
    mutating func nextPublication() -> Publication? {
        if publishedIsEnabled != isEnabled {
            publishedIsEnabled = isEnabled
            return .isEnabled(publishedIsEnabled)
        }
        if publishedIsExecuting != isExecuting {
            publishedIsExecuting = isExecuting
            return .isExecuting(publishedIsExecuting)
        }
        isPublishing = false
        return nil
    }

    private var hasUnpublishedChange: Bool {
        publishedIsEnabled != isEnabled || publishedIsExecuting != isExecuting
    }
}
