import Synchronization

#if RAC_TSAN_LOCKS
/// The module's one lock; the ThreadSanitizer build swaps `Mutex` for a pthread mutex it can see.
@usableFromInline
typealias Lock = PThreadLock
#else
/// The module's one lock: a `Mutex` guarding state stored next to it in the owning class.
@usableFromInline
typealias Lock = Mutex<Void>
#endif

extension Lock {
    /// Runs `body` while holding the lock.
    @inlinable @inline(__always)
    func locked<R>(_ body: () throws -> R) rethrows -> R {
        try withLock { _ in try body() }
    }
}
