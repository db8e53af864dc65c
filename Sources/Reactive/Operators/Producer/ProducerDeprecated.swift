import Foundation

// RAC 4 spellings (contract 3.3) of the producer-only operators, forwarding to the current API.

extension SignalProducer {
    /// RAC 4 name of `repeat(_:)`.
    @available(*, deprecated, renamed: "repeat(_:)") public func times(_ count: Int) -> SignalProducer<Value, Error> {
        self.repeat(count)
    }

    /// RAC 4 name of `retry(upTo:)`.
    @available(*, deprecated, renamed: "retry(upTo:)") public func retry(_ count: Int) -> SignalProducer<Value, Error> {
        retry(upTo: count)
    }

    /// RAC 4 name of `replayLazily(upTo:)`.
    @available(*, deprecated, renamed: "replayLazily(upTo:)") public func replayLazily(_ capacity: Int) -> SignalProducer<Value, Error> {
        replayLazily(upTo: capacity)
    }

    /// RAC 4 name of `start(on:)`.
    @available(*, deprecated, renamed: "start(on:)") public func startOn(_ scheduler: any Scheduler) -> SignalProducer<Value, Error> {
        start(on: scheduler)
    }
}

/// RAC 4 timer: sends the scheduler's date every `interval` seconds.
@available(*, deprecated, message: "Use SignalProducer.timer(interval:on:) (the arguments differ: see MIGRATION.md)") public func timer(_ interval: TimeInterval, onScheduler scheduler: any DateScheduler) -> SignalProducer<Date, Never> {
    SignalProducer.timer(interval: interval.dispatchInterval, on: scheduler)
}

/// RAC 4 timer with a leeway in seconds.
@available(*, deprecated, message: "Use SignalProducer.timer(interval:on:leeway:) (the arguments differ: see MIGRATION.md)") public func timer(_ interval: TimeInterval, onScheduler scheduler: any DateScheduler, withLeeway leeway: TimeInterval) -> SignalProducer<Date, Never> {
    SignalProducer.timer(interval: interval.dispatchInterval, on: scheduler, leeway: leeway.dispatchInterval)
}
