#if os(Linux)
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The package's lock on Linux: one atomic word, taken and released like `Mutex<Void>` when uncontended, and a
/// shared parking lot where contending threads sleep. Same size and shape as `Mutex<Void>`.
///
/// Swift 6.3's `Synchronization.Mutex` on Linux is a priority-inheritance futex, which stalls for seconds when more
/// threads contend than there are cores. This lock takes and releases with one atomic operation each (inlined);
/// under contention it spins briefly, then sleeps on a plain condition variable, degrading the way glibc's default
/// mutex does. The word is 0 when free, 1 when held, 2 when held and a thread may be asleep waiting for it (the
/// classic three-state futex mutex, with a condition variable of the parking lot in the futex's place).
@usableFromInline
package struct ParkingLock: ~Copyable, @unchecked Sendable { // the atomic word and the parking lot are the synchronisation
    @usableFromInline let word = Synchronization.Atomic<UInt32>(0)

    @inlinable
    package init(_: Void) {}

    /// Runs `body` while holding the lock.
    @inlinable
    package borrowing func withLock<Result, Failure: Swift.Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result {
        if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { lockContended() }
        defer { unlock() }
        var unit: Void = ()
        return try body(&unit)
    }

    /// Runs `body` while holding the lock if it is free now; nil (and `body` not run) when another thread holds it.
    @inlinable
    package borrowing func withLockIfAvailable<Result, Failure: Swift.Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result? {
        guard word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged else { return nil }
        defer { unlock() }
        var unit: Void = ()
        return try body(&unit)
    }

    @inlinable
    borrowing func unlock() {
        if word.exchange(0, ordering: .releasing) == 2 { wakeSleepers() }
    }

    /// The lock was held: spin a little (the holder is usually about to let go), then sleep until it is free.
    @usableFromInline
    borrowing func lockContended() {
        for _ in 0..<ParkingLock.spins {
            if word.load(ordering: .relaxed) == 0,
               word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
        }
        LockParking.lot(for: word).sleep(until: word)
    }

    /// A thread may be asleep waiting for this lock: wake the sleepers of its parking lot.
    @usableFromInline
    borrowing func wakeSleepers() {
        LockParking.lot(for: word).wakeAll()
    }

    /// Looks at the word before sleeping.
    @usableFromInline static var spins: Int { 100 }
}

/// One of the parking lots that threads contending for a `ParkingLock` sleep in: a pthread mutex and condition
/// variable, shared by the locks whose words hash to it, so that a lock costs no more than its word.
@usableFromInline
final class LockParking: @unchecked Sendable { // the pthread objects are the synchronisation itself
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// The lots, made once; a lock's lot is chosen by its word's address.
    private static let lots: [LockParking] = (0..<64).map { _ in LockParking() }

    private init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    /// The lot of the lock whose word is `word`.
    static func lot(for word: borrowing Synchronization.Atomic<UInt32>) -> LockParking {
        let address = withUnsafePointer(to: word) { UInt(bitPattern: $0) }
        return lots[Int(truncatingIfNeeded: (address >> 4) & 63)]
    }

    /// Takes the lock whose word is `word`, sleeping while another thread holds it. Marking the word 2 under
    /// `mutex`, then waiting on `condition` (which releases `mutex`), means a holder that sees the 2 cannot wake
    /// the lot before this thread waits. The wait is also bounded (10 ms), so a wake-up that went astray costs
    /// latency, never a hang.
    func sleep(until word: borrowing Synchronization.Atomic<UInt32>) {
        pthread_mutex_lock(mutex)
        while word.exchange(2, ordering: .acquiring) != 0 {
            var deadline = timespec()
            clock_gettime(CLOCK_REALTIME, &deadline)
            deadline.tv_nsec += 10_000_000
            if deadline.tv_nsec >= 1_000_000_000 {
                deadline.tv_sec += 1
                deadline.tv_nsec -= 1_000_000_000
            }
            pthread_cond_timedwait(condition, mutex, &deadline)
        }
        pthread_mutex_unlock(mutex)
    }

    /// Wakes every thread asleep in this lot (they may wait for different locks; each looks at its own word).
    func wakeAll() {
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}
#endif
