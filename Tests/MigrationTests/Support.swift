import Foundation
import Dispatch
import RACLegacy

/// The lines a snippet printed through its local `print`, joined like `Swift.print` joins its items.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()  // protects `recorded`
    private var recorded: [String] = []

    func record(_ items: [Any]) {
        let line = items.map { "\($0)" }.joined(separator: " ")
        lock.lock(); recorded.append(line); lock.unlock()
    }

    var all: [String] {
        lock.lock(); defer { lock.unlock() }
        return recorded
    }
}

/// A RAC 3/4 spelling snippet: its witness is deprecated, and calling it through this requirement keeps the
/// test target free of deprecation warnings.
protocol DeprecatedSnippet {
    func run(_ lines: Lines)
}

/// Runs a snippet the way `main.swift` would: with a current RACScheduler, so RAC 2 subscriptions start
/// synchronously instead of being deferred to the background subscription scheduler.
func withCurrentScheduler(_ body: () -> Void) {
    RACScheduler.immediateScheduler().performAsCurrentScheduler(body)
}

/// Lets the main queue run everything enqueued before this call (RACCommand hops there several times per
/// execution). Each round is a FIFO barrier with a bounded wait; no sleeping.
func drainMainQueue(rounds: Int = 6) {
    for _ in 0..<rounds {
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { drained.signal() }
        _ = drained.wait(timeout: .now() + 5)
    }
}
