import Foundation
import Dispatch
import RACLegacy
import Reactive

extension RACScheduler: DateScheduler {}

// The witnesses live in a constrained extension so that `racScheduler.schedule { }` keeps resolving to RAC 2's own
// `schedule(_:) -> RACDisposable?`, while typed code sees the `Disposable?` forms.
extension DateScheduler where Self: RACScheduler {
    /// The scheduler's clock: a `RACTestScheduler`'s virtual date, a `RACSwiftScheduler`'s base date, else `Date()`.
    public var currentDate: Date {
        // A virtual-time scheduler orders every block by its own clock, so typed dates must come from that clock too.
        if let test = self as? RACTestScheduler { return test.virtualNow }
        if let wrapper = self as? RACSwiftScheduler { return wrapper.baseDate }
        return Date()
    }

    /// Runs `action` through RAC 2's `schedule(_:)`.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> (any Disposable)? {
        let disposable: RACDisposable? = schedule(action)
        return disposable
    }

    /// Runs `action` through RAC 2's `after(_:schedule:)`.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> (any Disposable)? {
        let disposable: RACDisposable? = after(date, schedule: action)
        return disposable
    }

    /// Runs `action` through RAC 2's `after(_:repeatingEvery:withLeeway:schedule:)`.
    @discardableResult
    public func schedule(after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
                         action: @escaping () -> Void) -> (any Disposable)? {
        let disposable: RACDisposable? = after(date, repeatingEvery: seconds(interval), withLeeway: seconds(leeway),
                                               schedule: action)
        return disposable
    }
}

/// A RACScheduler that runs its blocks on a typed scheduler.
///
/// Each block runs as the current RACScheduler. With a `DateScheduler` base, dates are the base's (virtual time on a
/// `TestScheduler`); with a plain `Scheduler`, `after` waits on the calling thread until the date, then schedules.
public final class RACSwiftScheduler: RACScheduler, @unchecked Sendable { // immutable after init
    /// The typed scheduler that runs the blocks.
    public let base: any Scheduler
    private let dateBase: (any DateScheduler)?

    /// Wraps a scheduler (its date API is used when it is a `DateScheduler`).
    public init(_ scheduler: any Scheduler) {
        base = scheduler
        dateBase = scheduler as? any DateScheduler
        super.init(name: "RACSwiftScheduler(\(type(of: scheduler)))")
    }

    /// Wraps a date scheduler.
    public init(_ scheduler: any DateScheduler) {
        base = scheduler
        dateBase = scheduler
        super.init(name: "RACSwiftScheduler(\(type(of: scheduler)))")
    }

    /// Runs `block` on the base scheduler as the current RACScheduler.
    @discardableResult
    public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
        base.schedule { self.performAsCurrentScheduler(block) }.map(RACDisposable.init)
    }

    /// Runs `block` on the base scheduler no earlier than `date`.
    @discardableResult
    public override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        guard let dateBase else {
            // RAC 2's rule for a scheduler without dates: wait here, then schedule.
            let wait = date.timeIntervalSinceNow
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            return schedule(block)
        }
        return dateBase.schedule(after: date) { self.performAsCurrentScheduler(block) }.map(RACDisposable.init)
    }

    /// The base's current date (virtual with a `TestScheduler`), or `Date()` for a base without dates.
    var baseDate: Date { dateBase?.currentDate ?? Date() }

    /// Runs `block` `delay` seconds after the base scheduler's current date.
    @discardableResult
    public override func afterDelay(_ delay: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        after(baseDate.addingTimeInterval(delay), schedule: block)
    }

    /// Runs `block` at `date`, then every `interval` seconds, on a `DateScheduler` base.
    @discardableResult
    public override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
                               schedule block: @escaping () -> Void) -> RACDisposable? {
        guard let dateBase else {
            preconditionFailure("RACSwiftScheduler: repeating blocks need a DateScheduler base, not \(type(of: base))")
        }
        return dateBase.schedule(after: date, interval: dispatchInterval(interval), leeway: dispatchInterval(leeway)) {
            self.performAsCurrentScheduler(block)
        }.map(RACDisposable.init)
    }
}

extension ImmediateScheduler {
    /// RAC 3/4 spelling: the RAC 2 immediate scheduler.
    @available(*, deprecated, message: "Use RACScheduler.immediateScheduler() instead")
    public func toRACScheduler() -> RACScheduler { RACScheduler.immediateScheduler() }
}

extension UIScheduler {
    /// RAC 3/4 spelling: the RAC 2 main-thread scheduler.
    @available(*, deprecated, message: "Use RACScheduler.mainThreadScheduler() instead")
    public func toRACScheduler() -> RACScheduler { RACScheduler.mainThreadScheduler() }
}

extension QueueScheduler {
    /// RAC 3/4 spelling: a RACScheduler running on this queue scheduler.
    @available(*, deprecated, message: "Use RACSwiftScheduler(_:) instead")
    public func toRACScheduler() -> RACScheduler { RACSwiftScheduler(self) }
}

// MARK: - Interval conversions

/// `interval` in seconds; `.never` is infinity.
func seconds(_ interval: DispatchTimeInterval) -> TimeInterval {
    switch interval {
    case .seconds(let s): return TimeInterval(s)
    case .milliseconds(let ms): return TimeInterval(ms) / 1_000
    case .microseconds(let us): return TimeInterval(us) / 1_000_000
    case .nanoseconds(let ns): return TimeInterval(ns) / 1_000_000_000
    case .never: return .infinity
    @unknown default: return .infinity
    }
}

/// `seconds` at nanosecond precision; infinite or too large is `.never`.
func dispatchInterval(_ seconds: TimeInterval) -> DispatchTimeInterval {
    let nanoseconds = (seconds * 1_000_000_000).rounded()
    guard nanoseconds.isFinite, nanoseconds < Double(Int.max) else { return .never }
    return .nanoseconds(max(0, Int(nanoseconds)))
}
