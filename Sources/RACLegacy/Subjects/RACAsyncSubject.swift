/// A subject that sends only its last value and completion, at completion, to current and later subscribers.
public final class RACAsyncSubject: RACSubject, @unchecked Sendable { // state lives in RACSubject
    /// An async subject.
    public override init() {
        super.init(mode: .lastOnCompletion)
    }

    /// Creates an async subject.
    public override class func subject() -> RACAsyncSubject {
        RACAsyncSubject()
    }
}
