#if RAC_TSAN_LOCKS
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `RAC_TSAN_LOCKS` build's lock: a `pthread_mutex_t` (allocated once, so its address never moves), whose
/// ordering ThreadSanitizer is sure to see; shaped like `Mutex<Void>`.
@usableFromInline
package struct PThreadLock: ~Copyable, @unchecked Sendable { // the pthread mutex is the synchronisation itself
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @inlinable
    package init(_: Void) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    @inlinable
    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock.
    @inlinable
    package borrowing func withLock<Result, Failure: Swift.Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var unit: Void = ()
        return try body(&unit)
    }

    /// Runs `body` while holding the lock if it is free now; nil (and `body` not run) when another thread holds it.
    @inlinable
    package borrowing func withLockIfAvailable<Result, Failure: Swift.Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result? {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        var unit: Void = ()
        return try body(&unit)
    }
}
#endif
