import Foundation

/// Runs every block synchronously on the calling thread.
public final class RACImmediateScheduler: RACScheduler, @unchecked Sendable { // stateless
    static let shared = RACImmediateScheduler()

    private init() {
        super.init(name: "org.reactivecocoa.ReactiveObjC.RACScheduler.immediateScheduler")
    }

    /// Runs `block` before returning; returns nil because nothing is left to cancel.
    @discardableResult public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
        performAsCurrentScheduler(block)
        return nil
    }

    /// Blocks the calling thread until `date`, then runs `block`.
    @discardableResult public override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        let wait = date.timeIntervalSinceNow
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        performAsCurrentScheduler(block)
        return nil
    }

    /// Unsupported, as in RAC 2.
    @discardableResult public override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        preconditionFailure("-[RACImmediateScheduler after:repeatingEvery:withLeeway:schedule:] is not supported")
    }
}

/// Runs inline when the thread already has a current scheduler, otherwise on a shared background scheduler.
final class RACSubscriptionScheduler: RACScheduler, @unchecked Sendable { // immutable
    static let shared = RACSubscriptionScheduler()
    private let background = RACScheduler.scheduler()

    private init() {
        super.init(name: "org.reactivecocoa.ReactiveObjC.RACScheduler.subscriptionScheduler")
    }

    override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
        if !RACScheduler.hasCurrentScheduler { return background.schedule(block) }
        block()
        return nil
    }

    override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        (RACScheduler.currentScheduler() ?? background).after(date, schedule: block)
    }

    override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        (RACScheduler.currentScheduler() ?? background).after(date, repeatingEvery: interval, withLeeway: leeway, schedule: block)
    }
}
