import Testing
import Foundation
@testable import RACLegacy

/// Time-based operators on virtual time: everything runs with the test scheduler as current scheduler.
@Suite("2.10 RACSignal time operators") struct TimeOperatorTests {
    @Test("delay delays values and completion but not errors; disposal cancels pending deliveries") func delay() {
        let test = RACTestScheduler()
        test.performAsCurrentScheduler {
            let subject = RACSubject()
            let r = Recorder()
            r.record(subject.delay(1))
            subject.sendNext(1)
            subject.sendCompleted()
            #expect(r.events.isEmpty)
            test.stepAll()
            #expect(r.events == nx(1) + [.completed])
            let failing = RACSubject()
            let e = Recorder()
            e.record(failing.delay(1))
            failing.sendNext(1)
            failing.sendError(testError(1))
            #expect(e.events == [.error("test:1")])
            let cancelled = RACSubject()
            let c = Recorder()
            let d = c.record(cancelled.delay(1))
            cancelled.sendNext(1)
            d.dispose()
            test.stepAll()
            #expect(c.events.isEmpty)
        }
    }

    @Test("throttle drops superseded values, flushes on completion, passes errors, sends nothing after disposal") func throttle() {
        let test = RACTestScheduler()
        test.performAsCurrentScheduler {
            let subject = RACSubject()
            let r = Recorder()
            r.record(subject.throttle(1))
            subject.sendNext(1)
            subject.sendNext(2)
            test.stepAll()
            #expect(r.values == [2])
            subject.sendNext(3)
            subject.sendCompleted()
            #expect(r.events == nx(2, 3) + [.completed])
            let failing = RACSubject()
            let e = Recorder()
            e.record(failing.throttle(1))
            failing.sendNext(1)
            failing.sendError(nil)
            test.stepAll()
            #expect(e.events == [.error("nil")])
            let disposed = RACSubject()
            let x = Recorder()
            let d = x.record(disposed.throttle(1))
            disposed.sendNext(1)
            d.dispose()
            test.stepAll()
            #expect(x.events.isEmpty)
        }
    }

    @Test("throttle:valuesPassingTest: lets failing values through at once, dropping the pending one") func throttlePredicate() {
        let test = RACTestScheduler()
        test.performAsCurrentScheduler {
            let subject = RACSubject()
            let r = Recorder()
            r.record(subject.throttle(1, valuesPassingTest: { ($0 as! Int) > 0 }))
            subject.sendNext(1)
            subject.sendNext(-1)
            test.stepAll()
            subject.sendNext(2)
            test.stepAll()
            #expect(r.values == [-1, 2])
        }
    }

    @Test("timeout errors with RACSignalErrorTimedOut and not after disposal or termination") func timeout() {
        let test = RACTestScheduler()
        test.performAsCurrentScheduler {
            let r = Recorder()
            r.record(RACSignal.never().timeout(1, onScheduler: test))
            test.stepAll()
            #expect(r.events == [.error("RACSignalErrorDomain:1")])
            #expect(RACSignalError.timedOut.rawValue == RACSignalErrorTimedOut)
            let done = Recorder()
            done.record(RACSignal.return(1).timeout(1, onScheduler: test))
            test.stepAll()
            #expect(done.events == nx(1) + [.completed])
            let disposed = Recorder()
            disposed.record(RACSignal.never().timeout(1, onScheduler: test)).dispose()
            test.stepAll()
            #expect(disposed.events.isEmpty)
        }
    }

    @Test("bufferWithTime times from the first value, stores nil as RACTupleNil, flushes on completion") func buffer() {
        let test = RACTestScheduler()
        test.performAsCurrentScheduler {
            let subject = RACSubject()
            let r = Recorder()
            r.record(subject.bufferWithTime(1, onScheduler: test))
            test.stepAll()
            #expect(r.events.isEmpty)
            subject.sendNext(1)
            subject.sendNext(nil)
            test.stepAll()
            #expect(r.values == [RACTuplePack(1, nil)])
            subject.sendNext(3)
            subject.sendCompleted()
            #expect(r.events == [.next(RACTuplePack(1, nil)), .next(RACTuplePack(3)), .completed])
        }
    }

    @Test("interval sends dates on the scheduler until disposed") func interval() {
        let test = RACTestScheduler()
        test.performAsCurrentScheduler {
            let count = Box(0)
            let d = RACSignal.interval(1, onScheduler: test).subscribeNext { v in
                #expect(v is Date)
                count.mutate { $0 += 1 }
            }
            test.step(3)
            #expect(count.value == 3)
            d.dispose()
            test.stepAll()
            #expect(count.value == 3)
            let leeway = Recorder()
            leeway.record(RACSignal.interval(2, onScheduler: test, withLeeway: 1).take(2))
            test.stepAll()
            #expect(leeway.events.count == 3)
        }
    }

    @Test("throttle: a completion racing the timer's flush never overtakes the pending value")
    func throttleFlushRacesCompletion() {
        var lost = 0
        for iteration in 0..<2_000 {
            let subject = RACSubject()
            let scheduler = RACTestScheduler()
            let r = Recorder()
            onImmediate { r.record(subject.throttle(1)) }
            scheduler.performAsCurrentScheduler { subject.sendNext(iteration) }
            let start = DispatchGroup(), done = DispatchGroup()
            start.enter()
            for side in 0..<2 {
                done.enter()
                Thread.detachNewThread {
                    start.wait()
                    if side == 0 { scheduler.stepAll() } else { subject.sendCompleted() }
                    done.leave()
                }
            }
            start.leave()
            #expect(done.wait(timeout: .now() + 5) == .success)
            if r.events != nx(iteration) + [.completed] { lost += 1 }
        }
        #expect(lost == 0)
    }
}
