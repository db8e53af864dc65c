import Foundation
import Testing
@testable import Reactive

/// A reference that one thread clears while another uses the object it holds.
private final class Slot<Object: AnyObject>: @unchecked Sendable {  // `lock` guards `object`
    private let lock = NSLock()
    private var object: Object?

    init(_ object: Object) { self.object = object }

    func clear() { lock.withLock { object = nil } }
}

@Suite("1.3-1.5 Disposal across threads never waits for another thread's delivery")
struct DisposalThreadingTests {
    @Test("disposing an observer from another thread while it receives a value returns at once")
    func disposeObserverDuringDelivery() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let entered = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let sawDisposal = Atomic<DispatchTimeoutResult?>(nil)
        let disposing = EventRecorder<Int, Never>()
        let disposable = signal.observe(Signal<Int, Never>.Observer { event in
            disposing.observer.send(event)
            if case .value(1) = event {
                entered.signal()
                // Waits for the disposing thread, like an observer calling `DispatchQueue.main.sync` while main
                // disposes it: a dispose that waited for this delivery would deadlock here.
                sawDisposal.value = disposed.wait(timeout: .now() + 2)
            }
        })
        let other = signal.record()
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            input.send(value: 1)
            sent.signal()
        }
        #expect(entered.wait(timeout: .now() + 5) == .success)
        disposable?.dispose()
        disposed.signal()
        #expect(sent.wait(timeout: .now() + 5) == .success)
        #expect(sawDisposal.value == .success)
        input.send(value: 2)
        input.sendCompleted()
        #expect(disposing.events == [.value(1)])
        #expect(other.events == [.value(1), .value(2), .completed])
    }

    @Test("interrupting a run from another thread while it delivers a value returns at once; nothing follows the interruption")
    func interruptRunDuringDelivery() {
        let inputs = Atomic<Signal<Int, Never>.Observer?>(nil)
        let producer = SignalProducer<Int, Never> { observer, _ in inputs.value = observer }
        let entered = DispatchSemaphore(value: 0)
        let interrupted = DispatchSemaphore(value: 0)
        let sawInterruption = Atomic<DispatchTimeoutResult?>(nil)
        let recorder = EventRecorder<Int, Never>()
        let disposable = producer.start { event in
            recorder.observer.send(event)
            if case .value(1) = event {
                entered.signal()
                sawInterruption.value = interrupted.wait(timeout: .now() + 2)
            }
        }
        let input = inputs.value!
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            input.send(value: 1)
            input.send(value: 2)
            sent.signal()
        }
        #expect(entered.wait(timeout: .now() + 5) == .success)
        disposable.dispose()
        interrupted.signal()
        #expect(sent.wait(timeout: .now() + 5) == .success)
        #expect(sawInterruption.value == .success)
        input.send(value: 3)
        #expect(recorder.events == [.value(1), .interrupted])
    }

    @Test("no event is delivered after interrupted when a run is disposed while another thread sends")
    func nothingAfterInterruptedAcrossThreads() {
        for _ in 0..<200 {
            let inputs = Atomic<Signal<Int, Never>.Observer?>(nil)
            let producer = SignalProducer<Int, Never> { observer, _ in inputs.value = observer }
            let recorder = EventRecorder<Int, Never>()
            let disposable = producer.map { $0 * 2 }.start(recorder.observer)
            let input = inputs.value!
            let started = DispatchSemaphore(value: 0)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                started.signal()
                for i in 0..<2_000 { input.send(value: i) }
                done.signal()
            }
            _ = started.wait(timeout: .now() + 5)
            disposable.dispose()
            #expect(done.wait(timeout: .now() + 10) == .success)
            let events = recorder.events
            #expect(events.last == .interrupted)
            #expect(events.filter(\.isTerminating).count == 1)
        }
    }

    @Test("take(first: 1) after concat never starts the second producer, also when the first sends from another thread")
    func takeFirstThenConcat() {
        for crossThread in [false, true] {
            for _ in 0..<100 {
                let secondStarted = Atomic(false)
                let second = SignalProducer<Int, Never> { observer, _ in
                    secondStarted.value = true
                    observer.send(value: 2)
                    observer.sendCompleted()
                }
                let first = SignalProducer<Int, Never> { observer, _ in
                    if crossThread {
                        DispatchQueue.global().async {
                            observer.send(value: 1)
                            observer.sendCompleted()
                        }
                    } else {
                        observer.send(value: 1)
                        observer.sendCompleted()
                    }
                }
                let finished = DispatchSemaphore(value: 0)
                let recorder = EventRecorder<Int, Never>()
                first.concat(second).take(first: 1).start { event in
                    recorder.observer.send(event)
                    if event.isTerminating { finished.signal() }
                }
                #expect(finished.wait(timeout: .now() + 5) == .success)
                #expect(recorder.events == [.value(1), .completed])
                #expect(!secondStarted.value)
            }
        }
    }

    @Test("setting a source bound with <~ while its target is released on another thread neither crashes nor deadlocks")
    func bindingTargetReleaseRace() {
        for iteration in 0..<600 {
            let source = MutableProperty(0)
            weak var released: MutableProperty<Int>?
            let slot: Slot<MutableProperty<Int>> = {
                let target = MutableProperty(0)
                released = target
                if iteration % 2 == 0 { target <~ source } else { target <~ source.signal }
                return Slot(target)
            }()
            let group = DispatchGroup()
            let go = DispatchSemaphore(value: 0)
            DispatchQueue.global().async(group: group) {
                _ = go.wait(timeout: .now() + 5)
                source.value = 2
            }
            DispatchQueue.global().async(group: group) {
                _ = go.wait(timeout: .now() + 5)
                slot.clear()
            }
            go.signal()
            go.signal()
            #expect(group.wait(timeout: .now() + 5) == .success)
            #expect(released == nil)
            source.value = 3
        }
    }
}
