import Synchronization
import RACSupport

/// Owns a group of disposables and disposes them together.
public final class CompositeDisposable: Disposable {
    @usableFromInline let lock = Lock(())
    @usableFromInline var children: Bag<any Disposable>? = Bag()  // guarded by `lock`; nil once disposed

    /// True once disposed.
    public var isDisposed: Bool { lock.locked { children == nil } }

    /// Creates an active composite holding `disposables`.
    public init<S: Sequence>(_ disposables: S) where S.Element == any Disposable {
        children = Bag(disposables)
    }

    /// Creates an active composite holding the non-nil `disposables`.
    public convenience init<S: Sequence>(_ disposables: S) where S.Element == (any Disposable)? {
        self.init(disposables.compactMap { $0 })
    }

    /// Creates an empty, active composite.
    public convenience init() {
        self.init([any Disposable]())
    }

    /// Disposes every contained disposable once, in insertion order.
    public func dispose() {
        guard let taken = lock.locked({ () -> Bag<any Disposable>? in
            defer { children = nil }
            return children
        }) else { return }
        for child in taken { child.dispose() }
    }

    /// Adds `disposable`; the returned handle removes it again without disposing it.
    @discardableResult
    public func add(_ disposable: (any Disposable)?) -> (any Disposable)? {
        guard let disposable, !disposable.isDisposed else { return nil }
        let token: Bag<any Disposable>.Token? = lock.locked {
            children?.insert(disposable)
        }
        guard let token else {
            disposable.dispose()
            return nil
        }
        return AnyDisposable { [weak self] in
            guard let self else { return }
            self.lock.locked { _ = self.children?.remove(using: token) }
        }
    }

    /// Adds a closure to run when the composite is disposed; the handle unregisters it.
    @discardableResult
    public func add(_ action: @escaping () -> Void) -> (any Disposable)? {
        add(AnyDisposable(action))
    }

    /// Operator form of `add(_:)`.
    @discardableResult
    public static func += (lhs: CompositeDisposable, rhs: (any Disposable)?) -> (any Disposable)? {
        lhs.add(rhs)
    }

    /// Operator form of `add(_:)` for a closure.
    @discardableResult
    public static func += (lhs: CompositeDisposable, rhs: @escaping () -> Void) -> (any Disposable)? {
        lhs.add(rhs)
    }
}

// `lock` guards `children`.
extension CompositeDisposable: @unchecked Sendable {}
