/// Capacity meaning "keep every value".
public let RACReplaySubjectUnlimitedCapacity: Int = Int.max

/// A subject that replays the last `capacity` values, then its terminal event, to each new subscriber.
open class RACReplaySubject: RACSubject, @unchecked Sendable { // state lives in RACSubject
    /// An unlimited replay subject.
    public override init() {
        super.init(mode: .replay(capacity: RACReplaySubjectUnlimitedCapacity, replaysTermination: true))
    }

    /// A replay subject keeping the last `capacity` values.
    public init(capacity: Int) {
        precondition(capacity >= 0, "+[RACReplaySubject replaySubjectWithCapacity:] requires a non-negative capacity, got \(capacity)")
        super.init(mode: .replay(capacity: capacity, replaysTermination: true))
    }

    /// Creates a replay subject keeping the last `capacity` values.
    public class func replaySubjectWithCapacity(_ capacity: Int) -> RACReplaySubject {
        RACReplaySubject(capacity: capacity)
    }

    /// Creates an unlimited replay subject.
    public override class func subject() -> RACReplaySubject {
        RACReplaySubject()
    }
}
