import RACSupport

/// Trampolines the restarts of `repeat` and `retry`: an attempt that ends synchronously while it is being started
/// only records the request, and the loop already running starts the next attempt instead of recursing.
@usableFromInline
final class ProducerRestartLoop {
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var isLooping = false       // guarded by `lock`
    @usableFromInline @exclusivity(unchecked) var isRestartPending = false  // guarded by `lock`
    @usableFromInline let attempt: (ProducerRestartLoop) -> Void

    /// `attempt` starts one run (it receives the loop to request the next one); it never runs concurrently with
    /// itself.
    @inlinable init(_ attempt: @escaping (ProducerRestartLoop) -> Void) { self.attempt = attempt }

    /// Starts an attempt now, or right after the attempt currently being started returns.
    @inlinable
    func request() {
        let shouldLoop: Bool = lock.locked {
            if isLooping {
                isRestartPending = true
                return false
            }
            isLooping = true
            return true
        }
        guard shouldLoop else { return }
        repeat {
            attempt(self)
        } while lock.locked({
            if isRestartPending {
                isRestartPending = false
                return true
            }
            isLooping = false
            return false
        })
    }
}

// `lock` guards the loop flags; `attempt` is only called by the thread owning the loop.
extension ProducerRestartLoop: @unchecked Sendable {}
