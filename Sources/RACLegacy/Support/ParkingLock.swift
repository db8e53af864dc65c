#if os(Linux)
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The module's lock on Linux: an atomic word for the uncontended path, and a pthread condition variable where
/// contending threads sleep, shaped like `Mutex<Void>`.
///
/// Swift 6.3's `Synchronization.Mutex` on Linux is a priority-inheritance futex, which stalls for seconds when more
/// threads contend than there are cores. This lock takes and releases like `Mutex` when uncontended (one atomic
/// operation each, inlined), and under contention spins briefly, then sleeps on a plain condition variable, which
/// degrades the way glibc's default mutex does. The word is 0 when free, 1 when held, 2 when held and a thread may
/// be asleep waiting for it (the classic three-state futex mutex, with the condition variable in the futex's place).
@usableFromInline
struct ParkingLock: ~Copyable, @unchecked Sendable { // the atomic word and the parking lot are the synchronisation
    @usableFromInline let word = Synchronization.Atomic<UInt32>(0)
    /// Where contending threads sleep; made by the first thread that has to.
    @usableFromInline let parking = Synchronization.AtomicLazyReference<LockParking>()

    @inlinable
    init(_: Void) {}

    /// Runs `body` while holding the lock.
    @inlinable
    borrowing func withLock<Result, Failure: Swift.Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result {
        if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { lockContended() }
        defer { unlock() }
        var unit: Void = ()
        return try body(&unit)
    }

    /// Runs `body` while holding the lock if it is free now; nil (and `body` not run) when another thread holds it.
    @inlinable
    borrowing func withLockIfAvailable<Result, Failure: Swift.Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result? {
        guard word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged else { return nil }
        defer { unlock() }
        var unit: Void = ()
        return try body(&unit)
    }

    @inlinable
    borrowing func unlock() {
        // Acquiring too: a 2 was written after the sleeper made `parking`, which this thread then reads.
        if word.exchange(0, ordering: .acquiringAndReleasing) == 2 { parking.load()?.wakeOne() }
    }

    /// The lock was held: spin a little (the holder is usually about to let go), then sleep until it is handed on.
    @usableFromInline
    borrowing func lockContended() {
        for _ in 0..<ParkingLock.spins {
            if word.load(ordering: .relaxed) == 0,
               word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
        }
        let lot = parking.load() ?? parking.storeIfNil(LockParking())
        lot.sleep(until: word)
    }

    /// Looks at the word before sleeping.
    @usableFromInline static var spins: Int { 100 }
}

/// The pthread mutex and condition variable that threads contending for a `ParkingLock` sleep on.
@usableFromInline
final class LockParking: @unchecked Sendable { // the pthread objects are the synchronisation itself
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Takes the lock whose word is `word`, sleeping while another thread holds it. Marking the word 2 under
    /// `mutex` and then waiting on `condition` (which releases `mutex`) means a holder that sees the 2 and signals
    /// cannot do so before this thread waits.
    func sleep(until word: borrowing Synchronization.Atomic<UInt32>) {
        pthread_mutex_lock(mutex)
        while word.exchange(2, ordering: .acquiringAndReleasing) != 0 {
            pthread_cond_wait(condition, mutex)
        }
        pthread_mutex_unlock(mutex)
    }

    /// Wakes one sleeping thread, if any.
    @usableFromInline
    func wakeOne() {
        pthread_mutex_lock(mutex)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }
}
#endif
