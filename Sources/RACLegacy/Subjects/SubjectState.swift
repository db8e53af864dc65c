import RACSupport

/// What a subject remembers for late subscribers.
@usableFromInline
enum ReplayMode {
    case none
    case replay(capacity: Int, replaysTermination: Bool)
    case lastOnCompletion
}

/// Ring-like buffer of replayed values with amortized O(1) append and trim.
@usableFromInline
struct ReplayBuffer {
    @usableFromInline var values = ContiguousArray<Any?>()
    @usableFromInline var start = 0

    @inlinable var live: ArraySlice<Any?> { values[start...] }

    @inlinable mutating func append(_ value: Any?, capacity: Int) {
        if capacity == 1, start == 0, values.count == 1 {
            // A behavior subject's current value: replaced in place.
            values[0] = value
            return
        }
        values.append(value)
        if values.count - start > capacity { start += 1 }
        if start > 32 && start * 2 > values.count {
            values.removeFirst(start)
            start = 0
        }
    }
}

/// State of every subject, guarded by the subject's one lock.
@usableFromInline
struct SubjectState {
    @usableFromInline var subscribers = SlotBag<SubscriptionSink>()
    @usableFromInline var terminal: SignalEvent? {
        didSet { isTerminated = terminal != nil }
    }
    /// Mirrors `terminal != nil` as a plain flag, cheap to test on every event.
    @usableFromInline var isTerminated = false
    @usableFromInline var buffer = ReplayBuffer()
    @usableFromInline var hasLast = false
    /// Replaying subjects: a thread is delivering recorded events; others queue theirs in `outbox`.
    @usableFromInline var isDelivering = false
    /// Replaying subjects: events recorded while another thread was delivering, in record order.
    @usableFromInline var outbox = Outbox()
    /// Plain subjects: the published snapshot of `subscribers` (see `SubjectCore`).
    @usableFromInline var snapshot: SinkSnapshot?
    /// Plain subjects: withdrawn snapshots that a send may still be reading.
    @usableFromInline var retired: [SinkSnapshot] = []
    @inlinable init() {}
}

/// Events a replaying subject recorded but has not delivered yet, each with the subscribers it goes to.
///
/// Delivering them in record order, one thread at a time, makes live subscribers see what a late subscriber is
/// replayed, in the same order (RAC 2 recorded and delivered under one lock).
@usableFromInline
struct Outbox {
    /// One queued event and the subscribers it goes to (a struct, not a tuple: an optional tuple of these types is
    /// handled through the runtime's generic value witnesses).
    @usableFromInline
    struct Entry {
        @usableFromInline var event: SignalEvent
        @usableFromInline var targets: ContiguousArray<SubscriptionSink?>
        @inlinable init(event: SignalEvent, targets: ContiguousArray<SubscriptionSink?>) {
            self.event = event
            self.targets = targets
        }
    }

    @usableFromInline var entries = ContiguousArray<Entry>()
    @usableFromInline var head = 0

    @inlinable init() {}

    /// Every entry was taken.
    @inlinable var isEmpty: Bool { head == entries.count }

    @inlinable mutating func append(_ event: SignalEvent, to targets: ContiguousArray<SubscriptionSink?>) {
        entries.append(Entry(event: event, targets: targets))
    }

    /// The oldest entry, or nil (with the storage kept for reuse) when all were taken.
    @inlinable mutating func take() -> Entry? {
        guard head < entries.count else {
            if head > 0 {
                entries.removeAll(keepingCapacity: true)
                head = 0
            }
            return nil
        }
        // The slot is emptied so its value and sinks are released once delivered, not when the queue is reused.
        let entry = entries[head]
        entries[head] = Entry(event: .completed, targets: [])
        head += 1
        return entry
    }
}
