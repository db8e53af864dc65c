/// Why a producer returned by `Action.apply(_:)` failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
    /// The action was disabled (its condition was false, or an execution was in flight) when the producer started.
    case disabled
    /// The execution failed with the given error.
    case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {
    /// Two errors are equal when both are `.disabled`, or both wrap equal execution errors.
    public static func == (lhs: ActionError<Error>, rhs: ActionError<Error>) -> Bool {
        switch (lhs, rhs) {
        case (.disabled, .disabled): return true
        case let (.producerFailed(left), .producerFailed(right)): return left == right
        default: return false
        }
    }
}
