import Observation

/// Weak reference holder used where a binding must not keep its target alive.
final class WeakBox<Object: AnyObject>: @unchecked Sendable { // `object` is a weak reference, atomic in the runtime
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}

/// Types that have a nil value (Optional), so a nil signal value can be assigned to them.
protocol NilRepresentable {
    static var nilRepresentation: Self { get }
}

extension Optional: NilRepresentable {
    static var nilRepresentation: Optional<Wrapped> { .none }
}

extension RACSignal {
    /// Assigns each value to `object[keyPath:]` (object held weakly); nil works only for optional properties.
    @discardableResult public func setKeyPath<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, onObject object: Root) -> RACDisposable {
        setKeyPath(keyPath, onObject: object, nilValue: nil)
    }

    /// Assigns each value to `object[keyPath:]`, assigning `nilValue` for nil values; the subscription ends when
    /// the signal terminates or `object` deinitializes.
    @discardableResult public func setKeyPath<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, onObject object: Root, nilValue: Value?) -> RACDisposable {
        let target = WeakBox(object)
        // The subscription, for a value that finds the target gone (assigned once subscribed).
        let binding = RACSerialDisposable()
        // Undoes what ties the subscription to the target's lifetime, once the signal terminates.
        let untie = RACCompoundDisposable()
        let subscription = subscribeNext({ value in
            guard let object = target.object else {
                binding.dispose()
                return
            }
            guard let value = flattenOptional(value) else {
                if let nilValue {
                    object[keyPath: keyPath] = nilValue
                } else if let none = (Value.self as? NilRepresentable.Type)?.nilRepresentation as? Value {
                    object[keyPath: keyPath] = none
                } else {
                    preconditionFailure("-[RACSignal setKeyPath:onObject:nilValue:] received nil for non-optional \(keyPath)")
                }
                return
            }
            guard let typed = value as? Value else {
                preconditionFailure("-[RACSignal setKeyPath:onObject:nilValue:] cannot assign \(value) to \(keyPath)")
            }
            object[keyPath: keyPath] = typed
        }, error: { error in
            preconditionFailure("-[RACSignal setKeyPath:onObject:nilValue:] bound signal errored: \(String(describing: error))")
        }, completed: {
            untie.dispose()
        })
        binding.disposable = subscription
        // RAC 2 took the binding until the target's dealloc: a RACObject's dealloc disposable, or the deinit of an
        // Observable target, whose registrar (@Observable) or property storage (@RACObservable) lets go of tracking
        // then; any other target is found gone by the next value.
        if let owner = object as? RACObject {
            let deallocDisposable = owner.rac_deallocDisposable
            deallocDisposable.addDisposable(subscription)
            untie.addDisposable(RACDisposable { deallocDisposable.removeDisposable(subscription) })
        } else if object is any Observable {
            untie.addDisposable(TargetLifetime.watch(object, reading: keyPath, onDeinit: subscription))
        }
        return subscription
    }
}
