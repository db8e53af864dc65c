import Synchronization

/// The module's one lock: a `Mutex` guarding state stored next to it in the owning class.
@usableFromInline
typealias Lock = Mutex<Void>

extension Mutex where Value == Void {
    /// Runs `body` while holding the lock.
    @inlinable @inline(__always)
    func locked<R>(_ body: () throws -> R) rethrows -> R {
        try withLock { _ in try body() }
    }
}
