import Foundation

extension NotificationCenter: ReactiveExtensionsProvider {}

extension Reactive where Base: NotificationCenter {
    /// A signal of the notifications named `name` (all names if nil) posted by `object` (any sender if nil).
    ///
    /// The center keeps the signal alive, not the other way round: the signal holds the center weakly. Its center
    /// observer is removed when the signal ends; releasing the center releases the signal's input, which ends it
    /// with `interrupted`.
    public func notifications(forName name: Notification.Name?, object: AnyObject? = nil) -> Signal<Notification, Never> {
        Signal { [weak center = base] observer, lifetime in
            forward(from: center, name: name, object: object, to: observer, until: lifetime)
        }
    }

    /// A producer whose every start observes the center until the run is interrupted (the RAC 3/4 shape, where
    /// the center observer lives exactly as long as the run).
    func notificationRuns(forName name: Notification.Name?, object: AnyObject?) -> SignalProducer<Notification, Never> {
        SignalProducer { [weak center = base] observer, lifetime in
            forward(from: center, name: name, object: object, to: observer, until: lifetime)
        }
    }
}

/// Sends the matching notifications of `center` to `observer` until `lifetime` ends, then removes the center
/// observer; interrupts at once if the center is already gone. Never retains the center.
private func forward(
    from center: NotificationCenter?,
    name: Notification.Name?,
    object: AnyObject?,
    to observer: Signal<Notification, Never>.Observer,
    until lifetime: Lifetime
) {
    guard let center else {
        observer.sendInterrupted()
        return
    }
    let registration = center.addObserver(forName: name, object: object, queue: nil) { notification in
        observer.send(value: notification)
    }
    // The center owns the block, which owns `observer` and through it `lifetime` and this closure. Darwin's
    // registration token also owns the block (and the center owns the token), so holding the token strongly there
    // would be a cycle outliving the center; swift-corelibs-foundation's token owns nothing and nobody else keeps
    // it, so there it must be held strongly or it is gone before it can be used for removal.
    #if canImport(ObjectiveC)
    lifetime.observeEnded { [weak center, weak registration] in
        if let center, let registration { center.removeObserver(registration) }
    }
    #else
    lifetime.observeEnded { [weak center] in
        center?.removeObserver(registration)
    }
    #endif
}
