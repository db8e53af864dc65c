import Synchronization

/// The observable end of an object's life: it ends when its `Token` is disposed or deinitialised.
public final class Lifetime {
    @usableFromInline let state: LifetimeState

    @usableFromInline init(state: LifetimeState) { self.state = state }

    /// A signal that completes when the lifetime ends (already terminated if it has).
    public var ended: Signal<Never, Never> {
        let (signal, input) = Signal<Never, Never>.pipe()
        if state.observe({ input.sendCompleted() }) == nil {
            input.sendCompleted()
        }
        return signal
    }

    /// True once the lifetime has ended.
    @inlinable public var hasEnded: Bool { state.hasEnded }

    /// Creates a lifetime that ends with `token` (without retaining the token).
    public convenience init(_ token: Token) {
        self.init(state: token.state)
    }

    /// Runs `action` once when the lifetime ends (now, returning nil, if it already has).
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> (any Disposable)? {
        if let handle = state.observe(action) { return handle }
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
        return (Lifetime(token), token)
    }

    /// A lifetime that has already ended.
    public static let empty: Lifetime = {
        let token = Token()
        token.dispose()
        return Lifetime(token)
    }()

    /// The owner's handle: disposing it, or letting it deinitialise, ends the paired lifetime.
    public final class Token {
        @usableFromInline let state = LifetimeState()

        /// Creates a token with a lifetime that has not ended.
        public init() {}

        deinit { state.end() }

        /// Ends the lifetime; idempotent.
        public func dispose() { state.end() }
    }
}

extension Lifetime {
    /// Unavailable: use `observeEnded(_:)` or `+=`.
    @discardableResult
    @available(*, unavailable, message: "Use `observeEnded(_:)` with a method reference to `dispose()` instead.")
    public func add(_ d: (any Disposable)?) -> (any Disposable)? { nil }
}

/// The shared state of a lifetime and its token: the end-of-life actions.
@usableFromInline
final class LifetimeState: @unchecked Sendable {  // `lock` guards `actions`
    @usableFromInline let lock = Lock(())
    @usableFromInline @exclusivity(unchecked) var actions: Bag<() -> Void>? = Bag()  // nil once ended
    /// Mirrors `actions == nil` for lock-free reads on hot paths (checked once per element by sequence producers).
    @usableFromInline let ended = Synchronization.Atomic<Bool>(false)

    @usableFromInline init() {}

    @inlinable var hasEnded: Bool { ended.load(ordering: .acquiring) }

    /// Registers `action`; nil if the lifetime has already ended.
    @usableFromInline
    func observe(_ action: @escaping () -> Void) -> (any Disposable)? {
        let token: Bag<() -> Void>.Token? = lock.locked { actions?.insert(action) }
        guard let token else { return nil }
        return AnyDisposable { [weak self] in
            guard let self else { return }
            self.lock.locked { _ = self.actions?.remove(using: token) }
        }
    }

    /// Ends the lifetime, running each registered action once.
    @usableFromInline
    func end() {
        let taken: Bag<() -> Void>? = lock.locked {
            defer { actions = nil }
            ended.store(true, ordering: .releasing)
            return actions
        }
        guard let taken else { return }
        for action in taken { action() }
    }
}

// Both hold only `LifetimeState`, which is lock-protected.
extension Lifetime: @unchecked Sendable {}
extension Lifetime.Token: @unchecked Sendable {}
