import Foundation
import RACSupport

extension RACSignal {
    /// The scheduler a time-based operator uses when none is given.
    static func timerScheduler(fallback: RACScheduler) -> RACScheduler {
        RACScheduler.currentScheduler() ?? fallback
    }

    /// Sends a value only after `interval` passes without a newer one; flushes on completion.
    public func throttle(_ interval: TimeInterval) -> RACSignal {
        throttle(interval, valuesPassingTest: { _ in true })
    }

    /// Throttles values passing `predicate`; others pass at once and drop the pending one.
    public func throttle(_ interval: TimeInterval, valuesPassingTest predicate: @escaping (Any?) -> Bool) -> RACSignal {
        RACSignal.create { sink in
            let fallback = RACScheduler.scheduler()
            let timer = RACSerialDisposable()
            sink.disposable.addDisposable(timer)
            let pending = Locked(ThrottlePending())
            // RAC 2 sends the flushed value inside its lock, so a completion cannot overtake it. Here no lock is held
            // while sending: a completion that arrives while a flushed value is on its way is handed to the flusher.
            let flush = { (generation: Int?) in
                guard case let .some(value) = pending.withLock({ $0.take(generation) }) else { return }
                sink.sendNext(value)
                if pending.withLock({ $0.finishFlush() }) { sink.sendCompleted() }
            }
            self.subscribe(into: sink, next: { value in
                let scheduler = RACSignal.timerScheduler(fallback: fallback)
                timer.disposable?.dispose()
                guard predicate(value) else {
                    pending.withLock { $0.drop() }
                    sink.sendNext(value)
                    return
                }
                let generation = pending.withLock { $0.hold(value) }
                timer.disposable = scheduler.afterDelay(interval) { flush(generation) }
            }, error: { error in
                timer.dispose()
                sink.sendError(error)
            }, completed: {
                switch pending.withLock({ $0.complete() }) {
                case .deferred: break
                case .send(let value):
                    if case let .some(value) = value { sink.sendNext(value) }
                    sink.sendCompleted()
                }
            })
        }
    }

    /// Delays values and completion by `interval`; errors pass at once.
    public func delay(_ interval: TimeInterval) -> RACSignal {
        RACSignal.create { sink in
            let fallback = RACScheduler.scheduler()
            let schedule = { (event: @escaping () -> Void) in
                let scheduler = RACSignal.timerScheduler(fallback: fallback)
                // Each pending delivery is tracked until it fires, so a long-lived stream does not accumulate them.
                let pending = RACSerialDisposable()
                sink.disposable.addDisposable(pending)
                pending.disposable = scheduler.afterDelay(interval) {
                    sink.disposable.removeDisposable(pending)
                    event()
                }
            }
            self.subscribe(into: sink, next: { value in schedule { sink.sendNext(value) } },
                           completed: { schedule { sink.sendCompleted() } })
        }
    }

    /// Tuples of the values gathered during `interval` from the first buffered one; flushed on completion.
    public func bufferWithTime(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal {
        RACSignal.create { sink in
            let timer = RACSerialDisposable()
            sink.disposable.addDisposable(timer)
            let buffer = Locked<[Any]>([])
            let flush = {
                timer.disposable?.dispose()
                let values = buffer.withLock { b -> [Any] in
                    defer { b = [] }
                    return b
                }
                if !values.isEmpty { sink.sendNext(RACTuple(storage: values)) }
            }
            self.subscribe(into: sink, next: { value in
                let first = buffer.withLock { b -> Bool in
                    b.append(flattenOptional(value) ?? RACTupleNil.tupleNil())
                    return b.count == 1
                }
                if first { timer.disposable = scheduler.afterDelay(interval, schedule: flush) }
            }, completed: {
                flush()
                sink.sendCompleted()
            })
        }
    }

    /// Errors with RACSignalErrorDomain / RACSignalErrorTimedOut unless the receiver terminates within `interval`.
    public func timeout(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal {
        RACSignal.create { sink in
            sink.disposable.addDisposable(scheduler.afterDelay(interval) {
                sink.sendError(NSError(domain: RACSignalErrorDomain, code: RACSignalErrorTimedOut, userInfo: [
                    NSLocalizedDescriptionKey: "The signal timed out",
                ]))
            })
            self.subscribe(into: sink, next: { sink.sendNext($0) })
        }
    }

    /// Sends the current Date every `interval` on `scheduler`; never completes.
    public static func interval(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal {
        self.interval(interval, onScheduler: scheduler, withLeeway: 0)
    }

    /// Sends the current Date every `interval` on `scheduler`, with the given timer leeway.
    public static func interval(_ interval: TimeInterval, onScheduler scheduler: RACScheduler, withLeeway leeway: TimeInterval) -> RACSignal {
        create { sink in
            let date = (scheduler as? RACTestScheduler)?.virtualNow.addingTimeInterval(interval) ?? Date(timeIntervalSinceNow: interval)
            sink.disposable.addDisposable(scheduler.after(date, repeatingEvery: interval, withLeeway: leeway) {
                sink.sendNext(Date())
            })
        }
    }
}

/// The value `throttle:` holds back, and whether a flushed value is still on its way to the subscriber.
struct ThrottlePending {
    enum Completion {
        /// A flush is sending its value; it sends the completion after it.
        case deferred
        /// Send the held value (if any), then the completion.
        case send(Any??)
    }

    private var value: Any??
    private var generation = 0
    private var isFlushing = false
    private var completionWaits = false

    /// Holds `value` back, superseding the previous one; returns the generation a timer flushes.
    mutating func hold(_ value: Any?) -> Int {
        self.value = .some(value)
        generation += 1
        return generation
    }

    /// Drops the held value (a value that bypasses throttling was sent).
    mutating func drop() {
        value = nil
        generation += 1
    }

    /// Takes the held value for sending, if it is still the one of `generation` (nil: any).
    mutating func take(_ generation: Int?) -> Any?? {
        guard let held = value, generation == nil || generation == self.generation else { return nil }
        value = nil
        isFlushing = true
        return .some(held)
    }

    /// The flushed value was sent; true when a completion waited for it.
    mutating func finishFlush() -> Bool {
        isFlushing = false
        return completionWaits
    }

    /// Upstream completed.
    mutating func complete() -> Completion {
        if isFlushing {
            completionWaits = true
            return .deferred
        }
        defer { value = nil }
        return .send(value)
    }
}
