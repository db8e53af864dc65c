/// Anything `<~` can write into: it exposes a binding target.
public protocol BindingTargetProvider<Value> {
    /// The type of the values the target accepts.
    associatedtype Value
    /// The target `<~` writes into; its lifetime bounds every binding to it.
    var bindingTarget: BindingTarget<Value> { get }
}

extension BindingTargetProvider {
    /// Starts `source` and hands each value to the target until the source ends or the target's lifetime ends;
    /// disposing the result ends the binding early.
    @discardableResult
    public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> (any Disposable)? where Source.Value == Value {
        let target = provider.bindingTarget
        return source.producer
            .take(during: target.lifetime)
            .startWithValues(target.action)
    }

    /// Binds a source of non-optional values to a target of optionals, wrapping each value.
    @discardableResult
    public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> (any Disposable)? where Value == Source.Value? {
        provider <~ source.producer.map(Optional.some)
    }
}

extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
    /// The wrapped provider's value type.
    public typealias Value = Wrapped.Value

    /// The wrapped provider's target; for `nil`, a target whose lifetime has already ended, so nothing is applied.
    public var bindingTarget: BindingTarget<Wrapped.Value> {
        switch self {
        case let .some(provider): return provider.bindingTarget
        case .none: return BindingTarget(lifetime: .empty) { _ in }
        }
    }
}
