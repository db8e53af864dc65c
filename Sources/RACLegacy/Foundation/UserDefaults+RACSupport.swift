import Foundation

extension UserDefaults {
    /// A terminal sending the key's current value and later changes; values sent to it are stored.
    public func rac_channelTerminalForKey(_ key: String) -> RACChannelTerminal {
        let channel = RACChannel()
        let ignoreNext = Locked(false)
        let defaults = UncheckedSendable(self)
        RACScheduler.synchronously {
            NotificationCenter.default.rac_addObserverForName(UserDefaults.didChangeNotification, object: self)
                .map { _ in defaults.value.object(forKey: key) }
                .startWith(object(forKey: key))
                .filter { _ in
                    ignoreNext.withLock { flag in
                        defer { flag = false }
                        return !flag
                    }
                }
                .distinctUntilChanged()
                .subscribe(channel.leadingTerminal)
            channel.leadingTerminal.subscribeNext { value in
                ignoreNext.withLock { $0 = true }
                defaults.value.set(value, forKey: key)
            }
        }
        return channel.followingTerminal
    }
}
