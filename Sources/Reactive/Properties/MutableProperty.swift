/// A thread-safe value that sends every new value to its observers as it is set.
@propertyWrapper
public final class MutableProperty<Value>: ComposableMutablePropertyProtocol {
    @usableFromInline let storage: PropertyStorage<Value>
    @usableFromInline let input: Signal<Value, Never>.Observer
    private let token: Lifetime.Token

    /// A property never fails.
    public typealias Error = Never

    /// The current value; setting it stores the value and sends it at once, even if it equals the old one.
    @inlinable
    public var value: Value {
        get { storage.current("MutableProperty.value") }
        set { modify { $0 = newValue } }
    }

    /// The value, for `@MutableProperty` declarations.
    @inlinable
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The property itself, for `$name` on a `@MutableProperty` declaration.
    @inlinable
    public var projectedValue: MutableProperty<Value> { self }

    /// Ends when the property deinitialises.
    public let lifetime: Lifetime

    /// Every value set from now on (not the current one); completes when the property deinitialises.
    public let signal: Signal<Value, Never>

    /// Each start sends the current value, then every value set later; completes when the property deinitialises.
    @inlinable
    public var producer: SignalProducer<Value, Never> {
        storage.producer(owner: "MutableProperty.producer", changes: signal) { $0 }
    }

    /// Creates a property holding `initialValue`; nothing is sent.
    public init(_ initialValue: Value) {
        storage = PropertyStorage(initialValue)
        // The signal shares the send lock: a set, which holds it already, then delivers without taking a second lock.
        let core = Signal<Value, Never>.Core(reentrant: false, lock: storage.sendLock)
        signal = Signal(core: core)
        input = Signal<Value, Never>.Observer(feeding: core)
        (lifetime, token) = Lifetime.make()
    }

    /// Creates a property holding `wrappedValue` (the `@MutableProperty var name = value` form).
    public convenience init(wrappedValue: Value) {
        self.init(wrappedValue)
    }

    deinit {
        input.sendCompleted()
    }

    /// Stores `newValue`, sends it like a set, and returns the value it replaced.
    @discardableResult @inlinable
    public func swap(_ newValue: Value) -> Value {
        modify { value in
            let previous = value
            value = newValue
            return previous
        }
    }

    /// Changes the value in place under the property's lock, then sends the resulting value once (also when
    /// `action` throws or leaves the value unchanged). Calling `modify` again from inside `action` traps.
    @discardableResult @inlinable
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        try storage.serialized {
            defer { storage.sending { input.send(value: $0) } }
            return try storage.mutate("MutableProperty.modify(_:)", action)
        }
    }

    /// Calls `action` with the current value under the property's lock and returns its result; nothing is sent.
    @discardableResult @inlinable
    public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
        try storage.serialized {
            try storage.read("MutableProperty.withValue(_:)", action)
        }
    }
}

// `PropertyStorage` synchronizes the value; the signal and the lifetime are thread-safe.
extension MutableProperty: @unchecked Sendable {}
