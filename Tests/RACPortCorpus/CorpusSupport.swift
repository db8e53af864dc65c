import Dispatch
import Foundation
import RACLegacy

/// Lets the main queue run everything enqueued before this call (RACCommand delivers there); bounded, no sleeps.
func drainMainQueue(rounds: Int = 6) {
    for _ in 0..<rounds {
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { drained.signal() }
        _ = drained.wait(timeout: .now() + 5)
    }
}

/// Runs `body` with a current scheduler, the way a `main.swift` would, so subscriptions start synchronously.
func onImmediateScheduler(_ body: () -> Void) {
    RACScheduler.immediateScheduler().performAsCurrentScheduler(body)
}

/// Records every event of a signal as text: the value's description, `error <code>` or `completed`.
final class EventLog {
    private(set) var events: [String] = []

    /// Subscribes to `signal` and records what it sends.
    @discardableResult
    func record(_ signal: RACSignal) -> RACDisposable {
        signal.subscribeNext({ [self] value in
            events.append(value.map { "\($0)" } ?? "nil")
        }, error: { [self] error in
            events.append("error \((error as NSError?)?.code ?? 0)")
        }, completed: { [self] in
            events.append("completed")
        })
    }
}
