import Synchronization

/// A hot stream with identity: work starts when it is created, and every observer sees the same events.
///
/// One lock serializes delivery. The thread holding it is recorded, so that attaching, detaching or interrupting
/// from inside an observer (the same thread) works without a second lock, and a value sent recursively into the
/// signal is caught as a programming error instead of deadlocking. A signal made by a stateless operator (`map`,
/// `filter`, ...) is only ever fed from inside its upstream's delivery, so it shares the upstream's lock: a value
/// crossing a chain of such operators takes one lock, not one per operator.
///
/// Chains of operators can be as deep as the memory allows (100,000 links tested, on an 8 MiB stack): an event crosses
/// one nested delivery per link, and every few links ask whether the thread's stack has room; past seven eighths of
/// it, the rest of the chain is delivered from a shallower frame of the same thread (see MIGRATION.md Part VI).
public final class Signal<Value, Error: Swift.Error> {
    /// The signal's state. The input observer holds it, not this object: a signal that nobody holds and nobody
    /// observes ends (see `Core.shellReleased`), and one with observers lives on through its input observer.
    @usableFromInline let core: Core

    @inlinable
    init(core: Core) { self.core = core }

    @inlinable
    convenience init(reentrant: Bool) {
        self.init(core: Core(reentrant: reentrant, lock: OwnedLock()))
    }

    /// A signal whose every send asks `DeliveryTrampoline` whether the stack has room: the run of a link that
    /// repeats in deep chains (a composed property's).
    @inlinable
    convenience init(checkingDepth: Void) {
        self.init(core: Core(reentrant: false, lock: OwnedLock(), checksDepth: true))
    }

    /// A signal with a lock of its own that an operator feeds from inside the deliveries of its inputs, whose
    /// longest chain is `length` (see `Core.counting`).
    @inlinable
    convenience init(after length: UInt32, _ generator: (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.init(core: .counting(after: length))
        generator(Observer(feeding: core), core.lifetime)
    }

    /// A signal fed only from inside the deliveries of signals using `lock`, so it can use the same lock (see
    /// `Core.continuing`; `length` is the chain length of the signal feeding it).
    @inlinable
    convenience init(sharing lock: OwnedLock, after length: UInt32) {
        self.init(core: .continuing(lock, after: length))
    }

    /// A signal fed only from inside the deliveries of signals using `lock`, so it can use the same lock (see
    /// `Core.continuing`; `length` is the chain length of the signal feeding it).
    @inlinable
    convenience init(sharing lock: OwnedLock, after length: UInt32, _ generator: (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.init(core: .continuing(lock, after: length))
        generator(Observer(feeding: core), core.lifetime)
    }

    /// Runs `generator` synchronously with the input observer and a lifetime that ends when the signal terminates.
    public convenience init(_ generator: (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.init(reentrant: false)
        generator(Observer(feeding: core), core.lifetime)
    }

    deinit { core.shellReleased() }

    /// For callers that never send concurrently; here it keeps the serializing lock (same behaviour as `init(_:)`).
    public static func unserialized(_ generator: (Signal<Value, Error>.Observer, Lifetime) -> Void) -> Signal<Value, Error> {
        Signal(generator)
    }

    /// A signal that queues events sent from inside its own observers instead of rejecting them.
    public static func reentrantUnserialized(_ generator: (Signal<Value, Error>.Observer, Lifetime) -> Void) -> Signal<Value, Error> {
        let signal = Signal(reentrant: true)
        generator(Observer(feeding: signal.core), signal.lifetime)
        return signal
    }

    /// Ends when the signal terminates.
    @inlinable var lifetime: Lifetime { core.lifetime }

    /// Attaches `observer` for all future events; a terminated signal sends it `.interrupted` and returns nil.
    @discardableResult @inlinable
    public func observe(_ observer: Signal<Value, Error>.Observer) -> (any Disposable)? {
        core.observe(observer)
    }

    /// Attaches `observer` for the rest of the signal's life, with no way to detach it.
    @inlinable
    func observeForever(_ observer: Signal<Value, Error>.Observer) {
        core.observeForever(observer)
    }
}

// Holds only its core.
extension Signal: @unchecked Sendable {}
