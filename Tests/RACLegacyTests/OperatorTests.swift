import Testing
import Foundation
import Dispatch
@testable import RACLegacy

@Suite("2.10 RACSignal operators") struct OperatorTests {
    func record(_ signal: RACSignal) -> Recorder {
        let r = Recorder()
        onImmediate { r.record(signal) }
        return r
    }

    @Test("take(n) completes right after the nth value and disposes the source; take(0) never subscribes") func take() {
        onImmediate {
            let disposed = Box(false)
            let subscribed = Box(0)
            let source = RACSignal.createSignal { s in
                subscribed.mutate { $0 += 1 }
                for i in 1...5 { s.sendNext(i) }
                return RACDisposable { disposed.value = true }
            }
            #expect(record(source.take(2)).events == nx(1, 2) + [.completed])
            #expect(disposed.value)
            #expect(record(source.take(0)).events == [.completed])
            #expect(subscribed.value == 1)
            }
    }

    @Test("take stops an infinite synchronous repeat") func takeRepeat() {
        onImmediate {
            #expect(record(RACSignal.return(1).repeat().take(3)).events == nx(1, 1, 1) + [.completed])
            }
    }

    @Test("map, filter, skip, doNext/doError/doCompleted, ignoreValues") func basics() {
        onImmediate {
            let s = RACSignal.concat([RACSignal.return(1), RACSignal.return(2), RACSignal.return(3)])
            #expect(record(s.map { ($0 as! Int) * 10 }).events == nx(10, 20, 30) + [.completed])
            #expect(record(s.filter { ($0 as! Int) != 2 }).events == nx(1, 3) + [.completed])
            #expect(record(s.skip(2)).events == nx(3) + [.completed])
            #expect(record(s.ignoreValues()).events == [.completed])
            var log: [String] = []
            let d = record(s.doNext { log.append("n\($0 as! Int)") }.doCompleted { log.append("c") })
            #expect(d.events == nx(1, 2, 3) + [.completed])
            #expect(log == ["n1", "n2", "n3", "c"])
            var errs = 0
            #expect(record(RACSignal.error(nil).doError { _ in errs += 1 }).events == [.error("nil")])
            #expect(errs == 1)
            }
    }

    @Test("merge subscribes in order, forwards as values arrive, completes after all, errors at first error") func merge() {
        onImmediate {
            let a = RACSubject(), b = RACSubject()
            let r = record(RACSignal.merge([a, b]))
            a.sendNext("A"); b.sendNext(1); a.sendNext("B"); a.sendCompleted()
            #expect(!r.events.contains(.completed))
            b.sendCompleted()
            #expect(r.events == nx("A", 1, "B") + [.completed])
            #expect(record(RACSignal.merge([])).events == [.completed])
            let c = RACSubject()
            let e = record(c.merge(RACSignal.never()))
            c.sendError(testError(3))
            #expect(e.events == [.error("test:3")])
            }
    }

    @Test("combineLatest waits for all, sends tuples in argument order, nils as nil, completes after all") func combineLatest() {
        onImmediate {
            let a = RACSubject(), b = RACSubject()
            let r = record(RACSignal.combineLatest([a, b]))
            a.sendNext(1); a.sendNext(nil); b.sendNext("x"); a.sendNext(2)
            a.sendCompleted()
            #expect(!r.events.contains(.completed))
            b.sendCompleted()
            #expect(r.events == [.next(RACTuplePack(nil, "x")), .next(RACTuplePack(2, "x")), .completed])
            #expect(record(RACSignal.combineLatest([])).events == [.completed])
            let single = RACSubject()
            let s = record(RACSignal.combineLatest([single]))
            single.sendNext(1)
            #expect(s.events == [.next(RACTuplePack(1))])
            let c = RACSubject()
            let w = record(c.combineLatestWith(RACSignal.return(0)))
            c.sendNext(9)
            #expect(w.events == [.next(RACTuplePack(9, 0))])
            }
    }

    @Test("combineLatestWith sends tuples of the latest values once both sent, nil as RACTupleNil, completes after both, errors at once") func combineLatestWithPair() {
        onImmediate {
            let a = RACSubject(), b = RACSubject()
            let r = record(a.combineLatestWith(b))
            a.sendNext(1); a.sendNext(Optional<Int>.none as Any); b.sendNext("x"); b.sendNext(nil); a.sendNext(2)
            b.sendCompleted()
            #expect(!r.events.contains(.completed))
            a.sendNext(3); a.sendCompleted()
            #expect(r.events == [.next(RACTuplePack(nil, "x")), .next(RACTuplePack(nil, nil)), .next(RACTuplePack(2, nil)),
                                 .next(RACTuplePack(3, nil)), .completed])
            #expect((r.values[0] as? RACTuple)?.first == nil && (r.values[0] as? RACTuple)?.second as? String == "x")
            let c = RACSubject(), d = RACSubject()
            let q = record(c.combineLatestWith(d))
            c.sendCompleted(); d.sendCompleted()
            #expect(q.events == [.completed])
            let e = RACSubject(), f = RACSubject()
            let w = record(e.combineLatestWith(f))
            e.sendNext(1); f.sendError(testError(4)); e.sendNext(2); f.sendNext(3)
            #expect(w.events.count == 1 && !w.events.contains(.completed))
            }
    }

    @Test("combineLatest reduce overloads") func combineLatestReduce() {
        onImmediate {
            let one = RACSignal.return(1)
            #expect(record(RACSignal.combineLatest([one], reduce: { a in a })).values == [1])
            #expect(record(RACSignal.combineLatest([one, one, one], reduce: { a, b, c in (a as! Int) + (b as! Int) + (c as! Int) })).values == [3])
            #expect(record(RACSignal.combineLatest([one, one, one, one, one], reduce: { _, _, _, _, e in e })).values == [1])
            #expect(record(RACSignal.combineLatest([one, one, one, one, one, one], reduce: { _, _, _, _, _, f in f })).values == [1])
            #expect(record(RACSignal.combineLatest([one, one], reduce: { (xs: [Any?]) in xs.count })).values == [2])
            }
    }

    @Test("zip completes when an input completed with no unpaired values, in either order") func zip() {
        onImmediate {
            let a = RACSubject(), b = RACSubject()
            let r = record(RACSignal.zip([a, b]))
            a.sendNext(1); a.sendNext(2); b.sendNext("x"); a.sendCompleted()
            #expect(r.events == [.next(RACTuplePack(1, "x"))])
            b.sendNext("y")
            #expect(r.events == [.next(RACTuplePack(1, "x")), .next(RACTuplePack(2, "y")), .completed])
            let c = RACSubject(), d = RACSubject()
            let q = record(RACSignal.zip([c, d], reduce: { x, y in "\(x!)\(y!)" }))
            d.sendNext(1); d.sendCompleted(); c.sendNext("a")
            #expect(q.events == nx("a1") + [.completed])
            let e = RACSubject()
            let w = record(e.zipWith(RACSignal.return(5)))
            e.sendNext(4)
            #expect(w.events == [.next(RACTuplePack(4, 5)), .completed])
            }
    }

    @Test("zip completes at once when an input completes with an empty queue, whatever the other inputs hold")
    func zipCompletesOnEmptyInput() {
        onImmediate {
            let a = RACSubject(), b = RACSubject()
            let r = record(RACSignal.zip([a, b]))
            a.sendNext(1); b.sendNext("x"); b.sendNext("y")
            a.sendCompleted()
            #expect(r.events == [.next(RACTuplePack(1, "x")), .completed])
            let c = RACSubject(), d = RACSubject(), e = RACSubject()
            let q = record(RACSignal.zip([c, d, e]))
            c.sendNext(1); d.sendNext(2)
            e.sendCompleted()
            #expect(q.events == [.completed])
        }
    }

    @Test("switchToLatest forwards the latest, disposes the previous, completes with outer and latest inner, nil is empty") func switchToLatest() {
        onImmediate {
            let outer = RACSubject(), a = RACSubject(), b = RACSubject()
            let r = record(outer.switchToLatest())
            outer.sendNext(a); a.sendNext("A")
            outer.sendNext(b); a.sendNext("dropped"); b.sendNext("B")
            outer.sendNext(nil)
            b.sendNext("dropped too")
            outer.sendNext(a); a.sendNext("A2")
            outer.sendCompleted()
            #expect(!r.events.contains(.completed))
            a.sendCompleted()
            #expect(r.events == nx("A", "B", "A2") + [.completed])
            }
    }

    @Test("concat subscribes lazily after completion; disposal stops future subscriptions") func concat() {
        onImmediate {
            let subscribedSecond = Box(false)
            let first = RACSubject()
            let second = RACSignal.defer {
                subscribedSecond.value = true
                return RACSignal.return(2)
            }
            var d: RACDisposable!
            let r = Recorder()
            onImmediate { d = r.record(first.concat(second)) }
            first.sendNext(1)
            #expect(!subscribedSecond.value)
            first.sendCompleted()
            #expect(r.events == nx(1, 2) + [.completed])
            let third = RACSubject()
            let subscribed = Box(false)
            let r2 = Recorder()
            onImmediate { d = r2.record(RACSignal.concat([third, RACSignal.defer { subscribed.value = true; return .empty() }])) }
            d.dispose()
            third.sendCompleted()
            #expect(!subscribed.value)
            #expect(record(RACSignal.concat([])).events == [.completed])
            }
    }

    @Test("a 100 000-long concat chain of synchronous signals does not grow the stack") func longConcat() {
        onImmediate {
            var chain: RACSignal = RACSignal.return(0)
            for i in 1..<100_000 { chain = chain.concat(RACSignal.return(i)) }
            let count = Box(0)
            onImmediate { chain.subscribeNext { _ in count.mutate { $0 += 1 } } }
            #expect(count.value == 100_000)
            }
    }

    @Test("concat() of a signal of signals runs one inner at a time in arrival order") func concatOuter() {
        onImmediate {
            let outer = RACSubject(), a = RACSubject(), b = RACSubject()
            let r = record(outer.concat())
            outer.sendNext(a); outer.sendNext(b)
            b.sendNext("lost")
            a.sendNext(1); a.sendCompleted()
            b.sendNext(2); outer.sendCompleted(); b.sendCompleted()
            #expect(r.events == nx(1, 2) + [.completed])
            }
    }

    @Test("flatten(n) keeps at most n inner subscriptions, queueing in order; flatten(0) merges all") func flattenN() {
        onImmediate {
            let outer = RACSubject(), a = RACSubject(), b = RACSubject(), c = RACSubject()
            let r = record(outer.flatten(2))
            outer.sendNext(a); outer.sendNext(b); outer.sendNext(c)
            c.sendNext("c-lost"); a.sendNext("a"); b.sendNext("b")
            a.sendCompleted()
            c.sendNext("c")
            outer.sendCompleted(); b.sendCompleted(); c.sendCompleted()
            #expect(r.events == nx("a", "b", "c") + [.completed])
            let o2 = RACSubject(), x = RACSubject(), y = RACSubject()
            let m = record(o2.flatten(0))
            o2.sendNext(x); o2.sendNext(y); y.sendNext(1); x.sendNext(2)
            #expect(m.values == [1, 2])
            }
    }

    @Test("repeat resubscribes after completion and does not overflow on a synchronous source") func repeatOp() {
        onImmediate {
            let count = Box(0)
            let source = RACSignal.createSignal { s in
                count.mutate { $0 += 1 }
                s.sendNext(count.value)
                s.sendCompleted()
                return nil
            }
            let r = record(source.repeat().take(50_000))
            #expect(r.values.count == 50_000)
            #expect(r.events.last == .completed)
            #expect(record(RACSignal.error(testError(1)).repeat()).events == [.error("test:1")])
            }
    }

    @Test("retry(n) subscribes n+1 times then errors; retry() retries until completion") func retry() {
        onImmediate {
            let attempts = Box(0)
            let failing = RACSignal.createSignal { s in
                attempts.mutate { $0 += 1 }
                s.sendNext(attempts.value)
                s.sendError(testError(attempts.value))
                return nil
            }
            #expect(record(failing.retry(2)).events == nx(1, 2, 3) + [.error("test:3")])
            let tries = Box(0)
            let eventually = RACSignal.createSignal { s in
                tries.mutate { $0 += 1 }
                if tries.value < 1000 { s.sendError(nil) } else { s.sendNext("ok"); s.sendCompleted() }
                return nil
            }
            #expect(record(eventually.retry()).events == nx("ok") + [.completed])
            #expect(tries.value == 1000)
            }
    }

    @Test("catch subscribes to the replacement only on error and propagates its error; catchTo") func catchOp() {
        onImmediate {
            let subscribed = Box(0)
            let replacement = RACSignal.defer { subscribed.mutate { $0 += 1 }; return RACSignal.error(testError(2)) }
            #expect(record(RACSignal.return(1).catch { _ in replacement }).events == nx(1) + [.completed])
            #expect(subscribed.value == 0)
            #expect(record(RACSignal.error(testError(1)).catch { _ in replacement }).events == [.error("test:2")])
            #expect(record(RACSignal.error(nil).catchTo(RACSignal.return(3))).events == nx(3) + [.completed])
            let disposed = Box(false)
            let never = RACSignal.createSignal { _ in RACDisposable { disposed.value = true } }
            var d: RACDisposable!
            onImmediate { d = RACSignal.error(nil).catchTo(never).subscribeNext { _ in } }
            d.dispose()
            #expect(disposed.value)
            }
    }

    @Test("takeUntil completes on trigger value or completion; an immediate trigger suppresses everything") func takeUntil() {
        onImmediate {
            let source = RACSubject(), trigger = RACSubject()
            let r = record(source.takeUntil(trigger))
            source.sendNext(1); trigger.sendNext(nil); source.sendNext(2)
            #expect(r.events == nx(1) + [.completed])
            let t2 = RACSubject()
            let r2 = record(source.takeUntil(t2))
            t2.sendCompleted()
            #expect(r2.events == [.completed])
            #expect(record(RACSignal.return(1).takeUntil(RACSignal.return(nil))).events == [.completed])
            }
    }

    @Test("takeUntilReplacement drops the receiver's completion and disposes it on any replacement event") func takeUntilReplacement() {
        onImmediate {
            let source = RACSubject(), replacement = RACSubject()
            let r = record(source.takeUntilReplacement(replacement))
            source.sendNext(1); source.sendCompleted()
            #expect(r.events == nx(1))
            replacement.sendNext(2); replacement.sendCompleted()
            #expect(r.events == nx(1, 2) + [.completed])
            let s2 = RACSubject(), rep2 = RACSubject()
            let r2 = record(s2.takeUntilReplacement(rep2))
            rep2.sendNext("r"); s2.sendNext("ignored")
            #expect(r2.events == nx("r"))
            }
    }
}
