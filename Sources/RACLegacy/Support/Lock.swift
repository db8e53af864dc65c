import Synchronization

#if RAC_TSAN_LOCKS
/// The module's one lock in the ThreadSanitizer build: a pthread mutex, whose ordering it sees.
@usableFromInline
typealias Lock = PThreadLock
#elseif os(Linux)
/// The module's one lock on Linux: `ParkingLock`, which does not stall under oversubscription as `Mutex` does there.
@usableFromInline
typealias Lock = ParkingLock
#else
/// The module's one lock: a `Mutex` (an unfair lock on Apple platforms) guarding state stored next to it.
@usableFromInline
typealias Lock = Mutex<Void>
#endif
