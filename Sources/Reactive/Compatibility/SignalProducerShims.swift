import Foundation

// RAC 3/4 spellings of SignalProducer creation, starting and operators (contract 3.3).

extension SignalProducer {
    /// RAC 3/4 labelled initialiser from a signal.
    @available(*, deprecated, renamed: "init(_:)")
    public init(signal: Signal<Value, Error>) {
        self.init(signal)
    }

    /// RAC 3/4 labelled initialiser from a sequence of values.
    @available(*, deprecated, renamed: "init(_:)")
    public init<S: Sequence>(values: S) where S.Element == Value {
        self.init(values)
    }

    /// RAC 4 factory of a producer that runs `operation` on each start.
    @available(*, deprecated, renamed: "init(_:)")
    public static func attempt(_ operation: @escaping () -> Result<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer(operation)
    }

    /// RAC 3 replaying pipe: every start replays up to `capacity` values sent so far (and the termination).
    @available(*, deprecated, message: "Use MutableProperty/Property for current-value semantics, or Signal.pipe() followed by SignalProducer(signal).replayLazily(upTo:)")
    public static func buffer(_ capacity: Int = Int.max) -> (SignalProducer<Value, Error>, Signal<Value, Error>.Observer) {
        let (signal, input) = Signal<Value, Error>.pipe()
        let replay = SignalProducer(signal).replayLazily(upTo: capacity)
        // RAC 3 buffered from creation on: connect now, so values sent before the first start are kept.
        replay.start()
        return (replay, input)
    }

    /// RAC 4 value-only start, which then also worked on failing producers.
    @available(*, deprecated, message: "Use startWithResult(_:), or startWithValues(_:) after turning the error type into Never")
    @discardableResult
    public func startWithNext(_ next: @escaping (Value) -> Void) -> any Disposable {
        start(Signal<Value, Error>.Observer(value: next))
    }

    /// RAC 3 name of `startWithFailed(_:)`.
    @available(*, deprecated, renamed: "startWithFailed(_:)")
    @discardableResult
    public func startWithError(_ action: @escaping (Error) -> Void) -> any Disposable {
        startWithFailed(action)
    }

    /// RAC 3 start with one optional closure per kind of event.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use start(_:) with Signal.Observer(value:failed:completed:interrupted:)")
    @discardableResult
    public func start(failed: ((Error) -> Void)? = nil, completed: (() -> Void)? = nil, interrupted: (() -> Void)? = nil, next: ((Value) -> Void)? = nil) -> any Disposable {
        start(Signal<Value, Error>.Observer(value: next, failed: failed, completed: completed, interrupted: interrupted))
    }

    /// RAC 3 start whose failure closure was labelled `error:`.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use start(_:) with Signal.Observer(value:failed:completed:interrupted:)")
    @discardableResult
    public func start(error: @escaping (Error) -> Void, completed: (() -> Void)? = nil, interrupted: (() -> Void)? = nil, next: ((Value) -> Void)? = nil) -> any Disposable {
        start(Signal<Value, Error>.Observer(value: next, failed: error, completed: completed, interrupted: interrupted))
    }

    /// RAC 3/4 name of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: any Scheduler) -> SignalProducer<Value, Error> {
        observe(on: scheduler)
    }

    /// RAC 3/4 name of `start(on:)`.
    @available(*, deprecated, renamed: "start(on:)")
    public func startOn(_ scheduler: any Scheduler) -> SignalProducer<Value, Error> {
        start(on: scheduler)
    }

    /// RAC 3/4 name of `take(first:)`.
    @available(*, deprecated, renamed: "take(first:)")
    public func take(_ count: Int) -> SignalProducer<Value, Error> {
        take(first: count)
    }

    /// RAC 3/4 name of `take(last:)`.
    @available(*, deprecated, renamed: "take(last:)")
    public func takeLast(_ count: Int) -> SignalProducer<Value, Error> {
        take(last: count)
    }

    /// RAC 3/4 name of `skip(first:)`.
    @available(*, deprecated, renamed: "skip(first:)")
    public func skip(_ count: Int) -> SignalProducer<Value, Error> {
        skip(first: count)
    }

    /// RAC 3/4 name of `take(until:)` with a producer trigger.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil(_ trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        take(until: trigger)
    }

    /// RAC 3/4 name of `take(until:)` with a signal trigger.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil(_ trigger: Signal<(), Never>) -> SignalProducer<Value, Error> {
        take(until: trigger)
    }

    /// RAC 4 name of `skip(until:)` with a producer trigger.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil(_ trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        skip(until: trigger)
    }

    /// RAC 4 name of `skip(until:)` with a signal trigger.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil(_ trigger: Signal<(), Never>) -> SignalProducer<Value, Error> {
        skip(until: trigger)
    }

    /// RAC 3/4 name of `take(while:)`.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        take(while: predicate)
    }

    /// RAC 3/4 name of `skip(while:)`.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        skip(while: predicate)
    }

    /// RAC 3/4 name of `take(untilReplacement:)` with a producer replacement.
    @available(*, deprecated, renamed: "take(untilReplacement:)")
    public func takeUntilReplacement(_ replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        take(untilReplacement: replacement)
    }

    /// RAC 3/4 name of `take(untilReplacement:)` with a signal replacement.
    @available(*, deprecated, renamed: "take(untilReplacement:)")
    public func takeUntilReplacement(_ replacement: Signal<Value, Error>) -> SignalProducer<Value, Error> {
        take(untilReplacement: replacement)
    }

    /// RAC 3/4 name of `combineLatest(with:)` with a producer.
    @available(*, deprecated, renamed: "combineLatest(with:)")
    public func combineLatestWith<U>(_ other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        combineLatest(with: other)
    }

    /// RAC 3/4 name of `combineLatest(with:)` with a signal.
    @available(*, deprecated, renamed: "combineLatest(with:)")
    public func combineLatestWith<U>(_ other: Signal<U, Error>) -> SignalProducer<(Value, U), Error> {
        combineLatest(with: other)
    }

    /// RAC 3/4 name of `zip(with:)` with a producer.
    @available(*, deprecated, renamed: "zip(with:)")
    public func zipWith<U>(_ other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        zip(with: other)
    }

    /// RAC 3/4 name of `zip(with:)` with a signal.
    @available(*, deprecated, renamed: "zip(with:)")
    public func zipWith<U>(_ other: Signal<U, Error>) -> SignalProducer<(Value, U), Error> {
        zip(with: other)
    }

    /// RAC 3/4 name of `sample(on:)` with a producer sampler.
    @available(*, deprecated, renamed: "sample(on:)")
    public func sampleOn(_ sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        sample(on: sampler)
    }

    /// RAC 3/4 name of `sample(on:)` with a signal sampler.
    @available(*, deprecated, renamed: "sample(on:)")
    public func sampleOn(_ sampler: Signal<(), Never>) -> SignalProducer<Value, Error> {
        sample(on: sampler)
    }

    /// RAC 4 name of `sample(with:)` with a producer sampler.
    @available(*, deprecated, renamed: "sample(with:)")
    public func sampleWith<T>(_ sampler: SignalProducer<T, Never>) -> SignalProducer<(Value, T), Error> {
        sample(with: sampler)
    }

    /// RAC 4 name of `sample(with:)` with a signal sampler.
    @available(*, deprecated, renamed: "sample(with:)")
    public func sampleWith<T>(_ sampler: Signal<T, Never>) -> SignalProducer<(Value, T), Error> {
        sample(with: sampler)
    }

    /// RAC 3/4 spelling of `delay(_:on:)`.
    @available(*, deprecated, renamed: "delay(_:on:)")
    public func delay(_ interval: TimeInterval, onScheduler scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        delay(interval, on: scheduler)
    }

    /// RAC 3/4 spelling of `throttle(_:on:)`.
    @available(*, deprecated, renamed: "throttle(_:on:)")
    public func throttle(_ interval: TimeInterval, onScheduler scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        throttle(interval, on: scheduler)
    }

    /// RAC 4 spelling of `debounce(_:on:)`.
    @available(*, deprecated, renamed: "debounce(_:on:)")
    public func debounce(_ interval: TimeInterval, onScheduler scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        debounce(interval, on: scheduler)
    }

    /// RAC 3/4 timeout, taking the error first and the interval second.
    @available(*, deprecated, message: "Use timeout(after:raising:on:) (the arguments differ: see MIGRATION.md)")
    public func timeoutWithError(_ error: Error, afterInterval interval: TimeInterval, onScheduler scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        timeout(after: interval, raising: error, on: scheduler)
    }

    /// RAC 3 name of `attemptMap(_:)`.
    @available(*, deprecated, renamed: "attemptMap(_:)")
    public func tryMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> SignalProducer<U, Error> {
        attemptMap(transform)
    }

    /// RAC 3 name of `attempt(_:)`, from before `try` became a keyword.
    @available(*, deprecated, renamed: "attempt(_:)")
    public func `try`(_ action: @escaping (Value) -> Result<(), Error>) -> SignalProducer<Value, Error> {
        attempt(action)
    }

    /// RAC 3 name of `flatMapError(_:)`, from before `catch` became a keyword.
    @available(*, deprecated, renamed: "flatMapError(_:)")
    public func `catch`<F>(_ handler: @escaping (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> {
        flatMapError(handler)
    }

    /// RAC 3/4 name of `repeat(_:)`.
    @available(*, deprecated, renamed: "repeat(_:)")
    public func times(_ count: Int) -> SignalProducer<Value, Error> {
        self.repeat(count)
    }

    /// RAC 3/4 name of `retry(upTo:)`.
    @available(*, deprecated, renamed: "retry(upTo:)")
    public func retry(_ count: Int) -> SignalProducer<Value, Error> {
        retry(upTo: count)
    }

    /// RAC 4 name of `replayLazily(upTo:)`.
    @available(*, deprecated, renamed: "replayLazily(upTo:)")
    public func replayLazily(_ capacity: Int) -> SignalProducer<Value, Error> {
        replayLazily(upTo: capacity)
    }

    /// RAC 4 side-effect injection whose value closure was the trailing `next:`.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use on(starting:started:event:failed:completed:interrupted:terminated:disposed:value:) (the arguments differ: see MIGRATION.md)")
    public func on(started: (() -> Void)? = nil, event: ((Signal<Value, Error>.Event) -> Void)? = nil, failed: ((Error) -> Void)? = nil, completed: (() -> Void)? = nil, interrupted: (() -> Void)? = nil, terminated: (() -> Void)? = nil, disposed: (() -> Void)? = nil, next: @escaping (Value) -> Void) -> SignalProducer<Value, Error> {
        on(started: started, event: event, failed: failed, completed: completed, interrupted: interrupted, terminated: terminated, disposed: disposed, value: next)
    }

    /// RAC 4 spelling of `merge(_:)`.
    @available(*, deprecated, renamed: "merge(_:)")
    public static func merge<Seq: Sequence>(producers: Seq) -> SignalProducer<Value, Error> where Seq.Element == SignalProducer<Value, Error> {
        merge(producers)
    }
}

extension SignalProducer where Error == Never {
    /// RAC 4 name of `startWithValues(_:)`.
    @available(*, deprecated, renamed: "startWithValues(_:)")
    @discardableResult
    public func startWithNext(_ next: @escaping (Value) -> Void) -> any Disposable {
        startWithValues(next)
    }

    /// RAC 3/4 name of `promoteError(_:)`.
    @available(*, deprecated, renamed: "promoteError(_:)")
    public func promoteErrors<F: Swift.Error>(_: F.Type) -> SignalProducer<Value, F> {
        promoteError(F.self)
    }
}

extension SignalProducer where Value: OptionalProtocol {
    /// RAC 3/4 name of `skipNil()`.
    @available(*, deprecated, renamed: "skipNil()")
    public func ignoreNil() -> SignalProducer<Value.Wrapped, Error> {
        skipNil()
    }
}

/// RAC 3/4 free timer sending the scheduler's date every `interval` seconds.
@available(*, deprecated, message: "Use SignalProducer.timer(interval:on:) (the arguments differ: see MIGRATION.md)")
public func timer(_ interval: TimeInterval, onScheduler scheduler: any DateScheduler) -> SignalProducer<Date, Never> {
    SignalProducer.timer(interval: interval.dispatchInterval, on: scheduler)
}

/// RAC 3/4 free timer with a leeway in seconds.
@available(*, deprecated, message: "Use SignalProducer.timer(interval:on:leeway:) (the arguments differ: see MIGRATION.md)")
public func timer(_ interval: TimeInterval, onScheduler scheduler: any DateScheduler, withLeeway leeway: TimeInterval) -> SignalProducer<Date, Never> {
    SignalProducer.timer(interval: interval.dispatchInterval, on: scheduler, leeway: leeway.dispatchInterval)
}
