import Foundation
import Testing
@testable import Reactive

/// Collects what a logger receives (tests call it on one thread).
private final class LogLines: @unchecked Sendable {  // used on the test's thread only
    var lines: [String] = []
}

@Suite("2.7/2.9 Time operators and schedulers keep ReactiveSwift's timing rules")
struct SchedulerDeliveryTests {
    @Test("throttle sends a value followed at once by completion before the completion")
    func throttleValueThenCompletion() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.throttle(1, on: scheduler).record()
        input.send(value: 0)
        input.sendCompleted()
        #expect(recorder.events == [])
        scheduler.run()
        #expect(recorder.events == [.value(0), .completed])
    }

    @Test("throttle keeps the interval rule after the scheduler is rewound ([0, 2, 3, 6])")
    func throttleRewind() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.throttle(1, on: scheduler).record()
        input.send(value: 0)
        scheduler.advance()
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance(by: .milliseconds(1500))
        scheduler.advance(by: .seconds(3))
        input.send(value: 3)
        scheduler.advance()
        input.send(value: 4)
        input.send(value: 5)
        scheduler.advance()
        #expect(recorder.values == [0, 2, 3])
        scheduler.rewind(by: .seconds(2))
        input.send(value: 6)
        scheduler.advance()
        #expect(recorder.values == [0, 2, 3, 6])
        input.send(value: 7)
        input.send(value: 8)
        scheduler.advance()
        #expect(recorder.values == [0, 2, 3, 6])
        scheduler.run()
        #expect(recorder.values == [0, 2, 3, 6, 8])
    }

    @Test("collect(every:) with discardWhenCompleted: false sends what it holds at the next tick, then completes")
    func collectEveryFlushesOnCompletion() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.collect(every: .seconds(1), on: scheduler, skipEmpty: false, discardWhenCompleted: false).record()
        input.send(value: 1)
        scheduler.advance(by: .seconds(1))
        input.send(value: 2)
        input.send(value: 3)
        input.sendCompleted()
        scheduler.advance()
        #expect(recorder.events == [.value([1])])
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [.value([1]), .value([2, 3]), .completed])

        // Holding nothing, it still waits for the tick, which sends the empty batch unless `skipEmpty`.
        let (emptySignal, emptyInput) = Signal<Int, Never>.pipe()
        let empty = emptySignal.collect(every: .seconds(1), on: scheduler, skipEmpty: false, discardWhenCompleted: false).record()
        emptyInput.sendCompleted()
        scheduler.advance()
        #expect(empty.events == [])
        scheduler.advance(by: .seconds(1))
        #expect(empty.events == [.value([]), .completed])
    }

    @Test("SignalProducer.all([]) sends true and completes; SignalProducer.any([]) sends false and completes")
    func emptyAllAny() {
        let all = SignalProducer<Bool, Never>.all([SignalProducer<Bool, Never>]()).record()
        let any = SignalProducer<Bool, Never>.any([SignalProducer<Bool, Never>]()).record()
        #expect(all.events == [.value(true), .completed])
        #expect(any.events == [.value(false), .completed])
    }

    @Test("logEvents hands the logger upstream's event text ('value 1', 'failed first')")
    func logEventsText() {
        let log = LogLines()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let logged = signal.logEvents(identifier: "id", events: [.value, .failed]) { identifier, event, _, _, _ in
            log.lines.append("[\(identifier)] \(event)")
        }
        logged.observe { _ in }
        input.send(value: 1)
        input.send(error: .first)
        #expect(log.lines == ["[id] value 1", "[id] failed first"])
    }

    @Test("a repeating QueueScheduler action keeps running when its disposable is not retained; dispose() stops it")
    func repeatingActionNotStoppedByRelease() {
        let scheduler = QueueScheduler(name: "repeat")
        let ran = DispatchSemaphore(value: 0)
        let runs = Atomic(0)
        weak var weakHandle: AnyObject?
        do {
            let handle = scheduler.schedule(after: Date(), interval: .milliseconds(5), leeway: .seconds(0)) {
                runs.modify { $0 += 1 }
                ran.signal()
            }
            weakHandle = handle as AnyObject?
        }
        for _ in 0..<3 {
            #expect(ran.wait(timeout: .now() + 5) == .success)
        }
        // Still reachable while the action runs; disposing it stops the action.
        (weakHandle as? any Disposable)?.dispose()
        #expect(weakHandle == nil || (weakHandle as? any Disposable)?.isDisposed == true)
    }

    /// The scheduler-delivering producer operators, applied with a `TestScheduler`.
    static var asyncOperators: [(String, (SignalProducer<Int, Never>, TestScheduler) -> SignalProducer<Int, Never>)] {[
        ("observe(on:)", { $0.observe(on: $1) }),
        ("delay", { $0.delay(10, on: $1) }),
        ("throttle", { $0.throttle(10, on: $1) }),
        ("debounce", { $0.debounce(10, on: $1, discardWhenCompleted: true) }),
        ("debounce keeping the last value", { $0.debounce(10, on: $1, discardWhenCompleted: false) }),
        ("lazyMap", { $0.lazyMap(on: $1) { $0 } }),
    ]}

    @Test("observe(on:), delay, throttle, debounce and lazyMap deliver interrupted on their scheduler, dropping what is still scheduled")
    func interruptOnScheduler() {
        for (name, apply) in Self.asyncOperators {
            let scheduler = TestScheduler()
            let recorder = EventRecorder<Int, Never>()
            let disposable = apply(SignalProducer(0..<128), scheduler).start(recorder.observer)
            #expect(recorder.events == [], "\(name)")
            disposable.dispose()
            #expect(recorder.events == [], "\(name)")
            scheduler.run()
            #expect(recorder.events == [.interrupted], "\(name)")
        }
    }

    @Test("disposing interrupts the upstream at once and delivers interrupted with respect to the asynchronous operator")
    func upstreamInterruptedAtOnce() {
        for (name, apply) in Self.asyncOperators {
            let scheduler = TestScheduler()
            let (signal, _) = Signal<Int, Never>.pipe()
            let upstreamInterrupted = Atomic(false)
            let recorder = EventRecorder<Int, Never>()
            apply(SignalProducer(signal).on(interrupted: { upstreamInterrupted.value = true }), scheduler)
                .start(recorder.observer)
                .dispose()
            #expect(upstreamInterrupted.value, "\(name)")
            #expect(recorder.events == [], "\(name)")
            scheduler.advance()
            #expect(recorder.events == [.interrupted], "\(name)")
            withExtendedLifetime(signal) {}
        }
    }

    @Test("async advance lets a task that is about to sleep register first: sleep(for:) ends at the exact virtual date")
    @MainActor
    func asyncAdvanceLetsSleepersRegister() async {
        for _ in 0..<50 {
            let scheduler = TestScheduler()
            let start = scheduler.currentDate
            let woke = Atomic<Date?>(nil)
            let task = Task {
                try await scheduler.sleep(for: .seconds(5))
                woke.value = scheduler.currentDate
            }
            await scheduler.advance(by: .seconds(5))
            // The sleeper has been resumed by now, or registered too late (for +10 s): wait, boundedly, for either.
            var rounds = 0
            while woke.value == nil, scheduler.lock.locked({ scheduler.queue.isEmpty }), rounds < 100_000 {
                await Task.yield()
                rounds += 1
            }
            if woke.value == nil { task.cancel() }
            _ = try? await task.value
            #expect(woke.value == start.addingTimeInterval(5))
        }
    }
}
