// RAC 3/4 spellings of event construction and of sending through an observer (contract 3.3).

extension Signal.Event {
    /// RAC 3/4 constructor of a value event.
    @available(*, deprecated, renamed: "value")
    public static func Next(_ value: Value) -> Signal<Value, Error>.Event { .value(value) }

    /// RAC 4 constructor of a failure event.
    @available(*, deprecated, renamed: "failed")
    public static func Failed(_ error: Error) -> Signal<Value, Error>.Event { .failed(error) }

    /// RAC 3/4 name of the completion event.
    @available(*, deprecated, renamed: "completed")
    public static var Completed: Signal<Value, Error>.Event { .completed }

    /// RAC 3/4 name of the interruption event.
    @available(*, deprecated, renamed: "interrupted")
    public static var Interrupted: Signal<Value, Error>.Event { .interrupted }
}

extension Signal.Observer {
    /// RAC 3/4 initialiser taking the value closure last as `next:` (mandatory, so `Signal.Observer()` stays current).
    @available(*, deprecated, renamed: "init(value:failed:completed:interrupted:)")
    public convenience init(failed: ((Error) -> Void)? = nil, completed: (() -> Void)? = nil, interrupted: (() -> Void)? = nil, next: @escaping (Value) -> Void) {
        self.init(value: next, failed: failed, completed: completed, interrupted: interrupted)
    }

    /// RAC 4 name of `send(value:)`.
    @available(*, deprecated, renamed: "send(value:)")
    public func sendNext(_ value: Value) { send(value: value) }

    /// RAC 4 name of `send(error:)`.
    @available(*, deprecated, renamed: "send(error:)")
    public func sendFailed(_ error: Error) { send(error: error) }

    /// RAC 3 name of `send(error:)`.
    @available(*, deprecated, renamed: "send(error:)")
    public func sendError(_ error: Error) { send(error: error) }
}

/// RAC 3 free function that sends a value through `observer`.
@available(*, deprecated, message: "Use observer.send(value:)")
public func sendNext<Value, Error>(_ observer: Signal<Value, Error>.Observer, _ value: Value) {
    observer.send(value: value)
}

/// RAC 3 free function that fails `observer` with `error`.
@available(*, deprecated, message: "Use observer.send(error:)")
public func sendError<Value, Error>(_ observer: Signal<Value, Error>.Observer, _ error: Error) {
    observer.send(error: error)
}

/// RAC 3 free function that completes `observer`.
@available(*, deprecated, message: "Use observer.sendCompleted()")
public func sendCompleted<Value, Error>(_ observer: Signal<Value, Error>.Observer) {
    observer.sendCompleted()
}

/// RAC 3 free function that interrupts `observer`.
@available(*, deprecated, message: "Use observer.sendInterrupted()")
public func sendInterrupted<Value, Error>(_ observer: Signal<Value, Error>.Observer) {
    observer.sendInterrupted()
}
