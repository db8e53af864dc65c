import Testing
@testable import Reactive

/// Counts calls from a closure (tests run the signal on one thread).
private final class Counter: @unchecked Sendable {  // used on the test's thread only
    var count = 0
}

@Suite("1.4 A signal nobody holds or observes ends; an observed one lives until it terminates")
struct SignalReachabilityTests {
    @Test("a signal with no observers and no references is disposed of although its input observer is alive")
    func unreachableSignalEnds() {
        let disposable = AnyDisposable()
        let disposed = Counter()
        var input: Signal<Int, Never>.Observer?
        weak var weakSignal: Signal<Int, Never>?
        do {
            let (signal, observer) = Signal<Int, Never>.pipe(disposable: disposable)
            input = observer
            signal.lifetime.observeEnded { disposed.count += 1 }
            weakSignal = signal
            #expect(!disposable.isDisposed)
        }
        #expect(weakSignal == nil)
        #expect(disposable.isDisposed)
        #expect(disposed.count == 1)
        withExtendedLifetime(input) {}
    }

    @Test("the generator's lifetime ends when the Signal is released unobserved, whether or not the input is kept")
    func generatorLifetimeEnds() {
        let ended = Counter()
        var input: Signal<Int, Never>.Observer?
        weak var weakSignal: Signal<Int, Never>?
        do {
            let signal = Signal<Int, Never> { observer, lifetime in
                input = observer
                lifetime.observeEnded { ended.count += 1 }
            }
            weakSignal = signal.on(disposed: { ended.count += 10 })
        }
        #expect(weakSignal == nil)
        #expect(ended.count == 11)
        #expect(input != nil)
    }

    @Test("a signal with an observer stays alive unretained until it terminates, then it is disposed of")
    func observedSignalLivesUntilTerminal() {
        let scheduler = TestScheduler()
        let disposed = Counter()
        let recorder = EventRecorder<Int, Never>()
        weak var weakSignal: Signal<Int, Never>?
        do {
            let (signal, input) = Signal<Int, Never>.pipe()
            weakSignal = signal
            scheduler.schedule {
                input.send(value: 1)
                input.sendCompleted()
            }
            signal.on(disposed: { disposed.count += 1 }).observe(recorder.observer)
        }
        #expect(weakSignal == nil)
        #expect(disposed.count == 0)
        scheduler.run()
        #expect(recorder.events == [.value(1), .completed])
        #expect(disposed.count == 1)
    }

    @Test("an unreachable, unobserved map chain is torn down: its closures are no longer called")
    func droppedMapChainIsTornDown() {
        let (source, input) = Signal<Int, Never>.pipe()
        let first = Counter()
        let second = Counter()
        _ = source
            .map { value -> Int in first.count += 1; return value }
            .filter { _ in second.count += 1; return true }
        input.send(value: 1)
        input.send(value: 2)
        #expect(first.count == 0)
        #expect(second.count == 0)
    }

    @Test("an unreachable map chain lives while observed and is torn down when its observer is disposed of")
    func observedMapChainTornDownOnDispose() {
        let (source, input) = Signal<Int, Never>.pipe()
        let counter = Counter()
        let disposable = source
            .map { value -> Int in counter.count += 1; return value }
            .map { $0 * 2 }
            .observe { _ in }
        input.send(value: 1)
        input.send(value: 2)
        #expect(counter.count == 2)
        disposable?.dispose()
        input.send(value: 3)
        #expect(counter.count == 2)
    }

    @Test("startWithSignal: what the start handler registered is disposed of when the signal is unretained and unobserved")
    func startWithSignalUnobserved() {
        let added = AnyDisposable()
        let kept = Atomic<Signal<Int, Never>.Observer?>(nil)
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            kept.value = observer
            lifetime += added
        }
        producer.startWithSignal { _, _ in }
        #expect(added.isDisposed)
        #expect(kept.value != nil)
    }

    @Test("timer releases its run (and what its observer holds) once disposed")
    func timerReleasesWhenDisposed() {
        final class Token {}
        let scheduler = TestScheduler()
        weak var weakToken: Token?
        var ticks = 0
        let disposable: any Disposable = {
            let token = Token()
            weakToken = token
            return SignalProducer.timer(interval: .seconds(1), on: scheduler).startWithValues { _ in
                _ = token
                ticks += 1
            }
        }()
        scheduler.advance(by: .seconds(1))
        #expect(ticks == 1)
        #expect(weakToken != nil)
        disposable.dispose()
        #expect(weakToken == nil)
        scheduler.advance(by: .seconds(3))
        #expect(ticks == 1)
    }

    @Test("interval releases its run once disposed")
    func intervalReleasesWhenDisposed() {
        final class Token {}
        let scheduler = TestScheduler()
        weak var weakToken: Token?
        let recorder = EventRecorder<Int, Never>()
        let disposable: any Disposable = {
            let token = Token()
            weakToken = token
            return SignalProducer<Int, Never>.interval(.seconds(1), on: scheduler).start { event in
                _ = token
                recorder.observer.send(event)
            }
        }()
        scheduler.advance(by: .seconds(2))
        disposable.dispose()
        #expect(weakToken == nil)
        scheduler.advance(by: .seconds(2))
        #expect(recorder.events == [.value(0), .value(1), .interrupted])
    }

    @Test("throttle(while:) on a producer does not extend the lifetime of the property it reads")
    func throttleWhileDoesNotRetainProperty() {
        let scheduler = TestScheduler()
        weak var weakProperty: MutableProperty<Bool>?
        let producer: SignalProducer<Int, Never> = {
            let property = MutableProperty(false)
            weakProperty = property
            return SignalProducer<Int, Never>(value: 1).throttle(while: property, on: scheduler)
        }()
        #expect(weakProperty == nil)
        _ = producer
    }

    @Test("a <~ binding from a Signal is torn down when the target deallocates")
    func bindingFromSignalTornDown() {
        let (source, input) = Signal<Int, Never>.pipe()
        weak var weakTarget: MutableProperty<Int>?
        let writes = Counter()
        do {
            let target = MutableProperty(0)
            weakTarget = target
            target.signal.observeValues { _ in writes.count += 1 }
            target <~ source
            input.send(value: 1)
            #expect(target.value == 1)
        }
        #expect(weakTarget == nil)
        let observed = source.record()
        input.send(value: 2)
        input.sendCompleted()
        #expect(writes.count == 1)
        #expect(observed.events == [.value(2), .completed])
    }

    @Test("when the upstream of a lifted producer terminates, an intermediate signal that ignores it is interrupted")
    func liftedIntermediatesInterrupted() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let intermediate = EventRecorder<Int, Never>()
        let recorder = SignalProducer(signal)
            .lift { upstream in
                // Forwards values only: it never terminates on its own.
                Signal<Int, Never> { observer, lifetime in
                    lifetime += upstream.observeValues { observer.send(value: $0) }
                }
                .on(event: { intermediate.observer.send($0) })
            }
            .record()
        input.send(value: 1)
        input.sendCompleted()
        #expect(intermediate.events == [.value(1), .interrupted])
        #expect(recorder.events == [.value(1), .interrupted])
    }
}
