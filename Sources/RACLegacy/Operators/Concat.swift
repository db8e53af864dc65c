/// Signals subscribed one after another. `a.concat(b).concat(c)` appends a node in O(1) instead of nesting
/// subscriptions, so long chains neither nest nor grow the stack; the node chain is released iteratively.
final class ConcatSignal: RACSignal, @unchecked Sendable { // `earlier` is only mutated in deinit
    private var earlier: ConcatSignal?
    private let segment: [RACSignal]

    init(_ signals: [RACSignal]) {
        earlier = nil
        segment = signals
        super.init()
    }

    init(appending signal: RACSignal, to previous: ConcatSignal) {
        earlier = previous
        segment = [signal]
        super.init()
    }

    var signals: [RACSignal] {
        var segments: [[RACSignal]] = []
        var node: ConcatSignal? = self
        while let current = node {
            segments.append(current.segment)
            node = current.earlier
        }
        return Array(segments.reversed().joined())
    }

    deinit {
        var next = earlier
        earlier = nil
        while var current = next {
            next = nil
            guard isKnownUniquelyReferenced(&current) else { break }
            next = current.earlier
            current.earlier = nil
        }
    }

    override func subscribe(_ subscriber: any RACSubscriber) -> RACDisposable {
        RACSignal.create { [self] sink in
            let signals = self.signals
            let current = RACSerialDisposable()
            sink.disposable.addDisposable(current)
            var index = 0
            let trampoline = Trampoline { trampoline in
                if sink.disposable.isDisposed { return }
                guard index < signals.count else {
                    sink.sendCompleted()
                    return
                }
                let signal = signals[index]
                index += 1
                let upstream = RACBlockSubscriber(next: { sink.sendNext($0) },
                                                  error: { sink.sendError($0) },
                                                  completed: { trampoline.schedule() })
                current.disposable = upstream.subscriptions
                signal.subscribe(upstream)
            }
            trampoline.schedule()
        }.subscribe(subscriber)
    }
}

extension RACSignal {
    /// Concatenates a signal of signals, one inner signal at a time in arrival order.
    public func concat() -> RACSignal {
        flatten(1)
    }

    /// Ignores the receiver's values; after it completes, continues with `block()`'s signal.
    public func then(_ block: @escaping () -> RACSignal) -> RACSignal {
        ignoreValues().concat(RACSignal.defer(block))
    }

    /// Resubscribes after each completion until an error or disposal.
    public func `repeat`() -> RACSignal {
        RACSignal.create { sink in
            let current = RACSerialDisposable()
            sink.disposable.addDisposable(current)
            let trampoline = Trampoline { trampoline in
                if sink.disposable.isDisposed { return }
                let upstream = RACBlockSubscriber(next: { sink.sendNext($0) },
                                                  error: { sink.sendError($0) },
                                                  completed: { trampoline.schedule() })
                current.disposable = upstream.subscriptions
                self.subscribe(upstream)
            }
            trampoline.schedule()
        }
    }

    /// Resubscribes after an error up to `retryCount` times (0 means forever), then forwards the error.
    public func retry(_ retryCount: Int) -> RACSignal {
        precondition(retryCount >= 0, "-[RACSignal retry:] requires a non-negative count, got \(retryCount)")
        return RACSignal.create { sink in
            let current = RACSerialDisposable()
            sink.disposable.addDisposable(current)
            var retries = 0
            let trampoline = Trampoline { trampoline in
                if sink.disposable.isDisposed { return }
                let upstream = RACBlockSubscriber(next: { sink.sendNext($0) },
                                                  error: { error in
                                                      if retryCount != 0 && retries >= retryCount {
                                                          sink.sendError(error)
                                                      } else {
                                                          retries += 1
                                                          trampoline.schedule()
                                                      }
                                                  },
                                                  completed: { sink.sendCompleted() })
                current.disposable = upstream.subscriptions
                self.subscribe(upstream)
            }
            trampoline.schedule()
        }
    }

    /// Resubscribes on every error.
    public func retry() -> RACSignal {
        retry(0)
    }

    /// Calls `block` at each subscription and subscribes to its result.
    public static func `defer`(_ block: @escaping () -> RACSignal) -> RACSignal {
        create { sink in
            sink.disposable.addDisposable(block().subscribe(sink))
        }
    }
}
