#if canImport(UIKit)
import UIKit
import Reactive
import RACSupport

extension Reactive where Base: UIControl {
    /// Sends the control each time one of `controlEvents` fires; completes when the control deinitializes.
    @MainActor public func controlEvents(_ controlEvents: UIControl.Event) -> Signal<Base, Never> {
        let (signal, input) = Signal<Base, Never>.pipe()
        let sink = UncheckedSendable(input)
        base.addAction(UIAction { [weak base] _ in
            if let base { sink.value.send(value: base) }
        }, for: controlEvents)
        lifetime.observeEnded { sink.value.sendCompleted() }
        return signal
    }

    /// Sets `isEnabled`.
    @MainActor public var isEnabled: BindingTarget<Bool> {
        mainActorTarget(base, lifetime: lifetime) { $0.isEnabled = $1 }
    }

    /// Sets `isSelected`.
    @MainActor public var isSelected: BindingTarget<Bool> {
        mainActorTarget(base, lifetime: lifetime) { $0.isSelected = $1 }
    }

    /// Values read by `read` after each of `controlEvents`; completes when the control deinitializes.
    @MainActor func values<Value>(for controlEvents: UIControl.Event, _ read: @escaping @MainActor (Base) -> Value) -> Signal<Value, Never> {
        let reader = UncheckedSendable(read)
        return self.controlEvents(controlEvents).map { control in
            // Control events are sent on the main actor.
            MainActor.assumeIsolated { UncheckedSendable(reader.value(control)) }.value
        }
    }
}

extension Reactive where Base: UIView {
    /// Sets `isHidden`.
    @MainActor public var isHidden: BindingTarget<Bool> {
        mainActorTarget(base, lifetime: lifetime) { $0.isHidden = $1 }
    }
}
#endif
