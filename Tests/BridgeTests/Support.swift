import Foundation
import Dispatch
import RACLegacy
import Reactive
@testable import Bridge

enum TestError: Swift.Error, Equatable {
    case x
    case y
}

/// `value` as text, optionals (boxed or not) flattened: `1`, `nil`, `a`.
func render(_ value: Any?) -> String {
    guard let value = flattenedValue(value) else { return "nil" }
    if let tuple = value as? RACTuple { return "(" + (0..<tuple.count).map { render(tuple.objectAtIndex($0)) }.joined(separator: ", ") + ")" }
    return String(describing: value)
}

/// `error` as text that names its type and case.
func renderError(_ error: (any Swift.Error)?) -> String {
    switch error {
    case nil: return "nil"
    case let error as RACLegacyBridgeError:
        switch error {
        case .nilError: return "nilError"
        case let .typeMismatch(expected, actual): return "typeMismatch(\(expected), \(actual))"
        case let .arityMismatch(expected, actual): return "arityMismatch(\(expected), \(actual))"
        }
    case let error as TestError: return "TestError.\(error)"
    case let error as ActionError<any Swift.Error>: return render(error)
    case let error as ActionError<TestError>: return render(error)
    case let error as ActionError<Never>: return render(error)
    case let error?:
        let ns = error as NSError
        return "\(ns.domain):\(ns.code)"
    }
}

private func render<E>(_ error: ActionError<E>) -> String {
    switch error {
    case .disabled: return "disabled"
    case .producerFailed(let inner): return "producerFailed(\(renderError(inner)))"
    }
}

/// Typed events as text, in order: `value(1)`, `failed(TestError.x)`, `completed`, `interrupted`.
final class Events<Value, Error: Swift.Error>: @unchecked Sendable { // `recorded` guarded by `lock`
    private let lock = NSLock()
    private var recorded: [String] = []
    private var threads: [Bool] = []
    let terminated = DispatchSemaphore(value: 0)

    var all: [String] { lock.withLock { recorded } }

    var observer: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in
            let text: String
            switch event {
            case .value(let value): text = "value(\(render(value)))"
            case .failed(let error): text = "failed(\(renderError(error)))"
            case .completed: text = "completed"
            case .interrupted: text = "interrupted"
            }
            lock.withLock { recorded.append(text) }
            if event.isTerminating { terminated.signal() }
        }
    }

    /// Waits (bounded) for a terminal event.
    func waitForTermination(seconds: Double = 5) -> Bool {
        terminated.wait(timeout: .now() + seconds) == .success
    }
}

/// RAC events as text, in order: `next(1)`, `error(TestError.x)`, `completed`.
final class RACEvents: @unchecked Sendable { // `recorded` guarded by `lock`
    private let lock = NSLock()
    private var recorded: [String] = []
    private var rawErrors: [(any Swift.Error)?] = []
    let terminated = DispatchSemaphore(value: 0)

    var all: [String] { lock.withLock { recorded } }
    var errors: [(any Swift.Error)?] { lock.withLock { rawErrors } }
    var nextValues: [Any?] = []

    /// Subscribes now, on this thread (as the immediate scheduler when the thread has no current scheduler).
    @discardableResult
    func record(_ signal: RACSignal) -> RACDisposable {
        onImmediate { subscribe(signal) }
    }

    private func subscribe(_ signal: RACSignal) -> RACDisposable {
        signal.subscribeNext({ [self] value in
            lock.withLock { recorded.append("next(\(render(value)))"); nextValues.append(value) }
        }, error: { [self] error in
            lock.withLock { recorded.append("error(\(renderError(error)))"); rawErrors.append(error) }
            terminated.signal()
        }, completed: { [self] in
            lock.withLock { recorded.append("completed") }
            terminated.signal()
        })
    }

    /// Waits (bounded) for a terminal event.
    func waitForTermination(seconds: Double = 5) -> Bool {
        terminated.wait(timeout: .now() + seconds) == .success
    }
}

/// Runs `body` with the immediate scheduler as the current RACScheduler, so RAC subscriptions start synchronously.
@discardableResult
func onImmediate<T>(_ body: () -> T) -> T {
    var result: T?
    RACScheduler.immediateScheduler().performAsCurrentScheduler { result = body() }
    return result!
}

/// A thread-safe counter and box for closures that tests hand to the libraries.
final class Box<T>: @unchecked Sendable { // `stored` guarded by `lock`
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    func mutate(_ change: (inout T) -> Void) { lock.withLock { change(&stored) } }
}

/// Waits (bounded, 60 s) until `condition` holds, letting the main queue run in between (RAC 2 delivers command
/// state on the main thread).
func eventually(_ condition: () -> Bool) -> Bool {
    // Generous: only a failure waits this long, and the sanitizer builds on a loaded machine are slow.
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
        if condition() { return true }
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { drained.signal() }
        _ = drained.wait(timeout: .now() + 1)
    }
    return condition()
}

/// A RACSignal that counts its subscriptions and sends the count, then completes.
func countingSignal(_ count: Box<Int>) -> RACSignal {
    RACSignal.createSignal { subscriber in
        let index = count.value
        count.value += 1
        subscriber.sendNext(index)
        subscriber.sendCompleted()
        return nil
    }
}
