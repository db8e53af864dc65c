/// A repeatable unit of work with availability and mutual exclusion: each started `apply(_:)` producer runs one
/// execution, and at most one execution runs at a time.
public final class Action<Input, Output, Error: Swift.Error> {
    private let token: Lifetime.Token
    private let eventsInput: Signal<Signal<Output, Error>.Event, Never>.Observer
    private let disabledErrorsInput: Signal<(), Never>.Observer
    /// Claims the execution slot and creates the execution for an input; nil while the action is disabled.
    private let startExecution: (Input) -> SignalProducer<Output, Error>?
    /// Releases the execution slot.
    private let endExecution: () -> Void
    /// The state property, kept alive as long as the action.
    private let retainedState: AnyObject

    /// Ends when the action deinitialises.
    public let lifetime: Lifetime

    /// Every event of every execution, its terminal event included; completes when the action deinitialises.
    public let events: Signal<Signal<Output, Error>.Event, Never>

    /// The values of every execution; completes when the action deinitialises.
    public let values: Signal<Output, Never>

    /// The error of every failed execution; completes when the action deinitialises.
    public let errors: Signal<Error, Never>

    /// Sends `()` for every attempt to apply the action while it was disabled.
    public let disabledErrors: Signal<(), Never>

    /// Sends `()` for every execution that completes successfully; completes when the action deinitialises.
    public let completed: Signal<(), Never>

    /// True while an execution is in flight: from its start until its terminal event has been delivered.
    public let isExecuting: Property<Bool>

    /// True while the action's condition holds and no execution is in flight.
    public let isEnabled: Property<Bool>

    /// An action enabled while `isEnabled` holds for the latest value of `state` (which it retains) and nothing is
    /// executing; each execution is `execute(that state value, input)`.
    public init<State: PropertyProtocol>(state: State, enabledIf isEnabled: @escaping (State.Value) -> Bool, execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>) {
        let (lifetime, token) = Lifetime.make()
        self.lifetime = lifetime
        self.token = token
        (events, eventsInput) = Signal.pipe()
        (disabledErrors, disabledErrorsInput) = Signal.pipe()
        values = events.compactMap { $0.value }
        errors = events.compactMap { $0.error }
        completed = events.filter { $0.isCompleted }.map { _ in () }

        let storage = ActionStorage<State.Value>()
        self.isEnabled = Property(storage.isEnabled)
        isExecuting = Property(storage.isExecuting)
        retainedState = state
        startExecution = { input in
            switch storage.start() {
            case let .execute(value): return execute(value, input)
            case .disabled: return nil
            }
        }
        endExecution = storage.executionEnded

        // The condition runs here, outside the storage's lock; state values arrive one at a time, in order.
        state.producer
            .take(during: lifetime)
            .startWithValues { value in
                storage.stateChanged(to: value, isUserEnabled: isEnabled(value))
            }
    }

    /// An action enabled whenever nothing is executing; each execution is `execute(latest state value, input)`.
    public convenience init<P: PropertyProtocol>(state: P, execute: @escaping (P.Value, Input) -> SignalProducer<Output, Error>) {
        self.init(state: state, enabledIf: { _ in true }, execute: execute)
    }

    /// An action enabled while `isEnabled` is true and nothing is executing.
    public convenience init<P: PropertyProtocol>(enabledIf isEnabled: P, execute: @escaping (Input) -> SignalProducer<Output, Error>) where P.Value == Bool {
        self.init(state: isEnabled, enabledIf: { $0 }) { _, input in execute(input) }
    }

    /// An action enabled while `state` holds a value and nothing is executing; each execution gets that value.
    public convenience init<P: PropertyProtocol, T>(unwrapping state: P, execute: @escaping (T, Input) -> SignalProducer<Output, Error>) where P.Value == T? {
        // The value handed to `execute` is the one the condition accepted, so it is not nil.
        self.init(state: state, enabledIf: { $0 != nil }) { value, input in execute(value!, input) }
    }

    /// An action enabled while `state` holds a valid or coerced value and nothing is executing; each execution gets
    /// that value.
    public convenience init<T, E: Swift.Error>(validated state: ValidatingProperty<T, E>, execute: @escaping (T, Input) -> SignalProducer<Output, Error>) {
        self.init(state: state.result, enabledIf: { $0.value != nil }) { result, input in execute(result.value!, input) }
    }

    /// An action enabled whenever nothing is executing.
    public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Error>) {
        self.init(state: Property(value: true), enabledIf: { _ in true }) { _, input in execute(input) }
    }

    deinit {
        eventsInput.sendCompleted()
        disabledErrorsInput.sendCompleted()
    }

    /// A producer whose every start is one attempt: while the action is disabled it fails with `.disabled`;
    /// otherwise it runs an execution and forwards its events (failures wrapped in `.producerFailed`). Disposing
    /// it interrupts the execution.
    public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
        SignalProducer { [self] observer, lifetime in
            guard let execution = startExecution(input) else {
                observer.send(error: .disabled)
                disabledErrorsInput.send(value: ())
                return
            }
            execution.startWithSignal { signal, interrupter in
                lifetime.attach(interrupter)
                signal.observe { [self] event in
                    observer.send(event.mapError(ActionError.producerFailed))
                    eventsInput.send(value: event)
                    // Interruption by disposal also arrives here, through `interrupter`.
                    if event.isTerminating { endExecution() }
                }
            }
        }
    }
}

extension Action: BindingTargetProvider {
    /// The type of the values a binding applies the action to.
    public typealias Value = Input

    /// A target that starts `apply(value)` for each bound value (a disabled attempt just fails) while the action
    /// lives.
    public var bindingTarget: BindingTarget<Input> {
        BindingTarget(lifetime: lifetime) { [weak self] input in
            self?.apply(input).start()
        }
    }
}

extension Action where Input == () {
    /// Same as `apply(())`.
    public func apply() -> SignalProducer<Output, ActionError<Error>> {
        apply(())
    }

    /// An action enabled while `state` holds a value and nothing is executing; each execution gets that value.
    public convenience init<P: PropertyProtocol, T>(unwrapping state: P, execute: @escaping (T) -> SignalProducer<Output, Error>) where P.Value == T? {
        self.init(unwrapping: state) { value, _ in execute(value) }
    }

    /// An action enabled while `state` holds a valid or coerced value and nothing is executing; each execution gets
    /// that value.
    public convenience init<T, E: Swift.Error>(validated state: ValidatingProperty<T, E>, execute: @escaping (T) -> SignalProducer<Output, Error>) {
        self.init(validated: state) { value, _ in execute(value) }
    }

    /// An action enabled whenever nothing is executing; each execution gets the latest value of `state`.
    public convenience init<P: PropertyProtocol, T>(state: P, execute: @escaping (T) -> SignalProducer<Output, Error>) where T == P.Value {
        self.init(state: state) { value, _ in execute(value) }
    }
}

// The storage's lock guards the availability; the signals and properties are thread-safe.
extension Action: @unchecked Sendable {}
