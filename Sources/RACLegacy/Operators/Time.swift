import Foundation

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
            let pending = Locked<(has: Bool, value: Any?, generation: Int)>((false, nil, 0))
            let flush = { (generation: Int?) in
                let value = pending.withLock { p -> Any?? in
                    guard p.has, generation == nil || generation == p.generation else { return .none }
                    p.has = false
                    let v = p.value
                    p.value = nil
                    return .some(v)
                }
                if case let .some(v) = value { sink.sendNext(v) }
            }
            self.subscribe(into: sink, next: { value in
                let scheduler = RACSignal.timerScheduler(fallback: fallback)
                timer.disposable?.dispose()
                guard predicate(value) else {
                    pending.withLock { $0 = (false, nil, $0.generation + 1) }
                    sink.sendNext(value)
                    return
                }
                let generation = pending.withLock { p -> Int in
                    p = (true, value, p.generation + 1)
                    return p.generation
                }
                timer.disposable = scheduler.afterDelay(interval) { flush(generation) }
            }, error: { error in
                timer.dispose()
                sink.sendError(error)
            }, completed: {
                flush(nil)
                sink.sendCompleted()
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
