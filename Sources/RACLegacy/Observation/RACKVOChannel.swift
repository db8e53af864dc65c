import Observation
import RACSupport

/// A channel to a property: followingTerminal sends the current value and changes; values sent to it are assigned.
public final class RACKVOChannel<Target: AnyObject & Observable, Value>: RACChannel, @unchecked Sendable { // `echoes` guarded by its lock
    private let echoes = Locked<[Any?]>([])

    /// Observes `keyPath` of `target` (held weakly); nil values from the other side assign `nilValue`.
    public init(target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, nilValue: Value?) {
        super.init()
        let box = WeakBox(target)
        let echoes = self.echoes
        let leading = leadingTerminal
        RACScheduler.synchronously {
            // An assignment made by the channel is observed later; it is dropped instead of being echoed back.
            RACObserve(target, keyPath).filter { value in
                // Compared outside the lock: RACEqual may run a user's == implementation.
                guard let first = echoes.withLock({ $0.first }), RACEqual(first, value) else { return true }
                echoes.withLock { pending in if !pending.isEmpty { pending.removeFirst() } }
                return false
            }.subscribe(leading)
            leading.subscribeNext { value in
                guard box.object != nil else { return }
                echoes.withLock { $0.append(flattenOptional(value)) }
            }
            leading.setKeyPath(keyPath, onObject: target, nilValue: nilValue)
        }
    }
}

/// The following terminal of a new RACKVOChannel on `target[keyPath:]`.
public func RACChannelTo<Target: AnyObject & Observable, Value>(_ target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value>, nilValue: Value? = nil) -> RACChannelTerminal {
    RACKVOChannel(target: target, keyPath: keyPath, nilValue: nilValue).followingTerminal
}
