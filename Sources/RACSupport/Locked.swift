/// The package's one lock wrapper: a `Lock` guarding one value of state.
///
/// Callers must never run user closures inside `withLock`; they compute what to do under the lock and act after.
@usableFromInline
package final class Locked<State>: @unchecked Sendable { // `state` is only touched inside `mutex`
    @usableFromInline let mutex = Lock(())
    // Exclusive access is guaranteed by `mutex`; the dynamic check would only add cost on every event.
    @exclusivity(unchecked) @usableFromInline var state: State

    @inlinable
    package init(_ initial: State) {
        state = initial
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable @inline(__always)
    package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try mutex.withLock { _ in try body(&state) }
    }
}
