import Synchronization
import RACSupport

/// A one-shot cancellation handle.
///
/// `Sendable`: disposing is thread-safe, so a disposable can be captured by a `@Sendable` callback and disposed
/// from its thread. A conformer must guard its own state.
public protocol Disposable: AnyObject, Sendable {
    /// True once `dispose()` has run.
    var isDisposed: Bool { get }
    /// Performs the cleanup; later calls do nothing.
    func dispose()
}

/// A disposable that runs a closure once, holds nothing, or forwards to another disposable.
public final class AnyDisposable: Disposable {
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var action: (() -> Void)?  // guarded by `lock`; released once run
    @usableFromInline @exclusivity(unchecked) var disposed = false        // guarded by `lock`
    @usableFromInline let wrapped: (any Disposable)?

    /// True once disposed (for the wrapping form: the wrapped disposable's state).
    public var isDisposed: Bool {
        if let wrapped { return wrapped.isDisposed }
        return lock.locked { disposed }
    }

    /// Creates a disposable that runs `action` on the first `dispose()`.
    public init(_ action: @escaping () -> Void) {
        self.action = action
        wrapped = nil
    }

    /// Creates a disposable with no side effect.
    public init() {
        action = nil
        wrapped = nil
    }

    /// Wraps `disposable`: disposing this disposes it.
    public init(_ disposable: any Disposable) {
        action = nil
        wrapped = disposable
    }

    /// Runs the cleanup once; thread-safe.
    @inlinable public func dispose() {
        if let wrapped {
            wrapped.dispose()
            return
        }
        let pending: (() -> Void)? = lock.locked {
            if disposed { return nil }
            disposed = true
            defer { action = nil }
            return action
        }
        pending?()
    }
}

// `lock` guards `action` and `disposed`.
extension AnyDisposable: @unchecked Sendable {}
