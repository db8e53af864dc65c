/// A property that can be written to; it has its own lifetime and is a binding target.
public protocol MutablePropertyProtocol<Value>: BindingTargetProvider, PropertyProtocol {
    /// The type of the value.
    associatedtype Value
    /// The current value; setting it sends the new value to the property's observers.
    var value: Value { get set }
    /// Ends when the property deinitialises.
    var lifetime: Lifetime { get }
}

extension MutablePropertyProtocol {
    /// A target that writes every bound value into the property (held weakly) while the property lives.
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] value in
            self?.value = value
        }
    }
}

/// A mutable property that lets callers read or change its value atomically through closures.
public protocol ComposableMutablePropertyProtocol<Value>: MutablePropertyProtocol {
    /// Calls `action` with the current value while holding the property's lock; nothing is sent.
    func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result
    /// Changes the value in place while holding the property's lock, then sends the result once.
    func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result
}
