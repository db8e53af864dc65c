import Dispatch
import Foundation
import Synchronization
import RACSupport

/// Runs actions on the main queue: synchronously when already on the main thread with nothing of this scheduler
/// pending, otherwise enqueued on `DispatchQueue.main` (on Linux the main queue drains only while something
/// services it: `dispatchMain()` or `RunLoop.main`).
public final class UIScheduler: Scheduler {
    /// Actions of this scheduler enqueued or running.
    let pending = Synchronization.Atomic<Int>(0)

    /// Creates a scheduler targeting the main queue.
    public init() {}

    /// Marks blocks running on the main queue: on Linux the main queue may be drained by a thread other than the
    /// main thread (e.g. under `dispatchMain()` in a test runner), and such blocks count as "on main" too.
    static let mainQueueKey: UncheckedSendable<DispatchSpecificKey<Bool>> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return UncheckedSendable(key)
    }()

    /// True on the main thread or inside a block running on the main queue.
    static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey.value) == true
    }

    /// Runs `action` now on the main queue if nothing is pending, else enqueues it on the main queue.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> (any Disposable)? {
        let count = pending.add(1, ordering: .acquiringAndReleasing).newValue
        if count == 1 && Self.isOnMainQueue {
            action()
            pending.subtract(1, ordering: .acquiringAndReleasing)
            return nil
        }
        let disposable = AnyDisposable()
        let work = UncheckedSendable(action)
        DispatchQueue.main.async { [self] in
            if !disposable.isDisposed { work.value() }
            pending.subtract(1, ordering: .acquiringAndReleasing)
        }
        return disposable
    }
}

// `pending` is atomic; nothing else is mutable.
extension UIScheduler: @unchecked Sendable {}
