// Issue #31 item 4, "Swift 6 without escapes": RAC objects captured by a callback API's `@Sendable` completion
// handler compile in the Swift 6 language mode as written, with no `nonisolated(unsafe)`, `@unchecked` or box at the
// use site, and deliver their events from the handler's thread.
import Foundation
import Dispatch
import Synchronization
import Testing
import RACLegacy
import Reactive

/// What the stand-in session's tasks fail with (`code` -999 is a cancelled task, as `URLError.cancelled`).
private struct FetchFailure: Error, Equatable {
    let code: Int
}

/// A stand-in for URLSession's callback API: `dataTask(with:completionHandler:)` takes an `@escaping @Sendable`
/// handler and calls it on a global queue once the task is resumed, with a cancellation failure if the task was
/// cancelled before it answered.
private final class CallbackSession: Sendable {
    private let response: Result<Data, FetchFailure>
    /// When set, a resumed task waits for it before answering: the request is still in flight.
    private let inFlight: DispatchSemaphore?
    /// Signalled once per resumed task.
    let resumed = DispatchSemaphore(value: 0)
    /// Signalled once per task that has called its handler.
    let answered = DispatchSemaphore(value: 0)
    private let tasks = Mutex<[CallbackTask]>([])

    init(answering response: Result<Data, FetchFailure>, heldBy inFlight: DispatchSemaphore? = nil) {
        self.response = response
        self.inFlight = inFlight
    }

    func dataTask(with url: URL,
                  completionHandler: @escaping @Sendable (Data?, Int?, (any Error)?) -> Void) -> CallbackTask {
        let task = CallbackTask { [response, inFlight, resumed, answered] task in
            resumed.signal()
            DispatchQueue.global().async {
                if let inFlight { _ = inFlight.wait(timeout: .now() + 10) }
                if task.isCancelled {
                    completionHandler(nil, nil, FetchFailure(code: -999))
                } else {
                    switch response {
                    case .success(let data): completionHandler(data, 200, nil)
                    case .failure(let failure): completionHandler(nil, failure.code, failure)
                    }
                }
                answered.signal()
            }
        }
        tasks.withLock { $0.append(task) }
        return task
    }

    /// Every task made so far.
    var allTasks: [CallbackTask] { tasks.withLock { $0 } }
}

/// One request of `CallbackSession`.
private final class CallbackTask: Sendable {
    private let cancelled = Atomic<Bool>(false)
    private let start: @Sendable (CallbackTask) -> Void

    init(start: @escaping @Sendable (CallbackTask) -> Void) {
        self.start = start
    }

    func resume() { start(self) }
    func cancel() { cancelled.store(true, ordering: .releasing) }
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }
}

/// Events as they arrive, from any thread; `ended` is signalled at the terminal one.
private final class EventLog: Sendable {
    private let entries = Mutex<[String]>([])
    private let ended = DispatchSemaphore(value: 0)

    func record(_ entry: String) { entries.withLock { $0.append(entry) } }

    func end(_ entry: String) {
        record(entry)
        ended.signal()
    }

    /// Waits (bounded) for `end(_:)`; true if it came.
    func waitForEnd() -> Bool { ended.wait(timeout: .now() + 10) == .success }

    var all: [String] { entries.withLock { $0 } }
}

private let url = URL(string: "https://example.com/profile")!
private let payload = Data("ann".utf8)

private func text(_ value: Any?) -> String {
    switch value {
    case let data as Data: String(decoding: data, as: UTF8.self)
    case let some?: "\(some)"
    case nil: "nil"
    }
}

/// The RAC 2 shape: createSignal around the callback API, the subscriber captured by the `@Sendable` handler.
private func fetchSignal(_ url: URL, from session: CallbackSession) -> RACSignal {
    RACSignal.createSignal { subscriber in
        let task = session.dataTask(with: url) { data, _, error in   // @Sendable completion
            if let error { subscriber.sendError(error) } else { subscriber.sendNext(data); subscriber.sendCompleted() }
        }
        task.resume()
        return RACDisposable { task.cancel() }
    }
}

/// The typed twin: the observer and the lifetime of the run.
private func fetchProducer(_ url: URL, from session: CallbackSession) -> SignalProducer<Data, Error> {
    SignalProducer<Data, Error> { observer, lifetime in
        let task = session.dataTask(with: url) { data, _, error in
            if let error { observer.send(error: error) } else if let data { observer.send(value: data); observer.sendCompleted() }
        }
        lifetime.observeEnded { task.cancel() }
        task.resume()
    }
}

@discardableResult
private func subscribe(_ signal: RACSignal, into log: EventLog) -> RACDisposable {
    signal.subscribeNext({ log.record("next \(text($0))") },
                         error: { log.end("error \(text($0))") },
                         completed: { log.end("completed") })
}

@discardableResult
private func start(_ producer: SignalProducer<Data, Error>, into log: EventLog) -> any Disposable {
    producer.start { event in
        switch event {
        case .value(let data): log.record("value \(text(data))")
        case .failed(let error): log.end("failed \(error)")
        case .completed: log.end("completed")
        case .interrupted: log.end("interrupted")
        }
    }
}

// Serialized: the RACCommand test needs the main queue.
@Suite("Sendable captures in @Sendable callbacks", .serialized)
struct SendableCaptureTests {
    @Test("RAC 2: a createSignal subscriber captured by a @Sendable handler sends next, then completed")
    func legacySuccess() {
        let session = CallbackSession(answering: .success(payload))
        let log = EventLog()
        subscribe(fetchSignal(url, from: session), into: log)
        #expect(log.waitForEnd())
        #expect(log.all == ["next ann", "completed"])
    }

    @Test("RAC 2: the handler's error reaches the subscriber as its only event")
    func legacyFailure() {
        let session = CallbackSession(answering: .failure(FetchFailure(code: 404)))
        let log = EventLog()
        subscribe(fetchSignal(url, from: session), into: log)
        #expect(log.waitForEnd())
        #expect(log.all == ["error FetchFailure(code: 404)"])
    }

    @Test("RAC 2: disposing the subscription cancels the task, and its late answer is dropped")
    func legacyDisposal() {
        let inFlight = DispatchSemaphore(value: 0)
        let session = CallbackSession(answering: .success(payload), heldBy: inFlight)
        let log = EventLog()
        let subscription = subscribe(fetchSignal(url, from: session), into: log)
        #expect(session.resumed.wait(timeout: .now() + 10) == .success)
        subscription.dispose()
        inFlight.signal()
        #expect(session.answered.wait(timeout: .now() + 10) == .success)
        #expect(session.allTasks.map(\.isCancelled) == [true])
        #expect(log.all == [])
    }

    @Test("Reactive: an observer captured by a @Sendable handler sends the value, then completed")
    func typedSuccess() {
        let session = CallbackSession(answering: .success(payload))
        let log = EventLog()
        start(fetchProducer(url, from: session), into: log)
        #expect(log.waitForEnd())
        #expect(log.all == ["value ann", "completed"])
    }

    @Test("Reactive: the handler's error fails the producer")
    func typedFailure() {
        let session = CallbackSession(answering: .failure(FetchFailure(code: 500)))
        let log = EventLog()
        start(fetchProducer(url, from: session), into: log)
        #expect(log.waitForEnd())
        #expect(log.all == ["failed FetchFailure(code: 500)"])
    }

    @Test("Reactive: disposing the run interrupts it and ends its lifetime, which cancels the task")
    func typedInterruption() {
        let inFlight = DispatchSemaphore(value: 0)
        let session = CallbackSession(answering: .success(payload), heldBy: inFlight)
        let log = EventLog()
        let run = start(fetchProducer(url, from: session), into: log)
        #expect(session.resumed.wait(timeout: .now() + 10) == .success)
        run.dispose()
        #expect(session.allTasks.map(\.isCancelled) == [true])
        inFlight.signal()
        #expect(session.answered.wait(timeout: .now() + 10) == .success)
        #expect(log.all == ["interrupted"])
    }

    @Test("RAC 2: a RACSubject and a RACReplaySubject fed from a @Sendable handler")
    func subjects() {
        let session = CallbackSession(answering: .success(payload))
        let subject = RACSubject()
        let replay = RACReplaySubject(capacity: 1)
        let log = EventLog()
        subscribe(subject, into: log)
        session.dataTask(with: url) { data, _, _ in
            replay.sendNext(data)
            subject.sendNext(data)
            subject.sendCompleted()
        }.resume()
        #expect(log.waitForEnd())
        #expect(log.all == ["next ann", "completed"])
        #expect(text(replay.first()) == "ann")
    }

    @Test("RAC 2: a RACCommand executed from a @Sendable handler")
    func command() {
        let session = CallbackSession(answering: .success(payload))
        let command = RACCommand(signalBlock: { input in RACSignal.return("hello, \(text(input))") })
        let log = EventLog()
        session.dataTask(with: url) { data, _, _ in
            subscribe(command.execute(data), into: log)
        }.resume()
        // The execution is subscribed on the main thread scheduler: the main queue runs it.
        #expect(log.waitForEnd())
        #expect(log.all == ["next hello, ann", "completed"])
    }

    @Test("RAC 2: a RACScheduler captured by a @Sendable handler runs the delivery as the current scheduler")
    func scheduler() {
        let session = CallbackSession(answering: .success(payload))
        let scheduler = RACScheduler.schedulerWithPriority(.default, name: "sendable-capture")
        let log = EventLog()
        let signal = RACSignal.createSignal { subscriber in
            session.dataTask(with: url) { data, _, _ in
                scheduler.schedule {
                    let current = RACScheduler.currentScheduler() === scheduler ? "on scheduler" : "elsewhere"
                    subscriber.sendNext("\(text(data)) \(current)")
                    subscriber.sendCompleted()
                }
            }.resume()
            return nil
        }
        subscribe(signal, into: log)
        #expect(log.waitForEnd())
        #expect(log.all == ["next ann on scheduler", "completed"])
    }

    @Test("both APIs: disposables captured by a @Sendable handler are disposed from its thread")
    func disposables() {
        let session = CallbackSession(answering: .success(payload))
        let log = EventLog()
        let legacy = RACCompoundDisposable()
        legacy.addDisposable(RACDisposable { log.record("legacy disposed") })
        let serial = RACSerialDisposable(block: { log.record("serial disposed") })
        let typed = CompositeDisposable()
        typed += AnyDisposable { log.record("typed disposed") }
        let run: any Disposable = SignalProducer<Int, Never>.never.start { event in
            if case .interrupted = event { log.record("run interrupted") }
        }
        session.dataTask(with: url) { _, _, _ in
            legacy.dispose()
            serial.dispose()
            typed.dispose()
            run.dispose()
            log.end("done")
        }.resume()
        #expect(log.waitForEnd())
        #expect(log.all == ["legacy disposed", "serial disposed", "typed disposed", "run interrupted", "done"])
    }

    @Test("Reactive: a MutableProperty, an Action and a DateScheduler captured by a @Sendable handler")
    func typedState() {
        let session = CallbackSession(answering: .success(payload))
        let log = EventLog()
        let name = MutableProperty("nobody")
        let greet = Action<String, String, Never> { input in SignalProducer(value: "hello, \(input)") }
        let scheduler: any DateScheduler = QueueScheduler(name: "sendable-capture")
        name.signal.observeValues { log.record("name \($0)") }
        greet.values.observeValues { log.record("greeting \($0)") }
        session.dataTask(with: url) { data, _, _ in
            let received = text(data)
            scheduler.schedule {
                name.value = received
                greet.apply(received).start { event in
                    if case .completed = event { log.end("completed") }
                }
            }
        }.resume()
        #expect(log.waitForEnd())
        #expect(log.all == ["name ann", "greeting hello, ann", "completed"])
    }
}
