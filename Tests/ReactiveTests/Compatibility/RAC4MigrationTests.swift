import Foundation
import Testing
@testable import Reactive

/// RAC 3/4 code compiled unchanged against the shims (contract 3.3): the seed's migration examples and a
/// realistic request provider, each asserting the exact events it produces.
@Suite("3.3 RAC 3/4 code compiles against the shims and behaves as before")
struct RAC4MigrationTests {
    @available(*, deprecated, message: "RAC 3 code")
    @Test("seed 003, RAC 3: signal |> filter |> map |> observe squares the even values")
    func rac3PipeChain() {
        let (signal, sink) = Signal<Int, NoError>.pipe()
        var printed: [Int] = []
        signal
            |> filter { $0 % 2 == 0 }
            |> map { $0 * $0 }
            |> observe { printed.append($0) }
        for value in 1...6 { sendNext(sink, value) }
        sendCompleted(sink)
        #expect(printed == [4, 16, 36])
    }

    @available(*, deprecated, message: "RAC 4 code")
    @Test("seed 003, RAC 4: signal.filter.map.observeNext squares the even values")
    func rac4MethodChain() {
        let (signal, observer) = Signal<Int, NoError>.pipe()
        let recorder = EventRecorder<Int, NoError>()
        let chained = signal
            .filter { $0 % 2 == 0 }
            .map { $0 * $0 }
        chained.observe(recorder.observer)
        var printed: [Int] = []
        chained.observeNext { printed.append($0) }
        for value in 1...4 { observer.sendNext(value) }
        observer.sendCompleted()
        #expect(printed == [4, 16])
        #expect(recorder.events == [.value(4), .value(16), .completed])
    }

    @available(*, deprecated, message: "RAC 3 code")
    @Test("seed 003, RAC 3: Signal.pipe with observe(next:) and the free sendNext prints 0, 1, 2")
    func rac3Pipe() {
        let (signal, sink) = Signal<Int, NoError>.pipe()
        var printed: [Int] = []
        signal.observe(next: { value in
            printed.append(value)
        })
        sendNext(sink, 0)
        sendNext(sink, 1)
        sendNext(sink, 2)
        #expect(printed == [0, 1, 2])
    }

    @available(*, deprecated, message: "RAC 3 code")
    @Test("seed 003, RAC 3: SignalProducer.buffer() fed by a signal replays every buffered value to start(next:)")
    func rac3Buffer() {
        let (signal, input) = Signal<Int, NoError>.pipe()
        let (producer, sink) = SignalProducer<Int, NoError>.buffer()
        signal.observe(sink)
        input.send(value: 1)
        input.send(value: 2)
        var printed: [Int] = []
        producer.start(next: { value in
            printed.append(value)
        })
        input.send(value: 3)
        #expect(printed == [1, 2, 3])
        input.sendCompleted()
        #expect(producer.record().events == [.value(1), .value(2), .value(3), .completed])
    }

    @available(*, deprecated, message: "RAC 3 code")
    @Test("seed 003, RAC 3: startWithSignal shares one timer(5, onScheduler:).take(3) between two observers")
    func rac3StartWithSignal() {
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        let producer = timer(5, onScheduler: scheduler).take(3)
        var printed: [Date] = []
        let someOtherObserver = EventRecorder<Date, NoError>()
        producer.startWithSignal { signal, disposable in
            signal.observe(next: { date in
                printed.append(date)
            })
            signal.observe(someOtherObserver.observer)
        }
        scheduler.advanceByInterval(20)
        let expected = [5.0, 10, 15].map { start.addingTimeInterval($0) }
        #expect(printed == expected)
        #expect(someOtherObserver.events == expected.map { .value($0) } + [.completed])
    }

    @available(*, deprecated, message: "RAC 3 code")
    @Test("seed 003, RAC 3: the capitalised flatten strategies merge, concatenate and switch")
    func rac3FlattenStrategies() {
        let scheduler = TestScheduler()
        let inner = { (tag: Int) in
            SignalProducer<Int, NoError>(values: [tag, tag + 1]).delay(Double(tag), onScheduler: scheduler)
        }
        let merged = SignalProducer<Int, NoError>(values: [20, 10]).flatMap(.Merge, inner).record()
        let concatenated = SignalProducer<Int, NoError>(values: [20, 10]).flatMap(.Concat, inner).record()
        let (outer, outerInput) = Signal<Int, NoError>.pipe()
        let latest = outer.flatMap(.Latest, inner).record()
        outerInput.sendNext(20)
        scheduler.advanceByInterval(5)
        outerInput.sendNext(10)
        outerInput.sendCompleted()
        scheduler.run()
        #expect(merged.events == [.value(10), .value(11), .value(20), .value(21), .completed])
        #expect(concatenated.events == [.value(20), .value(21), .value(10), .value(11), .completed])
        #expect(latest.events == [.value(10), .value(11), .completed])
    }

    @available(*, deprecated, message: "RAC 3 code")
    @Test("seed 003, RAC 3: try, catch and tryMap became attempt, flatMapError and attemptMap")
    func rac3TryCatch() {
        let checked = SignalProducer<Int, TestError>(values: [1, 2, 3])
            .try { $0 < 3 ? .success(()) : .failure(.first) }
            .catch { _ in SignalProducer<Int, TestError>(value: 0) }
            .tryMap { $0 == 0 ? .failure(.second) : .success($0 * 10) }
        #expect(checked.record().events == [.value(10), .value(20), .failed(.second)])
    }

    @available(*, deprecated, message: "RAC 4 code")
    @Test("seed 003, RAC 4: Event.Failed, sendFailed and observeError name the failure of RAC 3's Error event")
    func rac4FailedNaming() {
        let (signal, observer) = Signal<Int, TestError>.pipe()
        var failures: [TestError] = []
        signal.observeError { failures.append($0) }
        let recorder = signal.record()
        observer.send(Event<Int, TestError>.Next(1))
        observer.sendFailed(.second)
        #expect(failures == [.second])
        #expect(recorder.events == [Event.Next(1), Event.Failed(.second)])
    }

    @available(*, deprecated, message: "RAC 3 code")
    @Test("seed 003, RAC 3: a MutableProperty exposed as PropertyOf follows it; innerDisposable disposes the previous one")
    func rac3PropertiesAndDisposables() {
        let mutable = MutableProperty(1)
        let exposed: PropertyOf<Int> = PropertyOf(mutable)
        let changes = exposed.producer.record()
        mutable.value = 2
        #expect(changes.events == [.value(1), .value(2)])
        let serial = SerialDisposable()
        let first = SimpleDisposable()
        serial.innerDisposable = first
        serial.innerDisposable = ActionDisposable(action: {})
        #expect(first.disposed)
        #expect(!serial.disposed)
    }

    /// A RAC 4-style request provider: each start schedules a response one second later on `scheduler`, and
    /// cancels it (counting the cancellation) when the request is interrupted.
    @available(*, deprecated, message: "RAC 4 code")
    final class SearchProvider {
        let scheduler: TestScheduler
        var cancellations = 0

        init(scheduler: TestScheduler) { self.scheduler = scheduler }

        func search(_ text: String) -> SignalProducer<[String], TestError> {
            SignalProducer { observer, disposable in
                let response = self.scheduler.scheduleAfter(self.scheduler.currentDate.addingTimeInterval(1)) {
                    if text == "fail" {
                        observer.sendFailed(.first)
                    } else {
                        observer.sendNext([text + "1", text + "2"])
                        observer.sendCompleted()
                    }
                }
                disposable.addDisposable(response)
                disposable.addDisposable { [weak self] in self?.cancellations += 1 }
            }
        }
    }

    @available(*, deprecated, message: "RAC 4 code")
    @Test("RAC 4 provider: flatMap(.Latest) over queries cancels the superseded request and forwards the latest")
    func providerLatestSearch() {
        let scheduler = TestScheduler()
        let provider = SearchProvider(scheduler: scheduler)
        let query = MutableProperty("a")
        let results = query.producer
            .promoteErrors(TestError.self)
            .flatMap(.Latest) { provider.search($0) }
            .record()
        scheduler.advanceByInterval(0.5)
        query.value = "ab"
        #expect(provider.cancellations == 1)
        scheduler.advanceByInterval(1)
        #expect(results.events == [.value(["ab1", "ab2"])])
        query.value = "fail"
        scheduler.advanceByInterval(1)
        #expect(results.events == [.value(["ab1", "ab2"]), .failed(.first)])
        #expect(provider.cancellations == 3)
    }

    @available(*, deprecated, message: "RAC 4 code")
    @Test("RAC 4 provider: startWithNext on a failing producer sees only the values; on(next:) sees them first")
    func providerStartWithNext() {
        let scheduler = TestScheduler()
        let provider = SearchProvider(scheduler: scheduler)
        var logged: [[String]] = []
        var received: [[String]] = []
        provider.search("q")
            .on(next: { logged.append($0) })
            .startWithNext { received.append($0) }
        var failedValues: [[String]] = []
        var failure: TestError?
        provider.search("fail")
            .on(failed: { failure = $0 }, next: { _ in })
            .startWithNext { failedValues.append($0) }
        scheduler.advanceByInterval(1)
        #expect(logged == [["q1", "q2"]])
        #expect(received == [["q1", "q2"]])
        #expect(failedValues.isEmpty)
        #expect(failure == .first)
    }

    @available(*, deprecated, message: "RAC 4 code")
    @Test("RAC 4 provider: disposing a started request runs the cleanup added with addDisposable and interrupts")
    func providerCancellation() {
        let scheduler = TestScheduler()
        let provider = SearchProvider(scheduler: scheduler)
        let (recorder, disposable) = provider.search("slow").recordWithDisposable()
        disposable.dispose()
        scheduler.advanceByInterval(2)
        #expect(recorder.events == [.interrupted])
        #expect(provider.cancellations == 1)
    }

    @available(*, deprecated, message: "RAC 3 code")
    @Test("RAC 3: producer |> map |> filter lifts the free operators, and |> into a producer transform applies it")
    func rac3ProducerPipe() {
        let lifted = SignalProducer<Int, NoError>(values: [1, 2, 3, 4])
            |> map { $0 + 1 }
            |> filter { $0 % 2 == 1 }
        #expect(lifted.record().events == [.value(3), .value(5), .completed])
        // An untyped closure would fit both producer overloads of |>, so the closure names what it takes.
        let takenFromSignal = lifted |> { (signal: Signal<Int, NoError>) in signal.take(1) }
        #expect(takenFromSignal.record().events == [.value(3), .completed])
        let takenFromProducer = lifted |> { (producer: SignalProducer<Int, NoError>) in producer.take(1) }
        #expect(takenFromProducer.record().events == [.value(3), .completed])
    }

    @available(*, deprecated, message: "RAC 4 code")
    @Test("RAC 4 Action: enabled and executing follow the action, and a disabled apply fails with .NotEnabled")
    func rac4Action() {
        let scheduler = TestScheduler()
        let allowed = MutableProperty(true)
        let action = Action<Int, Int, TestError>(enabledIf: allowed) { number in
            SignalProducer(value: number * 2).delay(1, onScheduler: scheduler)
        }
        let enabled = action.enabled.producer.record()
        let executing = action.executing.producer.record()
        let first = action.apply(1).record()
        let second = action.apply(2).record()
        scheduler.advanceByInterval(1)
        allowed.value = false
        let third = action.apply(3).record()
        #expect(first.events == [.value(2), .completed])
        #expect(second.events == [.failed(.NotEnabled)])
        #expect(third.events == [.failed(.NotEnabled)])
        #expect(enabled.values == [true, false, true, false])
        #expect(executing.values == [false, true, false])
    }
}
