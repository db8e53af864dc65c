import Synchronization
import RACSupport

/// The observable end of an object's life: it ends when its `Token` is disposed or deinitialised.
///
/// A lifetime either owns its end-of-life state (the one a token or a signal ends) or forwards to another lifetime
/// that does (`Lifetime(token)`), so a signal needs one object for its lifetime, not three.
public final class Lifetime {
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var actions: Bag<EndAction>? = Bag()  // guarded by `lock`; nil once ended
    /// Mirrors `actions == nil` for lock-free reads on hot paths (checked once per element by sequence producers).
    @usableFromInline let isEnded = Synchronization.Atomic<Bool>(false)
    /// The lifetime holding the state, when this one only forwards to it.
    @usableFromInline let owner: Lifetime?

    /// Creates a lifetime that owns its state and ends when `end()` is called.
    @inlinable
    init() { owner = nil }

    /// Creates a lifetime that ends with `token` (without retaining the token).
    public init(_ token: Token) {
        owner = token.lifetime
    }

    /// The lifetime that holds the state.
    @inlinable var root: Lifetime { owner ?? self }

    /// A signal that completes when the lifetime ends (already terminated if it has).
    public var ended: Signal<Never, Never> {
        let (signal, input) = Signal<Never, Never>.pipe()
        if root.register({ input.sendCompleted() }) == nil {
            input.sendCompleted()
        }
        return signal
    }

    /// True once the lifetime has ended.
    @inlinable public var hasEnded: Bool { root.isEnded.load(ordering: .acquiring) }

    /// Runs `action` once when the lifetime ends (now, returning nil, if it already has).
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> (any Disposable)? {
        if let handle = root.register(action) { return handle }
        action()
        return nil
    }

    /// Disposes `disposable` when the lifetime ends (now, returning nil, if it already has).
    @discardableResult
    public static func += (lifetime: Lifetime, disposable: (any Disposable)?) -> (any Disposable)? {
        guard let disposable else { return nil }
        return lifetime.observeEnded(disposable.dispose)
    }

    /// Returns a fresh lifetime and the token that ends it.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (token.lifetime, token)
    }

    /// A lifetime that has already ended.
    public static let empty: Lifetime = {
        let lifetime = Lifetime()
        lifetime.end()
        return lifetime
    }()

    /// What runs at the end: a closure, or a disposable to dispose (stored as is, so no closure is allocated).
    @usableFromInline
    enum EndAction {
        case run(() -> Void)
        case dispose(any Disposable)
    }

    /// Disposes `disposable` when the lifetime ends (at once if it has), with no handle to unregister it: the
    /// library's own runs use this for their interrupt handles.
    @inlinable
    func attach(_ disposable: any Disposable) {
        let owner = root
        let inserted: Bool = owner.lock.locked {
            guard owner.actions != nil else { return false }
            owner.actions!.insert(.dispose(disposable))
            return true
        }
        if !inserted { disposable.dispose() }
    }

    /// `attach(_:)` for an optional disposable; nil is ignored.
    @inlinable
    func attach(_ disposable: (any Disposable)?) {
        if let disposable { attach(disposable) }
    }

    /// Registers `action` on an owning lifetime; nil if it has already ended.
    @usableFromInline
    func register(_ action: @escaping () -> Void) -> (any Disposable)? {
        let token: Bag<EndAction>.Token? = lock.locked { actions?.insert(.run(action)) }
        guard let token else { return nil }
        return AnyDisposable { [weak self] in
            guard let self else { return }
            self.lock.locked { _ = self.actions?.remove(using: token) }
        }
    }

    /// Ends an owning lifetime, running each registered action once.
    @usableFromInline
    func end() {
        let taken: Bag<EndAction>? = lock.locked {
            defer { actions = nil }
            isEnded.store(true, ordering: .releasing)
            return actions
        }
        guard let taken else { return }
        for action in taken {
            switch action {
            case let .run(body): body()
            case let .dispose(disposable): disposable.dispose()
            }
        }
    }

    /// The owner's handle: disposing it, or letting it deinitialise, ends the paired lifetime.
    public final class Token {
        /// The lifetime this token ends (`Lifetime.make()` hands it out directly).
        @usableFromInline let lifetime = Lifetime()

        /// Creates a token with a lifetime that has not ended.
        public init() {}

        deinit { lifetime.end() }

        /// Ends the lifetime; idempotent.
        public func dispose() { lifetime.end() }
    }
}

extension Lifetime {
    /// Unavailable: use `observeEnded(_:)` or `+=`.
    @discardableResult
    @available(*, unavailable, message: "Use `observeEnded(_:)` with a method reference to `dispose()` instead.")
    public func add(_ d: (any Disposable)?) -> (any Disposable)? { nil }
}

// `lock` guards `actions`; `ended` is atomic; `owner` never changes.
extension Lifetime: @unchecked Sendable {}
// Holds only its lifetime.
extension Lifetime.Token: @unchecked Sendable {}
