/// A view that sends actions in response to events.
@MainActor open class UIControl: UIView {
    /// Events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits.
        public let rawValue: UInt

        /// Wraps event bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged just outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control (a tap).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch cancelled by the system.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed by editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events reserved for applications.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control accepts touches (programmatic `sendActions(for:)` ignores it, as UIKit's does).
    open var isEnabled = true

    /// Whether the control is selected.
    open var isSelected = false

    /// The actions added with `addAction(_:for:)` (held strongly, as UIKit holds them) and their events.
    private var actions: [(action: UIAction, events: Event)] = []

    /// Adds `action` for `controlEvents`; an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index] = (action, actions[index].events.union(controlEvents))
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// Removes `action` from `controlEvents`; it is let go of once it has no events left.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Performs every action added for any of `controlEvents`, with the control as sender.
    open func sendActions(for controlEvents: UIControl.Event) {
        let matching = actions.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        for action in matching { action.perform(from: self) }
    }

    /// Performs `action` with the control as sender.
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }
}
