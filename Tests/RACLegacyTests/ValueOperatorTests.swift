import Testing
import Foundation
import Dispatch
@testable import RACLegacy

@Suite("2.10 RACSignal value operators") struct ValueOperatorTests {
    func record(_ signal: RACSignal) -> Recorder {
        let r = Recorder()
        onImmediate { r.record(signal) }
        return r
    }

    @Test("distinctUntilChanged drops consecutive equal values, treats nils as equal, sends an initial nil") func distinct() {
        onImmediate {
            let s = RACSubject()
            let r = record(s.distinctUntilChanged())
            for v: Any? in [nil, nil, 1, 1, "a", nil] { s.sendNext(v) }
            #expect(r.values == [nil, 1, "a", nil])
            }
    }

    @Test("then ignores values, subscribes after completion, works with no values") func then() {
        onImmediate {
            let subscribed = Box(false)
            let first = RACSubject()
            let r = record(first.then { subscribed.value = true; return RACSignal.return("next") })
            first.sendNext(1)
            #expect(!subscribed.value)
            first.sendCompleted()
            #expect(r.events == nx("next") + [.completed])
            #expect(record(RACSignal.empty().then { RACSignal.return(2) }).events == nx(2) + [.completed])
            #expect(record(RACSignal.error(nil).then { RACSignal.return(2) }).events == [.error("nil")])
            }
    }

    @Test("collect sends one array with NSNull for nil; [] when empty") func collect() {
        onImmediate {
            let s = RACSignal.concat([RACSignal.return(1), RACSignal.return(nil)])
            var arrays: [[Any]] = []
            var completions = 0
            s.collect().subscribeNext({ arrays.append($0 as! [Any]) }, completed: { completions += 1 })
            #expect(arrays.count == 1 && completions == 1)
            #expect(arrays[0].count == 2 && arrays[0][0] as? Int == 1 && arrays[0][1] is NSNull)
            RACSignal.empty().collect().subscribeNext { arrays.append($0 as! [Any]) }
            #expect(arrays.count == 2 && arrays[1].isEmpty)
            }
    }

    @Test("initially runs once per subscription; finally after completion or error only") func initiallyFinally() {
        onImmediate {
            let count = Box(0)
            let s = RACSignal.return(1).initially { count.mutate { $0 += 1 } }
            #expect(count.value == 0)
            _ = record(s); _ = record(s)
            #expect(count.value == 2)
            var fin = 0
            let subject = RACSubject()
            _ = record(subject.finally { fin += 1 })
            subject.sendNext(1)
            #expect(fin == 0)
            subject.sendCompleted()
            #expect(fin == 1)
            _ = record(RACSignal.error(nil).finally { fin += 1 })
            #expect(fin == 2)
            }
    }

    @Test("materialize and dematerialize") func materialize() {
        onImmediate {
            let s = RACSignal.concat([RACSignal.return(1), RACSignal.error(testError(4))])
            var events: [RACEvent] = []
            var completed = false
            onImmediate { s.materialize().subscribeNext({ events.append($0 as! RACEvent) }, completed: { completed = true }) }
            #expect(events == [RACEvent(value: 1), RACEvent(error: testError(4))])
            #expect(completed)
            #expect(record(s.materialize().dematerialize()).events == nx(1) + [.error("test:4")])
            var last: RACEvent?
            onImmediate { RACSignal.empty().materialize().subscribeNext { last = $0 as? RACEvent } }
            #expect(last === RACEvent.completedEvent())
            }
    }

    @Test("defer calls its block once per subscription") func deferOp() {
        onImmediate {
            let count = Box(0)
            let s = RACSignal.defer { count.mutate { $0 += 1 }; return RACSignal.return(count.value) }
            #expect(record(s).values == [1])
            #expect(record(s).values == [2])
            }
    }

    @Test("switch:cases:default: uses keys, default, nil key as RACTupleNil, errors without a match") func switchCases() {
        onImmediate {
            let keys = RACSubject()
            let a = RACSubject(), b = RACSubject(), dflt = RACSubject()
            let r = record(RACSignal.switch(keys, cases: ["a": a, AnyHashable(RACTupleNil.tupleNil()): b], default: dflt))
            a.sendNext("early")
            keys.sendNext("a"); a.sendNext(1)
            keys.sendNext(nil); b.sendNext(2)
            keys.sendNext("zzz"); dflt.sendNext(3)
            keys.sendCompleted()
            #expect(!r.events.contains(.completed))
            dflt.sendCompleted()
            #expect(r.events == nx(1, 2, 3) + [.completed])
            let k2 = RACSubject()
            let e = record(RACSignal.switch(k2, cases: [:], default: nil))
            k2.sendNext("x")
            #expect(e.events == [.error("RACSignalErrorDomain:2")])
            }
    }

    @Test("if:then:else: switches on the latest Bool; not/and/or") func ifThenElse() {
        onImmediate {
            let cond = RACSubject()
            let r = record(RACSignal.if(cond, then: RACSignal.return("yes"), else: RACSignal.return("no")))
            cond.sendNext(true); cond.sendNext(NSNumber(value: false))
            #expect(r.values == ["yes", "no"])
            #expect(record(RACSignal.return(true).not()).values == [false])
            #expect(record(RACSignal.return(RACTuplePack(true, false)).and()).values == [false])
            #expect(record(RACSignal.return(RACTuplePack(true, false)).or()).values == [true])
            }
    }

    @Test("not() of a non-Bool stops with a message naming -not") func notBadInput() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            RACScheduler.immediateScheduler().performAsCurrentScheduler {
                RACSignal.return("x").not().subscribeNext { _ in }
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("not]"))
    }

    @Test("try, tryMap, -try:") func tryOps() {
        onImmediate {
            #expect(record(RACSignal.try { 1 }).events == nx(1) + [.completed])
            #expect(record(RACSignal.try { nil }).events == [.error("nil")])
            #expect(record(RACSignal.try { throw testError(5) }).events == [.error("test:5")])
            let s = RACSignal.concat([RACSignal.return(1), RACSignal.return(2)])
            #expect(record(s.tryMap { ($0 as! Int) * 2 }).events == nx(2, 4) + [.completed])
            #expect(record(s.tryMap { _ in nil }).events == [.error("nil")])
            #expect(record(s.try { ($0 as! Int) < 2 }).events == nx(1) + [.error("nil")])
            #expect(record(s.try { _ in throw testError(6) }).events == [.error("test:6")])
            }
    }

    @Test("aggregate, takeLast, any, all, sample, reduceApply, scan") func aggregates() {
        onImmediate {
            let s = RACSignal.concat([RACSignal.return(1), RACSignal.return(2), RACSignal.return(3)])
            #expect(record(s.aggregateWithStart(0, reduce: { ($0 as! Int) + ($1 as! Int) })).events == nx(6) + [.completed])
            #expect(record(RACSignal.empty().aggregateWithStart("start", reduce: { a, _ in a })).values == ["start"])
            #expect(record(s.aggregateWithStart(0, reduceWithIndex: { ($0 as! Int) + $2 })).values == [3])
            #expect(record(s.aggregateWithStartFactory({ 10 }, reduce: { ($0 as! Int) + ($1 as! Int) })).values == [16])
            #expect(record(s.takeLast(2)).events == nx(2, 3) + [.completed])
            #expect(record(s.any()).events == nx(true) + [.completed])
            #expect(record(RACSignal.empty().any()).values == [false])
            #expect(record(RACSignal.error(nil).any()).events == nx(false) + [.completed])
            #expect(record(s.any { ($0 as! Int) > 2 }).values == [true])
            #expect(record(s.all { ($0 as! Int) > 0 }).values == [true])
            #expect(record(s.all { ($0 as! Int) < 2 }).values == [false])
            #expect(record(RACSignal.error(nil).all { _ in true }).events == nx(false) + [.completed])
            let source = RACSubject(), sampler = RACSubject()
            let r = record(source.sample(sampler))
            sampler.sendNext(nil); source.sendNext(1); source.sendNext(2); sampler.sendNext(nil); sampler.sendCompleted()
            #expect(r.events == nx(2) + [.completed])
            let add: (Any?, Any?) -> Any? = { ($0 as! Int) + ($1 as! Int) }
            #expect(record(RACSignal.return(RACTuplePack(add, 1, 2)).reduceApply()).values == [3])
            #expect(record(s.scanWithStart(0, reduce: { ($0 as! Int) + ($1 as! Int) })).values == [1, 3, 6])
            }
    }

    @Test("groupBy creates groups in first-seen order and forwards completion to every group") func groupBy() {
        onImmediate {
            let source = RACSubject()
            var groups: [RACGroupedSignal] = []
            let groupEvents = Box([String: [Ev]]())
            onImmediate {
                source.groupBy({ ($0 as! Int) % 2 == 0 ? "even" : "odd" }, transform: { ($0 as! Int) * 10 }).subscribeNext { g in
                    let group = g as! RACGroupedSignal
                    groups.append(group)
                    let key = group.key as! String
                    group.subscribeNext({ v in groupEvents.mutate { $0[key, default: []].append(.next(hashable(v))) } },
                                        completed: { groupEvents.mutate { $0[key, default: []].append(.completed) } })
                }
            }
            source.sendNext(1); source.sendNext(2); source.sendNext(3); source.sendCompleted()
            #expect(groups.map { $0.key as! String } == ["odd", "even"])
            #expect(groupEvents.value["odd"] == nx(10, 30) + [.completed])
            #expect(groupEvents.value["even"] == nx(20) + [.completed])
            let failing = RACSubject()
            var groupErrors: [String] = []
            failing.groupBy { $0 as! Int }.subscribeNext({ g in
                (g as! RACGroupedSignal).subscribeError { groupErrors.append(errorKey($0)) }
            }, error: { groupErrors.append("outer " + errorKey($0)) })
            failing.sendNext(1); failing.sendNext(2); failing.sendError(testError(8))
            #expect(groupErrors == ["outer test:8", "test:8", "test:8"])
            let plain = RACSubject()
            let keys = record(plain.groupBy { _ in 1 }.map { ($0 as! RACGroupedSignal).key })
            plain.sendNext("x"); plain.sendNext("y")
            #expect(keys.values == [1])
            }
    }

    @Test("setKeyPath assigns values, nilValue for nil, stops after the object is gone, rebinding works") func setKeyPath() {
        onImmediate {
            final class Target { var name: String? = "start"; var count = 0 }
            var target: Target? = Target()
            let subject = RACSubject()
            onImmediate { subject.setKeyPath(\Target.name, onObject: target!) }
            subject.sendNext("a")
            #expect(target?.name == "a")
            subject.sendNext(nil)
            #expect(target?.name == nil)
            let counts = RACSubject()
            onImmediate { counts.setKeyPath(\Target.count, onObject: target!, nilValue: -1) }
            counts.sendNext(3)
            #expect(target?.count == 3)
            counts.sendNext(nil)
            #expect(target?.count == -1)
            onImmediate { RACSignal.return(7).setKeyPath(\Target.count, onObject: target!) }
            #expect(target?.count == 7)
            weak let weakTarget = target
            target = nil
            #expect(weakTarget == nil)
            subject.sendNext("ignored")
            }
    }
}
