import Synchronization
import RACSupport

/// The value of a property and the two locks around it.
///
/// `sendLock` serializes every change together with its delivery, and a producer start's "send the current value,
/// then observe" step, so that no observer misses or repeats a value. The thread holding it may take it again: an
/// observer that runs while the property sends can read the property or start its producer. `valueLock` only guards
/// the stored value for short reads and writes, so reading a property from another thread never waits for observers
/// to run (two properties whose observers read each other cannot deadlock).
@usableFromInline
final class PropertyStorage<Value>: @unchecked Sendable {  // `sendLock` guards the flags; `valueLock` guards `stored`
    @usableFromInline let sendLock = OwnedLock()
    @usableFromInline let valueLock = Lock(())
    @usableFromInline @exclusivity(unchecked) var stored: Value
    /// True while a `modify` closure holds the value in place.
    @usableFromInline @exclusivity(unchecked) var isModifying = false
    /// True while the property sends a change to its observers.
    @usableFromInline @exclusivity(unchecked) var isSending = false

    @inlinable
    init(_ value: Value) {
        stored = value
    }

    /// The current value; `owner` names the API in the message of the trap for a read from inside `modify`.
    @inlinable
    func current(_ owner: StaticString) -> Value {
        if sendLock.isHeldByCurrentThread {
            // No other thread can write while this one holds `sendLock`.
            precondition(!isModifying, "\(owner): the property was read from inside its own modify(_:) closure")
            return stored
        }
        return valueLock.locked { stored }
    }

    /// Runs `body` holding `sendLock`; a thread that already holds it runs `body` directly.
    ///
    /// A signal can share `sendLock` (a mutable property's own signal does), so work that signal queued for the
    /// lock's holder (a detach from another thread) is performed here too, as a signal's own send would.
    @inlinable
    func serialized<R>(_ body: () throws -> R) rethrows -> R {
        try sendLock.lockedPerformingQueuedWork(body)
    }

    /// Calls `action` with the current value; the caller holds `sendLock`, so no write runs meanwhile.
    @inlinable
    func read<R>(_ owner: StaticString, _ action: (Value) throws -> R) rethrows -> R {
        precondition(!isModifying, "\(owner): the property was read from inside its own modify(_:) closure")
        return try action(stored)
    }

    /// Mutates the value in place; the caller holds `sendLock`. A nested call traps.
    @inlinable
    func mutate<R>(_ owner: StaticString, _ action: (inout Value) throws -> R) rethrows -> R {
        precondition(!isModifying, "\(owner): the property was modified from inside its own modify(_:) closure")
        precondition(
            !isSending,
            "\(owner): the property was set from inside one of its own observers; this recursion is not supported. "
                + "Break the cycle with a scheduler hop (e.g. observe(on:) or delay)."
        )
        isModifying = true
        defer { isModifying = false }
        return try valueLock.locked { try action(&stored) }
    }

    /// Replaces the value; the caller holds `sendLock`.
    @inlinable
    func store(_ value: Value) {
        valueLock.locked { stored = value }
    }

    /// Runs `body` (which sends a change) with `isSending` set; the caller holds `sendLock`.
    @inlinable
    func sending(_ body: (Value) -> Void) {
        isSending = true
        defer { isSending = false }
        body(stored)
    }
}

extension Signal.Observer where Error == Never {
    /// An observer forwarding to `observer`, with `.interrupted` turned into `.completed`: a property's producer
    /// completes when the property's signal ends, even if that signal had already ended when it was observed.
    @inlinable
    static func completing(_ observer: Signal<Value, Never>.Observer) -> Signal<Value, Never>.Observer {
        Signal<Value, Never>.Observer { event in
            if case .interrupted = event {
                observer.sendCompleted()
            } else {
                observer.send(event)
            }
        }
    }
}

extension PropertyStorage {
    /// A producer whose start sends `project(current value)`, then every change sent on `changes`, atomically with
    /// respect to changes; it completes when `changes` ends.
    @inlinable
    func producer<Output>(
        owner: StaticString,
        changes: Signal<Output, Never>,
        _ project: @escaping (Value) -> Output
    ) -> SignalProducer<Output, Never> {
        SignalProducer { [self] observer, lifetime in
            serialized {
                observer.send(value: project(current(owner)))
                lifetime.attach(changes.observe(.completing(observer)))
            }
        }
    }
}
