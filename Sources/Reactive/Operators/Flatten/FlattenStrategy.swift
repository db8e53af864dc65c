/// Describes how `flatten` and `flatMap` combine the inner streams of a stream of streams.
public struct FlattenStrategy {
    @usableFromInline
    enum Kind: Equatable, Sendable {
        /// At most `limit` inners run at once; the rest wait in arrival order.
        case concurrent(limit: UInt)
        /// Only the newest inner runs; a new one replaces the previous.
        case latest
        /// The first inner to send any event wins; the others are dropped.
        case race
        /// An inner arriving while another one runs is dropped.
        case throttle
    }

    @usableFromInline let kind: Kind

    @inlinable init(kind: Kind) { self.kind = kind }

    /// Runs every inner as soon as it arrives and forwards all their values; cross-thread feedback as for
    /// `Signal.merge(with:)` (an observer that waits for another thread's value deadlocks).
    public static let merge = FlattenStrategy(kind: .concurrent(limit: .max))

    /// Runs the inners one after another, in arrival order.
    public static let concat = FlattenStrategy(kind: .concurrent(limit: 1))

    /// Runs at most `limit` inners at once, queueing the others in arrival order; `limit` must be positive.
    public static func concurrent(limit: UInt) -> FlattenStrategy {
        precondition(limit > 0, "FlattenStrategy.concurrent(limit:): the concurrency limit must be greater than zero")
        return FlattenStrategy(kind: .concurrent(limit: limit))
    }

    /// Forwards only the newest inner, disposing the one it replaces.
    public static let latest = FlattenStrategy(kind: .latest)

    /// Forwards only the first inner to send an event, disposing all others.
    public static let race = FlattenStrategy(kind: .race)

    /// Runs an inner only when none is running, dropping those that arrive meanwhile.
    public static let throttle = FlattenStrategy(kind: .throttle)
}

extension FlattenStrategy: Sendable {}
