import Synchronization
import RACSupport

/// A plain subject's subscribers as of one moment, which senders read without the subject's lock.
@usableFromInline
final class SinkSnapshot: @unchecked Sendable { // immutable
    @usableFromInline let sinks: ContiguousArray<SubscriptionSink?>

    init(_ sinks: ContiguousArray<SubscriptionSink?>) {
        self.sinks = sinks
    }
}

/// A subject's state and the lock guarding it, and the subscribers a plain subject's `sendNext` reads without that
/// lock.
///
/// Taking the lock to copy the subscriber list, then retaining and releasing the copy, cost four atomic operations
/// per value. Instead a snapshot of the list is published (as an unretained pointer) and a send only counts itself
/// in and out of `inFlight` while it reads the snapshot: two. Every change to the subscribers first withdraws the
/// snapshot, under the lock; the next send publishes a new one. A withdrawn snapshot is released only once no send
/// is counted in, so a send never reads a released one: a send counts itself in before it reads `published`, and
/// a change withdraws `published` before it looks at `inFlight` (all four sequentially consistent). A send that
/// counts itself out to zero and finds snapshots retired releases them (`reclaim`).
///
/// Subscriptions hold this object rather than the subject (see `SubjectSubscription`).
@usableFromInline
final class SubjectCore: @unchecked Sendable { // `state` guarded by `lock`; `published`, `inFlight`, `hasRetired` atomic
    @usableFromInline let lock = Lock(())
    // Exclusive access is guaranteed by `lock`; the dynamic check would only add cost on every event.
    @exclusivity(unchecked) @usableFromInline var state = SubjectState()
    /// The bits of the unretained `state.snapshot`, or 0 when none is published.
    @usableFromInline let published = Atomic<UInt>(0)
    /// How many sends are reading `published` or the snapshot they read from it.
    @usableFromInline let inFlight = Atomic<Int>(0)
    /// Whether `state.retired` may hold snapshots to release.
    @usableFromInline let hasRetired = Atomic<Bool>(false)

    @usableFromInline init() {}

    /// Runs `body` with exclusive access to the state.
    @inlinable @inline(__always)
    func withLock<R>(_ body: (inout SubjectState) throws -> R) rethrows -> R {
        try lock.withLock { _ in try body(&state) }
    }

    /// Calls `deliver` with the published subscribers, without the lock; false (and `deliver` not called) when
    /// none are published.
    @inlinable @inline(__always)
    func withPublishedSinks(_ deliver: (ContiguousArray<SubscriptionSink?>) -> Void) -> Bool {
        inFlight.wrappingAdd(1, ordering: .sequentiallyConsistent)
        let bits = published.load(ordering: .sequentiallyConsistent)
        if bits != 0 {
            // Alive while this send is counted in: withdrawn snapshots are released only when no send is.
            Unmanaged<SinkSnapshot>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
                ._withUnsafeGuaranteedRef { deliver($0.sinks) }
        }
        if inFlight.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue == 0,
           hasRetired.load(ordering: .sequentiallyConsistent) {
            reclaim()
        }
        return bits != 0
    }

    /// Publishes the current subscribers unless a snapshot is published already or the subject has terminated;
    /// called with the lock held.
    @usableFromInline
    func publish(_ s: inout SubjectState) {
        guard s.snapshot == nil, !s.isTerminated else { return }
        let snapshot = SinkSnapshot(s.subscribers.elements)
        s.snapshot = snapshot
        published.store(UInt(bitPattern: Unmanaged.passUnretained(snapshot).toOpaque()),
                        ordering: .sequentiallyConsistent)
    }

    /// Withdraws the published snapshot before the subscribers change; called with the lock held. Returns the
    /// snapshots to release once the lock is given up (they may hold the last reference to a removed sink, whose
    /// release can run user code).
    @inlinable @inline(__always)
    func withdraw(_ s: inout SubjectState) -> [SinkSnapshot]? {
        // Nothing published (no value sent since the last change, or a replaying subject): nothing to do.
        s.snapshot == nil ? nil : withdrawPublished(&s)
    }

    /// `withdraw` when a snapshot is published.
    @usableFromInline
    func withdrawPublished(_ s: inout SubjectState) -> [SinkSnapshot] {
        guard let current = s.snapshot else { return [] }
        s.snapshot = nil
        published.store(0, ordering: .sequentiallyConsistent)
        // Retired before `inFlight` is read: a send counting itself out after that read finds it (see `reclaim`).
        s.retired.append(current)
        hasRetired.store(true, ordering: .sequentiallyConsistent)
        guard inFlight.load(ordering: .sequentiallyConsistent) == 0 else { return [] }
        hasRetired.store(false, ordering: .sequentiallyConsistent)
        var released = s.retired
        s.retired = []
        // The snapshot just withdrawn shares the subscribers' storage and holds no sink they do not: released now,
        // under the lock, it leaves that storage uniquely referenced, so the change to come is made in place.
        released.removeLast()
        return released
    }

    /// Releases the retired snapshots if no send is counted in.
    @usableFromInline
    func reclaim() {
        let released: [SinkSnapshot] = withLock { s in
            guard inFlight.load(ordering: .sequentiallyConsistent) == 0 else { return [] }
            hasRetired.store(false, ordering: .sequentiallyConsistent)
            defer { s.retired = [] }
            return s.retired
        }
        // Released here, after the lock is given up.
        _ = released
    }
}
