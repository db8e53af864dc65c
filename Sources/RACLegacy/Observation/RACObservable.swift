import RACSupport

/// A class property that RACObserve, `RAC[…]` and RACChannelTo see with KVO's timing on every platform: each store,
/// equal values too, is sent on the storing thread before the setter returns. Its class conforms to `Observable` by
/// hand: `final class LoginViewModel: Observable { @RACObservable var username = "" }`.
@propertyWrapper
public struct RACObservable<Value> {
    let storage: RACObservableStorage<Value>

    /// Stores the initial value.
    public init(wrappedValue: Value) {
        storage = RACObservableStorage(wrappedValue)
    }

    /// Unavailable, so that `@RACObservable` on a struct's property is a compile error: it is for classes only.
    @available(*, unavailable, message: "@RACObservable applies to properties of classes only")
    public var wrappedValue: Value {
        get { fatalError("@RACObservable applies to properties of classes only") }
        set { fatalError("@RACObservable applies to properties of classes only") }
    }

    /// The property's accessors: a read tracked by RACObserve registers on the storage; a store reports to it.
    public static subscript<Owner: AnyObject>(_enclosingInstance owner: Owner,
                                               wrapped wrapped: ReferenceWritableKeyPath<Owner, Value>,
                                               storage storage: ReferenceWritableKeyPath<Owner, RACObservable<Value>>) -> Value {
        get { owner[keyPath: storage].storage.load(through: wrapped) }
        set { owner[keyPath: storage].storage.store(newValue, through: wrapped) }
    }
}

extension RACObservable: Sendable where Value: Sendable {}

/// The value of one `@RACObservable` property and the registrations of the tracked reads that touched it.
///
/// A registration is called after every store, outside the lock, on the storing thread. The registrations hold their
/// tracking installations, which keep what observation keeps alive (its release action): at the owner's deinit this
/// storage deinitializes, reports that it ended and lets go of them, which is how observation learns the target is
/// gone.
final class RACObservableStorage<Value>: TrackedStorage, @unchecked Sendable { // `state` guarded by its lock
    private struct State {
        var value: Value
        var entries = SlotBag<StorageEntry>()
    }

    private let state: Locked<State>

    init(_ value: Value) {
        state = Locked(State(value: value))
    }

    /// The current value; registers the tracked reads in progress on this thread.
    func load(through keyPath: AnyKeyPath) -> Value {
        let entries = AccessRecorder.entries(touching: self, through: keyPath)
        if entries.isEmpty { return state.withLock { $0.value } }
        return state.withLock { state in
            for entry in entries { state.entries.insert(entry) }
            return state.value
        }
    }

    /// Stores `value`, then reports the store to every registration, in registration order.
    func store(_ value: Value, through keyPath: AnyKeyPath) {
        var replaced = value
        let entries = state.withLock { state in
            swap(&state.value, &replaced)
            return state.entries.isEmpty ? [] : state.entries.elements
        }
        // The replaced value is released after the reports, outside the lock: its deinit may run user code.
        withExtendedLifetime(replaced) {
            guard !entries.isEmpty else { return }
            let stored: Any = value
            for case let entry? in entries where !entry.report(.landed(keyPath, stored: stored)) {
                remove(entry)
            }
        }
    }

    /// The registrations kept (tests check that disposal and replaced hops release them at once).
    var registrationCount: Int { state.withLock { $0.entries.count } }

    func remove(_ entry: StorageEntry) {
        // The entry is released outside the lock: it may hold the last reference to its installation.
        withExtendedLifetime(state.withLock { $0.entries.remove(entry) }) {}
    }

    deinit {
        for entry in state.withLock({ $0.entries.removeAll() }) {
            _ = entry.report(.storageEnded)
        }
    }
}
