#if canImport(UIKit)
import UIKit
import RACLegacy
import RACSupport

extension UIButton {
    /// The button's command (`rac_command`): a tap (`touchUpInside`) executes it with the button as input, and
    /// `isEnabled` follows the command's `enabled`. Setting another command, or nil, unties the previous one.
    public var rac_command: RACCommand? {
        get { CommandBinding.of(self).command }
        set { bindControl(self, to: newValue, on: .touchUpInside) }
    }
}

extension UITextField {
    /// The text field's return-key command (`rac_returnCommand`): `editingDidEndOnExit` executes it with the text
    /// field as input, and `isEnabled` follows the command's `enabled`.
    public var rac_returnCommand: RACCommand? {
        get { CommandBinding.of(self).command }
        set { bindControl(self, to: newValue, on: .editingDidEndOnExit) }
    }
}

extension UIRefreshControl {
    /// The refresh control's command (`rac_command`): a pull (`valueChanged`) executes it with the control as
    /// input and ends refreshing once that execution terminates; `isEnabled` follows the command's `enabled`.
    public var rac_command: RACCommand? {
        get { CommandBinding.of(self).command }
        set {
            let refreshes = rac_signal(for: .valueChanged)
            CommandBinding.of(self).replace(with: newValue, deallocDisposable: ObjectState.of(self).rac_deallocDisposable) { command in
                let enabled = CommandBinding.bindEnabled(of: command) { [weak self] in self?.isEnabled = $0 }
                let executions = refreshes.map { control in
                    command.execute(control).catchTo(RACSignal.empty()).then { RACSignal.return(control) }
                }.concat().deliverOn(RACScheduler.mainThreadScheduler()).subscribeNext { control in
                    let ended = UncheckedSendable(control)
                    performOnMainActor { (ended.value as? UIRefreshControl)?.endRefreshing() }
                }
                return RACCompoundDisposable(disposables: [enabled, executions])
            }
        }
    }
}

extension UIBarButtonItem {
    /// The item's command (`rac_command`): a tap (the item's `primaryAction`, which this sets) executes it with the
    /// item as input, and `isEnabled` follows the command's `enabled`. Setting nil removes the primary action.
    public var rac_command: RACCommand? {
        get { CommandBinding.of(self).command }
        set {
            CommandBinding.of(self).replace(with: newValue, deallocDisposable: ObjectState.of(self).rac_deallocDisposable) { command in
                let enabled = CommandBinding.bindEnabled(of: command) { [weak self] in self?.isEnabled = $0 }
                let executed = UncheckedSendable(command)
                primaryAction = UIAction { [weak self] _ in executed.value.execute(self) }
                return RACCompoundDisposable(disposables: [enabled, RACDisposable { [weak self] in
                    performOnMainActor { self?.primaryAction = nil }
                }])
            }
        }
    }
}

/// Ties `command` to `control`: `events` execute it with the control as input, and `isEnabled` follows `enabled`.
@MainActor
private func bindControl(_ control: UIControl, to command: RACCommand?, on events: UIControl.Event) {
    CommandBinding.of(control).replace(with: command, deallocDisposable: ObjectState.of(control).rac_deallocDisposable) { command in
        let enabled = CommandBinding.bindEnabled(of: command) { [weak control] in control?.isEnabled = $0 }
        let executed = UncheckedSendable(command)
        let action = UIAction { [weak control] _ in executed.value.execute(control) }
        control.addAction(action, for: events)
        return RACCompoundDisposable(disposables: [enabled, RACDisposable { [weak control] in
            performOnMainActor { control?.removeAction(action, for: events) }
        }])
    }
}
#endif
