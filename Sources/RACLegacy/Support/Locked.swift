import Synchronization

/// The module's single lock wrapper: a `Lock` guarding one value of state.
///
/// Callers must never run user closures inside `withLock`; they compute what to do under the lock and act after.
@usableFromInline
final class Locked<State>: @unchecked Sendable { // `state` is only touched inside `mutex`
    @usableFromInline let mutex = Lock(())
    // Exclusive access is guaranteed by `mutex`; the dynamic check would only add cost on every event.
    @exclusivity(unchecked) @usableFromInline var state: State

    @inlinable init(_ initial: State) {
        state = initial
    }

    @inlinable @inline(__always)
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try mutex.withLock { _ in try body(&state) }
    }
}

/// Carries a value across a dispatch hop whose serialization the compiler cannot see.
///
/// Safe because RAC delivers events to one subscriber serially; the box is only opened on the receiving side.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable { // no shared mutation: the value is handed over, not shared
    @usableFromInline var value: Value
    @inlinable init(_ value: Value) { self.value = value }
}
