/// Lets constraints name "an Optional of something".
public protocol OptionalProtocol: ExpressibleByNilLiteral {
    /// The wrapped type.
    associatedtype Wrapped
    /// Rebuilds the optional from a real Optional.
    init(reconstructing value: Wrapped?)
    /// The value as a real Optional.
    var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    /// The value as a real Optional (itself).
    public var optional: Wrapped? { self }
    /// Rebuilds the optional from a real Optional (identity).
    public init(reconstructing value: Wrapped?) { self = value }
}
