// RAC 3/4 type names (contract 3.3), kept as deprecated aliases of the current types.

/// Result's uninhabited error type from RAC 3/4; the standard library's `Never` plays that role now.
@available(*, deprecated, renamed: "Never")
public typealias NoError = Never

/// RAC 3/4's top-level event type, now nested in `Signal`.
// Not `renamed:`: a fix-it would write `Signal.Event<Int, Never>`, which does not compile (the generic arguments
// belong to Signal); the message spells the replacement instead.
@available(*, deprecated, message: "Use Signal<Value, Error>.Event, e.g. Signal<Int, Never>.Event.value(9)")
public typealias Event<Value, Error: Swift.Error> = Signal<Value, Error>.Event

/// RAC 3/4 name of the `Scheduler` protocol.
@available(*, deprecated, renamed: "Scheduler")
public typealias SchedulerType = Scheduler

/// RAC 3/4 name of the `DateScheduler` protocol.
@available(*, deprecated, renamed: "DateScheduler")
public typealias DateSchedulerType = DateScheduler

/// RAC 3/4 name of the `PropertyProtocol` protocol.
@available(*, deprecated, renamed: "PropertyProtocol")
public typealias PropertyType = PropertyProtocol

/// RAC 3/4 name of the `MutablePropertyProtocol` protocol.
@available(*, deprecated, renamed: "MutablePropertyProtocol")
public typealias MutablePropertyType = MutablePropertyProtocol

/// RAC 4 name of the `SignalProtocol` protocol.
@available(*, deprecated, renamed: "SignalProtocol")
public typealias SignalType = SignalProtocol

/// RAC 4 name of the `SignalProducerProtocol` protocol.
@available(*, deprecated, renamed: "SignalProducerProtocol")
public typealias SignalProducerType = SignalProducerProtocol

/// RAC 4 name of the `EventProtocol` protocol.
@available(*, deprecated, renamed: "EventProtocol")
public typealias EventType = EventProtocol

/// RAC 4 name of the `OptionalProtocol` protocol.
@available(*, deprecated, renamed: "OptionalProtocol")
public typealias OptionalType = OptionalProtocol

/// RAC 3's read-only property wrapper, which `Property` is today.
@available(*, deprecated, renamed: "Property")
public typealias PropertyOf<Value> = Property<Value>

/// RAC 4's read-only property wrapper, which `Property` is today.
@available(*, deprecated, renamed: "Property")
public typealias AnyProperty<Value> = Property<Value>

/// RAC 3/4's never-changing property; a `Property(value:)` behaves the same.
@available(*, deprecated, message: "Use Property(value:) for a constant property")
public typealias ConstantProperty<Value> = Property<Value>

/// RAC 3/4's flag-only disposable, which `AnyDisposable()` is today.
@available(*, deprecated, renamed: "AnyDisposable")
public typealias SimpleDisposable = AnyDisposable

/// RAC 3/4's closure disposable, which `AnyDisposable(_:)` is today.
@available(*, deprecated, renamed: "AnyDisposable")
public typealias ActionDisposable = AnyDisposable
