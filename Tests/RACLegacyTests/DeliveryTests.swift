import Testing
import Foundation
import Dispatch
@testable import RACLegacy

@Suite("2.10 RACSignal scheduling operators", .serialized) struct DeliveryTests {
    @Test("deliverOn moves every event to the scheduler") func deliverOn() {
        let test = RACTestScheduler()
        let r = Recorder()
        onImmediate { r.record(RACSignal.return(1).deliverOn(test)) }
        #expect(r.events.isEmpty)
        test.stepAll()
        #expect(r.events == nx(1) + [.completed])
    }

    @Test("subscribeOn performs the subscription on the scheduler; disposal cancels a pending subscription") func subscribeOn() {
        let test = RACTestScheduler()
        let subscribedOn = Box<RACScheduler?>(nil)
        let source = RACSignal.createSignal { s in
            subscribedOn.value = RACScheduler.currentScheduler()
            s.sendNext(1)
            s.sendCompleted()
            return nil
        }
        let r = Recorder()
        onImmediate { r.record(source.subscribeOn(test)) }
        #expect(subscribedOn.value == nil)
        test.stepAll()
        #expect(subscribedOn.value === test)
        #expect(r.events == nx(1) + [.completed])
        subscribedOn.value = nil
        onImmediate { source.subscribeOn(test).subscribeNext { _ in }.dispose() }
        test.stepAll()
        #expect(subscribedOn.value == nil)
    }

    @Test("deliverOnMainThread enqueues background events in order on the main queue") func mainThreadOrder() {
        let values = Box([Int]())
        let onMain = Box(true)
        let done = DispatchSemaphore(value: 0)
        let subject = RACSubject()
        onImmediate {
            subject.deliverOnMainThread().subscribeNext({ v in
                if RACScheduler.currentScheduler() !== RACScheduler.mainThreadScheduler() { onMain.value = false }
                values.mutate { $0.append(v as! Int) }
            }, completed: { done.signal() })
        }
        for i in 0..<100 { subject.sendNext(i) }
        subject.sendCompleted()
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(values.value == Array(0..<100))
        #expect(onMain.value)
    }

    @Test("deliverOnMainThread delivers synchronously on the main queue when nothing is queued") func mainThreadSync() {
        let result = Box<(Bool, Bool)>((false, false))
        let done = DispatchSemaphore(value: 0)
        RACScheduler.mainThreadScheduler().schedule {
            var delivered = false
            RACSignal.return(1).deliverOnMainThread().subscribeNext { _ in delivered = true }
            result.value = (delivered, true)
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(result.value.0)
    }
}

@Suite("2.10 RACSignal blocking operators") struct BlockingTests {
    @Test("firstOrDefault returns the first value and disposes; default plus error on failure") func first() {
        let disposed = Box(false)
        let source = RACSignal.createSignal { s in
            s.sendNext(1)
            s.sendNext(2)
            return RACDisposable { disposed.value = true }
        }
        var first: Any?
        onImmediate { first = source.first() }
        #expect(first as? Int == 1)
        #expect(disposed.value)
        #expect(RACSignal.empty().firstOrDefault("d") as? String == "d")
        var success = true
        var error: (any Error)?
        let v = RACSignal.error(testError(2)).firstOrDefault("d", success: &success, error: &error)
        #expect(v as? String == "d" && !success && errorKey(error) == "test:2")
        #expect(RACSignal.error(nil).first() == nil)
    }

    @Test("waitUntilCompleted and toArray") func waitAndArray() {
        var error: (any Error)?
        #expect(RACSignal.return(1).waitUntilCompleted(&error))
        #expect(!RACSignal.error(testError(3)).waitUntilCompleted(&error))
        #expect(errorKey(error) == "test:3")
        let array = RACSignal.concat([RACSignal.return(1), RACSignal.return(nil)]).toArray()
        #expect(array?.count == 2 && array?[1] is NSNull)
        #expect(RACSignal.error(nil).toArray() == nil)
    }

    @Test("asynchronous variants wait with a timeout") func asynchronous() {
        var success = false
        var error: (any Error)?
        let v = RACSignal.return(1).delay(0.01).asynchronousFirstOrDefault(nil, success: &success, error: &error)
        #expect(v as? Int == 1 && success)
        let t = RACSignal.never().asynchronousFirstOrDefault("d", success: &success, error: &error, timeout: 0.05)
        #expect(t as? String == "d" && !success && errorKey(error) == "RACSignalErrorDomain:1")
        #expect(RACSignal.empty().asynchronouslyWaitUntilCompleted(&error))
        #expect(!RACSignal.never().asynchronouslyWaitUntilCompleted(&error, timeout: 0.05))
    }
}
