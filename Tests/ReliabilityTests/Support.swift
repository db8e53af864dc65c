import Foundation
import Dispatch
import RACLegacy

/// A thread-safe box for what tests collect from several threads.
final class Shared<T>: @unchecked Sendable { // `stored` guarded by `lock`
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T { lock.withLock { stored } }
    func mutate<R>(_ change: (inout T) -> R) -> R { lock.withLock { change(&stored) } }
}

/// Runs `body` on `count` threads started together; true when all finished within `seconds`. The caller suspends
/// instead of blocking: Swift Testing runs every test, and resumes every suspended one, on the Swift concurrency pool,
/// which has one thread per core, so on 2 cores a test blocked in a wait while its threads work leaves every other
/// test one thread for as long (the oversubscription rounds did so for over a minute).
func onThreads(_ count: Int, seconds: Double = 120, _ body: @escaping @Sendable (Int) -> Void) async -> Bool {
    await offThePool {
        let start = DispatchGroup()
        let done = DispatchGroup()
        start.enter()
        for index in 0..<count {
            done.enter()
            Thread.detachNewThread {
                start.wait()
                body(index)
                done.leave()
            }
        }
        start.leave()
        return done.wait(timeout: .now() + seconds) == .success
    }
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes; true when it finished within `seconds`. The caller
/// suspends meanwhile, off the concurrency pool (see `onThreads`).
func onSmallStack(_ stackSize: Int = 512 * 1024, seconds: Double = 120, _ body: @escaping @Sendable () -> Void) async -> Bool {
    await offThePool {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        return done.wait(timeout: .now() + seconds) == .success
    }
}

/// Runs the blocking `wait` on a thread of its own and returns its result to the suspended caller.
private func offThePool(_ wait: @escaping @Sendable () -> Bool) async -> Bool {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: wait()) }
    }
}

/// Runs `body` with the immediate scheduler as the current RACScheduler (RAC 2 subscriptions start synchronously).
@discardableResult
func onImmediate<T>(_ body: () -> T) -> T {
    var result: T?
    RACScheduler.immediateScheduler().performAsCurrentScheduler { result = body() }
    return result!
}

/// Counts what an observer received: each value once (by a bit per value), terminal events, and violations.
final class Tally: @unchecked Sendable { // all state guarded by `lock`
    private let lock = NSLock()
    private var seen: [Bool]
    private(set) var duplicates = 0
    private(set) var afterTerminal = 0
    private(set) var terminals = 0
    private(set) var count = 0

    init(capacity: Int) { seen = Array(repeating: false, count: capacity) }

    func value(_ value: Int) {
        lock.withLock {
            if terminals > 0 { afterTerminal += 1; return }
            if seen[value] { duplicates += 1 } else { seen[value] = true; count += 1 }
        }
    }

    func terminal() { lock.withLock { terminals += 1 } }

    var summary: String { lock.withLock { "count \(count), duplicates \(duplicates), after terminal \(afterTerminal), terminals \(terminals)" } }
}

/// How large the stress, fuzzing and stack suites run: `RAC_RELIABILITY=full` (CI) selects the full sizes, anything
/// else the default ones, which check the same properties with fewer iterations so a first `swift test` stays short.
enum ReliabilitySize {
    /// Whether `RAC_RELIABILITY=full` is set.
    static let isFull = ProcessInfo.processInfo.environment["RAC_RELIABILITY"] == "full"

    /// `full` when the full sizes are selected, otherwise `standard`.
    static func pick(full: Int, standard: Int) -> Int { isFull ? full : standard }
}
