import Foundation
import Testing
@testable import Reactive

@Suite("2.8 Flatten: memory and threads")
struct FlattenLifetimeTests {
    static let strategies: [FlattenStrategy] = [.merge, .concat, .concurrent(limit: 2), .latest, .race, .throttle]

    @Test("the flattened signal is released once outer and inner have completed", arguments: 0..<6)
    func flattenedSignalReleased(strategyIndex: Int) {
        weak var weakResult: Signal<Int, TestError>?
        weak var weakInner: Signal<Int, TestError>?
        let recorder: EventRecorder<Int, TestError>
        do {
            let (outer, outerInput) = Signal<Signal<Int, TestError>, TestError>.pipe()
            let (inner, innerInput) = Signal<Int, TestError>.pipe()
            let result = outer.flatten(Self.strategies[strategyIndex])
            weakResult = result
            weakInner = inner
            recorder = result.record()
            outerInput.send(value: inner)
            innerInput.send(value: 1)
            innerInput.sendCompleted()
            outerInput.sendCompleted()
        }
        #expect(recorder.events == [.value(1), .completed])
        #expect(weakResult == nil)
        #expect(weakInner == nil)
    }

    @Test("no inner start handler runs after the flattened producer is disposed")
    func nothingRunsAfterDisposal() {
        let scheduler = TestScheduler()
        var started = 0
        let inner = SignalProducer<Int, TestError> { observer, _ in
            started += 1
            observer.send(value: 1)
        }
        let (recorder, disposable) = SignalProducer<Int, TestError>([1, 2, 3])
            .flatMap(.concat) { _ in inner.start(on: scheduler) }
            .recordWithDisposable()
        disposable.dispose()
        scheduler.run()
        #expect(started == 0)
        #expect(recorder.events == [.interrupted])
    }

    @Test("merge delivers every value sent concurrently from several threads, then completes")
    func mergeAcrossThreads() {
        let producers = (0..<4).map { index in
            SignalProducer<Int, Never>(1...500).start(on: QueueScheduler(qos: .default, name: "flatten.merge.\(index)"))
        }
        let done = DispatchSemaphore(value: 0)
        let recorder = EventRecorder<Int, Never>()
        let observer = recorder.observer
        SignalProducer<Int, Never>.merge(producers).start { event in
            observer.send(event)
            if event.isTerminating { done.signal() }
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(recorder.values.count == 2_000)
        let sum = recorder.values.reduce(0, +)
        #expect(sum == 4 * 500 * 501 / 2)
        #expect(recorder.events.last == .completed)
    }

    @Test("concat keeps order when inners complete on other threads")
    func concatAcrossThreads() {
        let scheduler = QueueScheduler(qos: .default, name: "flatten.concat")
        let done = DispatchSemaphore(value: 0)
        let recorder = EventRecorder<Int, Never>()
        let observer = recorder.observer
        SignalProducer<Int, Never>(0..<200)
            .flatMap(.concat) { value in
                value.isMultiple(of: 3) ? SignalProducer(value: value).start(on: scheduler) : SignalProducer(value: value)
            }
            .start { event in
                observer.send(event)
                if event.isTerminating { done.signal() }
            }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(recorder.values == Array(0..<200))
        #expect(recorder.events.last == .completed)
    }
}
