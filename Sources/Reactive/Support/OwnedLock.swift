import Synchronization

/// A lock that records which thread holds it, so that code set off on that thread while it is held (an observer,
/// a released input observer) can tell, and proceed without locking again instead of deadlocking.
///
/// Used by a signal (shared with the stateless operator signals derived from it) and by a property's storage.
@usableFromInline
final class OwnedLock: @unchecked Sendable {  // `lock` is the lock; `owner` is atomic
    @usableFromInline let lock = Lock(())
    /// The thread holding `lock`, or 0.
    @usableFromInline let owner = Synchronization.Atomic<UInt>(0)

    @inlinable init() {}

    /// True when the calling thread holds `lock`.
    @inlinable var isHeldByCurrentThread: Bool {
        owner.load(ordering: .relaxed) == currentThreadIdentity()
    }

    /// Runs `body` holding `lock`, recorded as held by `thread` (the caller).
    @inlinable
    func locked<R>(by thread: UInt = currentThreadIdentity(), _ body: () throws -> R) rethrows -> R {
        try lock.locked {
            owner.store(thread, ordering: .relaxed)
            defer { owner.store(0, ordering: .relaxed) }
            return try body()
        }
    }

    /// Runs `body` holding `lock`; a thread that already holds it runs `body` directly.
    @inlinable
    func lockedReentrantly<R>(_ body: () throws -> R) rethrows -> R {
        if isHeldByCurrentThread { return try body() }
        return try locked(body)
    }
}
