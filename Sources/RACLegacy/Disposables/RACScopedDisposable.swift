/// A disposable that disposes its target when it is deinitialized.
public final class RACScopedDisposable: RACDisposable, @unchecked Sendable { // state lives in the wrapped disposable
    private let target: RACDisposable

    /// Wraps `disposable`, disposing it on deinit or on `dispose()`.
    public init(disposable: RACDisposable) {
        target = disposable
        super.init()
    }

    /// Creates a scoped wrapper around `disposable`.
    public class func scopedDisposableWithDisposable(_ disposable: RACDisposable) -> RACScopedDisposable {
        RACScopedDisposable(disposable: disposable)
    }

    /// Disposes the wrapped disposable.
    public override func dispose() {
        guard markDisposed() else { return }
        target.dispose()
    }

    deinit {
        dispose()
    }
}
