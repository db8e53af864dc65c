/// The singleton value that carries no information.
public final class RACUnit: Hashable, CustomStringConvertible, @unchecked Sendable { // stateless singleton
    private static let shared = RACUnit()
    private init() {}

    /// The singleton unit value.
    public static func defaultUnit() -> RACUnit { shared }
    /// Identity comparison.
    public static func == (lhs: RACUnit, rhs: RACUnit) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// "RACUnit".
    public var description: String { "RACUnit" }
}
