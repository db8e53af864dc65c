import Synchronization
import RACSupport

/// Holds at most one disposable; replacing it disposes the previous one.
public final class SerialDisposable: Disposable {
    @usableFromInline let lock = Lock(())
    @usableFromInline var current: (any Disposable)?  // guarded by `lock`
    @usableFromInline var disposed = false            // guarded by `lock`

    /// True once disposed.
    public var isDisposed: Bool { lock.locked { disposed } }

    /// The current inner disposable; assigning disposes the previous one (and the new one, once disposed).
    public var inner: (any Disposable)? {
        get { lock.locked { current } }
        set {
            let (previous, rejected): ((any Disposable)?, Bool) = lock.locked {
                if disposed { return (nil, true) }
                defer { current = newValue }
                return (current, false)
            }
            previous?.dispose()
            if rejected { newValue?.dispose() }
        }
    }

    /// Creates an active serial disposable holding `disposable`.
    public init(_ disposable: (any Disposable)? = nil) {
        current = disposable
    }

    /// Disposes and clears the current inner disposable; later assignments are disposed at once.
    public func dispose() {
        let previous: (any Disposable)? = lock.locked {
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        previous?.dispose()
    }
}

// `lock` guards `current` and `disposed`.
extension SerialDisposable: @unchecked Sendable {}
