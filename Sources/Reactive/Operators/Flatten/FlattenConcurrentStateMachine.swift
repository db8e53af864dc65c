/// The state of a `concurrent(limit:)` flatten (`merge` and `concat` included), as pure transitions.
///
/// Starting inners is trampolined: one caller at a time owns the "start loop" (`isStarting`). An inner that ends
/// while the loop is running, even synchronously from inside its own start, only frees its slot; the loop then
/// picks the next queued inner instead of the ending inner recursing into the next start.
@usableFromInline
struct FlattenConcurrentStateMachine<Inner> {
    @usableFromInline let limit: UInt
    @usableFromInline var queue = FIFO<Inner>()
    @usableFromInline var active: UInt = 0
    @usableFromInline var isOuterCompleted = false
    @usableFromInline var isTerminated = false
    @usableFromInline var isStarting = false

    @inlinable init(limit: UInt) { self.limit = limit }

    /// What to do after an inner or the outer ended.
    @usableFromInline enum EndAction: Equatable {
        case none
        case complete
        case runStartLoop
    }

    /// An inner arrived: queue it; true when the caller must run the start loop.
    @inlinable
    mutating func outerValue(_ inner: Inner) -> Bool {
        guard !isTerminated else { return false }
        queue.append(inner)
        return !isStarting && active < limit
    }

    /// The next inner to start, or nil; `continuing` is true when the caller already owns the start loop.
    @inlinable
    mutating func nextToStart(continuing: Bool) -> Inner? {
        if !continuing, isStarting { return nil }
        if !isTerminated, active < limit, let inner = queue.popFirst() {
            isStarting = true
            active += 1
            return inner
        }
        if continuing { isStarting = false }
        return nil
    }

    /// An inner completed or was interrupted.
    @inlinable
    mutating func innerEnded() -> EndAction {
        guard !isTerminated else { return .none }
        active -= 1
        if isOuterCompleted, active == 0, queue.isEmpty {
            isTerminated = true
            return .complete
        }
        return !queue.isEmpty && !isStarting ? .runStartLoop : .none
    }

    /// The outer completed.
    @inlinable
    mutating func outerCompleted() -> EndAction {
        guard !isTerminated else { return .none }
        isOuterCompleted = true
        if active == 0, queue.isEmpty {
            isTerminated = true
            return .complete
        }
        return .none
    }

    /// A failure, an interruption or disposal ends everything; true if this call did it.
    @inlinable
    mutating func terminate() -> Bool {
        guard !isTerminated else { return false }
        isTerminated = true
        queue.removeAll()
        return true
    }
}
