#if canImport(UIKit)
import UIKit
import RACLegacy
import RACSupport

extension UIControl {
    /// Sends the control each time one of `controlEvents` fires (`rac_signalForControlEvents:`); completes when
    /// the control deallocates. Each subscription adds its own `UIAction`, removed when it is disposed.
    public func rac_signal(for controlEvents: UIControl.Event) -> RACSignal {
        let deallocated = ObjectState.of(self).rac_willDeallocSignal()
        return RACSignal.createSignal { [weak self] subscriber in
            let sink = UncheckedSendable(subscriber)
            let added: UIAction? = requireMainActor("rac_signal(for:)") {
                guard let control = self else { return nil }
                let action = UIAction { [weak control] _ in sink.value.sendNext(control) }
                control.addAction(action, for: controlEvents)
                return action
            }
            let ended = deallocated.subscribeCompleted { sink.value.sendCompleted() }
            return RACDisposable {
                ended.dispose()
                guard let added else { return }
                performOnMainActor { [weak self] in self?.removeAction(added, for: controlEvents) }
            }
        }
    }
}

/// A weak reference to a UIKit object, for closures that must not keep it alive.
final class WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
#endif
