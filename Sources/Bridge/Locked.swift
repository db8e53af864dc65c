import Synchronization

#if RAC_TSAN_LOCKS
/// The module's lock in the ThreadSanitizer build: a pthread mutex, whose ordering it sees.
typealias Lock = PThreadLock
#elseif os(Linux)
/// The module's lock on Linux: `ParkingLock`, which does not stall under oversubscription as `Mutex` does there.
typealias Lock = ParkingLock
#else
/// The module's lock: a `Mutex` (an unfair lock on Apple platforms).
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
