import Foundation
import Testing
@testable import Reactive

@Suite("2.5 Signal")
struct SignalTests {
    @Test("pipe delivers values then completion to every observer in order")
    func pipeDelivers() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let first = signal.record()
        let second = signal.record()
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        input.send(value: 3)
        #expect(first.events == [.value(1), .value(2), .completed])
        #expect(second.events == [.value(1), .value(2), .completed])
    }

    @Test("nothing is delivered after a terminal event")
    func nothingAfterTerminal() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.record()
        input.send(error: .first)
        input.send(value: 1)
        input.sendCompleted()
        input.sendInterrupted()
        #expect(recorder.events == [.failed(.first)])
    }

    @Test("observing a terminated signal delivers exactly one interrupted and returns nil")
    func lateObserverIsInterrupted() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        input.sendCompleted()
        let recorder = EventRecorder<Int, TestError>()
        let disposable = signal.observe(recorder.observer)
        #expect(disposable == nil)
        #expect(recorder.events == [.interrupted])
    }

    @Test("Signal.empty delivers only interrupted to observers")
    func emptySignal() {
        #expect(Signal<Int, Never>.empty.record().events == [.interrupted])
    }

    @Test("Signal.never sends nothing")
    func neverSignal() {
        let recorder = Signal<Int, Never>.never.record()
        #expect(recorder.events.isEmpty)
    }

    @Test("disposing an observation detaches without sending anything")
    func detach() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        let disposable = signal.observe(recorder.observer)
        input.send(value: 1)
        disposable?.dispose()
        #expect(disposable?.isDisposed == true)
        input.send(value: 2)
        input.sendCompleted()
        #expect(recorder.events == [.value(1)])
    }

    @Test("an observer may detach itself and attach others while an event is delivered")
    func reentrantAttachDetach() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen: [String] = []
        var selfDisposable: (any Disposable)?
        selfDisposable = signal.observeValues { value in
            seen.append("a\(value)")
            selfDisposable?.dispose()
            signal.observeValues { seen.append("late\($0)") }
        }
        signal.observeValues { seen.append("b\($0)") }
        input.send(value: 1)
        input.send(value: 2)
        #expect(seen == ["a1", "b1", "b2", "late2"])
    }

    @Test("generator runs synchronously and its lifetime ends on termination")
    func generatorLifetime() {
        var ran = false
        var ended = false
        var keep: Signal<Int, Never>.Observer?
        let signal = Signal<Int, Never> { observer, lifetime in
            ran = true
            keep = observer
            lifetime.observeEnded { ended = true }
        }
        #expect(ran)
        let recorder = signal.record()
        #expect(!ended)
        keep?.sendCompleted()
        #expect(ended)
        #expect(recorder.events == [.completed])
    }

    @Test("releasing the input observer without a terminal event interrupts the signal")
    func releasedInputInterrupts() {
        var input: Signal<Int, Never>.Observer?
        let signal = Signal<Int, Never> { observer, _ in input = observer }
        let recorder = signal.record()
        input?.send(value: 1)
        input = nil
        #expect(recorder.events == [.value(1), .interrupted])
    }

    @Test("pipe disposable is disposed when the signal terminates")
    func pipeDisposable() {
        let disposable = AnyDisposable()
        let (signal, input) = Signal<Int, Never>.pipe(disposable: disposable)
        withExtendedLifetime(signal) {
            #expect(!disposable.isDisposed)
            input.sendCompleted()
            #expect(disposable.isDisposed)
        }
    }

    @Test("observers are released after termination")
    func observersReleased() {
        final class Token {}
        weak var weakToken: Token?
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let token = Token()
            weakToken = token
            signal.observeValues { _ in _ = token }
        }
        #expect(weakToken != nil)
        input.sendCompleted()
        #expect(weakToken == nil)
    }

    @Test("the observe helpers receive only their kind of event")
    func observeHelpers() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var results: [Result<Int, TestError>] = []
        var failed: [TestError] = []
        var completed = 0
        var interrupted = 0
        signal.observeResult { results.append($0) }
        signal.observeFailed { failed.append($0) }
        signal.observeCompleted { completed += 1 }
        signal.observeInterrupted { interrupted += 1 }
        input.send(value: 1)
        input.send(error: .second)
        #expect(results == [.success(1), .failure(.second)])
        #expect(failed == [.second])
        #expect(completed == 0 && interrupted == 0)
    }

    @Test("a value sent recursively from inside an observer stops with a precondition naming the API")
    func recursiveSendIsDetected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (signal, input) = Signal<Int, Never>.pipe()
            signal.observeValues { value in
                if value == 1 { input.send(value: 2) }
            }
            input.send(value: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Signal.Observer.send(_:)"))
    }

    @Test("a value sent into the source from inside an observer of its mapped signal is also caught")
    func recursiveSendThroughChainIsDetected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (signal, input) = Signal<Int, Never>.pipe()
            signal.map { $0 * 2 }.filter { $0 > 0 }.observeValues { value in
                if value == 2 { input.send(value: 2) }
            }
            input.send(value: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Signal.Observer.send(_:)"))
    }

    @Test("observers of a mapped signal can attach, detach and end it from inside its delivery")
    func chainMutationFromInside() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let mapped = signal.map { $0 * 10 }
        var seen: [String] = []
        var inner: (any Disposable)?
        var own: (any Disposable)?
        own = mapped.observeValues { value in
            seen.append("a\(value)")
            if value == 10 {
                inner = mapped.observeValues { seen.append("b\($0)") }
            }
            if value == 20 { own?.dispose() }
        }
        let filtered = mapped.filter { $0 < 30 }
        let recorder = filtered.record()
        input.send(value: 1)
        input.send(value: 2)
        inner?.dispose()
        input.send(value: 3)
        input.sendCompleted()
        #expect(seen == ["a10", "a20", "b20"])
        #expect(recorder.events == [.value(10), .value(20), .completed])
    }

    @Test("a re-entrant pipe queues recursive values instead of failing")
    func reentrantPipe() {
        let (signal, input) = Signal<Int, Never>.reentrantUnserializedPipe()
        var seen: [Int] = []
        signal.observeValues { value in
            seen.append(value)
            if value < 3 { input.send(value: value + 1) }
        }
        input.send(value: 1)
        #expect(seen == [1, 2, 3])
    }

    @Test("concurrent senders never deliver concurrently and nothing follows the terminal event")
    func serializedUnderContention() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let inside = Atomic(0)
        let overlaps = Atomic(0)
        let afterTerminal = Atomic(0)
        let terminated = Atomic(false)
        let count = Atomic(0)
        signal.observe { event in
            if terminated.value { afterTerminal.modify { $0 += 1 } }
            if inside.modify({ $0 += 1; return $0 }) > 1 { overlaps.modify { $0 += 1 } }
            if case .value = event { count.modify { $0 += 1 } } else { terminated.value = true }
            inside.modify { $0 -= 1 }
        }
        let threads = 4
        let perThread = 20_000
        let group = DispatchGroup()
        for _ in 0..<threads {
            DispatchQueue.global().async(group: group) {
                for i in 0..<perThread { input.send(value: i) }
            }
        }
        group.wait()
        input.sendCompleted()
        input.send(value: -1)
        #expect(overlaps.value == 0)
        #expect(count.value == threads * perThread)
        #expect(afterTerminal.value == 0)
    }
}

@Suite("1.4 Signal lifetime")
struct SignalLifetimeTests {
    @Test("an observed signal keeps delivering through its input observer after the Signal object is released")
    func keptAliveByInput() {
        weak var weakSignal: Signal<Int, Never>?
        var input: Signal<Int, Never>.Observer?
        var events: [Signal<Int, Never>.Event] = []
        do {
            let (signal, observer) = Signal<Int, Never>.pipe()
            weakSignal = signal
            input = observer
            signal.observe { events.append($0) }
        }
        // As in ReactiveSwift, the `Signal` object goes away; its observers stay attached until it terminates.
        #expect(weakSignal == nil)
        input?.send(value: 1)
        input?.sendCompleted()
        input = nil
        #expect(weakSignal == nil)
        #expect(events == [.value(1), .completed])
    }

    @Test("releasing the only input observer interrupts observers and frees the signal")
    func releasedInput() {
        weak var weakSignal: Signal<Int, Never>?
        var input: Signal<Int, Never>.Observer?
        var events: [Signal<Int, Never>.Event] = []
        do {
            let (signal, observer) = Signal<Int, Never>.pipe()
            weakSignal = signal
            input = observer
            signal.observe { events.append($0) }
        }
        #expect(input != nil && events.isEmpty)
        input = nil
        #expect(events == [.interrupted])
        #expect(weakSignal == nil)
    }
}
