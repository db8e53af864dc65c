#if canImport(UIKit)
import UIKit
import RACLegacy
import RACSupport

// UIAlertView and UIActionSheet (and their rac_buttonClickedSignal) are gone from UIKit; UIAlertController
// replaces both. It has no delegate: each button is a UIAlertAction with its own handler. So the substitute adds
// the buttons itself, as UIAlertView's -addButtonWithTitle: did, and sends the tapped button's index.

extension UIAlertController {
    /// Adds a button that reports its tap to `rac_buttonClickedSignal()`; returns its index among the alert's
    /// actions (UIAlertView's `addButtonWithTitle:`).
    @discardableResult
    public func rac_addButton(withTitle title: String?, style: UIAlertAction.Style = .default) -> Int {
        let index = actions.count
        let clicks = UncheckedSendable(AlertClicks.of(self).subject)
        addAction(UIAlertAction(title: title, style: style) { _ in clicks.value.sendNext(index) })
        return index
    }

    /// Sends the index of each tapped button added with `rac_addButton(withTitle:style:)` (UIAlertView's and
    /// UIActionSheet's `rac_buttonClickedSignal`); completes when the alert controller deallocates.
    public func rac_buttonClickedSignal() -> RACSignal {
        AlertClicks.of(self).subject
    }
}

/// The taps of one alert controller's RAC buttons; completes when the controller deallocates.
final class AlertClicks: Sendable {
    let subject = RACSubject()

    deinit { subject.sendCompleted() }

    @MainActor static func of(_ alert: UIAlertController) -> AlertClicks {
        Association.value(of: alert, for: Association.alertClicks) { AlertClicks() }
    }
}
#endif
