/// The base of items shown in bars.
@MainActor open class UIBarItem: AssociationCarrier {
    nonisolated let associations = AssociationTable()

    /// Whether the item accepts taps.
    open var isEnabled = true

    /// Creates an item.
    public init() {}
}

/// A button in a navigation bar or toolbar.
@MainActor open class UIBarButtonItem: UIBarItem {
    /// The action a tap performs; a copy of the action assigned is stored, as UIKit's `@NSCopying` property does.
    open var primaryAction: UIAction? {
        get { storedPrimaryAction }
        set { storedPrimaryAction = newValue?.copy() }
    }
    private var storedPrimaryAction: UIAction?

    /// Creates an item.
    public override init() {}

    /// Creates a plain item with a title and a primary action (the stand-in omits the image and menu parameters).
    public convenience init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.primaryAction = primaryAction
    }
}
