import Dispatch
import Foundation
import Synchronization
import RACSupport

/// A date scheduler on virtual time: nothing runs until the clock is advanced; equal dates run in FIFO order.
public final class TestScheduler: DateScheduler {
    struct Entry: HeapOrdered {
        let date: Date
        let sequence: UInt64
        let action: () -> Void
        let disposable: AnyDisposable

        /// By date, then by scheduling order (FIFO among equal dates).
        func precedes(_ other: Entry) -> Bool {
            date == other.date ? sequence < other.sequence : date < other.date
        }
    }

    let lock = Lock(())
    var now: Date                 // guarded by `lock`
    var queue = MinHeap<Entry>()  // guarded by `lock`; actions waiting for the virtual clock
    var nextSequence: UInt64 = 0  // guarded by `lock`

    /// The virtual clock.
    public var currentDate: Date { lock.locked { now } }

    /// Creates a scheduler whose clock starts at `startDate`.
    public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        now = startDate
    }

    private func enqueue(at date: Date, _ action: @escaping () -> Void) -> AnyDisposable {
        let disposable = AnyDisposable()
        lock.locked {
            queue.insert(Entry(date: date, sequence: nextSequence, action: action, disposable: disposable))
            nextSequence &+= 1
        }
        return disposable
    }

    /// Enqueues `action` at the current virtual date.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> (any Disposable)? {
        enqueue(at: currentDate, action)
    }

    /// Enqueues `action` `delay` after the current virtual date.
    @discardableResult
    public func schedule(after delay: DispatchTimeInterval, action: @escaping () -> Void) -> (any Disposable)? {
        enqueue(at: currentDate.addingTimeInterval(delay.timeInterval), action)
    }

    /// Enqueues `action` at `date`.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> (any Disposable)? {
        enqueue(at: date, action)
    }

    /// Enqueues `action` at `date` and then every `interval` (leeway is ignored), until disposed.
    public func schedule(after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0), action: @escaping () -> Void) -> (any Disposable)? {
        let step = interval.timeInterval
        precondition(step > 0, "TestScheduler.schedule(after:interval:leeway:action:): interval must be positive")
        let serial = SerialDisposable()
        func repeatAt(_ date: Date) {
            serial.inner = enqueue(at: date) {
                action()
                repeatAt(date.addingTimeInterval(step))
            }
        }
        repeatAt(date)
        return serial
    }

    /// Moves the clock 1 ns forward, running everything due.
    public func advance() { advance(by: .nanoseconds(1)) }

    /// Moves the clock forward by `interval`, running everything due in date order.
    public func advance(by interval: DispatchTimeInterval) { advance(to: currentDate.addingTimeInterval(interval.timeInterval)) }

    /// Moves the clock forward by `interval` seconds, running everything due in date order.
    public func advance(by interval: TimeInterval) { advance(to: currentDate.addingTimeInterval(interval)) }

    /// Moves the clock to `newDate`, running everything due by then in date order.
    public func advance(to newDate: Date) {
        precondition(newDate >= currentDate, "TestScheduler.advance(to:): the new date must not be earlier than currentDate")
        while let entry = takeDue(by: newDate) {
            if !entry.disposable.isDisposed { entry.action() }
        }
        lock.locked { now = max(now, newDate) }
    }

    /// Runs every scheduled action and leaves the clock at `Date.distantFuture`.
    public func run() { advance(to: .distantFuture) }

    /// Moves the clock backwards by `interval`; scheduled actions are untouched.
    public func rewind(by interval: DispatchTimeInterval) {
        lock.locked { now = now.addingTimeInterval(-interval.timeInterval) }
    }

    /// The first action due by `date`, with the clock moved to its date.
    func takeDue(by date: Date) -> Entry? {
        lock.locked {
            guard let first = queue.first, first.date <= date else { return nil }
            _ = queue.popFirst()
            now = max(now, first.date)
            return first
        }
    }

    /// Async `advance()`, yielding to other tasks before each action.
    @available(macOS 10.15, iOS 13, watchOS 6, tvOS 13, macCatalyst 13, *)
    @MainActor
    public func advance() async { await advance(by: .nanoseconds(1)) }

    /// Async `advance(by:)`, yielding to other tasks before each action.
    @available(macOS 10.15, iOS 13, watchOS 6, tvOS 13, macCatalyst 13, *)
    @MainActor
    public func advance(by interval: DispatchTimeInterval) async { await advance(to: currentDate.addingTimeInterval(interval.timeInterval)) }

    /// Async `advance(by:)`, yielding to other tasks before each action.
    @available(macOS 10.15, iOS 13, watchOS 6, tvOS 13, macCatalyst 13, *)
    @MainActor
    public func advance(by interval: TimeInterval) async { await advance(to: currentDate.addingTimeInterval(interval)) }

    /// Async `advance(to:)`, yielding to other tasks before each action.
    @available(macOS 10.15, iOS 13, watchOS 6, tvOS 13, macCatalyst 13, *)
    @MainActor
    public func advance(to newDate: Date) async {
        // Before looking at the queue, and after each action: a task about to `sleep` must have registered its
        // deadline (at the current virtual date) before the clock moves past it.
        await Self.letReadyTasksRun()
        while let entry = takeDue(by: newDate) {
            if !entry.disposable.isDisposed { entry.action() }
            await Self.letReadyTasksRun()
        }
        lock.locked { now = max(now, newDate) }
    }

    /// Lets tasks that are ready to run, on the main actor or on the global executor, reach their next suspension
    /// point.
    @MainActor
    static func letReadyTasksRun() async {
        for _ in 0..<8 {
            await Task.yield()
            await Task.detached { await Task.yield() }.value
        }
    }

    /// Async `run()`, yielding between actions.
    @available(macOS 10.15, iOS 13, watchOS 6, tvOS 13, macCatalyst 13, *)
    @MainActor
    public func run() async { await advance(to: .distantFuture) }
}

// `lock` guards the clock and the queue.
extension TestScheduler: @unchecked Sendable {}
