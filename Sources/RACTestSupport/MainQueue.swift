import Dispatch
import Foundation
import RACSupport

/// Why `runMainQueue(until:)` gave up: the condition did not hold in time, or the main queue never ran.
public struct MainQueueTimeout: Error, CustomStringConvertible {
    /// What did not happen, and where the helper was called.
    public let description: String
}

/// Lets the main queue run everything enqueued before the call, `rounds` times over (a RACCommand hops there
/// several times per execution), on the main thread or off it; false if the main queue did not run within 5 s.
@discardableResult
public func runMainQueue(rounds: Int = 6) -> Bool {
    for _ in 0..<max(0, rounds) {
        let marker = Locked(false)
        DispatchQueue.main.async { marker.withLock { $0 = true } }
        do { try runMainQueue(until: { marker.withLock { $0 } }, timeout: 5) } catch { return false }
    }
    return true
}

/// Runs the main queue until `condition`, evaluated on the main queue, holds; throws `MainQueueTimeout` after
/// `timeout` seconds. Call it on the main thread (XCTest) or off it (Swift Testing), but not from a block the main
/// queue is running (a `@MainActor` test: use the `async` form there).
public func runMainQueue(until condition: @escaping () -> Bool, timeout: TimeInterval = 5,
                         fileID: StaticString = #fileID, line: UInt = #line) throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    let progress = Thread.isMainThread
        ? runLoopOnMainThread(until: condition, deadline: deadline)
        : pollFromAnotherThread(until: condition, deadline: deadline)
    switch progress {
    case .held:
        return
    case .conditionFalse:
        throw MainQueueTimeout(description: "the main queue ran for \(timeout) s and the condition did not hold"
            + " (runMainQueue(until:) at \(fileID):\(line))")
    case .mainQueueStalled:
        throw MainQueueTimeout(description: "the main queue did not run for \(timeout) s: it is blocked, or this"
            + " was called from a block it is running (in a @MainActor test, use `try await runMainQueue(until:)`)"
            + " (runMainQueue(until:) at \(fileID):\(line))")
    }
}

/// Lets the main queue run until `condition` holds, for a test isolated to the main actor (which must not block
/// the main thread); throws `MainQueueTimeout` after `timeout` seconds.
@MainActor
public func runMainQueue(until condition: () -> Bool, timeout: TimeInterval = 5,
                         fileID: StaticString = #fileID, line: UInt = #line) async throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    var rounds = 0
    while !condition() {
        guard Date() < deadline else {
            throw MainQueueTimeout(description: "the main queue ran for \(timeout) s and the condition did not hold"
                + " (runMainQueue(until:) at \(fileID):\(line))")
        }
        rounds += 1
        // Yielding puts this test behind everything already on the main queue; past a few rounds the awaited
        // work comes from elsewhere, so wait a millisecond instead of spinning.
        if rounds < 16 { await Task.yield() } else { try await Task.sleep(nanoseconds: 1_000_000) }
    }
}

/// How a wait for the main queue ended.
enum MainQueueProgress {
    case held
    case conditionFalse
    case mainQueueStalled
}

/// On the main thread nobody else runs the main queue: turn the run loop, which drains it, in short slices.
func runLoopOnMainThread(until condition: () -> Bool, deadline: Date) -> MainQueueProgress {
    let mainQueueRan = Locked(false)
    DispatchQueue.main.async { mainQueueRan.withLock { $0 = true } }
    while !condition() {
        guard Date() < deadline else {
            return mainQueueRan.withLock { $0 } ? .conditionFalse : .mainQueueStalled
        }
        _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
    }
    return .held
}

/// Off the main thread the main queue runs by itself (under Swift Testing on Linux, on a thread other than the main
/// one): ask it to evaluate `condition` after everything enqueued before, and wait for the answer; again, until it
/// holds or the deadline passes.
func pollFromAnotherThread(until condition: @escaping () -> Bool, deadline: Date) -> MainQueueProgress {
    // The condition reads state that main-queue blocks write, so it runs there; the box only carries it across.
    let check = UncheckedSendable(condition)
    var mainQueueRan = false
    var rounds = 0
    while true {
        let answer = Locked<Bool?>(nil)
        let answered = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            let holds = check.value()
            answer.withLock { $0 = holds }
            answered.signal()
        }
        let remaining = max(0, deadline.timeIntervalSinceNow)
        guard answered.wait(timeout: .now() + remaining) == .success else {
            return mainQueueRan ? .conditionFalse : .mainQueueStalled
        }
        mainQueueRan = true
        if answer.withLock({ $0 }) == true { return .held }
        guard Date() < deadline else { return .conditionFalse }
        rounds += 1
        // A chain of main-queue hops finishes within the first rounds; after them the awaited work comes from
        // another thread, so look again every millisecond instead of flooding the main queue.
        if rounds >= 16 { Thread.sleep(forTimeInterval: 0.001) }
    }
}
