import Testing
@testable import Reactive

@Suite("2.3 Event and 2.4 Observer")
struct EventTests {
    typealias E = Signal<Int, TestError>.Event

    @Test("event properties and transforms")
    func properties() {
        #expect(E.value(1).value == 1)
        #expect(E.failed(.first).error == .first)
        #expect(E.completed.isCompleted)
        #expect(!E.value(1).isTerminating)
        #expect(E.interrupted.isTerminating && E.completed.isTerminating && E.failed(.first).isTerminating)
        #expect(E.value(2).map { $0 * 2 } == .value(4))
        #expect(E.completed.map { $0 * 2 } == .completed)
        #expect(E.failed(.first).mapError { _ in TestError.second } == .failed(.second))
        #expect(E.value(1) != E.value(2))
        #expect(E.value(1).description == "VALUE 1")
        #expect(E.value(3).event == .value(3))
    }

    @Test("a standalone observer calls its closures per kind and does not filter after termination")
    func observerClosures() {
        var log: [String] = []
        let observer = Signal<Int, TestError>.Observer(
            value: { log.append("v\($0)") },
            failed: { log.append("f\($0)") },
            completed: { log.append("c") },
            interrupted: { log.append("i") }
        )
        observer.send(value: 1)
        observer.sendCompleted()
        observer.send(value: 2)
        observer.sendInterrupted()
        observer.send(error: .first)
        observer.receive(3)
        observer.terminate(.completed)
        #expect(log == ["v1", "c", "v2", "i", "ffirst", "v3", "c"])
    }

    @Test("a custom subclass of the Observer base class receives values and terminations")
    func baseClass() {
        final class Collector: Observer<Int, Never> {
            var seen: [String] = []
            override func receive(_ value: Int) { seen.append("\(value)") }
            override func terminate(_ termination: Termination<Never>) {
                if case .completed = termination { seen.append("done") }
            }
        }
        let collector = Collector()
        collector.receive(1)
        collector.terminate(.completed)
        #expect(collector.seen == ["1", "done"])
    }
}

@Suite("2.4 Observer binding")
struct ObserverBindingTests {
    @Test("observer <~ source forwards values but not termination, and disposal stops it")
    func bind() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.record()
        let (source, sourceInput) = Signal<Int, Never>.pipe()
        let disposable = input <~ source
        sourceInput.send(value: 1)
        disposable.dispose()
        sourceInput.send(value: 2)
        input <~ SignalProducer<Int, Never>(values: 3, 4)
        #expect(recorder.events == [.value(1), .value(3), .value(4)])
    }
}
