/// A namespace for reactive extensions of `Base`: write `extension Reactive where Base: SomeType { ... }` and reach
/// the members through `someValue.reactive`.
///
/// The struct shares its name with the module, so inside the module no type is ever qualified as `Reactive.X`.
public struct Reactive<Base> {
    /// The extended object.
    public let base: Base

    /// Wraps `base`; reached through `ReactiveExtensionsProvider.reactive`.
    @usableFromInline
    init(_ base: Base) {
        self.base = base
    }
}

/// Opts a type into `.reactive` (on instances and on the type itself).
public protocol ReactiveExtensionsProvider {}

extension ReactiveExtensionsProvider {
    /// The reactive extensions of this value.
    @inlinable
    public var reactive: Reactive<Self> {
        Reactive(self)
    }

    /// The reactive extensions of this type (static members of `Reactive where Base: Self`).
    @inlinable
    public static var reactive: Reactive<Self>.Type {
        Reactive<Self>.self
    }
}
