import Foundation

/// A row of a table view.
@MainActor open class UITableViewCell: UIView {
    /// A cell's layout.
    public enum CellStyle: Int, Sendable {
        /// A label and an optional image.
        case `default`
        /// A left label and a right, detail label.
        case value1
        /// A right-aligned label and a left-aligned detail label.
        case value2
        /// A label above a detail label.
        case subtitle
    }

    /// The identifier the table view reuses the cell by.
    open private(set) var reuseIdentifier: String?

    /// Creates a cell.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Creates a cell from an archive (never used by the stand-in).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the table view hands the cell out again; subclasses call super.
    open func prepareForReuse() {}
}

/// A header or footer of a table view section.
@MainActor open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table view reuses the view by.
    open private(set) var reuseIdentifier: String?

    /// Creates a header or footer view.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Creates a view from an archive (never used by the stand-in).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the table view hands the view out again; subclasses call super.
    open func prepareForReuse() {}
}

/// A view a collection view reuses (cells, headers, footers).
@MainActor open class UICollectionReusableView: UIView {
    /// Called before the collection view hands the view out again; subclasses call super.
    open func prepareForReuse() {}
}
