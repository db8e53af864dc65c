import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Reactive

@Suite("3.3 RAC 3/4 Foundation shims")
struct FoundationShimTests {
    static let name = Notification.Name("ReactiveTests.shimNotification")

    @available(*, deprecated, message: "exercises a deprecated shim")
    @Test("rac_notifications observes the center per start and stops at disposal, releasing the run")
    func racNotifications() {
        let center = NotificationCenter()
        let producer = center.rac_notifications(forName: Self.name)
        center.post(name: Self.name, object: nil)  // nobody started yet: not seen
        let recorder = EventRecorder<Notification, Never>()
        weak var weakSignal: Signal<Notification, Never>?
        do {
            let interrupter: any Disposable = producer.startWithSignal { signal, interrupter in
                weakSignal = signal
                signal.observe(recorder.observer)
                return interrupter
            }
            center.post(name: Self.name, object: nil)
            interrupter.dispose()
        }
        center.post(name: Self.name, object: nil)
        #expect(recorder.events.map(\.isTerminating) == [false, true])
        #expect(recorder.events.last == .interrupted)
        // The center's registration held the run's input, and so its signal: both are gone.
        #expect(weakSignal == nil)
    }

    @available(*, deprecated, message: "exercises a deprecated shim")
    @Test("rac_data(with:) forwards to reactive.data(with:)")
    func racData() {
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let done = DispatchSemaphore(value: 0)
        let failures = EventRecorder<(Data, URLResponse), any Swift.Error>()
        let record = failures.observer
        session.rac_data(with: URLRequest(url: URL(string: "nosuchscheme://host/x")!)).start { event in
            record.send(event)
            if event.isTerminating { done.signal() }
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(failures.events.count == 1)
        #expect((failures.events.first?.error as? URLError)?.code == .unsupportedURL)
    }
}
