import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NotificationCenter {
    /// RAC 3/4 spelling: a producer whose every start observes the center until the run is interrupted.
    @available(*, deprecated, message: "Use reactive.notifications(forName:object:), which returns a Signal")
    public func rac_notifications(forName name: Notification.Name?, object: AnyObject? = nil) -> SignalProducer<Notification, Never> {
        reactive.notificationRuns(forName: name, object: object)
    }
}

extension URLSession {
    /// RAC 4 spelling of `reactive.data(with:)`.
    @available(*, deprecated, message: "Use reactive.data(with:)")
    public func rac_data(with request: URLRequest) -> SignalProducer<(Data, URLResponse), any Swift.Error> {
        reactive.data(with: request)
    }
}
