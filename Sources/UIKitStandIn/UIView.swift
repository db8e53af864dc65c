import Foundation

/// The base of objects that respond to events (views, controls and view controllers).
@MainActor open class UIResponder: AssociationCarrier {
    nonisolated let associations = AssociationTable()

    /// Creates a responder.
    public init() {}
}

/// A rectangular area of the interface.
@MainActor open class UIView: UIResponder {
    /// Whether the view is hidden.
    open var isHidden = false

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        super.init()
    }

    /// Creates a view from an archive (never used by the stand-in).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }
}

/// A view that scrolls its content.
@MainActor open class UIScrollView: UIView {}

/// A view that displays one or more lines of read-only text.
@MainActor open class UILabel: UIView {
    /// The text the label displays.
    open var text: String?
}
