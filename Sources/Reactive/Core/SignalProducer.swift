/// A cold recipe for signals: each start creates a new signal and runs the start handler again.
///
/// Chains of operators can be as deep as the memory allows (100,000 links tested, on an 8 MiB stack), and are started
/// and released with loops. Exceptions, which nest one call per link when started and released: `then`,
/// `start(on:)`, `on(starting:started:...)` with `starting` or `started`, `replayLazily`, and producers made with a
/// start closure that starts another producer: on an 8 MiB stack, about 700 such links fit in a debug build (250
/// tested) and 5,000 in an optimized one.
public struct SignalProducer<Value, Error: Swift.Error> {
    /// The type of the signal each start produces.
    public typealias ProducedSignal = Signal<Value, Error>

    @usableFromInline let startHandler: (Signal<Value, Error>.Observer, Lifetime) -> Void
    /// Set when this producer is composed of others (a `concat`, a stateless step): what it is made of, walked
    /// iteratively on start and release (see `ProducerNode`).
    @usableFromInline var node: ProducerNode?
    /// What the start handler promises about each run (see `RunShape`).
    @usableFromInline var shape: RunShape
    /// How many stateless steps run nested in one start of this producer, without a signal between them (see
    /// `liftEvents`); 0 for any other producer.
    @usableFromInline var nestedSteps: UInt8

    /// Creates a producer whose every start calls `startHandler` with the run's input observer and a lifetime
    /// that ends when the run terminates or is interrupted.
    @inlinable
    public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.init(shape: .general, startHandler)
    }

    /// A producer whose start handler keeps the promise `shape` makes.
    @inlinable
    init(shape: RunShape, _ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.startHandler = startHandler
        node = nil
        self.shape = shape
        nestedSteps = 0
    }

    /// Wraps anything that can be viewed as a producer.
    public init<T: SignalProducerConvertible>(_ base: T) where T.Value == Value, T.Error == Error {
        self = base.producer
    }

    /// Each start observes `signal` (earlier events are not replayed); disposing detaches.
    public init(_ signal: Signal<Value, Error>) {
        self.init { observer, lifetime in
            lifetime.attach(signal.observe(observer))
        }
    }

    /// For callers that never send concurrently; here it keeps the serializing lock (same behaviour as `init(_:)`).
    public static func unserialized(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) -> SignalProducer<Value, Error> {
        SignalProducer(startHandler)
    }

    /// Each start sends `value`, then completes.
    @inlinable
    public init(value: Value) {
        self.init(shape: .single) { observer, _ in
            observer.send(value: value)
            observer.sendCompleted()
        }
    }

    /// Each start sends the result of `action`, then completes.
    @inlinable
    public init(_ action: @escaping () -> Value) {
        self.init(shape: .single) { observer, _ in
            observer.send(value: action())
            observer.sendCompleted()
        }
    }

    /// Each start calls `action`: success sends the value and completes, failure fails.
    @inlinable
    public init(_ action: @escaping () -> Swift.Result<Value, Error>) {
        self.init(shape: .single) { observer, _ in
            switch action() {
            case let .success(value):
                observer.send(value: value)
                observer.sendCompleted()
            case let .failure(error):
                observer.send(error: error)
            }
        }
    }

    /// Each start fails with `error`.
    @inlinable
    public init(error: Error) {
        self.init(shape: .single) { observer, _ in observer.send(error: error) }
    }

    /// Each start sends the success value and completes, or fails with the failure.
    @inlinable
    public init(result: Swift.Result<Value, Error>) {
        self.init { result }
    }

    /// Each start sends the elements in order, then completes; an interrupted run stops iterating.
    @inlinable
    public init<S: Sequence>(_ values: S) where S.Element == Value {
        self.init(shape: .synchronous, Self.sending(values))
    }

    /// Each start sends the given values in order, then completes.
    @inlinable
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        self.init([first, second] + tail)
    }

    /// The start handler of the sequence initialisers: sends each element until the run ends, then completes.
    @inlinable
    static func sending<S: Sequence>(_ values: S) -> (Signal<Value, Error>.Observer, Lifetime) -> Void where S.Element == Value {
        { observer, lifetime in
            // Checked before each element is pulled, so an interrupted run asks the sequence for nothing more.
            var iterator = values.makeIterator()
            while !lifetime.hasEnded {
                guard let value = iterator.next() else {
                    observer.sendCompleted()
                    return
                }
                observer.send(value: value)
            }
        }
    }

    /// Each start completes at once.
    @inlinable
    public static var empty: SignalProducer<Value, Error> {
        SignalProducer(shape: .single) { observer, _ in observer.sendCompleted() }
    }

    /// Each start sends nothing until it is interrupted.
    @inlinable
    public static var never: SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            // Keep the input alive until the run is interrupted, so releasing it does not end the run.
            lifetime.observeEnded { _ = observer }
        }
    }

    /// Creates one run's signal and hands it to `setup` with its interrupt handle before the work starts.
    @discardableResult @inlinable
    public func startWithSignal<Result>(_ setup: (_ signal: Signal<Value, Error>, _ interruptHandle: any Disposable) -> Result) -> Result {
        startWithSignal(in: Signal<Value, Error>(reentrant: false), setup)
    }

    /// `startWithSignal` with the run's signal made by the caller (one that shares a lock, or checks the depth).
    @inlinable
    func startWithSignal<Result>(in signal: Signal<Value, Error>, _ setup: (Signal<Value, Error>, any Disposable) -> Result) -> Result {
        let input = Signal<Value, Error>.Observer(feeding: signal.core)
        let interrupter = RunInterrupter(input)
        let result = setup(signal, interrupter)
        if !interrupter.isDisposed && !signal.lifetime.hasEnded {
            startHandler(input, signal.lifetime)
        }
        return result
    }
}

extension SignalProducer where Error == Never {
    /// Each start sends `value`, then completes.
    @inlinable
    public init(value: Value) {
        self.init(shape: .single) { observer, _ in
            observer.send(value: value)
            observer.sendCompleted()
        }
    }

    /// Each start sends the elements in order, then completes.
    @inlinable
    public init<S: Sequence>(_ values: S) where S.Element == Value {
        self.init(shape: .synchronous, Self.sending(values))
    }

    /// Each start sends the given values in order, then completes.
    @inlinable
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        self.init([first, second] + tail)
    }
}

extension SignalProducer where Error == any Swift.Error {
    /// Each start calls `action`: a returned value is sent and completes, a thrown error fails.
    public init(_ action: @escaping () throws -> Value) {
        self.init { () -> Swift.Result<Value, any Swift.Error> in
            Swift.Result { try action() }
        }
    }
}

/// Anything that can be viewed as a producer.
public protocol SignalProducerConvertible<Value, Error> {
    /// The value type.
    associatedtype Value
    /// The error type.
    associatedtype Error: Swift.Error
    /// The producer view.
    var producer: SignalProducer<Value, Error> { get }
}

// `SignalProducerProtocol` is declared in Compatibility/ProtocolMembers (generated: its requirements are the
// operators).

extension SignalProducer: SignalProducerConvertible, SignalProducerProtocol {
    /// The producer itself.
    public var producer: SignalProducer<Value, Error> { self }
}

extension Swift.Result: SignalProducerConvertible {
    public typealias Value = Success
    public typealias Error = Failure

    /// Each start sends the success value and completes, or fails.
    public var producer: SignalProducer<Success, Failure> { SignalProducer(result: self) }
}

// A producer holds only its start handler; each start has its own synchronized signal.
extension SignalProducer: @unchecked Sendable {}
