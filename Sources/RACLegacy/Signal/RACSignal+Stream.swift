import Synchronization

// Signal implementations of the RACStream primitives and of the hot operators (map, filter, take, skip),
// written directly instead of through bind so that each event costs one closure call.

extension RACSignal {
    func signalBind(_ block: @escaping () -> RACStreamBindBlock) -> RACSignal {
        RACSignal.create { sink in
            let bindingBlock = block()
            let group = BindGroup(sink: sink)
            let selfSubscription = RACSerialDisposable()
            sink.disposable.addDisposable(selfSubscription)
            let upstream = RACBlockSubscriber(next: { value in
                if sink.disposable.isDisposed { return }
                var stop = false
                let stream = bindingBlock(value, &stop)
                if let stream {
                    guard let signal = stream as? RACSignal else {
                        preconditionFailure("-[RACSignal bind:] block returned a non-signal \(stream)")
                    }
                    group.add(signal)
                }
                if stream == nil || stop {
                    selfSubscription.dispose()
                    group.finish(selfSubscription)
                }
            }, error: { sink.sendError($0) }, completed: { group.finish(selfSubscription) })
            selfSubscription.disposable = upstream.subscriptions
            self.subscribe(upstream)
        }
    }

    func signalConcat(_ stream: RACStream) -> RACSignal {
        guard let signal = stream as? RACSignal else {
            preconditionFailure("-[RACSignal concat:] requires a RACSignal, got \(stream)")
        }
        if let chain = self as? ConcatSignal { return ConcatSignal(appending: signal, to: chain) }
        return ConcatSignal([self, signal])
    }

    func signalZipWith(_ stream: RACStream) -> RACSignal {
        guard let signal = stream as? RACSignal else {
            preconditionFailure("-[RACSignal zipWith:] requires a RACSignal, got \(stream)")
        }
        return RACSignal.zipSignals([self, signal])
    }

    func signalFlatten() -> RACSignal {
        flattenMap { value in
            precondition(value == nil || value is RACSignal, "-[RACSignal flatten] requires a signal of signals, got \(String(describing: value))")
            return value as? RACSignal
        }
    }

    func signalMap(_ block: @escaping (Any?) -> Any?) -> RACSignal {
        FusedSteps.signal(self, then: FusedSteps.MapBox(block))
    }

    func signalFilter(_ block: @escaping (Any?) -> Bool) -> RACSignal {
        FusedSteps.signal(self, then: FusedSteps.FilterBox(block))
    }

    func signalSkip(_ skipCount: Int) -> RACSignal {
        RACSignal.create { sink in
            var skipped = 0
            self.subscribe(into: sink, next: { value in
                if skipped < skipCount { skipped += 1 } else { sink.sendNext(value) }
            })
        }
    }

    func signalTake(_ count: Int) -> RACSignal {
        precondition(count >= 0, "-[RACSignal take:] requires a non-negative count, got \(count)")
        if count == 0 { return RACSignal.empty() }
        return RACSignal.create { sink in
            var taken = 0
            self.subscribe(into: sink, next: { value in
                guard taken < count else { return }
                taken += 1
                sink.sendNext(value)
                if taken == count { sink.sendCompleted() }
            })
        }
    }

    static func signalZip(_ streams: [RACStream]) -> RACSignal {
        RACSignal.zipSignals(streams.map { stream in
            guard let signal = stream as? RACSignal else {
                preconditionFailure("+[RACSignal zip:] requires RACSignals, got \(stream)")
            }
            return signal
        })
    }

    static func signalConcat(_ streams: [RACStream]) -> RACSignal {
        let signals = streams.map { stream -> RACSignal in
            guard let signal = stream as? RACSignal else {
                preconditionFailure("+[RACSignal concat:] requires RACSignals, got \(stream)")
            }
            return signal
        }
        return signals.isEmpty ? RACSignal.empty() : ConcatSignal(signals)
    }
}

/// Counts the live signals of one `bind` subscription (the source plus every bound signal).
final class BindGroup: @unchecked Sendable { // `active` is atomic
    let sink: SubscriptionSink
    private let active = Atomic<Int>(1)

    init(sink: SubscriptionSink) {
        self.sink = sink
    }

    func add(_ signal: RACSignal) {
        // `+return:`, `+empty` and `+error:` subscribed with a current scheduler send at once and end: their event
        // goes straight to the result, and no inner subscription is made (the `flattenMap { [RACSignal return:x] }`
        // idiom). What is observable is the same: the inner's completion only counted down what it had counted up.
        if type(of: signal) == RACImmediateSignal.self, RACScheduler.hasCurrentScheduler {
            let immediate = unsafeDowncast(signal, to: RACImmediateSignal.self)
            switch immediate.kind {
            case .valueThenCompleted: sink.sendNext(immediate.value)
            case .error: sink.sendError(immediate.failure)
            case .completed: break
            }
            return
        }
        active.wrappingAdd(1, ordering: .relaxed)
        let inner = BindInner(group: self)
        sink.disposable.addDisposable(inner)
        inner.start(signal)
    }

    func finish(_ finished: RACDisposable) {
        if active.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
            sink.sendCompleted()
        } else {
            sink.disposable.removeDisposable(finished)
        }
    }
}

/// One bound signal's subscription; removed from the result's disposable when it completes. Like the block
/// subscriber it replaces, it ignores everything after the bound signal's completion.
final class BindInner: InnerSubscription, @unchecked Sendable { // `group` is immutable
    private let group: BindGroup

    init(group: BindGroup) {
        self.group = group
        super.init()
    }

    override func sendNext(_ value: Any?) {
        if !isDisposed { group.sink.sendNext(value) }
    }

    override func sendError(_ error: (any Error)?) {
        if !isDisposed { group.sink.sendError(error) }
    }

    override func sendCompleted() {
        if isDisposed { return }
        // In the block subscriber's order: the completion first, then disposing the subscription.
        group.finish(self)
        dispose()
    }
}
