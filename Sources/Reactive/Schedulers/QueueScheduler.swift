import Dispatch
import Foundation
import RACSupport

/// A date scheduler on a serial dispatch queue; actions always run asynchronously.
public final class QueueScheduler: DateScheduler {
    /// The shared scheduler on the main queue.
    public static let main = QueueScheduler(internalQueue: DispatchQueue.main)

    /// The serial queue actions run on.
    public let queue: DispatchQueue

    /// The current wall-clock date.
    public var currentDate: Date { Date() }

    init(internalQueue: DispatchQueue) {
        queue = internalQueue
    }

    /// Deprecated upstream: wraps an existing queue.
    @available(macOS, deprecated: 10.10, obsoleted: 10.11, message: "Use init(qos:name:targeting:) instead")
    @available(iOS, deprecated: 8.0, obsoleted: 9.0, message: "Use init(qos:name:targeting:) instead.")
    public convenience init(queue: DispatchQueue, name: String = "org.reactivecocoa.ReactiveSwift.QueueScheduler") {
        self.init(internalQueue: DispatchQueue(label: name, target: queue))
    }

    /// Creates a scheduler on a new serial queue with the given QoS and label, optionally targeting another queue.
    public convenience init(qos: DispatchQoS = .unspecified, name: String = "org.reactivecocoa.ReactiveSwift.QueueScheduler", targeting targetQueue: DispatchQueue? = nil) {
        self.init(internalQueue: DispatchQueue(label: name, qos: qos, target: targetQueue))
    }

    /// Enqueues `action`; disposing the result first skips it.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> (any Disposable)? {
        let disposable = AnyDisposable()
        let work = UncheckedSendable(action)
        queue.async {
            if !disposable.isDisposed { work.value() }
        }
        return disposable
    }

    /// Runs `action` on the queue at `date`.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> (any Disposable)? {
        let disposable = AnyDisposable()
        let work = UncheckedSendable(action)
        queue.asyncAfter(wallDeadline: Self.wallTime(date)) {
            if !disposable.isDisposed { work.value() }
        }
        return disposable
    }

    /// Repeats `action` from `date` every `interval`, with 10% of the interval as leeway.
    @discardableResult
    public func schedule(after date: Date, interval: DispatchTimeInterval, action: @escaping () -> Void) -> (any Disposable)? {
        let leeway = (interval.timeInterval * 0.1).dispatchInterval
        return schedule(after: date, interval: interval, leeway: leeway, action: action)
    }

    /// Repeats `action` from `date` every `interval` with the given leeway, until disposed.
    @discardableResult
    public func schedule(after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void) -> (any Disposable)? {
        precondition(interval.timeInterval >= 0, "QueueScheduler.schedule(after:interval:leeway:action:): interval must not be negative")
        precondition(leeway.timeInterval >= 0, "QueueScheduler.schedule(after:interval:leeway:action:): leeway must not be negative")
        let timer = DispatchSource.makeTimerSource(flags: [], queue: queue)
        let work = UncheckedSendable(action)
        timer.schedule(wallDeadline: Self.wallTime(date), repeating: interval, leeway: leeway)
        let handle = AnyDisposable {
            timer.setEventHandler(handler: nil)
            timer.cancel()
        }
        // The running timer keeps itself and its handle alive (a cycle that `dispose()` breaks): as upstream,
        // dropping the handle does not stop a repeating action, only disposing it does.
        timer.setEventHandler {
            _ = handle
            work.value()
        }
        timer.resume()
        return handle
    }

    static func wallTime(_ date: Date) -> DispatchWallTime {
        let seconds = date.timeIntervalSince1970
        // A date an infinite delay away (a `.never` interval) is never reached.
        if !seconds.isFinite { return .distantFuture }
        let whole = seconds.rounded(.down)
        let spec = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1_000_000_000))
        return DispatchWallTime(timespec: spec)
    }
}

// The queue serializes actions; nothing else is mutable.
extension QueueScheduler: @unchecked Sendable {}
