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
    @usableFromInline var subscribers = Bag<SubscriptionSink>()
    @usableFromInline var terminal: SignalEvent? {
        didSet { isTerminated = terminal != nil }
    }
    /// Mirrors `terminal != nil` as a plain flag, cheap to test on every event.
    @usableFromInline var isTerminated = false
    @usableFromInline var buffer = ReplayBuffer()
    @usableFromInline var hasLast = false
    @inlinable init() {}
}
