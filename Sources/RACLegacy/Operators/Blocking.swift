import Foundation
import Dispatch
import RACSupport

/// Result slot shared between a blocking caller and the subscription filling it.
private final class BlockingResult: @unchecked Sendable { // fields guarded by `state`; `done` signals once
    let state = Locked<(value: Any?, success: Bool, error: (any Error)?, finished: Bool)>((nil, false, nil, false))
    let done = DispatchSemaphore(value: 0)

    func finish(value: Any?, success: Bool, error: (any Error)?) {
        let first = state.withLock { s -> Bool in
            if s.finished { return false }
            s = (value, success, error, true)
            return true
        }
        if first { done.signal() }
    }
}

extension RACSignal {
    private func firstResult(_ defaultValue: Any?) -> (BlockingResult, RACDisposable) {
        let result = BlockingResult()
        let disposable = take(1).subscribeNext({ value in
            result.finish(value: value, success: true, error: nil)
        }, error: { error in
            result.finish(value: defaultValue, success: false, error: error)
        }, completed: {
            result.finish(value: defaultValue, success: true, error: nil)
        })
        return (result, disposable)
    }

    /// Blocks until the first value; nil on error or empty.
    public func first() -> Any? {
        firstOrDefault(nil)
    }

    /// Blocks until the first value; `defaultValue` on error or empty.
    public func firstOrDefault(_ defaultValue: Any?) -> Any? {
        var success = false
        var error: (any Error)?
        return firstOrDefault(defaultValue, success: &success, error: &error)
    }

    /// Blocks until the first value, reporting success and the error.
    public func firstOrDefault(_ defaultValue: Any?, success: inout Bool, error: inout (any Error)?) -> Any? {
        let (result, disposable) = firstResult(defaultValue)
        result.done.wait()
        disposable.dispose()
        let s = result.state.withLock { $0 }
        success = s.success
        error = s.error
        return s.value
    }

    /// Blocks until completion (true) or error (false, error set).
    public func waitUntilCompleted(_ error: inout (any Error)?) -> Bool {
        var success = false
        _ = ignoreValues().firstOrDefault(nil, success: &success, error: &error)
        return success
    }

    /// Blocks until completion; every value (nil as NSNull()), or nil on error.
    public func toArray() -> [Any]? {
        var success = false
        var error: (any Error)?
        let value = collect().firstOrDefault(nil, success: &success, error: &error)
        return success ? value as? [Any] : nil
    }

    /// A lazy sequence that blocks for each value when evaluated.
    public var sequence: RACSequence {
        SignalSequence.make(replay())
    }

    /// Like firstOrDefault, but keeps the main run loop turning (when on the main thread) while waiting.
    public func asynchronousFirstOrDefault(_ defaultValue: Any?, success: inout Bool, error: inout (any Error)?, timeout: TimeInterval) -> Any? {
        let (result, disposable) = firstResult(defaultValue)
        let deadline = Date(timeIntervalSinceNow: timeout)
        var finished = false
        while !finished && Date() < deadline {
            if SchedulerContext.isMainThread {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
                finished = result.done.wait(timeout: .now()) == .success
            } else {
                finished = result.done.wait(timeout: .now() + min(0.05, max(0, deadline.timeIntervalSinceNow))) == .success
            }
        }
        disposable.dispose()
        guard finished else {
            success = false
            error = NSError(domain: RACSignalErrorDomain, code: RACSignalErrorTimedOut, userInfo: [
                NSLocalizedDescriptionKey: "Timed out waiting for the signal",
            ])
            return defaultValue
        }
        let s = result.state.withLock { $0 }
        success = s.success
        error = s.error
        return s.value
    }

    /// asynchronousFirstOrDefault with a 10 second timeout.
    public func asynchronousFirstOrDefault(_ defaultValue: Any?, success: inout Bool, error: inout (any Error)?) -> Any? {
        asynchronousFirstOrDefault(defaultValue, success: &success, error: &error, timeout: 10)
    }

    /// Waits for completion while keeping the main run loop turning; true on completion.
    public func asynchronouslyWaitUntilCompleted(_ error: inout (any Error)?, timeout: TimeInterval) -> Bool {
        var success = false
        _ = ignoreValues().asynchronousFirstOrDefault(nil, success: &success, error: &error, timeout: timeout)
        return success
    }

    /// asynchronouslyWaitUntilCompleted with a 10 second timeout.
    public func asynchronouslyWaitUntilCompleted(_ error: inout (any Error)?) -> Bool {
        asynchronouslyWaitUntilCompleted(&error, timeout: 10)
    }
}

/// The sequence behind `RACSignal.sequence`: node n blocks for the replayed signal's nth value.
enum SignalSequence {
    private final class EndMarker: Sendable {}
    private static let end = EndMarker()

    static func make(_ replayed: RACSignal) -> RACSequence {
        RACSequence.sequenceWithHeadBlock({
            let value = replayed.take(1).firstOrDefault(end)
            return value is EndMarker ? nil : value
        }, tailBlock: {
            make(replayed.skip(1))
        })
    }
}
