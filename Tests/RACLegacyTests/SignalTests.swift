import Testing
import Foundation
import Dispatch
@testable import RACLegacy

@Suite("2.9 RACSignal", .serialized) struct SignalTests {
    @Test("createSignal is cold: the block runs once per subscription and not before") func cold() {
        let count = Box(0)
        let signal = RACSignal.createSignal { s in
            count.mutate { $0 += 1 }
            s.sendCompleted()
            return nil
        }
        #expect(count.value == 0)
        onImmediate {
            signal.subscribeCompleted {}
            signal.subscribeCompleted {}
        }
        #expect(count.value == 2)
    }

    @Test("+return:, +empty and +error: deliver during subscribe when a scheduler is current") func immediateSignals() {
        let returned = Recorder(), empty = Recorder(), failed = Recorder()
        onImmediate {
            #expect(returned.record(RACSignal.return(7)).isDisposed)
            empty.record(RACSignal.empty())
            failed.record(RACSignal.error(NSError(domain: "test", code: 3)))
        }
        #expect(returned.events == [.next(7), .completed])
        #expect(empty.events == [.completed])
        #expect(failed.events == [.error("test:3")])
    }

    @Test("+return: subscribed from a thread without a scheduler delivers on the subscription scheduler") func immediateSignalsDeferred() {
        let delivered = Recorder()
        DispatchQueue.global().async {
            delivered.record(RACSignal.return(1))
        }
        #expect(delivered.waitForTermination())
        #expect(delivered.events == [.next(1), .completed])
    }

    @Test("disposing the subscription stops delivery and disposes the didSubscribe disposable") func disposal() {
        let inner = RACDisposable()
        let subscriber = Box<(any RACSubscriber)?>(nil)
        let r = Recorder()
        var d: RACDisposable!
        onImmediate {
            d = r.record(RACSignal.createSignal { s in
                subscriber.value = s
                return inner
            })
        }
        subscriber.value?.sendNext(1)
        d.dispose()
        subscriber.value?.sendNext(2)
        subscriber.value?.sendCompleted()
        #expect(r.events == nx(1))
        #expect(inner.isDisposed)
    }

    @Test("termination disposes the didSubscribe disposable automatically") func autoDispose() {
        let inner = RACDisposable()
        onImmediate {
            RACSignal.createSignal { s in
                s.sendCompleted()
                return inner
            }.subscribeNext { _ in }
        }
        #expect(inner.isDisposed)
        let errInner = RACDisposable()
        let subject = RACSubject()
        onImmediate {
            RACSignal.createSignal { s in
                subject.subscribe(s)
                return errInner
            }.subscribeNext { _ in }
        }
        subject.sendError(nil)
        #expect(errInner.isDisposed)
    }

    @Test("didSubscribe has a current scheduler even from a plain background thread") func currentSchedulerInDidSubscribe() {
        let had = Box(false)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            RACSignal.createSignal { s in
                had.value = RACScheduler.currentScheduler() != nil
                s.sendCompleted()
                return nil
            }.subscribeCompleted { done.signal() }
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(had.value)
    }

    @Test("return, empty, error, never") func factories() {
        let r = Recorder(), e = Recorder(), x = Recorder(), n = Recorder()
        onImmediate {
            r.record(RACSignal.return(nil))
            e.record(RACSignal.empty())
            x.record(RACSignal.error(testError(7)))
            n.record(RACSignal.never())
        }
        #expect(r.events == [.next(nil), .completed])
        #expect(e.events == [.completed])
        #expect(x.events == [.error("test:7")])
        #expect(n.events.isEmpty)
    }

    @Test("return from a plain background thread is delivered asynchronously via the subscription scheduler") func returnInBackground() {
        let r = Recorder()
        Thread.detachNewThread { r.record(RACSignal.return(1)) }
        #expect(r.waitForTermination())
        #expect(r.events == nx(1) + [.completed])
    }

    @Test("a signal nobody references stays alive until its subscription ends") func memory() {
        weak var weakSignal: RACSignal?
        let subject = RACSubject()
        let r = Recorder()
        onImmediate {
            let signal = subject.map { $0 }
            weakSignal = signal
            r.record(signal)
        }
        subject.sendNext(1)
        #expect(weakSignal != nil)
        subject.sendCompleted()
        #expect(r.events == nx(1) + [.completed])
        #expect(weakSignal == nil)
        weak var immediate: RACSignal?
        onImmediate {
            let s = RACSignal.return(1).map { $0 }
            immediate = s
            s.subscribeNext { _ in }
        }
        #expect(immediate == nil)
    }

    @Test("disposal releases the subscriber blocks and the source chain") func releaseOnDispose() {
        final class Token {}
        weak var weakToken: Token?
        let subject = RACSubject()
        var d: RACDisposable!
        onImmediate {
            let token = Token()
            weakToken = token
            d = subject.map { $0 }.filter { _ in true }.subscribeNext { _ in _ = token }
        }
        #expect(weakToken != nil)
        d.dispose()
        #expect(weakToken == nil)
    }

    @Test("startEagerlyWithScheduler runs once now; startLazily once at first subscription; both replay") func starting() {
        let eagerCount = Box(0), lazyCount = Box(0)
        let test = RACTestScheduler()
        let eager = RACSignal.startEagerlyWithScheduler(test) { s in
            eagerCount.mutate { $0 += 1 }
            s.sendNext(1)
            s.sendCompleted()
        }
        let lazy = RACSignal.startLazilyWithScheduler(test) { s in
            lazyCount.mutate { $0 += 1 }
            s.sendNext(2)
            s.sendCompleted()
        }
        test.stepAll()
        #expect(eagerCount.value == 1)
        #expect(lazyCount.value == 0)
        let a = Recorder(), b = Recorder(), c = Recorder()
        test.performAsCurrentScheduler {
            a.record(eager)
            b.record(lazy)
            c.record(lazy)
        }
        test.stepAll()
        #expect(a.events == nx(1) + [.completed])
        #expect(b.events == nx(2) + [.completed])
        #expect(c.events == nx(2) + [.completed])
        #expect(lazyCount.value == 1)
    }

    @Test("subscribe variants deliver the right blocks") func variants() {
        var log: [String] = []
        onImmediate {
            let s = RACSignal.return(1)
            s.subscribeNext { _ in log.append("n") }
            s.subscribeNext({ _ in log.append("n2") }, completed: { log.append("c2") })
            s.subscribeNext({ _ in log.append("n3") }, error: { _ in log.append("e3") })
            s.subscribeCompleted { log.append("c4") }
            s.subscribeError({ _ in log.append("e5") }, completed: { log.append("c5") })
            RACSignal.error(nil).subscribeError { _ in log.append("e6") }
        }
        #expect(log == ["n", "n2", "c2", "n3", "c4", "c5", "e6"])
    }

    @Test("logNext/logError/logCompleted write through the log handler") func logging() {
        let lines = Box([String]())
        RACSetLogHandler { line in lines.mutate { $0.append(line) } }
        defer { RACSetLogHandler { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
        onImmediate {
            let s = RACSignal.return(5)
            s.setNameWithFormat("five")
            s.logAll().subscribeNext { _ in }
            RACSignal.error(nil).logError().subscribeNext { _ in }
        }
        let mine = lines.value.filter { $0.contains("five") || $0.contains("error: (null)") }
        #expect(mine.count == 3)
        #expect(mine[0].hasSuffix("name: five next: 5"))
        #expect(mine[1].hasSuffix("name: five completed"))
        #expect(mine[2].hasSuffix("error: (null)"))
    }

    @Test("a bare RACSignal cannot be subscribed") func abstractSignal() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            RACSignal().subscribeNext { _ in }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("subscribe:"))
    }
}

@Suite("1.3/1.4 threading and memory") struct ThreadingMemoryTests {
    final class Token {}

    @Test("completion releases flattenMap, combineLatest and switchToLatest chains") func releaseOnCompletion() {
        weak var weakToken: Token?
        weak var weakSource: RACSubject?
        onImmediate {
            let token = Token()
            weakToken = token
            let source = RACSubject()
            weakSource = source
            let chain = RACSignal.combineLatest([source, RACSignal.return(1)])
                .flattenMap { _ in RACSignal.return(token) }
                .map { RACSignal.return($0) }
                .switchToLatest()
            chain.subscribeNext { _ in _ = token }
            source.sendNext(0)
            source.sendCompleted()
        }
        #expect(weakToken == nil)
        #expect(weakSource == nil)
    }

    @Test("subscribers attach and detach while another thread sends; no new delivery starts after detach") func churn() {
        let subject = RACSubject()
        let stop = Box(false)
        let sent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while !stop.value { subject.sendNext(1) }
            sent.signal()
        }
        for _ in 0..<2000 {
            let afterDispose = Box(0)
            let disposed = Box(false)
            let d = onImmediateReturning {
                subject.subscribeNext { _ in if disposed.value { afterDispose.mutate { $0 += 1 } } }
            }
            d.dispose()
            disposed.value = true
            // At most the one event already past the disposal check when dispose() ran can still land.
            #expect(afterDispose.value <= 1)
        }
        stop.value = true
        #expect(sent.wait(timeout: .now() + 5) == .success)
    }
}

func onImmediateReturning<T>(_ body: () -> T) -> T {
    var result: T?
    onImmediate { result = body() }
    return result!
}

