#if canImport(UIKit)
import Foundation
import UIKit
import Reactive
import RACSupport

extension Reactive where Base: UITextField {
    /// Sets `text`.
    @MainActor public var text: BindingTarget<String?> { mainActorTarget(base, lifetime: lifetime) { $0.text = $1 } }

    /// The text after every editing event, as the user types.
    @MainActor public var continuousTextValues: Signal<String, Never> {
        values(for: .allEditingEvents) { $0.text ?? "" }
    }

    /// The text each time editing ends (`editingDidEnd` or the return key).
    @MainActor public var textValues: Signal<String, Never> {
        values(for: [.editingDidEnd, .editingDidEndOnExit]) { $0.text ?? "" }
    }
}

extension Reactive where Base: UITextView {
    /// Sets `text`.
    @MainActor public var text: BindingTarget<String?> { mainActorTarget(base, lifetime: lifetime) { $0.text = $1 } }

    /// The text after every edit (`textDidChangeNotification`); completes when the text view deinitializes.
    @MainActor public var continuousTextValues: Signal<String, Never> {
        let view = UncheckedSendable(WeakObject(base))
        let (signal, input) = Signal<String, Never>.pipe()
        let edits = NotificationCenter.default.reactive
            .notifications(forName: UITextView.textDidChangeNotification, object: base)
            .observeValues { _ in
                // Text views post their edits on the main queue, which is the main actor.
                let text = MainActor.assumeIsolated { view.value.object.map { $0.text ?? "" } }
                if let text { input.send(value: text) }
            }
        lifetime.observeEnded {
            edits?.dispose()
            input.sendCompleted()
        }
        return signal
    }
}
#endif
