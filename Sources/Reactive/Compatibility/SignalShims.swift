import Foundation

// RAC 3/4 spellings of Signal creation, observation and operators (contract 3.3).

extension Signal {
    /// RAC 3/4 initialiser whose generator returned the disposable to dispose when the signal terminates.
    @available(*, deprecated, message: "Use Signal.init(_:) whose generator receives (Observer, Lifetime); add cleanup with lifetime.observeEnded(_:)")
    public convenience init(_ generator: (Signal<Value, Error>.Observer) -> (any Disposable)?) {
        self.init { observer, lifetime in lifetime += generator(observer) }
    }

    /// RAC 4 value observation, which then also worked on failing signals.
    @available(*, deprecated, message: "Use observeResult(_:), or observeValues(_:) after turning the error type into Never")
    @discardableResult
    public func observeNext(_ next: @escaping (Value) -> Void) -> (any Disposable)? {
        observe(Signal<Value, Error>.Observer(value: next))
    }

    /// RAC 3 name of `observeFailed(_:)`.
    @available(*, deprecated, renamed: "observeFailed(_:)")
    @discardableResult
    public func observeError(_ action: @escaping (Error) -> Void) -> (any Disposable)? {
        observeFailed(action)
    }

    /// RAC 3 observation with one optional closure per kind of event.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use observe(_:) with Signal.Observer(value:failed:completed:interrupted:)")
    @discardableResult
    public func observe(failed: ((Error) -> Void)? = nil, completed: (() -> Void)? = nil, interrupted: (() -> Void)? = nil, next: ((Value) -> Void)? = nil) -> (any Disposable)? {
        observe(Signal<Value, Error>.Observer(value: next, failed: failed, completed: completed, interrupted: interrupted))
    }

    /// RAC 3 observation whose failure closure was labelled `error:`.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use observe(_:) with Signal.Observer(value:failed:completed:interrupted:)")
    @discardableResult
    public func observe(error: @escaping (Error) -> Void, completed: (() -> Void)? = nil, interrupted: (() -> Void)? = nil, next: ((Value) -> Void)? = nil) -> (any Disposable)? {
        observe(Signal<Value, Error>.Observer(value: next, failed: error, completed: completed, interrupted: interrupted))
    }

    /// RAC 3/4 name of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: any Scheduler) -> Signal<Value, Error> {
        observe(on: scheduler)
    }

    /// RAC 3/4 name of `take(first:)`.
    @available(*, deprecated, renamed: "take(first:)")
    public func take(_ count: Int) -> Signal<Value, Error> {
        take(first: count)
    }

    /// RAC 3/4 name of `take(last:)`.
    @available(*, deprecated, renamed: "take(last:)")
    public func takeLast(_ count: Int) -> Signal<Value, Error> {
        take(last: count)
    }

    /// RAC 3/4 name of `skip(first:)`.
    @available(*, deprecated, renamed: "skip(first:)")
    public func skip(_ count: Int) -> Signal<Value, Error> {
        skip(first: count)
    }

    /// RAC 3/4 name of `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil(_ trigger: Signal<(), Never>) -> Signal<Value, Error> {
        take(until: trigger)
    }

    /// RAC 4 name of `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil(_ trigger: Signal<(), Never>) -> Signal<Value, Error> {
        skip(until: trigger)
    }

    /// RAC 3/4 name of `take(while:)`.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        take(while: predicate)
    }

    /// RAC 3/4 name of `skip(while:)`.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        skip(while: predicate)
    }

    /// RAC 3/4 name of `take(untilReplacement:)`.
    @available(*, deprecated, renamed: "take(untilReplacement:)")
    public func takeUntilReplacement(_ replacement: Signal<Value, Error>) -> Signal<Value, Error> {
        take(untilReplacement: replacement)
    }

    /// RAC 3/4 name of `combineLatest(with:)`.
    @available(*, deprecated, renamed: "combineLatest(with:)")
    public func combineLatestWith<U>(_ other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        combineLatest(with: other)
    }

    /// RAC 3/4 name of `zip(with:)`.
    @available(*, deprecated, renamed: "zip(with:)")
    public func zipWith<U>(_ other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        zip(with: other)
    }

    /// RAC 3/4 name of `sample(on:)`.
    @available(*, deprecated, renamed: "sample(on:)")
    public func sampleOn(_ sampler: Signal<(), Never>) -> Signal<Value, Error> {
        sample(on: sampler)
    }

    /// RAC 4 name of `sample(with:)`.
    @available(*, deprecated, renamed: "sample(with:)")
    public func sampleWith<T>(_ sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
        sample(with: sampler)
    }

    /// RAC 3/4 spelling of `delay(_:on:)`.
    @available(*, deprecated, renamed: "delay(_:on:)")
    public func delay(_ interval: TimeInterval, onScheduler scheduler: any DateScheduler) -> Signal<Value, Error> {
        delay(interval, on: scheduler)
    }

    /// RAC 3/4 spelling of `throttle(_:on:)`.
    @available(*, deprecated, renamed: "throttle(_:on:)")
    public func throttle(_ interval: TimeInterval, onScheduler scheduler: any DateScheduler) -> Signal<Value, Error> {
        throttle(interval, on: scheduler)
    }

    /// RAC 4 spelling of `debounce(_:on:)`.
    @available(*, deprecated, renamed: "debounce(_:on:)")
    public func debounce(_ interval: TimeInterval, onScheduler scheduler: any DateScheduler) -> Signal<Value, Error> {
        debounce(interval, on: scheduler)
    }

    /// RAC 3/4 timeout, taking the error first and the interval second.
    @available(*, deprecated, message: "Use timeout(after:raising:on:) (the arguments differ: see MIGRATION.md)")
    public func timeoutWithError(_ error: Error, afterInterval interval: TimeInterval, onScheduler scheduler: any DateScheduler) -> Signal<Value, Error> {
        timeout(after: interval, raising: error, on: scheduler)
    }

    /// RAC 3 name of `attemptMap(_:)`.
    @available(*, deprecated, renamed: "attemptMap(_:)")
    public func tryMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> Signal<U, Error> {
        attemptMap(transform)
    }

    /// RAC 3 name of `attempt(_:)`, from before `try` became a keyword.
    @available(*, deprecated, renamed: "attempt(_:)")
    public func `try`(_ action: @escaping (Value) -> Result<(), Error>) -> Signal<Value, Error> {
        attempt(action)
    }

    /// RAC 3 name of `flatMapError(_:)`, from before `catch` became a keyword.
    @available(*, deprecated, renamed: "flatMapError(_:)")
    public func `catch`<F>(_ handler: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> {
        flatMapError(handler)
    }

    /// RAC 4 side-effect injection whose value closure was the trailing `next:`.
    @_disfavoredOverload
    @available(*, deprecated, renamed: "on(event:failed:completed:interrupted:terminated:disposed:value:)")
    public func on(event: ((Signal<Value, Error>.Event) -> Void)? = nil, failed: ((Error) -> Void)? = nil, completed: (() -> Void)? = nil, interrupted: (() -> Void)? = nil, terminated: (() -> Void)? = nil, disposed: (() -> Void)? = nil, next: @escaping (Value) -> Void) -> Signal<Value, Error> {
        on(event: event, failed: failed, completed: completed, interrupted: interrupted, terminated: terminated, disposed: disposed, value: next)
    }

    /// RAC 4 spelling of `merge(_:)`.
    @available(*, deprecated, renamed: "merge(_:)")
    public static func merge<Seq: Sequence>(signals: Seq) -> Signal<Value, Error> where Seq.Element == Signal<Value, Error> {
        merge(signals)
    }
}

extension Signal where Error == Never {
    /// RAC 4 name of `observeValues(_:)`.
    @available(*, deprecated, renamed: "observeValues(_:)")
    @discardableResult
    public func observeNext(_ next: @escaping (Value) -> Void) -> (any Disposable)? {
        observeValues(next)
    }

    /// RAC 3/4 name of `promoteError(_:)`.
    @available(*, deprecated, renamed: "promoteError(_:)")
    public func promoteErrors<F: Swift.Error>(_: F.Type) -> Signal<Value, F> {
        promoteError(F.self)
    }
}

extension Signal where Value: OptionalProtocol {
    /// RAC 3/4 name of `skipNil()`.
    @available(*, deprecated, renamed: "skipNil()")
    public func ignoreNil() -> Signal<Value.Wrapped, Error> {
        skipNil()
    }
}
