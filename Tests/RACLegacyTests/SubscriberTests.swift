import Testing
import Foundation
import Dispatch
@testable import RACLegacy

@Suite("2.7 RACSubscriber") struct SubscriberTests {
    @Test("events after completed or error are dropped") func afterTerminal() {
        let r = Recorder()
        onImmediate {
            r.record(RACSignal.createSignal { s in
                s.sendNext(1)
                s.sendCompleted()
                s.sendNext(2)
                s.sendError(testError(1))
                s.sendCompleted()
                return nil
            })
        }
        #expect(r.events == nx(1) + [.completed])
        let e = Recorder()
        onImmediate {
            e.record(RACSignal.createSignal { s in
                s.sendError(nil)
                s.sendNext(3)
                return nil
            })
        }
        #expect(e.events == [.error("nil")])
    }

    @Test("RACBlockSubscriber calls error or completed once and disposes its subscription") func blockSubscriber() {
        var log: [String] = []
        let sub = RACBlockSubscriber(next: { log.append("n\($0 as! Int)") }, error: { _ in log.append("e") }, completed: { log.append("c") })
        let d = RACCompoundDisposable()
        sub.didSubscribeWithDisposable(d)
        sub.sendNext(1)
        sub.sendCompleted()
        sub.sendError(nil)
        sub.sendNext(2)
        #expect(log == ["n1", "c"])
        #expect(d.isDisposed)
        let quiet = RACBlockSubscriber(next: nil, error: nil, completed: nil)
        quiet.sendNext(1)
        quiet.sendError(nil)
    }

    @Test("a block subscriber finishing disposes every subscription handed to it, and any handed over later") func blockSubscriberKeepsAll() {
        let subscriber = RACBlockSubscriber(next: nil, error: nil, completed: nil)
        let first = RACCompoundDisposable(), second = RACCompoundDisposable(), third = RACCompoundDisposable()
        subscriber.didSubscribeWithDisposable(first)
        subscriber.didSubscribeWithDisposable(second)
        #expect(!first.isDisposed && !second.isDisposed)
        subscriber.sendCompleted()
        #expect(first.isDisposed && second.isDisposed)
        subscriber.didSubscribeWithDisposable(third)
        #expect(third.isDisposed)
    }

    @Test("concurrent senders are serialized: never two events at once, nothing after completion") func serialized() {
        let inFlight = Box(0)
        let overlap = Box(false)
        let count = Box(0)
        let done = DispatchSemaphore(value: 0)
        let subscriberBox = Box<(any RACSubscriber)?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let signal = RACSignal.createSignal { s in
            subscriberBox.value = s
            ready.signal()
            return nil
        }
        signal.subscribeNext({ _ in
            inFlight.mutate { $0 += 1 }
            if inFlight.value > 1 { overlap.value = true }
            count.mutate { $0 += 1 }
            inFlight.mutate { $0 -= 1 }
        }, completed: { done.signal() })
        #expect(ready.wait(timeout: .now() + 5) == .success)
        let s = subscriberBox.value as! SubscriptionSink
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for i in 0..<500 { s.sendNext(i) }
        }
        s.sendCompleted()
        s.sendNext(-1)
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(!overlap.value)
        #expect(count.value == 4000)
    }

    @Test("map and filter stay serialized when several threads send into the source") func serializedThroughOperators() {
        let inFlight = Box(0)
        let overlap = Box(false)
        let count = Box(0)
        let subject = RACSubject()
        onImmediate {
            subject.map { ($0 as! Int) + 1 }.filter { ($0 as! Int) % 2 == 0 }.subscribeNext { _ in
                inFlight.mutate { $0 += 1 }
                if inFlight.value > 1 { overlap.value = true }
                count.mutate { $0 += 1 }
                inFlight.mutate { $0 -= 1 }
            }
        }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for i in 0..<500 { subject.sendNext(i) }
        }
        #expect(!overlap.value)
        #expect(count.value == 2000)
    }

    @Test("a value sent into the source from inside a mapped subscriber is delivered after the current one") func reentrantThroughOperators() {
        let subject = RACSubject()
        var log: [Int] = []
        onImmediate {
            subject.map { ($0 as! Int) * 10 }.filter { _ in true }.subscribeNext { value in
                let value = value as! Int
                log.append(value)
                if value == 10 { subject.sendNext(2) }
                log.append(-value)
            }
        }
        subject.sendNext(1)
        #expect(log == [10, -10, 20, -20])
    }

    @Test("a terminated subscriber disposes later subscriptions at once: block subscriber and subject, completed and errored")
    func terminatedSubscriberDisposesLaterSubscriptions() {
        func subscriptionHandle() -> (RACSignal, RACDisposable) {
            let returned = RACDisposable()
            return (RACSignal.createSignal { _ in returned }, returned)
        }
        let completed = RACBlockSubscriber(next: nil, error: nil, completed: nil)
        let errored = RACBlockSubscriber(next: nil, error: nil, completed: nil)
        let completedSubject = RACSubject()
        let erroredSubject = RACSubject()
        completed.sendCompleted()
        errored.sendError(testError(1))
        completedSubject.sendCompleted()
        erroredSubject.sendError(testError(2))
        var handles: [RACDisposable] = []
        onImmediate {
            for subscriber in [completed, errored, completedSubject, erroredSubject] as [any RACSubscriber] {
                let (signal, returned) = subscriptionHandle()
                signal.subscribe(subscriber)
                handles.append(returned)
            }
        }
        #expect(handles.map(\.isDisposed) == [true, true, true, true])
    }
}
