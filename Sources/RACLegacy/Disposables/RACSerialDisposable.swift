/// A disposable holding one replaceable inner disposable.
public final class RACSerialDisposable: RACDisposable, @unchecked Sendable { // `inner` guarded by `lock`
    // Only touched inside `lock`; the dynamic exclusivity check would only add cost.
    @exclusivity(unchecked) private var inner: RACDisposable?

    /// The current inner disposable; replacing it does not dispose the old one.
    public var disposable: RACDisposable? {
        get { lock.withLock { _ in inner } }
        set { swapInDisposable(newValue) }
    }

    /// A serial disposable with no inner disposable.
    public override init() {
        super.init()
    }

    /// A serial disposable starting with `disposable` inside.
    public init(disposable: RACDisposable?) {
        super.init()
        lock.withLock { _ in inner = disposable }
    }

    /// A serial disposable whose inner disposable runs `block`.
    public override init(block: @escaping () -> Void) {
        super.init()
        let child = RACDisposable(block: block)
        lock.withLock { _ in inner = child }
    }

    /// Creates a serial disposable holding `disposable`.
    public class func serialDisposableWithDisposable(_ disposable: RACDisposable?) -> RACSerialDisposable {
        RACSerialDisposable(disposable: disposable)
    }

    /// Creates a serial disposable whose inner disposable runs `block`.
    public override class func disposableWithBlock(_ block: @escaping () -> Void) -> RACSerialDisposable {
        RACSerialDisposable(block: block)
    }

    /// Installs a new inner disposable and returns the old one undisposed; after disposal the new one is disposed.
    @discardableResult public func swapInDisposable(_ newDisposable: RACDisposable?) -> RACDisposable? {
        let (accepted, old) = lock.withLock { _ -> (Bool, RACDisposable?) in
            if isDisposed { return (false, nil) }
            let previous = inner
            inner = newDisposable
            return (true, previous)
        }
        if !accepted { newDisposable?.dispose() }
        return old
    }

    /// Disposes the current inner disposable and every later one.
    public override func dispose() {
        let taken = lock.withLock { _ -> RACDisposable?? in
            guard markDisposed() else { return .none }
            let previous = inner
            inner = nil
            return .some(previous)
        }
        if case let .some(previous) = taken { previous?.dispose() }
    }
}
