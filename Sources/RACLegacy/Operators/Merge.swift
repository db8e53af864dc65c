import Foundation
import RACSupport

/// Reads a Bool input of a RAC operator (Bool or NSNumber), stopping with a message naming `selector` otherwise.
func racBool(_ value: Any?, _ selector: String) -> Bool {
    if let bool = value as? Bool { return bool }
    if let number = value as? NSNumber { return number.boolValue }
    preconditionFailure("\(selector) requires Bool or NSNumber values, got \(String(describing: value))")
}

/// Pure state of `flatten(_:)`: active inner count, queued inner signals, outer completion.
struct FlattenStateMachine {
    enum InnerCompletion {
        case subscribe(RACSignal)
        case complete
        case none
    }

    private let maxConcurrent: Int
    private var active = 0
    private var queue: [RACSignal] = []
    private var queueHead = 0
    private var outerDone = false

    init(maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
    }

    /// True when `signal` may be subscribed now; otherwise it is queued.
    mutating func receive(_ signal: RACSignal) -> Bool {
        if maxConcurrent == 0 || active < maxConcurrent {
            active += 1
            return true
        }
        queue.append(signal)
        return false
    }

    /// What to do when an inner signal completes: start the next queued one, complete, or nothing.
    mutating func innerCompleted() -> InnerCompletion {
        if queueHead < queue.count {
            let next = queue[queueHead]
            queueHead += 1
            if queueHead == queue.count {
                queue.removeAll(keepingCapacity: true)
                queueHead = 0
            }
            return .subscribe(next)
        }
        active -= 1
        return active == 0 && outerDone ? .complete : .none
    }

    /// True when the result completes with the outer signal.
    mutating func outerCompleted() -> Bool {
        outerDone = true
        return active == 0
    }
}

extension RACSignal {
    /// Merges the receiver with `signal`.
    public func merge(_ signal: RACSignal) -> RACSignal {
        RACSignal.merge([self, signal])
    }

    /// Forwards the values of every signal as they arrive; completes after all complete.
    public static func merge(_ signals: [RACSignal]) -> RACSignal {
        create { sink in
            for signal in signals { sink.sendNext(signal) }
            sink.sendCompleted()
        }.flatten()
    }

    /// Merges at most `maxConcurrent` inner signals at once (0 means unlimited), queueing the rest in order.
    public func flatten(_ maxConcurrent: Int) -> RACSignal {
        precondition(maxConcurrent >= 0, "-[RACSignal flatten:] requires a non-negative count, got \(maxConcurrent)")
        return RACSignal.create { sink in
            let storage = Locked(FlattenStateMachine(maxConcurrent: maxConcurrent))
            func subscribeInner(_ signal: RACSignal) {
                let serial = RACSerialDisposable()
                sink.disposable.addDisposable(serial)
                let inner = RACBlockSubscriber(next: { sink.sendNext($0) }, error: { sink.sendError($0) }, completed: {
                    sink.disposable.removeDisposable(serial)
                    switch storage.withLock({ $0.innerCompleted() }) {
                    case .subscribe(let next): subscribeInner(next)
                    case .complete: sink.sendCompleted()
                    case .none: break
                    }
                })
                serial.disposable = inner.subscriptions
                signal.subscribe(inner)
            }
            self.subscribe(into: sink, next: { value in
                precondition(value == nil || value is RACSignal, "-[RACSignal flatten:] requires a signal of signals, got \(String(describing: value))")
                guard let signal = value as? RACSignal else { return }
                if storage.withLock({ $0.receive(signal) }) { subscribeInner(signal) }
            }, completed: {
                if storage.withLock({ $0.outerCompleted() }) { sink.sendCompleted() }
            })
        }
    }

    /// Switches to `cases[key]` for each key; unknown keys use the default or error with RACSignalErrorNoMatchingCase.
    public static func `switch`(_ signal: RACSignal, cases: [AnyHashable: RACSignal], default defaultSignal: RACSignal?) -> RACSignal {
        signal.map { key -> Any? in
            let hashable = (flattenOptional(key) as? AnyHashable) ?? AnyHashable(RACTupleNil.tupleNil())
            if let found = cases[hashable] ?? defaultSignal { return found }
            return RACSignal.error(NSError(domain: RACSignalErrorDomain, code: RACSignalErrorNoMatchingCase, userInfo: [
                NSLocalizedDescriptionKey: "No matching signal found for value \(String(describing: key))",
            ]))
        }.switchToLatest()
    }

    /// Switches between `trueSignal` and `falseSignal` on the latest Bool.
    public static func `if`(_ boolSignal: RACSignal, then trueSignal: RACSignal, else falseSignal: RACSignal) -> RACSignal {
        boolSignal.map { racBool($0, "+[RACSignal if:then:else:]") ? trueSignal : falseSignal }.switchToLatest()
    }
}
