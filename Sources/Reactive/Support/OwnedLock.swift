import Synchronization
import RACSupport

/// A lock that records which thread holds it, so that code set off on that thread while it is held (an observer,
/// a released input observer) can tell, and proceed without locking again instead of deadlocking.
///
/// Used by a signal (shared with the stateless operator signals derived from it) and by a property's storage.
///
/// A signal also hands it work that must not wait for another thread's delivery (detaching an observer, a
/// termination sent from outside): the work is queued here, and whichever thread holds `lock` next, or finds it
/// free, performs it. A thread that queues work and cannot take the lock returns at once; the holder is
/// guaranteed to see the work, because it checks `hasPending` after releasing `lock` and the queuing thread tries
/// `lock` after raising `hasPending`.
@usableFromInline
final class OwnedLock: @unchecked Sendable {  // `lock` is the lock; `owner`, `hasPending` are atomic; `pendingLock` guards the queues
    @usableFromInline let lock = Lock(())
    /// The thread holding `lock`, or 0.
    @usableFromInline let owner = Synchronization.Atomic<UInt>(0)
    /// True while `work` or `lifetimesToEnd` is not empty (set and cleared under `pendingLock`).
    @usableFromInline let hasPending = Synchronization.Atomic<Bool>(false)
    @usableFromInline let pendingLock = Lock(())
    /// Work for the holder of `lock`; each item returns the lifetime to end once `lock` is released, if any.
    @usableFromInline @exclusivity(unchecked) var work: [() -> Lifetime?] = []
    /// Lifetimes of signals terminated by queued work, ended by the next thread that settles.
    @usableFromInline @exclusivity(unchecked) var lifetimesToEnd: [Lifetime] = []

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

    /// Runs `body` holding `lock` if no other thread holds it; nil if one does.
    @inlinable
    func lockedIfAvailable<R>(by thread: UInt = currentThreadIdentity(), _ body: () -> R) -> R? {
        lock.withLockIfAvailable { _ in
            owner.store(thread, ordering: .relaxed)
            defer { owner.store(0, ordering: .relaxed) }
            return body()
        }
    }

    /// Runs `body` holding `lock` (directly if this thread holds it already), performing work queued for the
    /// holder before `body` and settling what was queued meanwhile after releasing `lock`, as a signal's send does.
    @inlinable
    func lockedPerformingQueuedWork<R>(_ body: () throws -> R) rethrows -> R {
        if isHeldByCurrentThread { return try body() }
        defer { if hasPending.load(ordering: .sequentiallyConsistent) { settle() } }
        return try locked {
            if hasPending.load(ordering: .relaxed) { performPendingHoldingLock() }
            return try body()
        }
    }

    /// Queues `item` for the holder of `lock` and performs it now if nobody holds it; never waits for `lock`.
    @usableFromInline
    func enqueue(_ item: @escaping () -> Lifetime?) {
        pendingLock.locked {
            work.append(item)
            hasPending.store(true, ordering: .sequentiallyConsistent)
        }
        settle()
    }

    /// Performs the queued work; the caller holds `lock` and no delivery is in progress under it.
    @usableFromInline
    func performPendingHoldingLock() {
        while true {
            let batch: [() -> Lifetime?] = pendingLock.locked {
                let items = work
                work = []
                return items
            }
            if batch.isEmpty { break }
            for item in batch {
                if let lifetime = item() {
                    pendingLock.locked { lifetimesToEnd.append(lifetime) }
                }
            }
        }
    }

    /// Called after releasing `lock` when `hasPending` is set: ends the lifetimes of signals terminated by queued
    /// work, and performs work queued meanwhile if `lock` is free (its holder does otherwise).
    @usableFromInline
    func settle() {
        while hasPending.load(ordering: .sequentiallyConsistent) {
            let lifetimes: [Lifetime] = pendingLock.locked {
                let taken = lifetimesToEnd
                lifetimesToEnd = []
                if work.isEmpty { hasPending.store(false, ordering: .sequentiallyConsistent) }
                return taken
            }
            for lifetime in lifetimes { lifetime.end() }
            if !hasPending.load(ordering: .sequentiallyConsistent) { return }
            if lockedIfAvailable({ performPendingHoldingLock() }) == nil { return }
        }
    }
}
