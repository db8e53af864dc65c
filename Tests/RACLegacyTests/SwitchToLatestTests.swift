import Testing
import Foundation
@testable import RACLegacy

/// RAC 2's composition of `-switchToLatest`, kept as the reference the dedicated implementation must match.
private func referenceSwitchToLatest(_ outer: RACSignal) -> RACSignal {
    RACSignal.createSignal { subscriber in
        let connection = outer.publish()
        let subscription = connection.signal.flattenMap { value in
            ((value as? RACSignal) ?? RACSignal.empty()).takeUntil(connection.signal.concat(RACSignal.never()))
        }.subscribe(subscriber)
        let connectionDisposable = connection.connect()
        return RACDisposable {
            subscription.dispose()
            connectionDisposable.dispose()
        }
    }
}

/// An inner signal forwarding `subject`, logging its subscription and disposal; `onSubscribe` runs right after.
private func logged(_ name: String, _ subject: RACSubject, _ log: Box<[String]>, onSubscribe: @escaping () -> Void = {}) -> RACSignal {
    RACSignal.createSignal { subscriber in
        log.mutate { $0.append("subscribe \(name)") }
        let subscription = subject.subscribe(subscriber)
        onSubscribe()
        return RACDisposable {
            log.mutate { $0.append("dispose \(name)") }
            subscription.dispose()
        }
    }
}

@discardableResult
private func subscribeLogging(_ signal: RACSignal, _ log: Box<[String]>) -> RACDisposable {
    signal.subscribeNext({ value in log.mutate { $0.append("next \(value!)") } },
                        error: { error in log.mutate { $0.append("error \((error as NSError?)?.code ?? -1)") } },
                        completed: { log.mutate { $0.append("completed") } })
}

/// Runs `scenario` against RAC 2's composition and the dedicated implementation; returns both logs.
private func bothLogs(_ scenario: (_ switcher: (RACSignal) -> RACSignal, _ log: Box<[String]>) -> Void) -> ([String], [String]) {
    var logs: [[String]] = []
    for switcher in [referenceSwitchToLatest, { $0.switchToLatest() }] as [(RACSignal) -> RACSignal] {
        let log = Box<[String]>([])
        onImmediate { scenario(switcher, log) }
        logs.append(log.value)
    }
    return (logs[0], logs[1])
}

@Suite("2.10 RACSignal operators: switchToLatest event order") struct SwitchToLatestTests {
    @Test("interleaved inners: the new inner is subscribed before the previous one is disposed, late values dropped")
    func interleaved() {
        let (reference, actual) = bothLogs { switcher, log in
            let outer = RACSubject(), a = RACSubject(), b = RACSubject(), c = RACSubject()
            subscribeLogging(switcher(outer), log)
            outer.sendNext(logged("a", a, log)); a.sendNext("a1")
            outer.sendNext(logged("b", b, log, onSubscribe: { b.sendNext("b0"); a.sendNext("a2") }))
            a.sendNext("dropped"); b.sendNext("b1")
            outer.sendNext(nil); b.sendNext("dropped")
            outer.sendNext(logged("c", c, log)); c.sendNext("c1")
            outer.sendCompleted(); c.sendNext("c2"); c.sendCompleted()
        }
        #expect(actual == ["subscribe a", "next a1", "subscribe b", "next b0", "next a2", "dispose a", "next b1", "dispose b",
                           "subscribe c", "next c1", "next c2", "completed", "dispose c"])
        #expect(actual == reference)
    }

    @Test("synchronous inners, completion before the outer completes, then outer completion completes")
    func synchronousInners() {
        let (reference, actual) = bothLogs { switcher, log in
            let outer = RACSubject()
            subscribeLogging(switcher(outer), log)
            outer.sendNext(RACSignal.return(1)); outer.sendNext(RACSignal.return(2))
            outer.sendNext(RACSignal.empty())
            log.mutate { $0.append("outer completes") }
            outer.sendCompleted()
        }
        #expect(actual == ["next 1", "next 2", "outer completes", "completed"])
        #expect(actual == reference)
    }

    @Test("an error from the current inner errors the result and disposes the inner")
    func innerError() {
        let (reference, actual) = bothLogs { switcher, log in
            let outer = RACSubject(), a = RACSubject(), b = RACSubject()
            subscribeLogging(switcher(outer), log)
            outer.sendNext(logged("a", a, log)); outer.sendNext(logged("b", b, log))
            a.sendError(testError(1)); b.sendNext("b1"); b.sendError(testError(2)); outer.sendNext(RACSignal.return("late"))
        }
        #expect(actual == ["subscribe a", "subscribe b", "dispose a", "next b1", "error 2", "dispose b"])
        #expect(actual == reference)
    }

    @Test("an error from the outer errors the result and disposes the current inner")
    func outerError() {
        let (reference, actual) = bothLogs { switcher, log in
            let outer = RACSubject(), a = RACSubject()
            subscribeLogging(switcher(outer), log)
            outer.sendNext(logged("a", a, log)); a.sendNext("a1"); outer.sendError(testError(3)); a.sendNext("late")
        }
        #expect(actual == ["subscribe a", "next a1", "error 3", "dispose a"])
        #expect(actual == reference)
    }

    @Test("disposing the result disposes the current inner and stops the outer")
    func disposal() {
        let (reference, actual) = bothLogs { switcher, log in
            let outer = RACSubject(), a = RACSubject()
            let disposable = subscribeLogging(switcher(outer), log)
            outer.sendNext(logged("a", a, log)); a.sendNext("a1")
            disposable.dispose()
            a.sendNext("late"); outer.sendNext(RACSignal.return("late")); outer.sendCompleted()
        }
        #expect(actual == ["subscribe a", "next a1", "dispose a"])
        #expect(actual == reference)
    }

    @Test("take(1) downstream stops an infinite synchronous inner during its subscription")
    func disposalDuringInnerSubscription() {
        let (reference, actual) = bothLogs { switcher, log in
            let outer = RACSubject()
            subscribeLogging(switcher(outer).take(1), log)
            outer.sendNext(RACSignal.return(7).repeat())
            outer.sendNext(RACSignal.return("late"))
        }
        #expect(actual == ["next 7", "completed"])
        #expect(actual == reference)
    }

    @Test("the result releases the outer, the inners and the subscriber once it completed")
    func releasesOnCompletion() {
        weak var weakInner: RACSubject?
        weak var weakOuter: RACSubject?
        let log = Box<[String]>([])
        onImmediate {
            let outer = RACSubject(), inner = RACSubject()
            weakOuter = outer; weakInner = inner
            subscribeLogging(outer.switchToLatest(), log)
            outer.sendNext(inner); outer.sendCompleted(); inner.sendNext(1); inner.sendCompleted()
        }
        #expect(log.value == ["next 1", "completed"])
        #expect(weakOuter == nil)
        #expect(weakInner == nil)
    }
}
