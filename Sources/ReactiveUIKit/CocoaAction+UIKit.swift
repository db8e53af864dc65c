#if canImport(UIKit)
#if canImport(ObjectiveC)
import ObjectiveC
#endif
import UIKit
import Reactive
import RACSupport

extension Reactive where Base: UIButton {
    /// The action a tap (`touchUpInside`) executes with the button as sender; `isEnabled` follows the action's.
    /// Setting another action, or nil, unties the previous one.
    @MainActor public var pressed: CocoaAction<Base>? {
        get { PressedAction<Base>.of(base).action }
        nonmutating set {
            let button = UncheckedSendable(WeakObject(base))
            PressedAction<Base>.of(base).replace(with: newValue, enabling: isEnabled) { action in
                let tap = UIAction { _ in
                    MainActor.assumeIsolated { button.value.object.map { action.execute($0) } }
                }
                button.value.object?.addAction(tap, for: .touchUpInside)
                return { button.value.object?.removeAction(tap, for: .touchUpInside) }
            }
        }
    }
}

extension Reactive where Base: UIBarButtonItem {
    /// The action a tap (the item's `primaryAction`, which this sets) executes with the item as sender;
    /// `isEnabled` follows the action's. Setting nil removes the primary action.
    @MainActor public var pressed: CocoaAction<Base>? {
        get { PressedAction<Base>.of(base).action }
        nonmutating set {
            let item = UncheckedSendable(WeakObject(base))
            let enabled = mainActorTarget(base, lifetime: lifetime) { (item: Base, value: Bool) in item.isEnabled = value }
            PressedAction<Base>.of(base).replace(with: newValue, enabling: enabled) { action in
                item.value.object?.primaryAction = UIAction { _ in
                    MainActor.assumeIsolated { item.value.object.map { action.execute($0) } }
                }
                return { item.value.object?.primaryAction = nil }
            }
        }
    }
}

extension Reactive where Base: UIRefreshControl {
    /// The action a pull (`valueChanged`) executes with the control as sender; `isRefreshing` follows the action's
    /// `isExecuting` and `isEnabled` its `isEnabled`.
    @MainActor public var refresh: CocoaAction<Base>? {
        get { PressedAction<Base>.of(base).action }
        nonmutating set {
            let control = UncheckedSendable(WeakObject(base))
            let refreshing = mainActorTarget(base, lifetime: lifetime) { (control: Base, executing: Bool) in
                if !executing { control.endRefreshing() }
            }
            PressedAction<Base>.of(base).replace(with: newValue, enabling: isEnabled) { action in
                let pull = UIAction { _ in
                    MainActor.assumeIsolated { control.value.object.map { action.execute($0) } }
                }
                control.value.object?.addAction(pull, for: .valueChanged)
                let executing = refreshing <~ action.isExecuting
                return {
                    executing?.dispose()
                    control.value.object?.removeAction(pull, for: .valueChanged)
                }
            }
        }
    }
}

/// The `CocoaAction` set on a control or item, and how to untie it; associated with the object.
@MainActor final class PressedAction<Sender> {
    /// The action currently set.
    private(set) var action: CocoaAction<Sender>?
    /// Ends the enabled binding and removes the action from the control.
    private var untie: (() -> Void)?

    /// Unties the previous action, then binds `enabling` to the new one's `isEnabled` and ties it with `tie`,
    /// which returns how to undo it.
    func replace(with action: CocoaAction<Sender>?, enabling: BindingTarget<Bool>,
                 tie: (CocoaAction<Sender>) -> @MainActor () -> Void) {
        untie?()
        self.action = action
        guard let action else {
            untie = nil
            return
        }
        let enabled = enabling <~ action.isEnabled
        let undo = tie(action)
        untie = {
            enabled?.dispose()
            undo()
        }
    }

    /// The holder of `object`, made on first use.
    static func of(_ object: AnyObject) -> PressedAction {
        if let existing = objc_getAssociatedObject(object, Key.shared.address) as? PressedAction { return existing }
        let created = PressedAction()
        objc_setAssociatedObject(object, Key.shared.address, created, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return created
    }
}

/// The association key of `PressedAction`: a unique address, never dereferenced.
private struct Key: @unchecked Sendable { // immutable
    static let shared = Key()
    let address = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
#endif
