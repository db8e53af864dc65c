import Foundation
import Testing
@testable import Reactive

@Suite("2.8 Flatten: latest, race, throttle")
struct FlattenLatestRaceThrottleTests {
    typealias Inner = Signal<Int, TestError>

    @Test("latest forwards only the newest inner and disposes the previous one without forwarding its interruption")
    func latestSwitches() {
        let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        let (b, bInput) = Inner.pipe()
        var aDisposed = 0
        let aProducer = SignalProducer<Int, TestError> { observer, lifetime in
            lifetime += a.observe(observer)
            lifetime.observeEnded { aDisposed += 1 }
        }
        let recorder = outer.flatten(.latest).record()
        outerInput.send(value: aProducer)
        aInput.send(value: 1)
        outerInput.send(value: SignalProducer(b))
        #expect(aDisposed == 1)
        aInput.send(value: 2)
        bInput.send(value: 3)
        outerInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(3)])
        bInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(3), .completed])
    }

    @Test("latest: an interruption of the latest inner only ends that inner")
    func latestInnerInterruption() {
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        let recorder = outer.flatten(.latest).record()
        outerInput.send(value: a)
        aInput.sendInterrupted()
        #expect(recorder.events == [])
        outerInput.sendCompleted()
        #expect(recorder.events == [.completed])
    }

    @Test("latest: the latest inner's failure fails the result")
    func latestFailure() {
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        let recorder = outer.flatten(.latest).record()
        outerInput.send(value: a)
        aInput.send(error: .first)
        #expect(recorder.events == [.failed(.first)])
    }

    @Test("race forwards only the first inner to send an event and disposes the others")
    func raceFirstWins() {
        let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        let (b, bInput) = Inner.pipe()
        var aDisposed = 0
        let aProducer = SignalProducer<Int, TestError> { observer, lifetime in
            lifetime += a.observe(observer)
            lifetime.observeEnded { aDisposed += 1 }
        }
        var lateStarted = false
        let recorder = outer.flatten(.race).record()
        outerInput.send(value: aProducer)
        outerInput.send(value: SignalProducer(b))
        bInput.send(value: 1)
        #expect(aDisposed == 1)
        aInput.send(value: 2)
        outerInput.send(value: SignalProducer { _, _ in lateStarted = true })
        #expect(!lateStarted)
        bInput.send(value: 3)
        bInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(3)])
        outerInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(3), .completed])
    }

    @Test("race: the winner's interruption interrupts the result")
    func raceInterruption() {
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        let recorder = outer.flatten(.race).record()
        outerInput.send(value: a)
        aInput.send(value: 1)
        aInput.sendInterrupted()
        #expect(recorder.events == [.value(1), .interrupted])
    }

    @Test("race: an outer that completes before any inner completes the result")
    func raceEmpty() {
        let recorder = SignalProducer<SignalProducer<Int, TestError>, TestError>.empty.flatten(.race).record()
        #expect(recorder.events == [.completed])
    }

    @Test("throttle drops inners arriving while one is active and takes the next after it completes")
    func throttleDrops() {
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        let (b, bInput) = Inner.pipe()
        let (c, cInput) = Inner.pipe()
        let recorder = outer.flatten(.throttle).record()
        outerInput.send(value: a)
        outerInput.send(value: b)
        aInput.send(value: 1)
        bInput.send(value: 2)
        aInput.sendCompleted()
        outerInput.send(value: c)
        cInput.send(value: 3)
        outerInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(3)])
        cInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(3), .completed])
    }

    @Test("throttle: an inner interruption interrupts the result")
    func throttleInterruption() {
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        let recorder = outer.flatten(.throttle).record()
        outerInput.send(value: a)
        aInput.sendInterrupted()
        #expect(recorder.events == [.interrupted])
    }

    @Test("disposing a latest/race/throttle producer interrupts the running inner exactly once")
    func disposalInterruptsInner() {
        for strategy in [FlattenStrategy.latest, .race, .throttle] {
            var interruptions = 0
            let inner = SignalProducer<Int, TestError> { _, lifetime in lifetime.observeEnded { interruptions += 1 } }
            let (recorder, disposable) = SignalProducer<SignalProducer<Int, TestError>, TestError>(value: inner)
                .concat(.never)
                .flatten(strategy)
                .recordWithDisposable()
            disposable.dispose()
            #expect(interruptions == 1)
            #expect(recorder.events == [.interrupted])
        }
    }
}
