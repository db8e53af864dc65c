import Foundation
import Dispatch
import RACSupport

/// The values of one key of a `UserDefaults`, sent to one subscription: the current value, then each change.
///
/// A change is looked for when `UserDefaults.didChangeNotification` is posted (by any defaults object: they share
/// their suites), after a write made through a channel, and, where Foundation does not post that notification for
/// `set(_:forKey:)` and `removeObject(forKey:)` (swift-corelibs-foundation, which posts it only for
/// `setPersistentDomain`/`removePersistentDomain`), every `pollInterval` on a background queue. A look reads the key
/// and sends the value only if it differs from the last one sent, so notifications about other keys send nothing.
/// Looks are serialized by a trampoline, so values are sent in the order they were read.
final class UserDefaultsKeyObservation: @unchecked Sendable { // `state` guarded by its lock; the rest is immutable or thread-safe
    private struct State {
        /// The value sent last, or the one a channel wrote last.
        var last: Any?
        var sentInitial = false
        /// Channel writes in progress: looks wait for them, so that a write is not sent back as a change.
        var ownWrites = 0
        var notificationToken: (any NSObjectProtocol)?
        var timer: (any DispatchSourceTimer)?
    }

    #if canImport(Darwin)
    /// Whether Foundation posts `didChangeNotification` for `set(_:forKey:)` in this process (and no poll is needed).
    static let foundationPostsChanges = true
    #else
    static let foundationPostsChanges = false
    #endif

    /// How often a change made with `set(_:forKey:)` is looked for where Foundation posts no notification for it.
    static let pollInterval = DispatchTimeInterval.milliseconds(50)

    /// UserDefaults is documented thread-safe; the box only carries it into the `@Sendable` callbacks.
    private let defaults: UncheckedSendable<UserDefaults>
    private let key: String
    private let sink: SubscriptionSink
    /// Completes the values when gone (`rac_valuesForKeyPath(_:observer:)`); nil: never.
    private let observer: WeakBox<AnyObject>?
    private let state = Locked(State())
    /// Runs `look()`; it holds this observation weakly (the notification observer and the timer hold it).
    private let looks: Trampoline

    private init(defaults: UserDefaults, key: String, sink: SubscriptionSink, observer: WeakBox<AnyObject>?) {
        self.defaults = UncheckedSendable(defaults)
        self.key = key
        self.sink = sink
        self.observer = observer
        let this = WeakBox<UserDefaultsKeyObservation>(nil)
        looks = Trampoline { _ in this.object?.look() }
        this.object = self
    }

    /// Sends the current value of `key` to `sink`, then each change until the subscription is disposed (or
    /// `observer`, if given, is gone).
    @discardableResult
    static func start(_ defaults: UserDefaults, key: String, sink: SubscriptionSink, observer: WeakBox<AnyObject>? = nil) -> UserDefaultsKeyObservation {
        let observation = UserDefaultsKeyObservation(defaults: defaults, key: key, sink: sink, observer: observer)
        observation.listen()
        sink.disposable.addDisposable(RACDisposable { observation.stop() })
        observation.looks.schedule()
        return observation
    }

    /// Stores `value` (nil removes the key) without sending it back to this subscription; other observations of
    /// the key see it at once, where Foundation does not post the notification, through one posted here.
    func write(_ value: Any?) {
        let defaults = defaults.value
        state.withLock { $0.ownWrites += 1 }
        if let value = flattenOptional(value) { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
        if !Self.foundationPostsChanges {
            NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
        }
        let stored = defaults.object(forKey: key)
        state.withLock { state in
            state.ownWrites -= 1
            state.last = stored
        }
        looks.schedule() // a change made elsewhere while the write was in progress
    }

    private func listen() {
        let token = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { [self] _ in
            looks.schedule()
        }
        var timer: (any DispatchSourceTimer)?
        if !Self.foundationPostsChanges {
            let source = DispatchSource.makeTimerSource(queue: .global())
            source.schedule(deadline: .now() + Self.pollInterval, repeating: Self.pollInterval, leeway: .milliseconds(10))
            source.setEventHandler { [self] in looks.schedule() }
            source.resume()
            timer = source
        }
        state.withLock { state in
            state.notificationToken = token
            state.timer = timer
        }
    }

    /// Disposal: no more looks; lets go of the notification observer and the timer, which hold this observation.
    private func stop() {
        let (token, timer) = state.withLock { state in
            defer { (state.notificationToken, state.timer) = (nil, nil) }
            return (state.notificationToken, state.timer)
        }
        if let token { NotificationCenter.default.removeObserver(token) }
        timer?.cancel()
    }

    /// One look (serialized): the first sends the current value; later ones send it if it changed.
    private func look() {
        if sink.disposable.isDisposed { return }
        if let observer, observer.object == nil {
            sink.sendCompleted()
            return
        }
        if state.withLock({ $0.ownWrites > 0 }) { return }
        let current = defaults.value.object(forKey: key)
        let changed = state.withLock { state -> Bool in
            if state.ownWrites > 0 { return false }
            if state.sentInitial, sameDefaultsValue(state.last, current) { return false }
            state.sentInitial = true
            state.last = current
            return true
        }
        if changed { sink.sendNext(flattenOptional(current)) }
    }
}

/// Whether two values read from defaults are equal; property-list arrays and dictionaries compare element-wise.
private func sameDefaultsValue(_ lhs: Any?, _ rhs: Any?) -> Bool {
    if RACEqual(lhs, rhs) { return true }
    switch (lhs, rhs) {
    case let (left as [Any], right as [Any]):
        return NSArray(array: left).isEqual(NSArray(array: right))
    case let (left as [String: Any], right as [String: Any]):
        return NSDictionary(dictionary: left).isEqual(NSDictionary(dictionary: right))
    default:
        return false
    }
}
