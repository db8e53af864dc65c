import Foundation
import RACSupport

/// A virtual-time scheduler: nothing runs until the test steps it.
public final class RACTestScheduler: RACScheduler, @unchecked Sendable { // `state` guarded by its lock
    private struct Action: HeapOrdered {
        var date: Date
        var order: Int
        var block: () -> Void
        var disposable: RACDisposable
        var interval: TimeInterval?

        /// By date, then by enqueue order (FIFO among equal dates).
        func precedes(_ other: Action) -> Bool {
            date == other.date ? order < other.order : date < other.date
        }
    }

    private struct State {
        /// Pending actions as a binary min-heap on (date, order); disposed ones are dropped when they surface.
        var actions = MinHeap<Action>()
        var nextOrder = 0
        var now = Date()
    }

    private let state = Locked(State())

    /// Creates an empty virtual-time scheduler.
    public init() {
        super.init(name: "org.reactivecocoa.ReactiveObjC.RACTestScheduler")
    }

    private func enqueue(at date: Date?, interval: TimeInterval?, block: @escaping () -> Void) -> RACDisposable {
        let disposable = RACDisposable()
        state.withLock { s in
            s.actions.insert(Action(date: date ?? s.now, order: s.nextOrder, block: block,
                                    disposable: disposable, interval: interval))
            s.nextOrder += 1
        }
        return disposable
    }

    /// The virtual clock: the creation date, then the date of the latest block run so far.
    public var virtualNow: Date { state.withLock { $0.now } }

    /// Enqueues `block` at the current virtual time.
    @discardableResult public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
        enqueue(at: nil, interval: nil, block: block)
    }

    /// Enqueues `block` at `date`.
    @discardableResult public override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        enqueue(at: date, interval: nil, block: block)
    }

    /// Enqueues `block` at the current virtual time plus `delay`.
    @discardableResult public override func afterDelay(_ delay: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        let date = state.withLock { $0.now.addingTimeInterval(delay) }
        return enqueue(at: date, interval: nil, block: block)
    }

    /// Enqueues a repeating `block`, first at `date`, then every `interval` of virtual time.
    @discardableResult public override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        enqueue(at: date, interval: interval, block: block)
    }

    /// Runs the earliest enqueued block (by date, then FIFO); does nothing when empty.
    public func step() {
        _ = runNext()
    }

    /// Runs the earliest live action; false when none is left.
    private func runNext() -> Bool {
        let next = state.withLock { s -> Action? in
            while let action = s.actions.popFirst() {
                if action.disposable.isDisposed { continue }
                if action.date > s.now { s.now = action.date }
                if let interval = action.interval {
                    var again = action
                    again.date = action.date.addingTimeInterval(interval)
                    again.order = s.nextOrder
                    s.nextOrder += 1
                    s.actions.insert(again)
                }
                return action
            }
            return nil
        }
        guard let next else { return false }
        performAsCurrentScheduler(next.block)
        return true
    }

    /// Calls `step()` `ticks` times.
    public func step(_ ticks: Int) {
        for _ in 0..<max(0, ticks) { step() }
    }

    /// Runs blocks until none is left, including ones enqueued meanwhile.
    public func stepAll() {
        while runNext() {}
    }
}
