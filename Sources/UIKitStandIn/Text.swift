import Foundation

/// A single-line editable text control; typing sends the editing events.
@MainActor open class UITextField: UIControl {
    /// Posted when the text changed by editing (the object is the text field).
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")

    /// The text; the empty string when none was set.
    open var text: String? {
        get { storedText ?? "" }
        set { storedText = newValue }
    }
    private var storedText: String?
}

/// A scrollable, multi-line text view; editing posts `textDidChangeNotification` (it is not a control).
@MainActor open class UITextView: UIScrollView {
    /// Posted when the text changed by editing (the object is the text view).
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")

    /// The text.
    open var text: String! = ""
}
