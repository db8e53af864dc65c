import Foundation

// RAC 3/4 spellings of scheduler members (contract 3.3).

extension QueueScheduler {
    /// RAC 3/4 name of `main`.
    @available(*, deprecated, renamed: "main")
    public static var mainQueueScheduler: QueueScheduler { main }
}

extension DateScheduler {
    /// RAC 3/4 name of `schedule(after:action:)`.
    @available(*, deprecated, renamed: "schedule(after:action:)")
    @discardableResult
    public func scheduleAfter(_ date: Date, action: @escaping () -> Void) -> (any Disposable)? {
        schedule(after: date, action: action)
    }

    /// RAC 4 schedule after a number of seconds from the scheduler's current date.
    @available(*, deprecated, message: "Use schedule(after: currentDate.addingTimeInterval(interval), action:)")
    @discardableResult
    public func scheduleAfter(_ interval: TimeInterval, action: @escaping () -> Void) -> (any Disposable)? {
        precondition(!interval.isNaN, "DateScheduler.scheduleAfter(_:action:): the interval must be a number")
        return schedule(after: currentDate.addingTimeInterval(interval), action: action)
    }

    /// RAC 3/4 repeating schedule, with the period and leeway in seconds.
    @available(*, deprecated, message: "Use schedule(after:interval:leeway:action:) with DispatchTimeInterval")
    @discardableResult
    public func scheduleAfter(_ date: Date, repeatingEvery: TimeInterval, withLeeway leeway: TimeInterval = 0, action: @escaping () -> Void) -> (any Disposable)? {
        precondition(!repeatingEvery.isNaN && !leeway.isNaN,
                     "DateScheduler.scheduleAfter(_:repeatingEvery:withLeeway:action:): the interval and leeway must be numbers")
        return schedule(after: date, interval: repeatingEvery.dispatchInterval, leeway: leeway.dispatchInterval, action: action)
    }
}

extension TestScheduler {
    /// RAC 3/4 name of `advance(by:)` in seconds.
    @available(*, deprecated, renamed: "advance(by:)")
    public func advanceByInterval(_ interval: TimeInterval) {
        advance(by: interval)
    }

    /// RAC 3/4 name of `advance(to:)`.
    @available(*, deprecated, renamed: "advance(to:)")
    public func advanceToDate(_ date: Date) {
        advance(to: date)
    }
}
