/// A read-only value that changes over time and can be observed.
public protocol PropertyProtocol<Value>: AnyObject, BindingSource {
    /// The current value.
    var value: Value { get }
    /// The current value, then every change.
    var producer: SignalProducer<Value, Never> { get }
    /// Every change (no current value).
    var signal: Signal<Value, Never> { get }
}
