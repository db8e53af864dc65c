import Synchronization
import RACSupport

/// A cancellation handle: runs its cleanup block at most once, on the first `dispose()`.
open class RACDisposable: @unchecked Sendable { // `disposed` is atomic; `block` (and subclasses' state) guarded by `lock`
    @usableFromInline let disposed = Atomic<Bool>(false)
    /// Guards `block`, and the state of this module's subclasses: one inline lock, no extra allocation.
    let lock = Lock(())
    // Only touched inside `lock`; the dynamic exclusivity check would only add cost. Boxed: one word rather than a
    // closure's two, which keeps compound disposables and subject subscriptions (no block) a size class smaller.
    @exclusivity(unchecked) private var block: DisposeBlock?

    /// True once `dispose()` has run.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// A disposable with no cleanup action.
    public init() {
        block = nil
    }

    /// A disposable that runs `block` on its first disposal.
    public init(block: @escaping () -> Void) {
        self.block = DisposeBlock(block)
    }

    /// Creates a disposable that runs `block` exactly once, on the first disposal.
    public class func disposableWithBlock(_ block: @escaping () -> Void) -> RACDisposable {
        RACDisposable(block: block)
    }

    /// The handle of work that already ended: disposing it does nothing.
    @usableFromInline static let alreadyDisposed: RACDisposable = {
        let disposable = RACDisposable()
        disposable.dispose()
        return disposable
    }()

    /// Marks the disposable as disposed; returns true only for the first caller.
    @usableFromInline final func markDisposed() -> Bool {
        !disposed.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// Runs the cleanup block once; later calls do nothing.
    open func dispose() {
        guard markDisposed() else { return }
        let block = lock.withLock { _ -> DisposeBlock? in
            let taken = self.block
            self.block = nil
            return taken
        }
        block?.run()
    }

    /// Wraps the receiver in a disposable that disposes it on deinitialization.
    public func asScopedDisposable() -> RACScopedDisposable {
        RACScopedDisposable(disposable: self)
    }
}

/// A disposable's cleanup block, boxed so that the disposable stores one word for it.
private final class DisposeBlock {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
