import Synchronization

#if RAC_TSAN_LOCKS
/// The module's lock; the ThreadSanitizer build swaps `Mutex` for a pthread mutex it can see.
typealias Lock = PThreadLock
#else
/// The module's lock.
typealias Lock = Mutex<Void>
#endif

/// The module's one lock wrapper: a value reached only through `withLock`.
final class Locked<State>: @unchecked Sendable { // `state` guarded by `mutex`
    private let mutex = Lock(())
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        mutex.withLock { _ in body(&state) }
    }
}
