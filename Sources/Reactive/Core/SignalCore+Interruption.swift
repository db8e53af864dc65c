import RACSupport

// A producer's run whose interruption is redirected (see `interruptionRedirect`): disposing the interrupt handle
// runs the redirect instead, set once and taken once.
extension Signal.Core {
    /// Sets what disposing the run's interrupt handle does (see `interruptionRedirect`).
    @usableFromInline
    func redirectInterruption(_ action: @escaping () -> Void) {
        redirectLock.locked { interruptionRedirect = action }
        hasInterruptionRedirect.store(true, ordering: .releasing)
    }

    /// Takes the interruption redirect, if any.
    @usableFromInline
    func takeInterruptionRedirect() -> (() -> Void)? {
        if !hasInterruptionRedirect.load(ordering: .acquiring) { return nil }
        let taken: (() -> Void)? = redirectLock.locked {
            defer { interruptionRedirect = nil }
            return interruptionRedirect
        }
        return taken
    }
}
