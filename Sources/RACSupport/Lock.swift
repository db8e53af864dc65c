import Synchronization

#if RAC_TSAN_LOCKS
/// The package's one lock in the ThreadSanitizer build: a pthread mutex, whose ordering it sees.
@usableFromInline
package typealias Lock = PThreadLock
#elseif os(Linux)
/// The package's one lock on Linux: `ParkingLock`, which does not stall under oversubscription as `Mutex` does there.
@usableFromInline
package typealias Lock = ParkingLock
#else
/// The package's one lock: a `Mutex` (an unfair lock on Apple platforms) guarding state stored next to it.
@usableFromInline
package typealias Lock = Mutex<Void>
#endif

extension Lock {
    /// Runs `body` while holding the lock.
    @inlinable @inline(__always)
    package func locked<R>(_ body: () throws -> R) rethrows -> R {
        try withLock { _ in try body() }
    }
}
