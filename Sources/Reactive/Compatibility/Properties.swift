// RAC 3/4 spellings of property creation and composition (contract 3.3).

extension Property {
    /// RAC 3/4 constant property (`ConstantProperty(value)`), now `Property(value:)`.
    @_disfavoredOverload
    @available(*, deprecated, renamed: "init(value:)")
    public convenience init(_ value: Value) {
        self.init(value: value)
    }

    /// RAC 3/4 property holding `initialValue`, then every value of `producer`.
    @available(*, deprecated, renamed: "init(initial:then:)")
    public convenience init(initialValue: Value, producer: SignalProducer<Value, Never>) {
        self.init(initial: initialValue, then: producer)
    }

    /// RAC 3/4 property holding `initialValue`, then every value of `signal`.
    @available(*, deprecated, renamed: "init(initial:then:)")
    public convenience init(initialValue: Value, signal: Signal<Value, Never>) {
        self.init(initial: initialValue, then: signal)
    }
}

extension PropertyProtocol {
    /// RAC 3/4 name of `combineLatest(with:)`.
    @available(*, deprecated, renamed: "combineLatest(with:)")
    public func combineLatestWith<P: PropertyProtocol>(_ other: P) -> Property<(Value, P.Value)> {
        combineLatest(with: other)
    }

    /// RAC 3/4 name of `zip(with:)`.
    @available(*, deprecated, renamed: "zip(with:)")
    public func zipWith<P: PropertyProtocol>(_ other: P) -> Property<(Value, P.Value)> {
        zip(with: other)
    }
}

/// RAC 3/4's KVO-backed property; there is no KVO on Linux, so using it is an error that says what to use.
@available(*, unavailable, message: "KVO-backed DynamicProperty does not exist on Linux; use MutableProperty, or key-path observation from the Bridge module")
public final class DynamicProperty {
    /// RAC 4's KVO initialiser; unavailable, with a message that names the replacements.
    @available(*, unavailable, message: "KVO-backed DynamicProperty(object:keyPath:) does not exist on Linux; use MutableProperty, or RACObserve(object, \\.key) bridged with SignalProducer(_:of:) from the Bridge module")
    public init(object: AnyObject?, keyPath: String) {}
}
