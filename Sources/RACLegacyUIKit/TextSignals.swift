#if canImport(UIKit)
import Foundation
import UIKit
import RACLegacy
import RACSupport

extension UITextField {
    /// Sends the current text, then the text after every editing event (`rac_textSignal`); completes when the text
    /// field deallocates.
    public func rac_textSignal() -> RACSignal {
        let edits = rac_signal(for: .allEditingEvents)
        let field = UncheckedSendable(WeakReference(self))
        let read = { requireMainActor("rac_textSignal()") { field.value.object?.text } }
        return RACSignal.defer {
            field.value.object == nil ? RACSignal.empty() : RACSignal.return(read())
        }.concat(edits.map { _ in read() })
    }

    /// A channel on `text` (`rac_newTextChannel`): sends the text after every editing event;
    /// text sent into it is shown, nil as the empty string.
    public func rac_newTextChannel() -> RACChannelTerminal {
        controlChannel(of: self, for: .allEditingEvents, nilValue: "", member: "rac_newTextChannel()",
                       get: { $0.text ?? "" }, set: { $0.text = $1 })
    }
}

extension UITextView {
    /// Sends the current text, then the text after every edit (`textDidChangeNotification`, where RAC 2 used the
    /// delegate, so the view's delegate stays yours); completes when the text view deallocates.
    public func rac_textSignal() -> RACSignal {
        let view = UncheckedSendable(WeakReference(self))
        let read = { requireMainActor("rac_textSignal()") { view.value.object?.text } }
        let edits = NotificationCenter.default.rac_addObserverForName(UITextView.textDidChangeNotification, object: self)
        return RACSignal.defer {
            view.value.object == nil ? RACSignal.empty() : RACSignal.return(read())
        }.concat(edits.map { _ in read() })
            .takeUntil(ObjectState.of(self).rac_willDeallocSignal())
    }
}
#endif
