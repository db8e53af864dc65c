/// A binding target: an action applied to each bound value, and the lifetime that ends every binding to it.
public struct BindingTarget<Value>: BindingTargetProvider {
    /// Ends every binding to this target.
    public let lifetime: Lifetime

    /// Applied to each bound value (already hopping to the scheduler given at creation, if any).
    public let action: (Value) -> Void

    /// The target itself.
    public var bindingTarget: BindingTarget<Value> { self }

    /// A target that applies `action` to each bound value, directly or on `scheduler`, until `lifetime` ends.
    public init(on scheduler: any Scheduler = ImmediateScheduler(), lifetime: Lifetime, action: @escaping (Value) -> Void) {
        self.lifetime = lifetime
        if scheduler is ImmediateScheduler {
            self.action = action
        } else {
            self.action = { value in
                scheduler.schedule {
                    // A value scheduled before the lifetime ended is dropped if it runs after the end.
                    if !lifetime.hasEnded { action(value) }
                }
            }
        }
    }

    /// A target that writes each bound value to `object[keyPath:]` (the object is held weakly), directly or on
    /// `scheduler`, until `lifetime` ends.
    public init<Object: AnyObject>(on scheduler: any Scheduler = ImmediateScheduler(), lifetime: Lifetime, object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.init(on: scheduler, lifetime: lifetime) { [weak object] value in
            object?[keyPath: keyPath] = value
        }
    }
}
