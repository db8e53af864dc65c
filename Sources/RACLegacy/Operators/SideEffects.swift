extension RACSignal {
    /// Runs `block` before forwarding each value.
    public func doNext(_ block: @escaping (Any?) -> Void) -> RACSignal {
        RACSignal.create { sink in
            self.subscribe(into: sink, next: { value in
                block(value)
                sink.sendNext(value)
            })
        }
    }

    /// Runs `block` before forwarding the error.
    public func doError(_ block: @escaping ((any Error)?) -> Void) -> RACSignal {
        RACSignal.create { sink in
            self.subscribe(into: sink, next: { sink.sendNext($0) }, error: { error in
                block(error)
                sink.sendError(error)
            })
        }
    }

    /// Runs `block` before forwarding completion.
    public func doCompleted(_ block: @escaping () -> Void) -> RACSignal {
        RACSignal.create { sink in
            self.subscribe(into: sink, next: { sink.sendNext($0) }, completed: {
                block()
                sink.sendCompleted()
            })
        }
    }

    /// Runs `block` at each subscription, before subscribing to the receiver.
    public func initially(_ block: @escaping () -> Void) -> RACSignal {
        RACSignal.defer {
            block()
            return self
        }
    }

    /// Runs `block` after completion or error.
    public func finally(_ block: @escaping () -> Void) -> RACSignal {
        doError { _ in block() }.doCompleted(block)
    }

    /// Only completion and error.
    public func ignoreValues() -> RACSignal {
        filter { _ in false }
    }

    /// Completes when `signalTrigger` sends a value or completes.
    public func takeUntil(_ signalTrigger: RACSignal) -> RACSignal {
        RACSignal.create { sink in
            let trigger = RACBlockSubscriber(next: { _ in sink.sendCompleted() }, error: nil, completed: { sink.sendCompleted() })
            sink.disposable.addDisposable(trigger.subscriptions)
            signalTrigger.subscribe(trigger)
            if sink.disposable.isDisposed { return }
            self.subscribe(into: sink, next: { sink.sendNext($0) })
        }
    }

    /// Forwards the receiver until `replacement` sends any event, then only `replacement`.
    public func takeUntilReplacement(_ replacement: RACSignal) -> RACSignal {
        RACSignal.create { sink in
            let receiver = RACSerialDisposable()
            sink.disposable.addDisposable(receiver)
            let replacing = RACBlockSubscriber(next: { value in
                receiver.dispose()
                sink.sendNext(value)
            }, error: { error in
                receiver.dispose()
                sink.sendError(error)
            }, completed: {
                receiver.dispose()
                sink.sendCompleted()
            })
            sink.disposable.addDisposable(replacing.subscriptions)
            replacement.subscribe(replacing)
            if receiver.isDisposed { return }
            let forward = RACBlockSubscriber(next: { sink.sendNext($0) }, error: { sink.sendError($0) }, completed: nil)
            receiver.disposable = forward.subscriptions
            self.subscribe(forward)
        }
    }

    /// Each event as a RACEvent value, completing after the terminal one.
    public func materialize() -> RACSignal {
        RACSignal.create { sink in
            self.subscribe(into: sink, next: { sink.sendNext(RACEvent(value: $0)) }, error: { error in
                sink.sendNext(RACEvent(error: error))
                sink.sendCompleted()
            }, completed: {
                sink.sendNext(RACEvent.completedEvent())
                sink.sendCompleted()
            })
        }
    }

    /// Turns RACEvent values back into events.
    public func dematerialize() -> RACSignal {
        RACSignal.create { sink in
            self.subscribe(into: sink, next: { value in
                guard let event = value as? RACEvent else {
                    preconditionFailure("-[RACSignal dematerialize] requires RACEvent values, got \(String(describing: value))")
                }
                switch event.eventType {
                case .next: sink.sendNext(event.value)
                case .error: sink.sendError(event.error)
                case .completed: sink.sendCompleted()
                }
            })
        }
    }

    /// Negates Bool values.
    public func not() -> RACSignal {
        map { !racBool($0, "-[RACSignal not]") }
    }

    /// True when every Bool of each RACTuple is true.
    public func and() -> RACSignal {
        map { value in
            reduceTuple(value, "-[RACSignal and]").allSatisfy { racBool($0, "-[RACSignal and]") }
        }
    }

    /// True when any Bool of each RACTuple is true.
    public func or() -> RACSignal {
        map { value in
            reduceTuple(value, "-[RACSignal or]").contains { racBool($0, "-[RACSignal or]") }
        }
    }

    /// Applies the block in each RACTuple(block, args…) to the arguments.
    public func reduceApply() -> RACSignal {
        map { value in
            let tuple = reduceTuple(value, "-[RACSignal reduceApply]")
            let a = (1..<7).map { tuple[$0] }
            switch tuple[0] {
            case let f as ([Any?]) -> Any?: return f(Array(tuple.dropFirst()))
            case let f as (Any?) -> Any?: return f(a[0])
            case let f as (Any?, Any?) -> Any?: return f(a[0], a[1])
            case let f as (Any?, Any?, Any?) -> Any?: return f(a[0], a[1], a[2])
            case let f as (Any?, Any?, Any?, Any?) -> Any?: return f(a[0], a[1], a[2], a[3])
            case let f as (Any?, Any?, Any?, Any?, Any?) -> Any?: return f(a[0], a[1], a[2], a[3], a[4])
            case let f as (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?: return f(a[0], a[1], a[2], a[3], a[4], a[5])
            default:
                preconditionFailure("-[RACSignal reduceApply] requires a reduce block as the first tuple element, got \(String(describing: tuple[0]))")
            }
        }
    }
}
