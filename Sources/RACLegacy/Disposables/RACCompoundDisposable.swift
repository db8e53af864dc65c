import RACSupport

/// A disposable that disposes a whole set of child disposables together.
// Not `final` (the contract's declaration is): a subject subscription's disposable is a subclass that is also its
// slot in the subject, one object instead of two. Being `public` and not `open`, it still cannot be subclassed
// outside the module.
public class RACCompoundDisposable: RACDisposable, @unchecked Sendable { // `children` guarded by `lock`
    // One field, so that a compound (and a subject subscription, a subclass) stays in its allocation size class:
    // most compounds hold one child, which then needs no further allocation; from the second child on, all of them
    // are the non-nil entries of a list's `rest`, in insertion order. Removal scans a short `rest`; past
    // `RACCompoundDisposable.scanLimit` children it goes through the list's `index` (built once, then kept up to
    // date), so removing every child of a large compound, in any order, costs amortized O(1) per removal.
    @exclusivity(unchecked) private var children: Children?

    /// A compound's children: one, or a list of two or more (some possibly removed since).
    private enum Children {
        case one(RACDisposable)
        case many(ChildList)
    }

    /// Children of `rest` scanned linearly on removal before an index is built.
    static let scanLimit = 32

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
        switch children {
        case nil:
            children = .one(child)
        case .one(let first):
            children = .many(ChildList(first, child))
        case .many(let list):
            list.index?.record(child, at: list.rest.count)
            list.rest.append(child)
        }
    }

    /// Adds a child; a child added after disposal is disposed at once.
    public final func addDisposable(_ disposable: RACDisposable?) {
        guard let disposable, !disposable.isDisposed else { return }
        let accepted = lock.withLock { _ -> Bool in
            if isDisposed { return false }
            append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Removes a child by identity without disposing it (its last occurrence).
    public final func removeDisposable(_ disposable: RACDisposable?) {
        guard let disposable else { return }
        lock.withLock { _ in
            switch children {
            case nil: break
            case .one(let only): if only === disposable { children = nil }
            case .many(let list): _ = list.remove(disposable)
            }
        }
    }

    /// Disposes every child once; later calls do nothing.
    public override func dispose() {
        disposeOnce()
    }

    /// Marks the compound disposed and disposes its children; false when it was disposed already.
    @discardableResult final func disposeOnce() -> Bool {
        // The flag flips under the lock so a concurrent addDisposable either lands in the list or is refused.
        // Moved out rather than copied: no retain/release pair per child on this path.
        var head: RACDisposable?
        var tail = ContiguousArray<RACDisposable?>()
        let disposedNow = lock.withLock { _ -> Bool in
            guard markDisposed() else { return false }
            switch children.take() {
            case nil: break
            case .one(let only): head = only
            case .many(let list): swap(&tail, &list.rest)
            }
            return true
        }
        head?.dispose()
        for child in tail { child?.dispose() }
        return disposedNow
    }
}

/// The children of a compound that had two or more, in insertion order (nil: removed), and their index once large.
private final class ChildList { // guarded by the owning compound's `lock`
    // Only touched inside the compound's lock; the dynamic exclusivity check would cost on every add and remove.
    @exclusivity(unchecked) var rest: ContiguousArray<RACDisposable?>
    @exclusivity(unchecked) var index: ChildIndex?

    init(_ first: RACDisposable, _ second: RACDisposable) {
        rest = [first, second]
    }

    /// Removes the last occurrence of `child`; false when it is not here.
    func remove(_ child: RACDisposable) -> Bool {
        if rest.count > RACCompoundDisposable.scanLimit && index == nil {
            index = ChildIndex(rest)
        }
        if let index {
            guard let position = index.removeLast(child) else { return false }
            rest[position] = nil
            if index.holes > RACCompoundDisposable.scanLimit && index.holes * 2 > rest.count {
                // Drops the holes: amortized O(1) per removal.
                OperationCount.add(rest.count)
                rest.removeAll { $0 == nil }
                self.index = rest.count > RACCompoundDisposable.scanLimit ? ChildIndex(rest) : nil
            }
            return true
        }
        guard let position = rest.lastIndex(where: { $0 === child }) else { return false }
        OperationCount.add(rest.count - position)
        rest.remove(at: position)
        return true
    }
}

/// Where each child of a large compound sits in its `rest` array: the position of its last occurrence, and for
/// every position the one of the previous occurrence of the same child (-1 when none), so duplicates are removed
/// last-first like RAC 2 scanning from the end.
private final class ChildIndex { // guarded by the owning compound's `lock`
    @exclusivity(unchecked) private var last: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) private var previous: [Int] = []
    /// Removed positions still in `rest`.
    @exclusivity(unchecked) private(set) var holes = 0

    init(_ children: ContiguousArray<RACDisposable?>) {
        OperationCount.add(children.count)
        last.reserveCapacity(children.count)
        previous.reserveCapacity(children.count)
        for (position, child) in children.enumerated() {
            if let child { record(child, at: position) } else { previous.append(-1); holes += 1 }
        }
    }

    func record(_ child: RACDisposable, at position: Int) {
        let id = ObjectIdentifier(child)
        previous.append(last[id] ?? -1)
        last[id] = position
    }

    /// Forgets the last occurrence of `child` and returns its position, or nil when it is not in `rest`.
    func removeLast(_ child: RACDisposable) -> Int? {
        OperationCount.add(1)
        let id = ObjectIdentifier(child)
        guard let position = last[id] else { return nil }
        let earlier = previous[position]
        last[id] = earlier >= 0 ? earlier : nil
        holes += 1
        return position
    }
}
