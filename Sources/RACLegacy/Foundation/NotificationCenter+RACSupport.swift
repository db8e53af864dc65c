import Foundation
import RACSupport

extension NotificationCenter {
    /// Each subscription observes matching notifications (nil name/object match any) until disposed.
    public func rac_addObserverForName(_ notificationName: Notification.Name?, object: Any?) -> RACSignal {
        let sender = WeakBox(object.map { $0 as AnyObject })
        let filtersSender = object != nil
        return RACSignal.createSignal { [self] subscriber in
            let token = addObserver(forName: notificationName, object: nil, queue: nil) { note in
                if filtersSender {
                    guard let expected = sender.object, let actual = note.object, (actual as AnyObject) === expected else { return }
                }
                subscriber.sendNext(note)
            }
            let observer = UncheckedSendable(token)
            return RACDisposable { [self] in removeObserver(observer.value) }
        }
    }
}
