import Foundation

/// Manages a view.
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Creates a view controller (the stand-in never loads a nib).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller from an archive (never used by the stand-in).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a view controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view (a plain `UIView` by default).
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}

    /// Loads the view (and calls `viewDidLoad`) unless it is loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }
}

/// An action button of an alert controller.
@MainActor open class UIAlertAction: AssociationCarrier {
    nonisolated let associations = AssociationTable()

    /// How an action looks.
    public enum Style: Int, Sendable {
        /// A normal button.
        case `default`
        /// The button that cancels.
        case cancel
        /// A button that destroys data.
        case destructive
    }

    /// The button's title.
    open private(set) var title: String?

    /// The button's style.
    open private(set) var style: Style

    /// Whether the button can be tapped.
    open var isEnabled = true

    private let handler: ((UIAlertAction) -> Void)?

    /// Creates an action; `handler` runs when the button is tapped.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Stand-in only (not UIKit): taps the button, running its handler.
    public func standInTap() {
        handler?(self)
    }
}

/// An alert or action sheet: the replacement of UIAlertView and UIActionSheet.
@MainActor open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        /// An action sheet.
        case actionSheet
        /// An alert.
        case alert
    }

    /// The alert's buttons, in the order added.
    open private(set) var actions: [UIAlertAction] = []

    /// The alert's title.
    open var message: String?

    /// The alert's style.
    open private(set) var preferredStyle: Style = .alert

    /// Creates an alert controller.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }
}
