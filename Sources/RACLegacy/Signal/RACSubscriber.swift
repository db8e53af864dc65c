import Synchronization
import RACSupport

/// Receives the events of a signal: any number of values, then at most one error or completion.
///
/// `Sendable`: a subscriber may be called from any thread (RAC 2's contract), so callback APIs whose completion
/// handlers are `@Sendable` can capture it. A conformer must guard its own state.
public protocol RACSubscriber: AnyObject, Sendable {
    /// Delivers one value; ignored after a terminal event.
    func sendNext(_ value: Any?)
    /// Delivers an error and terminates.
    func sendError(_ error: (any Error)?)
    /// Delivers completion and terminates.
    func sendCompleted()
    /// Hands over the subscription's disposable.
    func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable)
}

/// A subscriber made of three optional blocks; it stops after the first terminal event.
public final class RACBlockSubscriber: RACSubscriber, @unchecked Sendable { // `finished` atomic; `isDisposed`/`first`/`all` under `lock`; blocks are constants the sink calls serially
    @usableFromInline let next: ((Any?) -> Void)?
    @usableFromInline let error: (((any Error)?) -> Void)?
    @usableFromInline let completed: (() -> Void)?
    // Declared small fields first: stored properties are laid out in this order, and packing the flags next to
    // each other keeps the object in a smaller allocation size class.
    @usableFromInline let finished = Atomic<Bool>(false)
    @exclusivity(unchecked) @usableFromInline var isDisposed = false
    // The subscriptions handed over, disposed when the subscriber finishes. Nearly every subscriber gets exactly
    // one, kept in `first` with no compound allocated; `all` is created only when asked for (`subscriptions`).
    @usableFromInline let lock = Lock(())
    @exclusivity(unchecked) @usableFromInline var first: RACCompoundDisposable?
    @exclusivity(unchecked) @usableFromInline var all: RACCompoundDisposable?

    /// Creates a subscriber from optional blocks; nil blocks ignore their event.
    public init(next: ((Any?) -> Void)?, error: (((any Error)?) -> Void)?, completed: (() -> Void)?) {
        self.next = next
        self.error = error
        self.completed = completed
    }

    /// Calls the next block unless finished.
    @inlinable public func sendNext(_ value: Any?) {
        if finished.load(ordering: .acquiring) { return }
        next?(value)
    }

    /// Calls the error block once, then ignores everything.
    public func sendError(_ error: (any Error)?) {
        if finished.exchange(true, ordering: .acquiringAndReleasing) { return }
        self.error?(error)
        disposeSubscriptions()
    }

    /// Calls the completed block once, then ignores everything.
    public func sendCompleted() {
        if finished.exchange(true, ordering: .acquiringAndReleasing) { return }
        completed?()
        disposeSubscriptions()
    }

    /// Keeps the subscription's disposable and disposes it when the subscriber finishes.
    public func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
        if disposable.isDisposed { return }
        enum Placement { case kept, rejected, add(to: RACCompoundDisposable) }
        let placement: Placement = lock.withLock { _ in
            if isDisposed { return .rejected }
            if let all { return .add(to: all) }
            if first == nil {
                first = disposable
            } else {
                // Both are live and the compound is new, so nothing is disposed while the lock is held.
                let all = RACCompoundDisposable()
                all.addDisposable(first)
                all.addDisposable(disposable)
                first = nil
                self.all = all
            }
            return .kept
        }
        switch placement {
        case .kept: break
        case .rejected: disposable.dispose()
        // Outside the lock: a compound disposed meanwhile disposes what is added to it.
        case .add(let all): all.addDisposable(disposable)
        }
    }

    /// Every subscription handed over, now and later, as one disposable (disposed once the subscriber finished).
    @usableFromInline var subscriptions: RACCompoundDisposable {
        let (compound, wasDisposed): (RACCompoundDisposable, Bool) = lock.withLock { _ in
            if let all { return (all, false) }
            let all = RACCompoundDisposable()
            all.addDisposable(first)
            first = nil
            self.all = all
            return (all, isDisposed)
        }
        if wasDisposed { compound.dispose() }
        return compound
    }

    private func disposeSubscriptions() {
        let (single, compound): (RACCompoundDisposable?, RACCompoundDisposable?) = lock.withLock { _ in
            isDisposed = true
            defer { first = nil }
            return (first, all)
        }
        single?.dispose()
        compound?.dispose()
    }
}
