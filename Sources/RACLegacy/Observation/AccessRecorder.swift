import RACSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What tracking reports about a store to something a tracked read touched.
enum TrackedChange {
    /// A store is about to land (the public Observation fallback: once per installation, before the store).
    case announced
    /// A store has landed, to `keyPath` when known; `stored` is the value stored, when the storage hands it over
    /// (`@RACObservable`), unflattened.
    case landed(AnyKeyPath?, stored: Any?)
    /// A `@RACObservable` storage the read touched has deinitialized (its owner is gone) while still tracked. Sent
    /// from the deinit, which may run inside another object's setter: the receiver must not read properties then.
    case storageEnded
}

/// A storage that keeps registrations made while a tracked read touched it, and lets them be removed by identity.
protocol TrackedStorage: AnyObject, Sendable {
    /// Drops `entry` (a no-op if it is no longer registered).
    func remove(_ entry: StorageEntry)
}

/// One registration kept by one storage: a report callback of one tracking installation.
///
/// The callback returns false once its installation has ended; the storage then drops the entry.
final class StorageEntry: BagElement, BagSlot, @unchecked Sendable { // `bagIndex` guarded by the storage's lock
    var bagIndex = -1
    let report: @Sendable (TrackedChange) -> Bool

    init(report: @escaping @Sendable (TrackedChange) -> Bool) {
        self.report = report
    }

    var bagSlot: StorageEntry { self }
}

/// One storage a tracked read touched, the key path it was read through, and the entry the storage keeps for the
/// read. Both weakly: the storage keeps the entry, whose callback keeps the installation that keeps this record.
struct StorageAccess {
    weak var storage: (any TrackedStorage)?
    let keyPath: AnyKeyPath
    weak var entry: StorageEntry?

    /// Takes the entry out of its storage, if both are still there.
    func unregister() {
        if let storage, let entry { storage.remove(entry) }
    }
}

/// Collects the `@RACObservable` storages a read touches on one thread, registering its report callback on each
/// as the read touches it (inside the storage's lock, so no store between the read and the registration is missed).
///
/// Recorders nest per thread (a read inside a read); a storage touched by an inner read is registered with every
/// recorder on the stack, as Observation merges an inner access list into the outer one. A recorder is only used by
/// the thread that runs its read.
final class AccessRecorder {
    private let report: @Sendable (TrackedChange) -> Bool
    private let parent: AccessRecorder?
    /// The storages touched so far, each once.
    private(set) var accesses: [StorageAccess] = []

    private init(parent: AccessRecorder?, report: @escaping @Sendable (TrackedChange) -> Bool) {
        self.parent = parent
        self.report = report
    }

    /// Runs `read` with a new recorder innermost on this thread; returns its result and what it touched.
    static func record<T>(_ read: () -> T, report: @escaping @Sendable (TrackedChange) -> Bool) -> (T, [StorageAccess]) {
        let previous = pthread_getspecific(currentRecorderKey)
        let recorder = AccessRecorder(parent: previous.map { Unmanaged<AccessRecorder>.fromOpaque($0).takeUnretainedValue() },
                                      report: report)
        pthread_setspecific(currentRecorderKey, Unmanaged.passUnretained(recorder).toOpaque())
        defer { pthread_setspecific(currentRecorderKey, previous) }
        let value = withExtendedLifetime(recorder) { read() }
        return (value, recorder.accesses)
    }

    /// The entries `storage` must keep for the reads recording on this thread, or an empty array when none is
    /// (the common case: one thread-local load).
    static func entries(touching storage: any TrackedStorage, through keyPath: AnyKeyPath) -> [StorageEntry] {
        guard let innermost = pthread_getspecific(currentRecorderKey) else { return [] }
        var entries: [StorageEntry] = []
        var recorder: AccessRecorder? = Unmanaged<AccessRecorder>.fromOpaque(innermost).takeUnretainedValue()
        while let current = recorder {
            if !current.accesses.contains(where: { $0.storage === storage }) {
                let entry = StorageEntry(report: current.report)
                current.accesses.append(StorageAccess(storage: storage, keyPath: keyPath, entry: entry))
                entries.append(entry)
            }
            recorder = current.parent
        }
        return entries
    }
}

/// The thread-local slot holding the innermost recorder of the calling thread (unretained: `record` keeps it alive).
private let currentRecorderKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed (\(status))")
    return key
}()
