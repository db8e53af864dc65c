import RACSupport

/// The disposable of one subject subscription, which is also its slot in the subject's bag: disposing it removes
/// the subscriber from the subject.
///
/// It holds the subject's core (its state) rather than the subject: a strong reference costs less than a weak one on every
/// subscription, and the subject still dies with its last outside reference (its deinit empties the bag). It does
/// not hold the sink either (the sink holds it), so keeping the disposable does not keep the subscriber's blocks.
@usableFromInline
final class SubjectSubscription: RACCompoundDisposable, BagSlot, @unchecked Sendable { // `bagIndex` guarded by the subject's `state` lock
    private let core: SubjectCore
    // Only touched by the bag, inside the state's lock; the dynamic exclusivity check would only add cost.
    @exclusivity(unchecked) @usableFromInline var bagIndex = -1

    init(core: SubjectCore) {
        self.core = core
        super.init()
    }

    override func dispose() {
        guard disposeOnce() else { return }
        // The removed sink (and snapshots withdrawn) are released after the lock is given up.
        let removed = core.withLock { s in (core.withdraw(&s), s.subscribers.remove(self)) }
        _ = removed
    }
}

/// Every sink in a subject's bag was made with a `SubjectSubscription` as its disposable.
extension SubscriptionSink: BagElement {
    @inlinable var bagSlot: SubjectSubscription {
        unsafeDowncast(disposable, to: SubjectSubscription.self)
    }
}
