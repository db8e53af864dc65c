/// A subject that sends its current value to each new subscriber, then live values.
open class RACBehaviorSubject: RACSubject, @unchecked Sendable { // state lives in RACSubject
    /// A behavior subject whose current value is nil.
    public convenience override init() {
        self.init(defaultValue: nil)
    }

    /// A behavior subject starting with `defaultValue`.
    public init(defaultValue: Any?) {
        super.init(mode: .replay(capacity: 1, replaysTermination: false))
        state.withLock { $0.buffer.append(defaultValue, capacity: 1) }
    }

    /// Creates a behavior subject starting with `value`.
    public class func behaviorSubjectWithDefaultValue(_ value: Any?) -> RACBehaviorSubject {
        RACBehaviorSubject(defaultValue: value)
    }

    /// Creates a behavior subject whose current value is nil.
    public override class func subject() -> RACBehaviorSubject {
        RACBehaviorSubject()
    }
}
