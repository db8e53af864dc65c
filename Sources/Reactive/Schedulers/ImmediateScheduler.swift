/// Runs every action synchronously on the calling thread.
public final class ImmediateScheduler: Scheduler {
    /// Creates the scheduler.
    public init() {}

    /// Runs `action` before returning; returns nil.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> (any Disposable)? {
        action()
        return nil
    }
}

// Stateless.
extension ImmediateScheduler: @unchecked Sendable {}
