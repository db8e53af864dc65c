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

    /// An inner arrived: the inner the caller must start now (taking ownership of the start loop, which it then
    /// continues with `nextToStart(continuing: true)`), or nil when it was queued (or everything has ended).
    @inlinable
    mutating func outerValue(_ inner: Inner) -> Inner? {
        guard !isTerminated else { return nil }
        guard !isStarting, active < limit else {
            queue.append(inner)
            return nil
        }
        isStarting = true
        active += 1
        // Earlier inners still queued go first.
        guard let first = queue.popFirst() else { return inner }
        queue.append(inner)
        return first
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
