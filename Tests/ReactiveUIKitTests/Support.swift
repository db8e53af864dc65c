import Dispatch
import Reactive

/// Records a signal's events, described as strings (tests run on the main actor).
final class Events<Value> {
    private(set) var all: [String] = []

    init(_ signal: Signal<Value, Never>, _ describe: @escaping (Value) -> String = { "\($0)" }) {
        signal.observe { [self] event in
            switch event {
            case .value(let value): all.append(describe(value))
            case .completed: all.append("completed")
            case .interrupted: all.append("interrupted")
            }
        }
    }
}

/// Lets the main queue run what was enqueued before the call.
@MainActor func drainMainQueue(rounds: Int = 4) async {
    for _ in 0..<rounds {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }
}
