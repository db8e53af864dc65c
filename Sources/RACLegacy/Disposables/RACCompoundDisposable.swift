/// A disposable that disposes a whole set of child disposables together.
public final class RACCompoundDisposable: RACDisposable, @unchecked Sendable { // children guarded by `children`
    private let children = Locked<ContiguousArray<RACDisposable>>([])

    /// An empty compound disposable.
    public override init() {
        super.init()
    }

    /// A compound disposable that starts with the given children.
    public init(disposables: [RACDisposable]?) {
        super.init()
        if let disposables { children.withLock { $0.append(contentsOf: disposables) } }
    }

    /// A compound disposable whose only child runs `block`.
    public override init(block: @escaping () -> Void) {
        super.init()
        let child = RACDisposable(block: block)
        children.withLock { $0.append(child) }
    }

    /// Creates an empty compound disposable.
    public class func compoundDisposable() -> RACCompoundDisposable {
        RACCompoundDisposable()
    }

    /// Creates a compound disposable holding the given children.
    public class func compoundDisposableWithDisposables(_ disposables: [RACDisposable]?) -> RACCompoundDisposable {
        RACCompoundDisposable(disposables: disposables)
    }

    /// Creates a compound disposable whose only child runs `block`.
    public override class func disposableWithBlock(_ block: @escaping () -> Void) -> RACCompoundDisposable {
        RACCompoundDisposable(block: block)
    }

    /// Adds a child; a child added after disposal is disposed at once.
    public func addDisposable(_ disposable: RACDisposable?) {
        guard let disposable, !disposable.isDisposed else { return }
        let accepted = children.withLock { list -> Bool in
            if isDisposed { return false }
            list.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Removes a child by identity without disposing it.
    public func removeDisposable(_ disposable: RACDisposable?) {
        guard let disposable else { return }
        children.withLock { list in
            if let index = list.lastIndex(where: { $0 === disposable }) { list.remove(at: index) }
        }
    }

    /// Disposes every child once; later calls do nothing.
    public override func dispose() {
        // The flag flips under the lock so a concurrent addDisposable either lands in the list or is refused.
        let taken = children.withLock { list -> ContiguousArray<RACDisposable>? in
            guard markDisposed() else { return nil }
            let all = list
            list = []
            return all
        }
        guard let taken else { return }
        for child in taken { child.dispose() }
    }
}
