import Dispatch
import Foundation

/// Runs actions serially, in FIFO order.
///
/// `Sendable`: actions may be scheduled from any thread, so a scheduler can be captured by a `@Sendable` callback.
/// The actions themselves are not `@Sendable`: a scheduler runs them one at a time.
public protocol Scheduler: AnyObject, Sendable {
    /// Runs `action` as soon as the scheduler allows; the disposable cancels it if it has not started.
    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> (any Disposable)?
}

/// A scheduler with a clock.
public protocol DateScheduler: Scheduler {
    /// The scheduler's notion of now.
    var currentDate: Date { get }

    /// Runs `action` once at or after `date`.
    @discardableResult
    func schedule(after date: Date, action: @escaping () -> Void) -> (any Disposable)?

    /// Runs `action` at `date`, then every `interval`, until disposed.
    @discardableResult
    func schedule(after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void) -> (any Disposable)?
}

extension DateScheduler {
    /// Runs `action` first `delay` from now, then every `interval`, until disposed.
    @discardableResult
    public func schedule(after delay: DispatchTimeInterval, interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0), action: @escaping () -> Void) -> (any Disposable)? {
        schedule(after: currentDate.addingTimeInterval(delay.timeInterval), interval: interval, leeway: leeway, action: action)
    }

    /// An async stream of `currentDate`, once every `interval`; ending the stream cancels the timer.
    public func timer(interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) -> AsyncStream<Date> {
        precondition(interval.timeInterval >= 0, "DateScheduler.timer(interval:leeway:): interval must not be negative")
        precondition(leeway.timeInterval >= 0, "DateScheduler.timer(interval:leeway:): leeway must not be negative")
        let (stream, continuation) = AsyncStream<Date>.makeStream()
        let disposable = schedule(after: interval, interval: interval, leeway: leeway) { [self] in
            continuation.yield(currentDate)
        }
        continuation.onTermination = { _ in disposable?.dispose() }
        return stream
    }

    /// Suspends until `interval` has passed on this scheduler; throws `CancellationError` if cancelled.
    public func sleep(for interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) async throws {
        try await sleep(until: currentDate.addingTimeInterval(interval.timeInterval), leeway: leeway)
    }

    /// Suspends until `deadline` on this scheduler; throws `CancellationError` if cancelled.
    public func sleep(until deadline: Date, leeway: DispatchTimeInterval = .seconds(0)) async throws {
        let handle = SerialDisposable()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Swift.Error>) in
                let resumed = Atomic(false)
                let resume: (Swift.Result<Void, any Swift.Error>) -> Void = { result in
                    if !resumed.swap(true) { continuation.resume(with: result) }
                }
                handle.inner = AnyDisposable { resume(.failure(CancellationError())) }
                _ = schedule(after: deadline) { resume(.success(())) }
                if Task.isCancelled { handle.dispose() }
            }
        } onCancel: {
            handle.dispose()
        }
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinity).
    @usableFromInline
    var timeInterval: TimeInterval {
        switch self {
        case let .seconds(s): return TimeInterval(s)
        case let .milliseconds(ms): return TimeInterval(ms) / 1_000
        case let .microseconds(us): return TimeInterval(us) / 1_000_000
        case let .nanoseconds(ns): return TimeInterval(ns) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval scaled by `rhs`, in the finest unit that holds it without overflow (`.never` when none does).
    static func * (lhs: DispatchTimeInterval, rhs: Double) -> DispatchTimeInterval {
        let seconds = lhs.timeInterval * rhs
        guard seconds.isFinite else { return .never }
        if let ns = Int(exactly: (seconds * 1_000_000_000).rounded()) { return .nanoseconds(ns) }
        if let us = Int(exactly: (seconds * 1_000_000).rounded()) { return .microseconds(us) }
        if let ms = Int(exactly: (seconds * 1_000).rounded()) { return .milliseconds(ms) }
        if let s = Int(exactly: seconds.rounded()) { return .seconds(s) }
        return .never
    }

    /// The interval pointing the other way (the test scheduler's rewind); `.never` stays `.never`.
    static prefix func - (interval: DispatchTimeInterval) -> DispatchTimeInterval {
        func negated(_ value: Int) -> Int { value == .min ? .max : -value }
        switch interval {
        case let .seconds(s): return .seconds(negated(s))
        case let .milliseconds(ms): return .milliseconds(negated(ms))
        case let .microseconds(us): return .microseconds(negated(us))
        case let .nanoseconds(ns): return .nanoseconds(negated(ns))
        case .never: return .never
        @unknown default: return .never
        }
    }
}

extension TimeInterval {
    /// The interval as a nanosecond `DispatchTimeInterval`; an infinite one is `.never` (callers reject NaN).
    @usableFromInline
    var dispatchInterval: DispatchTimeInterval {
        isFinite ? .nanoseconds(Int((self * 1_000_000_000).rounded())) : .never
    }
}
