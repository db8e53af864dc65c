// RAC 3/4 spellings of disposables, and of the `CompositeDisposable` a RAC 4 start handler received (contract 3.3).

extension Lifetime {
    /// RAC 4 start handlers added cleanup to a `CompositeDisposable`; on the `Lifetime` they get now it is `+=`.
    @available(*, deprecated, message: "The start handler now receives a Lifetime: use `lifetime += disposable`")
    @discardableResult
    public func addDisposable(_ disposable: (any Disposable)?) -> (any Disposable)? {
        self += disposable
    }

    /// RAC 4 start handlers added cleanup closures to a `CompositeDisposable`; on a `Lifetime` that is `observeEnded`.
    @available(*, deprecated, renamed: "observeEnded(_:)")
    @discardableResult
    public func addDisposable(_ action: @escaping () -> Void) -> (any Disposable)? {
        observeEnded(action)
    }
}

extension Disposable {
    /// RAC 3/4 name of `isDisposed`.
    @available(*, deprecated, renamed: "isDisposed")
    public var disposed: Bool { isDisposed }

    /// RAC 4 `DisposableHandle.remove()`: disposing a handle from `add(_:)` removes its item without disposing it.
    @available(*, deprecated, renamed: "dispose()")
    public func remove() { dispose() }
}

extension AnyDisposable {
    /// RAC 3/4 labelled initialiser of a disposable that runs `action` once.
    @available(*, deprecated, renamed: "init(_:)")
    public convenience init(action: @escaping () -> Void) {
        self.init(action)
    }
}

extension CompositeDisposable {
    /// RAC 4 name of the handle `add(_:)` returns, which is a plain `Disposable` now.
    // Not `renamed:`: a fix-it would write `CompositeDisposable.Disposable`, which does not exist.
    @available(*, deprecated, message: "Use any Disposable")
    public typealias DisposableHandle = Disposable

    /// RAC 3/4 name of `add(_:)` for a disposable.
    @available(*, deprecated, renamed: "add(_:)")
    @discardableResult
    public func addDisposable(_ disposable: (any Disposable)?) -> (any Disposable)? {
        add(disposable)
    }

    /// RAC 3/4 name of `add(_:)` for a cleanup closure.
    @available(*, deprecated, renamed: "add(_:)")
    @discardableResult
    public func addDisposable(_ action: @escaping () -> Void) -> (any Disposable)? {
        add(action)
    }
}

extension SerialDisposable {
    /// RAC 3/4 name of `inner`; setting it disposes the previous disposable.
    @available(*, deprecated, renamed: "inner")
    public var innerDisposable: (any Disposable)? {
        get { inner }
        set { inner = newValue }
    }
}

extension ScopedDisposable {
    /// RAC 3/4 name of `inner`.
    @available(*, deprecated, renamed: "inner")
    public var innerDisposable: Inner { inner }
}

extension Bag {
    /// RAC 3/4 name of `remove(using:)`, which returned nothing.
    @available(*, deprecated, renamed: "remove(using:)")
    public mutating func removeValueForToken(_ token: Bag<Element>.Token) {
        remove(using: token)
    }
}
