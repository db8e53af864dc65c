import Testing
import Foundation
import Dispatch
@testable import RACLegacy

/// `flattenMap` (bind) to `+return:`, `+empty` and `+error:` signals, whose events go straight to the result.
@Suite("flattenMap to return, empty and error signals") struct BindImmediateInnerTests {
    @Test("values, nils, nothing for empty, then the error, and nothing after it")
    func eventsInOrder() {
        onImmediate {
            let outer = RACSubject()
            let r = Recorder()
            r.record(outer.flattenMap { value -> RACStream? in
                switch value as! Int {
                case 1: return RACSignal.return(10)
                case 2: return RACSignal.empty()
                case 3: return RACSignal.return(nil)
                case 4: return RACSignal.error(NSError(domain: "t", code: 4))
                default: return RACSignal.return(99)
                }
            })
            for value in 1...5 { outer.sendNext(value) }
            outer.sendCompleted()
            #expect(r.events == nx(10, nil) + [.error("t:4")])
        }
    }

    @Test("the result completes when the outer completes, the inners having ended at once")
    func completesWithOuter() {
        onImmediate {
            let outer = RACSubject()
            let r = Recorder()
            r.record(outer.flattenMap { RACSignal.return($0) })
            outer.sendNext(1)
            outer.sendNext(2)
            #expect(r.events == nx(1, 2))
            outer.sendCompleted()
            #expect(r.events == nx(1, 2) + [.completed])
        }
    }

    @Test("an outer completed from inside the value block completes the result after that value")
    func outerCompletedFromBlock() {
        onImmediate {
            let outer = RACSubject()
            let r = Recorder()
            outer.flattenMap { RACSignal.return($0) }.subscribeNext({ value in
                r.append(.next(hashable(value)))
                outer.sendNext(2)
                outer.sendCompleted()
            }, completed: { r.append(.completed) })
            outer.sendNext(1)
            #expect(r.events == nx(1, 2) + [.completed])
        }
    }

    @Test("a result disposed from inside the value block sends nothing more")
    func disposedFromBlock() {
        onImmediate {
            let outer = RACSubject()
            var values: [Int] = []
            var disposable: RACDisposable?
            disposable = outer.flattenMap { value in RACSignal.return(value) }.subscribeNext { value in
                values.append(value as! Int)
                disposable?.dispose()
            }
            outer.sendNext(1)
            outer.sendNext(2)
            #expect(values == [1])
        }
    }

    @Test("without a current scheduler the inners are subscribed through the subscription scheduler, in order")
    func withoutCurrentScheduler() {
        let r = Recorder()
        Thread.detachNewThread {
            let outer = RACSignal.createSignal { subscriber in
                subscriber.sendNext(1)
                subscriber.sendNext(2)
                subscriber.sendCompleted()
                return nil
            }
            r.record(outer.flattenMap { RACSignal.return(($0 as! Int) * 10) })
        }
        #expect(r.waitForTermination())
        #expect(r.events == nx(10, 20) + [.completed])
    }

    @Test("switchToLatest to return signals: each value at once, the previous inner cancelled, completion with the outer")
    func switchToReturn() {
        onImmediate {
            let outer = RACSubject()
            let running = RACSubject()
            var cancelled = 0
            let long = RACSignal.createSignal { subscriber in
                running.subscribe(subscriber)
                return RACDisposable { cancelled += 1 }
            }
            let r = Recorder()
            r.record(outer.switchToLatest())
            outer.sendNext(long)
            running.sendNext("a")
            outer.sendNext(RACSignal.return(1))
            #expect(cancelled == 1)
            running.sendNext("b")
            outer.sendNext(RACSignal.empty())
            outer.sendNext(RACSignal.return(nil))
            outer.sendCompleted()
            #expect(r.events == nx("a", 1, nil) + [.completed])
        }
    }

    @Test("switchToLatest to an error signal fails the result; a disposed result ignores later return signals")
    func switchToErrorAndDisposal() {
        onImmediate {
            let outer = RACSubject()
            let r = Recorder()
            r.record(outer.switchToLatest())
            outer.sendNext(RACSignal.return(1))
            outer.sendNext(RACSignal.error(NSError(domain: "t", code: 2)))
            outer.sendNext(RACSignal.return(3))
            #expect(r.events == nx(1) + [.error("t:2")])

            let second = RACSubject()
            var values: [Int] = []
            let disposable = second.switchToLatest().subscribeNext { values.append($0 as! Int) }
            second.sendNext(RACSignal.return(4))
            disposable.dispose()
            second.sendNext(RACSignal.return(5))
            #expect(values == [4])
        }
    }

    @Test("switchToLatest completes after the outer once the latest inner, a return signal, has ended")
    func switchCompletion() {
        onImmediate {
            let outer = RACSubject()
            let inner = RACSubject()
            let r = Recorder()
            r.record(outer.switchToLatest())
            outer.sendNext(inner)
            outer.sendNext(RACSignal.return(7))
            inner.sendCompleted()
            #expect(r.events == nx(7))
            outer.sendCompleted()
            #expect(r.events == nx(7) + [.completed])
        }
    }
}
