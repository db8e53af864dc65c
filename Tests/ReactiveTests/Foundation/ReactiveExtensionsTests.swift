import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Reactive

/// A type opting into `.reactive` in the test module.
private final class Box: ReactiveExtensionsProvider {
    let number: Int
    init(_ number: Int) { self.number = number }
}

extension Reactive where Base: Box {
    fileprivate var doubled: Int { base.number * 2 }
    fileprivate static var name: String { "box" }
}

@Suite("2.13 Reactive<Base> and the provider")
struct ReactiveNamespaceTests {
    @Test("instance reactive wraps the base and exposes it as base")
    func instanceProxy() {
        let box = Box(21)
        #expect(box.reactive.base === box)
        #expect(box.reactive.doubled == 42)
    }

    @Test("static reactive is the metatype of Reactive<Self>")
    func staticProxy() {
        #expect(Box.reactive == Reactive<Box>.self)
        #expect(Box.reactive.name == "box")
    }

    @Test("NotificationCenter and URLSession are providers")
    func foundationProviders() {
        let center = NotificationCenter()
        #expect(center.reactive.base === center)
        let session = URLSession(configuration: .ephemeral)
        #expect(session.reactive.base === session)
        session.invalidateAndCancel()
    }
}

@Suite("2.13 NotificationCenter.reactive.notifications(forName:object:)")
struct NotificationSignalTests {
    static let name = Notification.Name("ReactiveTests.notification")
    static let otherName = Notification.Name("ReactiveTests.otherNotification")

    @Test("notifications of the given name are delivered in order; other names are not")
    func delivers() {
        let center = NotificationCenter()
        let recorder = center.reactive.notifications(forName: Self.name).record()
        center.post(name: Self.name, object: nil, userInfo: ["n": 1])
        center.post(name: Self.otherName, object: nil, userInfo: ["n": 99])
        center.post(name: Self.name, object: nil, userInfo: ["n": 2])
        #expect(recorder.events.count == 2)
        #expect(recorder.values.map { $0.userInfo?["n"] as? Int } == [1, 2])
        #expect(recorder.values.map(\.name) == [Self.name, Self.name])
    }

    @Test("an object filter delivers only that sender's notifications")
    func objectFilter() {
        let center = NotificationCenter()
        let sender = NSObject()
        let recorder = center.reactive.notifications(forName: Self.name, object: sender).record()
        center.post(name: Self.name, object: NSObject())
        center.post(name: Self.name, object: sender)
        #expect(recorder.values.map { $0.object as AnyObject? === sender } == [true])
    }

    @Test("disposing the observation stops delivery and releases the observer")
    func disposal() {
        let center = NotificationCenter()
        let signal = center.reactive.notifications(forName: Self.name)
        let recorder = EventRecorder<Notification, Never>()
        weak var weakObserver: Signal<Notification, Never>.Observer?
        let disposable: (any Disposable)? = {
            let observer = recorder.observer
            weakObserver = observer
            return signal.observe(observer)
        }()
        center.post(name: Self.name, object: nil)
        disposable?.dispose()
        center.post(name: Self.name, object: nil)
        #expect(recorder.events.count == 1)
        #expect(weakObserver == nil)
    }

    @Test("the signal does not keep the center alive; releasing the center interrupts the signal and frees it")
    func centerReleased() {
        weak var weakCenter: NotificationCenter?
        weak var weakSignal: Signal<Notification, Never>?
        var recorder: EventRecorder<Notification, Never>?
        do {
            let center = NotificationCenter()
            weakCenter = center
            let signal = center.reactive.notifications(forName: Self.name)
            weakSignal = signal
            recorder = signal.record()
            center.post(name: Self.name, object: nil)
        }
        #expect(weakCenter == nil)
        #expect(recorder?.events.map(\.isTerminating) == [false, true])
        #expect(recorder?.events.last == .interrupted)
        #expect(weakSignal == nil)
    }

    @Test("the signal keeps delivering while the center lives, even when nobody holds the signal")
    func aliveWhileCenterLives() {
        let center = NotificationCenter()
        let received = Atomic(0)
        do {
            center.reactive.notifications(forName: Self.name).observeValues { _ in received.modify { $0 += 1 } }
        }
        center.post(name: Self.name, object: nil)
        center.post(name: Self.name, object: nil)
        #expect(received.value == 2)
    }
}

/// Answers `stub:` requests in process: `/ok` sends a body, `/fail` fails, `/hang` never finishes until stopped.
private final class StubURLProtocol: URLProtocol {
    static let body = Data("hello".utf8)
    static let hangStarted = DispatchSemaphore(value: 0)
    static let hangStopped = DispatchSemaphore(value: 0)

    override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == "stub" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let url = request.url!
        switch url.path {
        case "/ok":
            let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Self.body)
            client?.urlProtocolDidFinishLoading(self)
        case "/fail":
            client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
        default:
            Self.hangStarted.signal()
        }
    }

    override func stopLoading() {
        if request.url?.path == "/hang" { Self.hangStopped.signal() }
    }
}

@Suite("2.13 URLSession.reactive.data(with:)", .serialized)
struct URLSessionDataTests {
    static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    /// Starts `producer` and waits (bounded) for its terminal event.
    static func run<V>(_ producer: SignalProducer<V, any Swift.Error>) -> [Signal<V, any Swift.Error>.Event] {
        let done = DispatchSemaphore(value: 0)
        let recorder = EventRecorder<V, any Swift.Error>()
        let record = recorder.observer
        producer.start { event in
            record.send(event)
            if event.isTerminating { done.signal() }
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        return recorder.events
    }

    /// The case of an event whose payload is not Equatable.
    static func kind<V>(_ event: Signal<V, any Swift.Error>.Event) -> String {
        switch event {
        case .value: "value"
        case .failed: "failed"
        case .completed: "completed"
        case .interrupted: "interrupted"
        }
    }

    @Test("a successful task sends (data, response), then completes; each start runs a new task")
    func success() {
        let session = Self.makeSession()
        defer { session.invalidateAndCancel() }
        let producer = session.reactive.data(with: URLRequest(url: URL(string: "stub://host/ok")!))
        for _ in 0..<2 {
            let events = Self.run(producer)
            #expect(events.map(Self.kind) == ["value", "completed"])
            #expect(events.first?.value?.0 == StubURLProtocol.body)
            #expect((events.first?.value?.1 as? HTTPURLResponse)?.statusCode == 200)
        }
    }

    @Test("a URL no protocol handles fails with the session's unsupportedURL error")
    func unsupportedURL() {
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let events = Self.run(session.reactive.data(with: URLRequest(url: URL(string: "nosuchscheme://host/x")!)))
        #expect(events.map(Self.kind) == ["failed"])
        #expect((events.first?.error as? URLError)?.code == .unsupportedURL)
    }

    @Test("a failed task fails the run with the session's error")
    func failure() {
        let session = Self.makeSession()
        defer { session.invalidateAndCancel() }
        let events = Self.run(session.reactive.data(with: URLRequest(url: URL(string: "stub://host/fail")!)))
        #expect(events.map(Self.kind) == ["failed"])
        #expect((events.first?.error as? URLError)?.code == .cannotConnectToHost)
    }

    @Test("interrupting a run cancels its task (the protocol is stopped) and sends only interrupted")
    func interruptCancels() {
        let session = Self.makeSession()
        defer { session.invalidateAndCancel() }
        let producer = session.reactive.data(with: URLRequest(url: URL(string: "stub://host/hang")!))
        let (recorder, disposable) = producer.recordWithDisposable()
        #expect(StubURLProtocol.hangStarted.wait(timeout: .now() + 10) == .success)
        disposable.dispose()
        #expect(StubURLProtocol.hangStopped.wait(timeout: .now() + 10) == .success)
        #expect(recorder.events.map(Self.kind) == ["interrupted"])
    }
}
