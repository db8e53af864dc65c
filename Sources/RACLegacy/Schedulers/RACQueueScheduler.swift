import Foundation
import Dispatch
import RACSupport

/// A scheduler backed by a serial dispatch queue.
open class RACQueueScheduler: RACScheduler, @unchecked Sendable { // immutable; DispatchQueue is thread-safe
    private let backingQueue: DispatchQueue

    /// The serial queue blocks run on.
    public var queue: DispatchQueue { backingQueue }

    /// Creates a scheduler on `queue`, which must be serial.
    public init(name: String?, queue: DispatchQueue) {
        backingQueue = queue
        super.init(name: name)
    }

    /// Converts a `Date` into wall-clock dispatch time.
    public class func wallTimeWithDate(_ date: Date) -> DispatchWallTime {
        let seconds = date.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        let spec = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1_000_000_000))
        return DispatchWallTime(timespec: spec)
    }

    /// Enqueues `block`; disposing before it starts cancels it.
    @discardableResult open override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
        let disposable = RACDisposable()
        let work = UncheckedSendable(block)
        backingQueue.async { [self] in
            if disposable.isDisposed { return }
            performAsCurrentScheduler(work.value)
        }
        return disposable
    }

    /// Runs `block` no earlier than `date`, unless disposed first.
    @discardableResult open override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        let disposable = RACDisposable()
        let work = UncheckedSendable(block)
        backingQueue.asyncAfter(wallDeadline: Self.wallTimeWithDate(date)) { [self] in
            if disposable.isDisposed { return }
            performAsCurrentScheduler(work.value)
        }
        return disposable
    }

    /// Runs `block` at `date` and then every `interval` until disposed.
    @discardableResult open override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        let timer = DispatchSource.makeTimerSource(queue: backingQueue)
        let work = UncheckedSendable(block)
        timer.schedule(wallDeadline: Self.wallTimeWithDate(date), repeating: interval,
                       leeway: .nanoseconds(Int(max(0, leeway) * 1_000_000_000)))
        timer.setEventHandler { [self] in performAsCurrentScheduler(work.value) }
        timer.resume()
        return RACDisposable { timer.cancel() }
    }
}

/// A queue scheduler whose private serial queue targets another queue.
public final class RACTargetQueueScheduler: RACQueueScheduler, @unchecked Sendable { // immutable
    /// Creates a new serial queue targeting `targetQueue`.
    public init(name: String?, targetQueue: DispatchQueue) {
        let label = name ?? "org.reactivecocoa.ReactiveObjC.RACTargetQueueScheduler"
        super.init(name: name, queue: DispatchQueue(label: label, target: targetQueue))
    }
}

/// The singleton main-thread scheduler.
enum MainScheduler {
    static let shared: RACScheduler = {
        _ = SchedulerContext.mainQueueKey
        return RACTargetQueueScheduler(name: "org.reactivecocoa.ReactiveObjC.RACScheduler.mainThreadScheduler",
                                       targetQueue: DispatchQueue.main)
    }()
}
