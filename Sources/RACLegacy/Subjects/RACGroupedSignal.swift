/// A subject carrying the key of a `groupBy` group.
public final class RACGroupedSignal: RACSubject, @unchecked Sendable { // `groupKey` is immutable
    private let groupKey: AnyHashable

    /// The group key.
    public var key: AnyHashable { groupKey }

    /// A grouped signal for `key`.
    public init(key: AnyHashable) {
        groupKey = key
        super.init()
    }

    /// Creates a grouped signal for `key`.
    public static func signalWithKey(_ key: AnyHashable) -> RACGroupedSignal {
        RACGroupedSignal(key: key)
    }
}
