import Synchronization
import RACSupport

extension Signal {
    /// The state of a signal, held by its input observer and its `Signal` object.
    @usableFromInline
    final class Core {
        /// The lock, and the thread delivering under it; shared with the signals of stateless operators derived from
        /// this one.
        @usableFromInline let lock: OwnedLock
        /// True while this signal delivers an event (guarded by `lock`).
        @usableFromInline @exclusivity(unchecked) var isDelivering = false

        // Guarded by `lock.lock` (the thread holding it is `lock.owner`).
        /// An observer attached without a detach handle (a producer run's own observer); it needs no list node.
        @usableFromInline @exclusivity(unchecked) var primary: Signal<Value, Error>.Observer?
        @usableFromInline @exclusivity(unchecked) var unownedPrimary: Unmanaged<Signal<Value, Error>.Observer>?
        @usableFromInline @exclusivity(unchecked) var head: ObserverNode?
        @usableFromInline @exclusivity(unchecked) var tail: ObserverNode?
        @usableFromInline @exclusivity(unchecked) var nextSequence: UInt64 = 0
        @usableFromInline @exclusivity(unchecked) var isTerminated = false
        /// Set when a terminal event was sent from inside delivery: it is queued in `deferred`, and values sent after
        /// it are dropped.
        @usableFromInline @exclusivity(unchecked) var isTerminationRequested = false
        /// Mirrors `isTerminated` for lock-free checks on paths that would otherwise run unspecialised generic code
        /// just to find the signal already ended (releasing an input observer, interrupting a finished run).
        @usableFromInline let hasTerminated = Synchronization.Atomic<Bool>(false)
        /// Work requested from inside delivery: a terminal event, or (re-entrant signals) queued values.
        @usableFromInline @exclusivity(unchecked) var deferred = FIFO<Event>()
        /// Nodes detached while an event was being delivered; kept alive until the delivery ends.
        @usableFromInline @exclusivity(unchecked) var retired: [ObserverNode] = []
        @usableFromInline let isReentrant: Bool
        /// What disposing this run's interrupt handle does instead of sending `interrupted` at once (operators that
        /// deliver on a scheduler deliver the interruption there too); cleared when the signal terminates.
        @usableFromInline @exclusivity(unchecked) var interruptionRedirect: (() -> Void)?  // guarded by `redirectLock`
        @usableFromInline let redirectLock = Lock(())
        /// Set once `interruptionRedirect` has been set, so that terminating a signal without one takes no lock.
        @usableFromInline let hasInterruptionRedirect = Synchronization.Atomic<Bool>(false)
        /// Set once the `Signal` object has been released: the signal then ends as soon as it has no observer.
        @usableFromInline @exclusivity(unchecked) var isShellReleased = false
        /// Every delivery asks `DeliveryTrampoline` whether the stack has room, and defers itself if it has not: set
        /// on the signals of links that repeat in deep chains (a composed property's run, a flattened inner's run,
        /// and every few signals of a chain: see `continuing` and `counting`). Only such a signal ever has deferred
        /// events.
        @usableFromInline let checksDepth: Bool
        /// Set while a `DeliveryTrampoline` holds an item that will deliver the events `deferred` holds outside
        /// delivery (sends deferred because they came too deep); a delivery meanwhile delivers those first.
        @usableFromInline @exclusivity(unchecked) var hasDeferredDelivery = false
        /// How many signals before this one in a chain deliver nested in each other without asking whether the stack
        /// has room (see `continuing` and `counting`); 0 for a signal that asks, or that starts a chain.
        @usableFromInline let chainLength: UInt32

        /// Ends when the signal terminates.
        @usableFromInline let lifetime: Lifetime

        @inlinable
        init(reentrant: Bool, lock: OwnedLock, checksDepth: Bool = false, chainLength: UInt32 = 0) {
            isReentrant = reentrant
            self.checksDepth = checksDepth
            self.chainLength = chainLength
            lifetime = Lifetime()
            self.lock = lock
        }

        /// Attaches `observer` for all future events; a terminated signal sends it `.interrupted` and returns nil.
        @inlinable
        func observe(_ observer: Signal<Value, Error>.Observer) -> ObserverNode? {
            let node: ObserverNode?
            if lock.isHeldByCurrentThread {
                node = attach(observer)
            } else {
                node = lock.locked { attach(observer) }
            }
            if node == nil { observer.send(.interrupted) }
            return node
        }

        /// Attaches `observer` for the rest of the signal's life, with no way to detach it; a terminated signal sends it
        /// `.interrupted`. The first such observer of a signal that has none costs no list node.
        @inlinable
        func observeForever(_ observer: Signal<Value, Error>.Observer) {
            let attached: Bool
            if lock.isHeldByCurrentThread {
                attached = attachForever(observer)
            } else {
                attached = lock.locked { attachForever(observer) }
            }
            if !attached { observer.send(.interrupted) }
        }

        @inlinable
        func attachForever(_ observer: Signal<Value, Error>.Observer) -> Bool {
            if isTerminated { return false }
            // Only when no observer is attached yet, so that delivery order (primary first) stays attachment order.
            if primary == nil && head == nil && nextSequence == 0 {
                primary = observer
                unownedPrimary = Unmanaged.passUnretained(observer)
                nextSequence = 1
                return true
            }
            return attach(observer) != nil
        }

        @inlinable
        func attach(_ observer: Signal<Value, Error>.Observer) -> ObserverNode? {
            if isTerminated { return nil }
            let node = ObserverNode(signal: self, observer: observer, sequence: nextSequence)
            nextSequence &+= 1
            if let last = tail {
                last.next = node
                node.previous = last
            } else {
                head = node
            }
            tail = node
            return node
        }

        /// Detaches `node`; from a thread other than the delivering one this never waits: the observer receives
        /// nothing more, and the node is unlinked by whichever thread holds the lock next.
        @inlinable
        func detach(_ node: ObserverNode) {
            if lock.isHeldByCurrentThread {
                unlink(node)
                return
            }
            if node.isDetached.exchange(true, ordering: .acquiringAndReleasing) { return }
            let me = currentThreadIdentity()
            let didEnd: Bool? = lock.lockedIfAvailable(by: me) {
                if lock.hasPending.load(ordering: .relaxed) { lock.performPendingHoldingLock() }
                return removeFromList(node)
            }
            if let didEnd {
                if didEnd { lifetime.end() }
                if lock.hasPending.load(ordering: .sequentiallyConsistent) { lock.settle() }
            } else {
                lock.enqueue { [self] in removeFromList(node) ? lifetime : nil }
            }
        }

        @inlinable
        func unlink(_ node: ObserverNode) {
            if node.isDetached.exchange(true, ordering: .acquiringAndReleasing) { return }
            if removeFromList(node) { lifetime.end() }
        }

        /// Removes a node already marked detached from the list; the caller holds the lock.
        /// Returns true if this ended the signal (its last observer left after its `Signal` object was released).
        @inlinable
        func removeFromList(_ node: ObserverNode) -> Bool {
            // A node is removed once: `previous`/`next` are cleared by `detachAll`, and a terminated list is gone.
            if node.observer == nil { return false }
            if isTerminated { return false }
            // `node.next` is kept so that a delivery loop standing on `node` can move on.
            if let previous = node.previous { previous.next = node.next } else { head = node.next }
            if let next = node.next { next.previous = node.previous } else { tail = node.previous }
            node.previous = nil
            if isDelivering {
                // Only the delivering thread can get here while an event is delivered: keep the node (and its
                // observer) alive until the delivery loop has moved past it.
                retired.append(node)
            } else {
                node.observer = nil
            }
            return endIfUnreachable()
        }

        /// The `Signal` object was released: if nobody observes the signal, nothing can ever observe it, so it ends
        /// now, silently (its lifetime ends; there is nobody to send an event to). Never waits for another thread.
        @usableFromInline
        func shellReleased() {
            if hasTerminated.load(ordering: .acquiring) { return }
            if lock.isHeldByCurrentThread {
                isShellReleased = true
                if endIfUnreachable() { lifetime.end() }
                return
            }
            let me = currentThreadIdentity()
            let didEnd: Bool? = lock.lockedIfAvailable(by: me) {
                if lock.hasPending.load(ordering: .relaxed) { lock.performPendingHoldingLock() }
                isShellReleased = true
                return endIfUnreachable()
            }
            if let didEnd {
                if didEnd { lifetime.end() }
                if lock.hasPending.load(ordering: .sequentiallyConsistent) { lock.settle() }
            } else {
                lock.enqueue { [self] in
                    isShellReleased = true
                    return endIfUnreachable() ? lifetime : nil
                }
            }
        }

        /// Ends the signal silently if its `Signal` object is gone and it has no observer; the caller holds the
        /// lock and ends the lifetime (after releasing it where it can) when this returns true.
        @inlinable
        func endIfUnreachable() -> Bool {
            guard isShellReleased, primary == nil, head == nil, !isTerminated else { return false }
            isTerminated = true
            hasTerminated.store(true, ordering: .releasing)
            if !deferred.isEmpty { deferred.removeAll() }
            _ = takeInterruptionRedirect()
            return true
        }

        /// Sends `event` to every attached observer; called through the input observer.
        ///
        /// A value waits for a delivery in progress on another thread (delivery is serial). A terminal event never
        /// does: if another thread is delivering, the termination is queued and that thread delivers it as soon as its
        /// current event has been delivered; nothing sent after it is delivered.
        @inlinable
        func send(_ event: Event) {
            let me = currentThreadIdentity()
            if lock.owner.load(ordering: .relaxed) == me {
                // This thread holds the lock: this signal is delivering (a recursive send), or it shares the lock of
                // the upstream signal whose delivery feeds it.
                if isDelivering {
                    sendFromInsideDelivery(event)
                } else if deliverHoldingLock(event) {
                    lifetime.end()
                }
                return
            }
            if event.isTerminating {
                sendTerminalFromOutside(event, me)
                return
            }
            let didTerminate: Bool = lock.locked(by: me) {
                if lock.hasPending.load(ordering: .relaxed) { lock.performPendingHoldingLock() }
                return deliverHoldingLock(event)
            }
            if didTerminate { lifetime.end() }
            if lock.hasPending.load(ordering: .sequentiallyConsistent) { lock.settle() }
        }

        /// A terminal event from a thread that does not hold the lock: delivered now if the lock is free, else queued
        /// for the thread delivering.
        @usableFromInline
        func sendTerminalFromOutside(_ event: Event, _ me: UInt) {
            if hasTerminated.load(ordering: .acquiring) { return }
            let didTerminate: Bool? = lock.lockedIfAvailable(by: me) {
                if lock.hasPending.load(ordering: .relaxed) { lock.performPendingHoldingLock() }
                return deliverHoldingLock(event)
            }
            if let didTerminate {
                if didTerminate { lifetime.end() }
                if lock.hasPending.load(ordering: .sequentiallyConsistent) { lock.settle() }
            } else {
                lock.enqueue { [self] in deliverHoldingLock(event) ? lifetime : nil }
            }
        }

        /// Delivers `event`, then whatever was deferred meanwhile; true if this terminated the signal.
        @inlinable @inline(__always)
        func deliverHoldingLock(_ event: Event) -> Bool {
            if isTerminated { return false }
            if checksDepth { return deliverSlowlyHoldingLock(event) }
            return deliverNowHoldingLock(event)
        }

        /// `deliverHoldingLock` once no delivery deferred to a trampoline is waiting.
        @inlinable @inline(__always)
        func deliverNowHoldingLock(_ event: Event) -> Bool {
            isDelivering = true
            deliver(event)
            while true {
                while !isTerminated, !deferred.isEmpty {
                    deliver(deferred.removeFirst())
                }
                if retired.isEmpty { break }
                releaseRetired()
            }
            isDelivering = false
            return isTerminated
        }

        /// Delivers one event while holding the lock.
        @inlinable @inline(__always)
        func deliver(_ event: Event) {
            if event.isTerminating {
                isTerminated = true
                hasTerminated.store(true, ordering: .releasing)
                if !deferred.isEmpty { deferred.removeAll() }
            }
            let end = nextSequence
            // The primary observer is released only by `detachAll`, after this loop.
            unownedPrimary?._withUnsafeGuaranteedRef { $0.send(event) }
            // Walk without reference counting: every node reached is kept alive by the list or by `retired`, and
            // its observer by the node, until the delivery ends.
            var cursor = head.map(Unmanaged.passUnretained)
            while let current = cursor {
                let proceed: Bool = current._withUnsafeGuaranteedRef { node in
                    guard node.sequence < end else { return false }
                    if !node.isDetached.load(ordering: .relaxed) {
                        node.unownedObserver._withUnsafeGuaranteedRef { $0.send(event) }
                    }
                    cursor = node.next.map(Unmanaged.passUnretained)
                    return true
                }
                if !proceed { break }
            }
            if isTerminated { detachAll() }
        }

        @inlinable
        func releaseRetired() {
            let nodes = retired
            retired = []
            for node in nodes { node.observer = nil }
        }

        @inlinable
        func detachAll() {
            // A terminated run has nothing left to interrupt; dropping the redirect also breaks its reference cycle.
            _ = takeInterruptionRedirect()
            primary = nil
            unownedPrimary = nil
            var cursor = head
            head = nil
            tail = nil
            while let node = cursor {
                cursor = node.next
                node.isDetached.store(true, ordering: .relaxed)
                node.observer = nil
                node.previous = nil
                node.next = nil
            }
        }

        /// An event sent on the thread that is already delivering: values are a recursion error (queued on a
        /// re-entrant signal); a terminal event is delivered once the current event has been delivered, and nothing
        /// sent after it is delivered.
        @usableFromInline
        func sendFromInsideDelivery(_ event: Event) {
            if isTerminated || isTerminationRequested { return }
            if case .value = event {
                precondition(
                    isReentrant,
                    "Signal.Observer.send(_:): a value was sent recursively into a Signal from inside one of its own "
                        + "observers; this would deadlock. Break the cycle with a scheduler hop (e.g. observe(on:) or delay) "
                        + "or use Signal.reentrantUnserialized."
                )
                deferred.append(event)
            } else {
                isTerminationRequested = true
                deferred.append(event)
            }
        }

        /// The input observer was released without terminating the signal: interrupt it.
        @usableFromInline
        func inputObserverReleased() {
            if hasTerminated.load(ordering: .acquiring) { return }
            send(.interrupted)
        }

        /// One attached observer; disposing it detaches the observer.
        @usableFromInline
        final class ObserverNode: Disposable {
            @usableFromInline let signal: Core
            /// Strong until the node is detached (and, during a delivery, until the delivery ends).
            @usableFromInline @exclusivity(unchecked) var observer: Signal<Value, Error>.Observer?
            /// The same observer, for the delivery loop, which only reads it while `observer` holds it.
            @usableFromInline let unownedObserver: Unmanaged<Signal<Value, Error>.Observer>
            /// Set (from any thread) when the node is disposed; the delivery loop skips it from then on.
            @usableFromInline let isDetached = Synchronization.Atomic<Bool>(false)
            @usableFromInline @exclusivity(unchecked) var previous: ObserverNode?
            @usableFromInline @exclusivity(unchecked) var next: ObserverNode?
            @usableFromInline let sequence: UInt64

            @inlinable
            init(signal: Core, observer: Signal<Value, Error>.Observer, sequence: UInt64) {
                self.signal = signal
                self.observer = observer
                unownedObserver = Unmanaged.passUnretained(observer)
                self.sequence = sequence
            }

            @inlinable var isDisposed: Bool { isDetached.load(ordering: .acquiring) }

            @inlinable func dispose() { signal.detach(self) }
        }
    }
}

// All mutable state is guarded by `lock.lock`, or owned by the thread recorded in `lock.owner`.
extension Signal.Core: @unchecked Sendable {}
extension Signal.Core.ObserverNode: @unchecked Sendable {}
