import Foundation
import Dispatch
import RACLegacy
import RACTestSupport

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
    RACTestSupport.withCurrentScheduler(body)
}

/// Lets the main queue run everything enqueued before this call (RACCommand hops there several times per
/// execution): RACTestSupport's `runMainQueue(rounds:)`, under the name the snippet tests have always used.
func drainMainQueue(rounds: Int = 6) {
    runMainQueue(rounds: rounds)
}
