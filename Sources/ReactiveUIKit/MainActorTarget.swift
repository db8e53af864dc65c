#if canImport(UIKit)
import UIKit
import Reactive
import RACSupport

/// A binding target that assigns through `set` on the main queue (at once when already there) until `object`
/// deinitializes; the object is held weakly.
@MainActor
func mainActorTarget<Object: AnyObject, Value>(_ object: Object, lifetime: Lifetime,
                                                 _ set: @escaping @MainActor (Object, Value) -> Void) -> BindingTarget<Value> {
    let target = UncheckedSendable(WeakObject(object))
    let setter = UncheckedSendable(set)
    return BindingTarget(on: UIScheduler(), lifetime: lifetime) { value in
        let delivered = UncheckedSendable(value)
        // UIScheduler runs this on the main queue, which is the main actor.
        MainActor.assumeIsolated {
            if let object = target.value.object { setter.value(object, delivered.value) }
        }
    }
}

/// A weak reference, for closures that must not keep a UIKit object alive.
final class WeakObject<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
#endif
