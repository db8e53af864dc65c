/// A read-only property: a constant, a wrapper of another property, or a view composed from sources.
///
/// A composed property (`Property(_:)`, `Property(initial:then:)` and the composition operators) does not retain its
/// sources; its signal and producer complete when the sources end.
///
/// Composed properties chain to any depth the memory allows (100,000 tested, on an 8 MiB stack): a change crosses one
/// nested delivery per property, and once seven eighths of the thread's stack are used the rest of the chain is
/// delivered from a shallower frame of the same thread instead (see MIGRATION.md Part VI for what that changes).
@propertyWrapper
public final class Property<Value>: PropertyProtocol {
    /// Where the value comes from.
    private enum Source {
        case constant(Value)
        case captured(any PropertyProtocol<Value>)
        case composed(PropertyStorage<Value?>)
    }

    private let source: Source

    /// A property never fails.
    public typealias Error = Never

    /// The current value: the constant, the wrapped property's value, or the latest value of the sources.
    public var value: Value {
        switch source {
        case let .constant(value): return value
        case let .captured(property): return property.value
        case let .composed(storage): return storage.current("Property.value")!
        }
    }

    /// The value, for `@Property` declarations.
    @inlinable
    public var wrappedValue: Value { value }

    /// The property itself, for `$name` on a `@Property` declaration.
    @inlinable
    public var projectedValue: Property<Value> { self }

    /// Each start sends the current value, then every change; completes when the sources end (at once for a
    /// constant).
    public let producer: SignalProducer<Value, Never>

    /// Every later change; completes when the sources end (already ended for a constant).
    public let signal: Signal<Value, Never>

    /// A property whose value never changes.
    public init(value: Value) {
        source = .constant(value)
        producer = SignalProducer(value: value)
        signal = .empty
    }

    /// A property that forwards to `property` and keeps it alive.
    public init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
        source = .captured(property)
        producer = property.producer
        signal = property.signal
    }

    /// A composed view of `property` that does not keep it alive; it completes when `property` deinitialises.
    public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
        self.init(unsafeProducer: property.producer)
    }

    /// Starts at `initial`, then takes every value `values` sends (started at once); when `values` ends the
    /// property keeps its last value.
    public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
        self.init(unsafeProducer: SignalProducer { observer, lifetime in
            observer.send(value: initial)
            lifetime += values.start(.completing(observer))
        })
    }

    /// Starts at `initial`, then takes every value `values` sends (started at once); when `values` ends the
    /// property keeps its last value.
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values) where Values.Value == Value, Values.Error == Never {
        self.init(initial: initial, then: values.producer)
    }

    /// A composed property driven by `unsafeProducer`, which must send a value synchronously when started.
    ///
    /// The producer is started once, now. Its values are cached and relayed on `signal`; its termination ends
    /// `signal`. The run observer holds the cache weakly, so the property, not the run, decides how long the cache
    /// lives, and the run lives as long as its sources.
    init(unsafeProducer: SignalProducer<Value, Never>) {
        let storage = PropertyStorage<Value?>(nil)
        let run = SerialDisposable()
        let (relay, relayInput) = Signal<Value, Never>.pipe(disposable: run)
        let observer = Signal<Value, Never>.Observer { [weak storage] event in
            guard let storage else {
                relayInput.send(event)
                return
            }
            storage.serialized {
                if case let .value(value) = event { storage.store(value) }
                relayInput.send(event)
            }
        }
        // A change crossing a chain of composed properties nests one delivery per property: the run checks the
        // stack's depth, so a chain deeper than the stack continues from a trampoline (see `DeliveryTrampoline`).
        // What the start defers runs before it returns: the first value is there when it does.
        DeliveryTrampoline.current.synchronously {
            unsafeProducer.startWithSignal(in: Signal(checkingDepth: ())) { signal, interrupter in
                run.inner = interrupter
                signal.observeForever(observer)
            }
        }
        precondition(
            storage.current("Property.init") != nil,
            "Property: the composed producer must send a value synchronously when it starts"
        )
        source = .composed(storage)
        signal = relay
        producer = storage.producer(owner: "Property.producer", changes: relay) { $0! }
    }
}

extension Property where Value: OptionalProtocol {
    /// Starts at `initial`, then takes every value `values` sends, wrapped in the optional type.
    public convenience init(initial: Value, then values: SignalProducer<Value.Wrapped, Never>) {
        self.init(initial: initial, then: values.map { Value(reconstructing: $0) })
    }

    /// Starts at `initial`, then takes every value `values` sends, wrapped in the optional type.
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values) where Values.Value == Value.Wrapped, Values.Error == Never {
        self.init(initial: initial, then: values.producer)
    }
}

// Constant and captured properties are immutable; `PropertyStorage` synchronizes a composed one.
extension Property: @unchecked Sendable {}
