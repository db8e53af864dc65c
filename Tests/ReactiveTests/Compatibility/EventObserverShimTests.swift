import Foundation
import Testing
@testable import Reactive

/// RAC 3/4 event constructors and sending spellings (contract 3.3) produce the current events.
@Suite("3.3 Shims: events and observers")
struct EventObserverShimTests {
    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("Event.Next, Failed, Completed and Interrupted build value, failed, completed and interrupted")
    func eventConstructors() {
        typealias IntEvent = Signal<Int, TestError>.Event
        #expect(IntEvent.Next(1) == .value(1))
        #expect(IntEvent.Failed(.second) == .failed(.second))
        #expect(IntEvent.Completed == .completed)
        #expect(IntEvent.Interrupted == .interrupted)
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("Observer(next:) delivers values to next and ignores terminations")
    func observerWithNextOnly() {
        var values: [Int] = []
        let observer = Signal<Int, TestError>.Observer(next: { values.append($0) })
        observer.send(value: 1)
        observer.send(error: .first)
        #expect(values == [1])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("Observer(failed:completed:interrupted:next:) routes each kind of event to its closure")
    func observerWithAllClosures() {
        var log: [String] = []
        let make = {
            Signal<Int, TestError>.Observer(
                failed: { log.append("failed \($0)") },
                completed: { log.append("completed") },
                interrupted: { log.append("interrupted") },
                next: { log.append("next \($0)") }
            )
        }
        let first = make()
        first.send(value: 1)
        first.send(error: .second)
        make().sendCompleted()
        make().sendInterrupted()
        #expect(log == ["next 1", "failed second", "completed", "interrupted"])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("observer.sendNext, sendFailed and sendError send value and failed events")
    func observerMethods() {
        let (signal, observer) = Signal<Int, TestError>.pipe()
        let recorder = signal.record()
        observer.sendNext(1)
        observer.sendFailed(.first)
        #expect(recorder.events == [.value(1), .failed(.first)])
        let (other, otherObserver) = Signal<Int, TestError>.pipe()
        let otherRecorder = other.record()
        otherObserver.sendNext(2)
        otherObserver.sendError(.second)
        #expect(otherRecorder.events == [.value(2), .failed(.second)])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("free sendNext, sendError, sendCompleted and sendInterrupted send through the observer")
    func freeSendFunctions() {
        let (failing, failingSink) = Signal<Int, TestError>.pipe()
        let failed = failing.record()
        sendNext(failingSink, 1)
        sendError(failingSink, .first)
        #expect(failed.events == [.value(1), .failed(.first)])
        let (completing, completingSink) = Signal<Int, TestError>.pipe()
        let completed = completing.record()
        sendNext(completingSink, 2)
        sendCompleted(completingSink)
        #expect(completed.events == [.value(2), .completed])
        let (interrupting, interruptingSink) = Signal<Int, TestError>.pipe()
        let interrupted = interrupting.record()
        sendInterrupted(interruptingSink)
        #expect(interrupted.events == [.interrupted])
    }
}
