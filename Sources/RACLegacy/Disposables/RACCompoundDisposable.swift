/// A disposable that disposes a whole set of child disposables together.
public final class RACCompoundDisposable: RACDisposable, @unchecked Sendable { // `first`/`rest` guarded by `lock`
    // The children in insertion order are `first` followed by `rest`; `first` is nil only when there are none.
    // Most compounds hold one child, which then needs no array allocation.
    @exclusivity(unchecked) private var first: RACDisposable?
    @exclusivity(unchecked) private var rest = ContiguousArray<RACDisposable>()

    /// An empty compound disposable.
    public override init() {
        super.init()
    }

    /// A compound disposable that starts with the given children.
    public init(disposables: [RACDisposable]?) {
        super.init()
        if let disposables { lock.withLock { _ in for child in disposables { append(child) } } }
    }

    /// A compound disposable whose only child runs `block`.
    public override init(block: @escaping () -> Void) {
        super.init()
        let child = RACDisposable(block: block)
        lock.withLock { _ in append(child) }
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

    /// Appends a child; the caller holds `lock`.
    private func append(_ child: RACDisposable) {
        if first == nil { first = child } else { rest.append(child) }
    }

    /// Adds a child; a child added after disposal is disposed at once.
    public func addDisposable(_ disposable: RACDisposable?) {
        guard let disposable, !disposable.isDisposed else { return }
        let accepted = lock.withLock { _ -> Bool in
            if isDisposed { return false }
            append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Removes a child by identity without disposing it (its last occurrence).
    public func removeDisposable(_ disposable: RACDisposable?) {
        guard let disposable else { return }
        lock.withLock { _ in
            if let index = rest.lastIndex(where: { $0 === disposable }) {
                rest.remove(at: index)
            } else if first === disposable {
                first = rest.isEmpty ? nil : rest.removeFirst()
            }
        }
    }

    /// Disposes every child once; later calls do nothing.
    public override func dispose() {
        // The flag flips under the lock so a concurrent addDisposable either lands in the list or is refused.
        // Moved out rather than copied: no retain/release pair per child on this path.
        var head: RACDisposable?
        var tail = ContiguousArray<RACDisposable>()
        lock.withLock { _ in
            guard markDisposed() else { return }
            head = first.take()
            swap(&tail, &rest)
        }
        head?.dispose()
        for child in tail { child.dispose() }
    }
}
