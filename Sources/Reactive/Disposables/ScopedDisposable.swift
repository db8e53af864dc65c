/// Disposes its inner disposable when deinitialised.
public final class ScopedDisposable<Inner: Disposable>: Disposable {
    /// The wrapped disposable.
    public let inner: Inner

    /// Forwards to `inner.isDisposed`.
    public var isDisposed: Bool { inner.isDisposed }

    /// Wraps `disposable`, disposing it on `dispose()` or deinit.
    public init(_ disposable: Inner) {
        inner = disposable
    }

    deinit { inner.dispose() }

    /// Disposes the inner disposable.
    public func dispose() { inner.dispose() }
}

extension ScopedDisposable where Inner == AnyDisposable {
    /// Wraps any disposable in an `AnyDisposable`.
    public convenience init(_ disposable: any Disposable) {
        self.init(AnyDisposable(disposable))
    }
}

extension ScopedDisposable where Inner == CompositeDisposable {
    /// Adds to the inner composite.
    @discardableResult
    public static func += (lhs: ScopedDisposable<CompositeDisposable>, rhs: (any Disposable)?) -> (any Disposable)? {
        lhs.inner.add(rhs)
    }

    /// Adds a closure to the inner composite.
    @discardableResult
    public static func += (lhs: ScopedDisposable<CompositeDisposable>, rhs: @escaping () -> Void) -> (any Disposable)? {
        lhs.inner.add(rhs)
    }
}

extension ScopedDisposable where Inner == SerialDisposable {
    /// Forwards to the inner serial disposable's `inner`.
    public var inner: (any Disposable)? {
        get { (self.inner as SerialDisposable).inner }
        set {
            let serial: SerialDisposable = self.inner
            serial.inner = newValue
        }
    }
}

// Thread safety is the inner disposable's; `inner` never changes.
extension ScopedDisposable: @unchecked Sendable {}
