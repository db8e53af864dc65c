import Foundation

// The concrete controls the UIKit layers bind. As in UIKit, setting a value in code sends no control event; a
// test plays the user by setting the value and calling `sendActions(for:)`.

/// A button.
@MainActor open class UIButton: UIControl {}

/// An on/off switch.
@MainActor open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

    /// Turns the switch on or off.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}

/// A slider over a range of `Float` values.
@MainActor open class UISlider: UIControl {
    /// The least value.
    open var minimumValue: Float = 0
    /// The greatest value.
    open var maximumValue: Float = 1
    /// The current value, kept within the range.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0
}

/// A control that increments or decrements a `Double` value.
@MainActor open class UIStepper: UIControl {
    /// The least value.
    open var minimumValue: Double = 0
    /// The greatest value.
    open var maximumValue: Double = 100
    /// The current value, kept within the range.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Double = 0
}

/// A row of segments, at most one selected.
@MainActor open class UISegmentedControl: UIControl {
    /// The index meaning that no segment is selected.
    public static let noSegment = -1

    /// The selected segment's index, or `noSegment`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
}

/// A control for picking a date.
@MainActor open class UIDatePicker: UIControl {
    /// The date shown.
    open var date = Date()

    /// Shows `date`.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }
}

/// The pull-to-refresh control of a scroll view.
@MainActor open class UIRefreshControl: UIControl {
    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false

    /// Shows that a refresh started (sends no event).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Shows that the refresh ended.
    open func endRefreshing() {
        isRefreshing = false
    }
}
