import Dispatch
import Foundation
import RACLegacy

/// One recorded event; values are described as strings so any value compares.
enum Ev: Equatable, CustomStringConvertible {
    case next(String)
    case error
    case completed

    var description: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error: "error"
        case .completed: "completed"
        }
    }
}

/// Records a signal's events in order (tests run on the main actor, so there is one thread).
final class Recorder {
    private(set) var events: [Ev] = []
    private var subscriptions: [RACDisposable] = []

    /// Subscribes to `signal`, describing each value with `describe`.
    func record(_ signal: RACSignal, _ describe: @escaping (Any?) -> String = Recorder.describe) {
        subscriptions.append(signal.subscribeNext({ [self] in events.append(.next(describe($0))) },
                                                  error: { [self] _ in events.append(.error) },
                                                  completed: { [self] in events.append(.completed) }))
    }

    /// Disposes every subscription.
    func stop() {
        subscriptions.forEach { $0.dispose() }
    }

    static func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if type(of: value) is AnyClass { return String(describing: type(of: value)) }
        return "\(value)"
    }
}

/// Lets the main queue run what was enqueued before the call (RACCommand delivers `enabled` changes there).
@MainActor func drainMainQueue(rounds: Int = 4) async {
    for _ in 0..<rounds {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }
}
