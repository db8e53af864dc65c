import Foundation
import Testing
@testable import Reactive

@Suite("Concurrency: attach, detach, send and terminate from several threads")
struct ConcurrencyTests {
    @Test("observers attached and detached while two threads send never see overlapping or post-terminal events")
    func churnWhileSending() {
        for _ in 0..<20 {
            let (signal, input) = Signal<Int, Never>.pipe()
            let violations = Atomic(0)
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                for i in 0..<2_000 { input.send(value: i) }
            }
            DispatchQueue.global().async(group: group) {
                for i in 0..<2_000 { input.send(value: i) }
                input.sendCompleted()
            }
            DispatchQueue.global().async(group: group) {
                for _ in 0..<500 {
                    let inside = Atomic(false)
                    let terminated = Atomic(false)
                    let disposable = signal.observe { event in
                        if inside.swap(true) || terminated.value { violations.modify { $0 += 1 } }
                        if event.isTerminating { terminated.value = true }
                        inside.value = false
                    }
                    disposable?.dispose()
                }
            }
            group.wait()
            #expect(violations.value == 0)
            #expect(signal.record().events == [.interrupted])
        }
    }

    @Test("observers of a map/filter chain attached and detached while two threads send see serialized events")
    func churnOnChainWhileSending() {
        for _ in 0..<20 {
            let (signal, input) = Signal<Int, Never>.pipe()
            // Typed closures: inferring this chain through map's and filter's overloads took the type checker seconds.
            let chain: Signal<Int, Never> = signal.map { (value: Int) in value + 1 }.filter { (value: Int) in value % 2 == 0 }
                .map { (value: Int) in value / 2 }
            let violations = Atomic(0)
            let received = Atomic(0)
            chain.observeValues { _ in received.modify { $0 += 1 } }
            let group = DispatchGroup()
            for _ in 0..<2 {
                DispatchQueue.global().async(group: group) {
                    for i in 0..<2_000 { input.send(value: i) }
                }
            }
            DispatchQueue.global().async(group: group) {
                for _ in 0..<500 {
                    let inside = Atomic(false)
                    let disposable = chain.observe { _ in
                        if inside.swap(true) { violations.modify { $0 += 1 } }
                        inside.value = false
                    }
                    disposable?.dispose()
                }
            }
            group.wait()
            input.sendCompleted()
            #expect(violations.value == 0)
            #expect(received.value == 2_000)
            #expect(chain.record().events == [.interrupted])
        }
    }

    @Test("take(first:) after map under four sending threads delivers exactly N values, then completes once")
    func takeOnChainUnderContention() {
        for _ in 0..<20 {
            let (signal, input) = Signal<Int, Never>.pipe()
            let events = Atomic<[Signal<Int, Never>.Event]>([])
            let inside = Atomic(false)
            let overlaps = Atomic(0)
            signal.map { $0 * 2 }.take(first: 1_000).filter { _ in true }.observe { event in
                if inside.swap(true) { overlaps.modify { $0 += 1 } }
                events.modify { $0.append(event) }
                inside.value = false
            }
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for i in 0..<500 { input.send(value: i) }
            }
            let recorded = events.value
            #expect(overlaps.value == 0)
            #expect(recorded.count == 1_001)
            #expect(recorded.last == .completed)
            #expect(recorded.dropLast().allSatisfy { if case .value = $0 { return true } else { return false } })
        }
    }

    @Test("an observer busy on observe(on:)'s or delay's scheduler never holds up senders of the upstream")
    func schedulerHopDoesNotBlockUpstream() {
        let makers: [(Signal<Int, Never>, QueueScheduler) -> Signal<Int, Never>] = [
            { signal, scheduler in signal.observe(on: scheduler) },
            { signal, scheduler in signal.delay(0, on: scheduler) },
        ]
        for make in makers {
            let (signal, input) = Signal<Int, Never>.pipe()
            let scheduler = QueueScheduler(name: "hop")
            let firstArrived = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            make(signal, scheduler).observeValues { value in
                if value == 1 {
                    firstArrived.signal()
                    _ = release.wait(timeout: .now() + 5)
                }
            }
            input.send(value: 1)
            #expect(firstArrived.wait(timeout: .now() + 5) == .success)
            // While the observer blocks on the scheduler, the upstream must still accept values.
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                input.send(value: 2)
                sent.signal()
            }
            // A liveness check, not a timing one: a blocked upstream would wait for the release, which comes after this.
            #expect(sent.wait(timeout: .now() + 10) == .success)
            release.signal()
        }
    }

    @Test("disposing a producer from another thread while it sends interrupts exactly once")
    func disposeRace() {
        for _ in 0..<50 {
            let interruptions = Atomic(0)
            let terminalEvents = Atomic(0)
            let started = DispatchSemaphore(value: 0)
            let producer = SignalProducer<Int, Never> { observer, lifetime in
                started.signal()
                var i = 0
                while !lifetime.hasEnded && i < 1_000_000 {
                    observer.send(value: i)
                    i += 1
                }
                observer.sendCompleted()
            }
            let disposable = SerialDisposable()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                producer.map { $0 + 1 }.startWithSignal { signal, handle in
                    disposable.inner = handle
                    signal.observe { event in
                        if event.isTerminating { terminalEvents.modify { $0 += 1 } }
                        if case .interrupted = event { interruptions.modify { $0 += 1 } }
                    }
                }
                done.signal()
            }
            #expect(started.wait(timeout: .now() + 5) == .success)
            disposable.dispose()
            #expect(done.wait(timeout: .now() + 10) == .success)
            #expect(terminalEvents.value == 1)
            #expect(interruptions.value == 1)
        }
    }
}
