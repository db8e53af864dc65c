import Foundation

// What is seen (MIGRATION.md §4). Where Foundation posts `didChangeNotification` for every change (Apple platforms),
// a change made in this process is sent synchronously on the changing thread. swift-corelibs-foundation (Linux)
// posts it only for `setPersistentDomain`/`removePersistentDomain`: there a write through a channel is sent at once
// (the channel posts the notification itself), and a change made with `set(_:forKey:)` or `removeObject(forKey:)` is
// found by a poll every 50 ms on a background queue (sent from there; quicker successive changes coalesce to the
// last). A change made by another process is seen on neither: Foundation posts the notification for this process's
// changes only, and on Linux the preferences cache reloads a suite only when this process calls `synchronize()`.
extension UserDefaults {
    /// A terminal sending the key's current value and later changes (Linux: see MIGRATION.md §4); values sent to it
    /// are stored (nil removes the key) and not sent back.
    public func rac_channelTerminalForKey(_ key: String) -> RACChannelTerminal {
        let channel = RACChannel()
        let observation = WeakBox<UserDefaultsKeyObservation>(nil)
        RACScheduler.synchronously {
            RACSignal.create { [self] sink in
                observation.object = UserDefaultsKeyObservation.start(self, key: key, sink: sink)
            }.subscribe(channel.leadingTerminal)
            channel.leadingTerminal.subscribeNext { value in
                observation.object?.write(value)
            }
        }
        return channel.followingTerminal
    }

    /// The key's current value, then each change (Linux: see MIGRATION.md §4); completes when `observer` (held
    /// weakly; nil: never) is gone: at once for a `RACObject`, otherwise at the next change or poll.
    public func rac_valuesForKeyPath(_ key: String, observer: AnyObject?) -> RACSignal {
        let watched = observer.map { WeakBox($0) }
        return RACSignal.create { [self] sink in
            var looked: WeakBox<AnyObject>? = nil
            if let watched {
                guard let object = watched.object else {
                    sink.sendCompleted()
                    return
                }
                if let owner = object as? RACObject {
                    completeAtDeinit(of: owner, sink) // the looks need not check it
                } else {
                    looked = watched
                }
            }
            UserDefaultsKeyObservation.start(self, key: key, sink: sink, observer: looked)
        }
    }
}
