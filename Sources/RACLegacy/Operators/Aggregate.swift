import Foundation
import RACSupport

extension RACSignal {
    /// One array of every value (nil as NSNull()) when the receiver completes.
    public func collect() -> RACSignal {
        aggregateWithStartFactory({ [Any]() }, reduce: { collected, value in
            var array = collected as! [Any]
            array.append(flattenOptional(value) ?? NSNull())
            return array
        })
    }

    /// On completion, the last `count` values.
    public func takeLast(_ count: Int) -> RACSignal {
        precondition(count >= 0, "-[RACSignal takeLast:] requires a non-negative count, got \(count)")
        return RACSignal.create { sink in
            var buffer = ReplayBuffer()
            self.subscribe(into: sink, next: { value in
                if count > 0 { buffer.append(value, capacity: count) }
            }, completed: {
                for value in buffer.live { sink.sendNext(value) }
                sink.sendCompleted()
            })
        }
    }

    /// On completion, the final accumulation (start for an empty signal).
    public func aggregateWithStart(_ start: Any?, reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSignal {
        aggregateWithStartFactory({ start }, reduce: reduceBlock)
    }

    /// On completion, the final accumulation; the block also receives the index.
    public func aggregateWithStart(_ start: Any?, reduceWithIndex reduceBlock: @escaping (Any?, Any?, Int) -> Any?) -> RACSignal {
        RACSignal.defer {
            var index = 0
            return self.aggregateWithStartFactory({ start }, reduce: { running, value in
                defer { index += 1 }
                return reduceBlock(running, value, index)
            })
        }
    }

    /// On completion, the final accumulation; the factory runs once per subscription.
    public func aggregateWithStartFactory(_ startFactory: @escaping () -> Any?, reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSignal {
        RACSignal.create { sink in
            var running = startFactory()
            self.subscribe(into: sink, next: { running = reduceBlock(running, $0) }, completed: {
                sink.sendNext(running)
                sink.sendCompleted()
            })
        }
    }

    /// True at the first value, false on empty completion; an error becomes false.
    public func any() -> RACSignal {
        any { _ in true }
    }

    /// True at the first passing value; false on completion or error.
    public func any(_ predicateBlock: @escaping (Any?) -> Bool) -> RACSignal {
        RACSignal.create { sink in
            self.subscribe(into: sink, next: { value in
                if predicateBlock(value) {
                    sink.sendNext(true)
                    sink.sendCompleted()
                }
            }, error: { _ in
                sink.sendNext(false)
                sink.sendCompleted()
            }, completed: {
                sink.sendNext(false)
                sink.sendCompleted()
            })
        }
    }

    /// False at the first failing value or on error; true on completion.
    public func all(_ predicateBlock: @escaping (Any?) -> Bool) -> RACSignal {
        RACSignal.create { sink in
            self.subscribe(into: sink, next: { value in
                if !predicateBlock(value) {
                    sink.sendNext(false)
                    sink.sendCompleted()
                }
            }, error: { _ in
                sink.sendNext(false)
                sink.sendCompleted()
            }, completed: {
                sink.sendNext(true)
                sink.sendCompleted()
            })
        }
    }

    /// On each sampler value, the receiver's latest value (if any); completes when either completes.
    public func sample(_ sampler: RACSignal) -> RACSignal {
        RACSignal.create { sink in
            let latest = Locked<(has: Bool, value: Any?)>((false, nil))
            self.subscribe(into: sink, next: { value in latest.withLock { $0 = (true, value) } })
            sampler.subscribe(into: sink, next: { _ in
                let current = latest.withLock { $0 }
                if current.has { sink.sendNext(current.value) }
            })
        }
    }
}
