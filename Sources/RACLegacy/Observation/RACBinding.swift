import Observation

/// Namespace of the `RAC[target, \.keyPath] = signal` binding subscripts.
public enum RAC {
    /// set: binds the signal to the property; get: a signal of the current value.
    public static subscript<Target: AnyObject, Value>(target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>) -> RACSignal {
        get { currentValue(target, keyPath) }
        set { newValue.setKeyPath(keyPath, onObject: target) }
    }

    /// set: binds the signal, assigning `nilValue` for nil; get: a signal of the current value.
    public static subscript<Target: AnyObject, Value>(target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, nilValue nilValue: Value) -> RACSignal {
        get { currentValue(target, keyPath) }
        set { newValue.setKeyPath(keyPath, onObject: target, nilValue: nilValue) }
    }

    /// set: two-way binding with the assigned terminal (the property first takes its latest value);
    /// get: RACChannelTo(target, keyPath).
    public static subscript<Target: AnyObject & Observable, Value>(channel target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>) -> RACChannelTerminal {
        get { RACChannelTo(target, keyPath) }
        set { bind(RACChannelTo(target, keyPath), to: newValue) }
    }

    /// As the two-argument channel form, but nil from the other side assigns `nilValue`.
    public static subscript<Target: AnyObject & Observable, Value>(channel target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, nilValue nilValue: Value) -> RACChannelTerminal {
        get { RACChannelTo(target, keyPath, nilValue: nilValue) }
        set { bind(RACChannelTo(target, keyPath, nilValue: nilValue), to: newValue) }
    }

    private static func currentValue<Target: AnyObject, Value>(_ target: Target, _ keyPath: KeyPath<Target, Value>) -> RACSignal {
        let box = WeakBox(target)
        return RACSignal.defer {
            guard let object = box.object else { return RACSignal.empty() }
            return RACSignal.return(flattenOptional(object[keyPath: keyPath]))
        }
    }

    private static func bind(_ selfTerminal: RACChannelTerminal, to otherTerminal: RACChannelTerminal) {
        RACScheduler.synchronously {
            otherTerminal.subscribe(selfTerminal)
            selfTerminal.skip(1).subscribe(otherTerminal)
        }
    }
}
