import Synchronization

/// Receives the events of a signal: any number of values, then at most one error or completion.
public protocol RACSubscriber: AnyObject {
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
public final class RACBlockSubscriber: RACSubscriber, @unchecked Sendable { // `finished` and `subscription` are atomic/locked
    @usableFromInline let next: ((Any?) -> Void)?
    @usableFromInline let error: (((any Error)?) -> Void)?
    @usableFromInline let completed: (() -> Void)?
    @usableFromInline let finished = Atomic<Bool>(false)
    @usableFromInline let subscriptions = RACCompoundDisposable()

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
        subscriptions.dispose()
    }

    /// Calls the completed block once, then ignores everything.
    public func sendCompleted() {
        if finished.exchange(true, ordering: .acquiringAndReleasing) { return }
        completed?()
        subscriptions.dispose()
    }

    /// Keeps the subscription's disposable and disposes it when the subscriber finishes.
    public func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
        if disposable.isDisposed { return }
        subscriptions.addDisposable(disposable)
    }
}
