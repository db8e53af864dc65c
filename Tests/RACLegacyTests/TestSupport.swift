import Foundation
import Dispatch
@testable import RACLegacy

/// One recorded signal event; values are compared as AnyHashable (RACTuple is hashable).
enum Ev: Equatable, CustomStringConvertible {
    case next(AnyHashable?)
    case error(String)
    case completed

    var description: String {
        switch self {
        case .next(let v): return "next(\(v.map { "\($0)" } ?? "nil"))"
        case .error(let e): return "error(\(e))"
        case .completed: return "completed"
        }
    }
}

func errorKey(_ error: (any Error)?) -> String {
    guard let error else { return "nil" }
    let ns = error as NSError
    return "\(ns.domain):\(ns.code)"
}

func hashable(_ value: Any?) -> AnyHashable? {
    guard let value = flattenOptional(value) else { return nil }
    if let h = value as? AnyHashable { return h }
    return AnyHashable(String(describing: value))
}

/// Thread-safe event recorder.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Ev] = []
    let finished = DispatchSemaphore(value: 0)

    var events: [Ev] {
        lock.lock(); defer { lock.unlock() }
        return recorded
    }

    var values: [AnyHashable?] {
        events.compactMap { if case .next(let v) = $0 { return .some(v) } else { return nil } }
    }

    func append(_ e: Ev) {
        lock.lock(); recorded.append(e); lock.unlock()
        if e == .completed { finished.signal() }
        if case .error = e { finished.signal() }
    }

    @discardableResult func record(_ signal: RACSignal) -> RACDisposable {
        signal.subscribeNext({ [self] in append(.next(hashable($0))) },
                            error: { [self] in append(.error(errorKey($0))) },
                            completed: { [self] in append(.completed) })
    }

    func waitForTermination(_ seconds: Double = 5) -> Bool {
        finished.wait(timeout: .now() + seconds) == .success
    }
}

func nx(_ values: AnyHashable?...) -> [Ev] { values.map { .next($0) } }

/// Runs `body` with the immediate scheduler as current scheduler, so subscriptions start synchronously.
func onImmediate(_ body: () -> Void) {
    RACScheduler.immediateScheduler().performAsCurrentScheduler(body)
}

/// A mutable box tests capture freely (events to one subscriber are serialized).
final class Box<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
    func mutate(_ f: (inout T) -> Void) { lock.lock(); f(&stored); lock.unlock() }
}

struct TestError: Error, Equatable { let code: Int }

func testError(_ code: Int) -> NSError { NSError(domain: "test", code: code) }

/// Waits for a main-queue round trip (the main queue is serviced by a worker on Linux test runs).
func drainMainQueue() {
    let sema = DispatchSemaphore(value: 0)
    RACScheduler.mainThreadScheduler().schedule { sema.signal() }
    _ = sema.wait(timeout: .now() + 5)
}
