import Foundation
import Testing
import RACLegacy
import Reactive
@testable import Bridge

@Suite("3.7 Subjects and multicast connections → Signal")
struct SubjectTests {
    @Test("Signal(subject) forwards only what the subject sends after creation, then completed")
    func subjectForwards() {
        let subject = RACSubject()
        subject.sendNext(0)
        let signal = Signal(subject)
        let events = Events<Any?, any Error>()
        signal.observe(events.observer)
        subject.sendNext(1)
        subject.sendNext(nil)
        subject.sendCompleted()
        #expect(events.all == ["value(1)", "value(nil)", "completed"])
    }

    @Test("Signal(subject) forwards errors unchanged and nil as nilError")
    func subjectErrors() {
        let failing = RACSubject()
        let nilFailing = RACSubject()
        let events = Events<Any?, any Error>()
        let nilEvents = Events<Any?, any Error>()
        Signal(failing).observe(events.observer)
        Signal(nilFailing).observe(nilEvents.observer)
        failing.sendError(TestError.y)
        nilFailing.sendError(nil)
        #expect(events.all == ["failed(TestError.y)"])
        #expect(nilEvents.all == ["failed(nilError)"])
    }

    @Test("Signal(replaySubject) loses the replayed values; SignalProducer(replaySubject) receives them")
    func replaySubject() {
        let subject = RACReplaySubject()
        subject.sendNext(1)
        subject.sendNext(2)
        let hot = Events<Any?, any Error>()
        let cold = Events<Any?, any Error>()
        Signal(subject).observe(hot.observer)
        onImmediate { SignalProducer(subject).start(cold.observer) }
        subject.sendNext(3)
        subject.sendCompleted()
        #expect(hot.all == ["value(3)", "completed"])
        #expect(cold.all == ["value(1)", "value(2)", "value(3)", "completed"])
    }

    @Test("Signal(connection) delivers nothing until connect(), and the source is subscribed once for all observers")
    func connection() {
        let subscriptions = Box(0)
        let source = RACSubject()
        let connection = RACSignal.createSignal { subscriber in
            subscriptions.value += 1
            return source.subscribe(subscriber)
        }.publish()
        let signal = Signal(connection)
        let first = Events<Any?, any Error>()
        let second = Events<Any?, any Error>()
        signal.observe(first.observer)
        signal.observe(second.observer)
        source.sendNext(0)
        #expect(subscriptions.value == 0)
        onImmediate { connection.connect() }
        source.sendNext(1)
        source.sendCompleted()
        #expect(subscriptions.value == 1)
        #expect(first.all == ["value(1)", "completed"])
        #expect(second.all == ["value(1)", "completed"])
    }

    @Test("replay by composition: two subscriptions to replayLazily(upTo: 1).bridged start the producer once")
    func replayComposition() {
        let starts = Box(0)
        let (values, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            starts.value += 1
            lifetime += values.observe(observer)
        }
        let replayed = producer.replayLazily(upTo: 1).bridged
        let first = RACEvents()
        let second = RACEvents()
        first.record(replayed)
        input.send(value: 1)
        input.send(value: 2)
        second.record(replayed)
        input.send(value: 3)
        #expect(starts.value == 1)
        #expect(first.all == ["next(1)", "next(2)", "next(3)"])
        #expect(second.all == ["next(2)", "next(3)"])
    }

    @Test("the subject's subscription ends when it terminates: the forwarding observer is released")
    func releasesAfterTermination() {
        weak var weakCapture: NSObject?
        let subject = RACSubject()
        do {
            let capture = NSObject()
            weakCapture = capture
            Signal(subject).observeResult { _ in _ = capture }
        }
        #expect(weakCapture != nil)
        subject.sendCompleted()
        #expect(weakCapture == nil)
    }
}
