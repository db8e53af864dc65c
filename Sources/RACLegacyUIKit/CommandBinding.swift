#if canImport(UIKit)
import RACLegacy

/// What a control's `rac_command` (or `rac_returnCommand`) holds: the command and the disposable that unties it
/// from the control. Kept on the control (main actor only) and replaced when another command is set.
@MainActor final class CommandBinding {
    /// The command currently set.
    private(set) var command: RACCommand?
    /// Ends the current command's enabled binding and removes its action from the control.
    private var untie: RACDisposable?

    /// Replaces the command: unties the old one, then ties `command` with `tie`, whose result is also disposed
    /// when the control deallocates (`deallocDisposable`).
    func replace(with command: RACCommand?, deallocDisposable: RACCompoundDisposable, tie: (RACCommand) -> RACDisposable) {
        if let untie {
            deallocDisposable.removeDisposable(untie)
            untie.dispose()
        }
        self.command = command
        untie = command.map(tie)
        deallocDisposable.addDisposable(untie)
    }

    /// The binding of `object`, created on first use.
    static func of(_ object: AnyObject) -> CommandBinding {
        Association.value(of: object, for: Association.command) { CommandBinding() }
    }

    /// Subscribes `setEnabled` to the command's `enabled`: the current value at once, later changes on the main
    /// queue (RACCommand delivers them there).
    static func bindEnabled(of command: RACCommand, _ setEnabled: @escaping @MainActor @Sendable (Bool) -> Void) -> RACDisposable {
        command.enabled.subscribeNext { value in
            let enabled = value as? Bool ?? false
            performOnMainActor { setEnabled(enabled) }
        }
    }
}
#endif
