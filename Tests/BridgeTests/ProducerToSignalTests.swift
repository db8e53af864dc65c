import Foundation
import Testing
import RACLegacy
import Reactive
@testable import Bridge

@Suite("3.2 SignalProducer / Signal → RACSignal")
struct ProducerToSignalTests {
    @Test("producer.bridged starts the producer once per subscription, never before one")
    func startsOncePerSubscription() {
        let starts = Box(0)
        let producer = SignalProducer<Int, Never> { observer, _ in
            let index = starts.value
            starts.value += 1
            observer.send(value: index)
            observer.sendCompleted()
        }
        let signal = producer.bridged
        #expect(starts.value == 0)
        let firsts = (0..<3).map { _ in render(signal.first()) }
        #expect(firsts == ["0", "1", "2"])
        #expect(starts.value == 3)
    }

    @Test("typed errors cross unchanged, from a producer and from a signal; an NSError keeps its userInfo")
    func errorsUnchanged() {
        let nsError = NSError(domain: "bridge", code: 3, userInfo: ["key": "value"])
        let fromProducer = RACEvents()
        let fromNSError = RACEvents()
        let fromSignal = RACEvents()
        let (signal, input) = Signal<Int, TestError>.pipe()
        onImmediate {
            fromProducer.record(SignalProducer<Int, TestError>(error: .x).bridged)
            fromNSError.record(SignalProducer<Int, NSError>(error: nsError).bridged)
            fromSignal.record(signal.bridged)
        }
        input.send(error: .y)
        #expect(fromProducer.all == ["error(TestError.x)"])
        #expect(fromProducer.errors.first.flatMap { $0 as? TestError } == .x)
        #expect(fromSignal.all == ["error(TestError.y)"])
        #expect(fromSignal.errors.first.flatMap { $0 as? TestError } == .y)
        let received = fromNSError.errors.first.flatMap { $0 as? NSError }
        #expect(received?.userInfo["key"] as? String == "value")
        #expect(fromNSError.all == ["error(bridge:3)"])
    }

    @Test("interrupted is dropped: never.bridged disposed, or a producer interrupted upstream, sends nothing")
    func interruptedDropped() {
        let never = RACEvents()
        let interrupted = RACEvents()
        onImmediate {
            never.record(SignalProducer<Int, Never>.never.bridged).dispose()
            interrupted.record(SignalProducer<Int, Never> { observer, _ in
                observer.send(value: 1)
                observer.sendInterrupted()
            }.bridged)
        }
        #expect(never.all == [])
        #expect(interrupted.all == ["next(1)"])
    }

    @Test("disposing one subscription to producer.bridged interrupts only that run, exactly once")
    func disposalInterruptsOneRun() {
        let interruptions = Box(0)
        let disposals = Box(0)
        let (values, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer(values).on(interrupted: { interruptions.value += 1 },
                                                 disposed: { disposals.value += 1 })
        let first = RACEvents()
        let second = RACEvents()
        let signal = producer.bridged
        let subscription = onImmediate { () -> RACDisposable in
            let subscription = first.record(signal)
            second.record(signal)
            return subscription
        }
        input.send(value: 1)
        subscription.dispose()
        subscription.dispose()
        input.send(value: 2)
        #expect(interruptions.value == 1)
        #expect(disposals.value == 1)
        #expect(first.all == ["next(1)"])
        #expect(second.all == ["next(1)", "next(2)"])
    }

    @Test("optionals are flattened: a typed nil arrives as nil, Int??.some(.some(3)) as 3")
    func optionalsFlattened() {
        let fromProducer = RACEvents()
        let fromSignal = RACEvents()
        let nested = RACEvents()
        let (signal, input) = Signal<Int?, Never>.pipe()
        onImmediate {
            fromProducer.record(SignalProducer<Int?, Never>(value: nil).bridged)
            fromSignal.record(signal.bridged)
            nested.record(SignalProducer<Int??, Never>(value: .some(.some(3))).bridged)
        }
        input.send(value: nil)
        #expect(fromProducer.all == ["next(nil)", "completed"])
        #expect(fromProducer.nextValues.count == 1 && fromProducer.nextValues[0] == nil)
        #expect(fromSignal.nextValues.count == 1 && fromSignal.nextValues[0] == nil)
        #expect(nested.nextValues.first.flatMap { $0 as? Int } == 3)
        #expect(nested.all == ["next(3)", "completed"])
    }

    @Test("Signal.bridged is hot: earlier values are not delivered; later ones and completion are")
    func signalIsHot() {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(value: 0)
        let events = RACEvents()
        onImmediate { events.record(signal.bridged) }
        input.send(value: 1)
        input.send(value: 2)
        input.send(value: 3)
        input.sendCompleted()
        #expect(events.all == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("disposing one subscription to signal.bridged removes only that observer; a late subscriber hears nothing")
    func signalDisposal() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let bridged = signal.bridged
        let first = RACEvents()
        let second = RACEvents()
        let late = RACEvents()
        let subscription = onImmediate { () -> RACDisposable in
            let subscription = first.record(bridged)
            second.record(bridged)
            return subscription
        }
        input.send(value: 1)
        subscription.dispose()
        input.send(value: 2)
        input.sendCompleted()
        onImmediate { late.record(bridged) }
        #expect(first.all == ["next(1)"])
        #expect(second.all == ["next(1)", "next(2)", "completed"])
        #expect(late.all == [])
    }

    @Test("round trip: SignalProducer(producer.bridged, of: Int.self) has the producer's events")
    func roundTrip() {
        let completing = Events<Int, any Error>()
        let failing = Events<Int, any Error>()
        onImmediate {
            SignalProducer(SignalProducer<Int, TestError>([1, 2, 3]).bridged, of: Int.self).start(completing.observer)
            SignalProducer(SignalProducer<Int, TestError> { observer, _ in
                observer.send(value: 4)
                observer.send(error: .y)
            }.bridged, of: Int.self).start(failing.observer)
        }
        #expect(completing.all == ["value(1)", "value(2)", "value(3)", "completed"])
        #expect(failing.all == ["value(4)", "failed(TestError.y)"])
    }

    @Test("no hop: a synchronous producer's events reach the RAC subscriber before subscribe returns")
    func synchronousDelivery() {
        let log = Box<[String]>([])
        onImmediate {
            SignalProducer<Int, Never>([1, 2]).bridged.subscribeNext({ value in
                log.mutate { $0.append(render(value)) }
            }, completed: { log.mutate { $0.append("completed") } })
            log.mutate { $0.append("returned") }
        }
        #expect(log.value == ["1", "2", "completed", "returned"])
    }

    @Test("each read of bridged is a new RACSignal")
    func newObjectPerRead() {
        let producer = SignalProducer<Int, Never>(value: 1)
        #expect(producer.bridged !== producer.bridged)
    }

    @Test("the RAC 3/4 spellings forward to bridged")
    @available(*, deprecated)
    func shims() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer<Int, Never>(value: 1)
        let events = [RACEvents(), RACEvents(), RACEvents(), RACEvents()]
        onImmediate {
            events[0].record(producer.toRACSignal())
            events[1].record(toRACSignal(producer))
            events[2].record(signal.toRACSignal())
            events[3].record(toRACSignal(signal))
        }
        input.send(value: 2)
        #expect(events.map(\.all) == [["next(1)", "completed"], ["next(1)", "completed"], ["next(2)"], ["next(2)"]])
    }

    @Test("nothing is retained after the producer completes or the subscription is disposed")
    func releases() {
        for dispose in [false, true] {
            weak var weakCapture: NSObject?
            let (signal, input) = Signal<Int, Never>.pipe()
            do {
                let capture = NSObject()
                weakCapture = capture
                let subscription = onImmediate {
                    SignalProducer(signal).bridged.subscribeNext { _ in _ = capture }
                }
                if dispose { subscription.dispose() } else { input.sendCompleted() }
            }
            #expect(weakCapture == nil, "subscriber kept after \(dispose ? "disposal" : "completion")")
            input.sendCompleted()
        }
    }
}
