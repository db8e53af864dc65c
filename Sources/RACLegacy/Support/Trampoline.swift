import RACSupport

/// Runs a step function repeatedly without growing the stack when a step requests the next one synchronously.
///
/// `schedule()` called from inside a running step only records the request; the running loop picks it up after
/// the step returns. Called from elsewhere (an asynchronous completion), it runs the step on the caller's thread.
final class Trampoline: @unchecked Sendable { // `state` guarded by its lock; `step` is immutable
    private struct State { var running = false; var requests = 0 }
    private let state = Locked(State())
    private let step: (Trampoline) -> Void

    init(step: @escaping (Trampoline) -> Void) {
        self.step = step
    }

    func schedule() {
        let start = state.withLock { s -> Bool in
            if s.running { s.requests += 1; return false }
            s.running = true
            return true
        }
        guard start else { return }
        while true {
            step(self)
            let again = state.withLock { s -> Bool in
                if s.requests > 0 { s.requests -= 1; return true }
                s.running = false
                return false
            }
            if !again { return }
        }
    }
}
