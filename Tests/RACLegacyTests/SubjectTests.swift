import Testing
import Foundation
import Dispatch
@testable import RACLegacy

@Suite("2.11–2.14 Subjects") struct SubjectTests {
    @Test("a plain subject delivers only events sent after subscription; later subscribers get nothing after termination") func plain() {
        onImmediate {
            let subject = RACSubject.subject()
            subject.sendNext(0)
            let r = Recorder()
            r.record(subject)
            subject.sendNext(1)
            subject.sendCompleted()
            subject.sendNext(2)
            #expect(r.events == nx(1) + [.completed])
            let late = Recorder()
            late.record(subject)
            #expect(late.events.isEmpty)
        }
    }

    @Test("disposing a subject subscription detaches it") func detach() {
        onImmediate {
            let subject = RACSubject()
            let a = Recorder(), b = Recorder()
            let da = a.record(subject)
            b.record(subject)
            subject.sendNext(1)
            da.dispose()
            subject.sendNext(2)
            #expect(a.events == nx(1))
            #expect(b.events == nx(1, 2))
        }
    }

    @Test("many subscribers attach and detach in any order") func bagChurn() {
        onImmediate {
            let subject = RACSubject()
            var recorders: [Recorder] = []
            var disposables: [RACDisposable] = []
            for _ in 0..<100 {
                let r = Recorder()
                recorders.append(r)
                disposables.append(r.record(subject))
            }
            for i in stride(from: 0, to: 100, by: 2) { disposables[i].dispose() }
            subject.sendNext("x")
            #expect(recorders.enumerated().allSatisfy { i, r in r.values == (i % 2 == 0 ? [] : ["x"]) })
        }
    }

    @Test("replay subject with capacity 1 replays only the last value then the terminal event") func replayCapacity() {
        onImmediate {
            let subject = RACReplaySubject.replaySubjectWithCapacity(1)
            subject.sendNext(1); subject.sendNext(2); subject.sendCompleted()
            let r = Recorder()
            r.record(subject)
            #expect(r.events == nx(2) + [.completed])
        }
    }

    @Test("unlimited replay subject replays all values in order then the error (nil replayed as nil), before live values") func replayAll() {
        onImmediate {
            let subject = RACReplaySubject.subject()
            subject.sendNext(1); subject.sendNext(nil)
            let early = Recorder()
            early.record(subject)
            subject.sendNext(3)
            #expect(early.events == nx(1, nil, 3))
            subject.sendError(nil)
            let late = Recorder()
            late.record(subject)
            #expect(late.events == nx(1, nil, 3) + [.error("nil")])
        }
    }

    @Test("capacity -1 stops with a message naming replaySubjectWithCapacity:") func badCapacity() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACReplaySubject(capacity: -1)
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("replaySubjectWithCapacity:"))
    }

    @Test("replay runs with a current scheduler and stops when disposed mid-replay") func replayDisposal() {
        let subject = RACReplaySubject()
        for i in 0..<5 { subject.sendNext(i) }
        // RACSubscriber is Sendable: the state is in lock-guarded boxes.
        final class Stopper: RACSubscriber {
            let seen = Box<[Int]>([])
            let hadScheduler = Box(true)
            let subscription = Box<RACCompoundDisposable?>(nil)
            func sendNext(_ value: Any?) {
                seen.mutate { $0.append(value as! Int) }
                if RACScheduler.currentScheduler() == nil { hadScheduler.value = false }
                if seen.value.count == 2 { subscription.value?.dispose() }
            }
            func sendError(_ error: (any Error)?) {}
            func sendCompleted() {}
            func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) { subscription.value = disposable }
        }
        let stopper = Stopper()
        onImmediate { subject.subscribe(stopper) }
        let seen = stopper.seen.value
        let hadScheduler = stopper.hadScheduler.value
        #expect(seen == [0, 1])
        #expect(hadScheduler)
        let background = Recorder()
        Thread.detachNewThread { background.record(subject.take(1)) }
        #expect(background.waitForTermination())
        #expect(background.events == nx(0) + [.completed])
    }

    @Test("replay keeps order when live values race with the replay") func replayOrdering() {
        let subject = RACReplaySubject()
        for i in 0..<1000 { subject.sendNext(i) }
        let values = Box([Int]())
        let done = DispatchSemaphore(value: 0)
        let sender = Thread {
            for i in 1000..<2000 { subject.sendNext(i) }
            subject.sendCompleted()
        }
        onImmediate {
            subject.subscribeNext({ v in values.mutate { $0.append(v as! Int) } }, completed: { done.signal() })
        }
        sender.start()
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(values.value == Array(0..<2000))
    }

    @Test("replay subject with capacity 2 replays exactly the last two values after every send, past every compaction")
    func boundedReplayAfterManySends() {
        let subject = RACReplaySubject(capacity: 2)
        var mismatches: [String] = []
        for sent in 1...300 {
            subject.sendNext(sent)
            let r = Recorder()
            onImmediate { r.record(subject) }
            let expected = sent == 1 ? nx(1) : nx(sent - 1, sent)
            if r.events != expected { mismatches.append("after \(sent): \(r.events)") }
        }
        subject.sendCompleted()
        let last = Recorder()
        onImmediate { last.record(subject) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(last.events == nx(299, 300) + [.completed])
    }

    @Test("replay and behavior subjects: 20 runs of 2,000 concurrent sends replay in the order live subscribers saw",
          arguments: ["replay", "behavior"])
    func replayOrderUnderConcurrentSends(kind: String) {
        for run in 0..<20 {
            let subject: RACSubject = kind == "replay" ? RACReplaySubject() : RACBehaviorSubject(defaultValue: -1)
            let live = Box([Int]())
            onImmediate { subject.subscribeNext { value in live.mutate { $0.append(value as! Int) } } }
            DispatchQueue.concurrentPerform(iterations: 2_000) { index in subject.sendNext(index) }
            subject.sendCompleted()
            let replayed = Recorder()
            onImmediate { replayed.record(subject) }
            if kind == "replay" {
                #expect(live.value.count == 2_000, "run \(run)")
                #expect(replayed.events == live.value.map { .next($0) } + [.completed], "run \(run)")
            } else {
                // A behavior subject replays its current value: the last one its live subscribers saw.
                #expect(live.value.count == 2_001, "run \(run)")
                #expect(replayed.events == nx(live.value.last!), "run \(run)")
            }
        }
    }

    @Test("behavior subject sends its current value on subscription, then live values") func behavior() {
        onImmediate {
            let subject = RACBehaviorSubject.behaviorSubjectWithDefaultValue("default")
            let a = Recorder()
            a.record(subject)
            subject.sendNext("x")
            let b = Recorder()
            b.record(subject)
            subject.sendNext("y")
            #expect(a.values == ["default", "x", "y"])
            #expect(b.values == ["x", "y"])
            let empty = Recorder()
            empty.record(RACBehaviorSubject.subject())
            #expect(empty.events == [.next(nil)])
            #expect(RACBehaviorSubject() !== RACBehaviorSubject())
        }
    }

    @Test("async subject sends nothing before completion, then the last value and completed to all") func async() {
        onImmediate {
            let subject = RACAsyncSubject.subject()
            let early = Recorder()
            early.record(subject)
            subject.sendNext(1); subject.sendNext(2)
            let middle = Recorder()
            middle.record(subject)
            #expect(early.events.isEmpty && middle.events.isEmpty)
            subject.sendCompleted()
            #expect(early.events == nx(2) + [.completed])
            #expect(middle.events == nx(2) + [.completed])
            let late = Recorder()
            late.record(subject)
            #expect(late.events == nx(2) + [.completed])
            let failing = RACAsyncSubject()
            failing.sendNext(1)
            failing.sendError(testError(1))
            let f = Recorder()
            f.record(failing)
            #expect(f.events == [.error("test:1")])
        }
    }

    @Test("a subject subscribed to a signal disposes that subscription when it terminates") func subjectAsSubscriber() {
        onImmediate {
            let disposed = Box(false)
            let source = RACSignal.createSignal { _ in RACDisposable { disposed.value = true } }
            let subject = RACSubject()
            source.subscribe(subject)
            subject.sendCompleted()
            #expect(disposed.value)
        }
    }

    @Test("concurrent sendNext from many threads reaches every subscriber exactly once each") func concurrentSends() {
        let subject = RACSubject()
        let count = Box(0)
        onImmediate { subject.subscribeNext { _ in count.mutate { $0 += 1 } } }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for i in 0..<1000 { subject.sendNext(i) }
        }
        #expect(count.value == 8000)
    }

    @Test("a subject with live subscriptions dies with its last outside reference and releases its subscribers; disposing afterwards is harmless")
    func subjectLifetimeWithLiveSubscriptions() {
        final class Token {}
        weak var weakSubject: RACSubject?
        weak var weakToken: Token?
        var disposables: [RACDisposable] = []
        onImmediate {
            let subject = RACSubject()
            let token = Token()
            weakSubject = subject; weakToken = token
            disposables.append(subject.subscribeNext { _ in _ = token })
            for _ in 0..<20 { disposables.append(subject.subscribeNext { _ in }) }
            for d in disposables.dropFirst().prefix(18) { d.dispose() }
            subject.sendNext(1)
        }
        #expect(weakSubject == nil)
        #expect(weakToken == nil)
        for d in disposables { d.dispose() }
    }

    @Test("subscribers removed out of order keep receiving in subscription order") func bagTrailingHoles() {
        onImmediate {
            let subject = RACSubject()
            let log = Box<[Int]>([])
            var disposables: [RACDisposable] = []
            for i in 0..<40 { disposables.append(subject.subscribeNext { _ in log.mutate { $0.append(i) } }) }
            for i in stride(from: 0, to: 40, by: 2) { disposables[i].dispose() }
            disposables[39].dispose(); disposables[37].dispose()
            subject.sendNext(0)
            #expect(log.value == Array(stride(from: 1, to: 36, by: 2)))
            disposables.append(subject.subscribeNext { _ in log.mutate { $0.append(99) } })
            log.value = []
            subject.sendNext(0)
            #expect(log.value == Array(stride(from: 1, to: 36, by: 2)) + [99])
        }
    }
}

@Suite("2.15 RACGroupedSignal") struct GroupedSignalTests {
    @Test("a grouped signal carries its key and behaves as a subject") func grouped() {
        onImmediate {
            let g = RACGroupedSignal.signalWithKey("k")
            #expect(g.key == AnyHashable("k"))
            let r = Recorder()
            r.record(g)
            g.sendNext(1); g.sendCompleted()
            #expect(r.events == nx(1) + [.completed])
            #expect(RACGroupedSignal.subject() !== RACGroupedSignal.subject())
        }
    }

    @Test("a replay stops when the subscription is disposed from inside the first replayed value (current scheduler)")
    func replayStopsOnDisposal() {
        let subject = RACReplaySubject()
        subject.sendNext(0)
        subject.sendNext(1)
        let subscriber = SelfDisposingSubscriber()
        onImmediate { subject.subscribe(subscriber) }
        subject.sendNext(2)
        #expect(subscriber.values.value == [0])
    }

    @Test("a replay stops when the subscription is disposed from inside the first replayed value (background queue)")
    func replayStopsOnDisposalInBackground() {
        let subject = RACReplaySubject()
        subject.sendNext(0)
        subject.sendNext(1)
        let values = Box<[Int]>([])
        let handle = Box<RACDisposable?>(nil)
        let assigned = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            handle.value = subject.subscribeNext { value in
                // The replay runs on the subscription scheduler: wait (bounded) until subscribeNext has returned.
                if handle.value == nil { _ = assigned.wait(timeout: .now() + 5) }
                values.mutate { $0.append(value as! Int) }
                handle.value?.dispose()
                finished.signal()
            }
            assigned.signal()
        }
        #expect(finished.wait(timeout: .now() + 5) == .success)
        drainMainQueue()
        subject.sendNext(2)
        #expect(values.value == [0])
    }
}

/// A subscriber that keeps the subscription it is handed and disposes it from inside its first value.
private final class SelfDisposingSubscriber: RACSubscriber, @unchecked Sendable { // `subscription`/`values` are Boxes
    let values = Box<[Int]>([])
    private let subscription = Box<RACCompoundDisposable?>(nil)

    func sendNext(_ value: Any?) {
        values.mutate { $0.append(value as! Int) }
        subscription.value?.dispose()
    }
    func sendError(_ error: (any Error)?) {}
    func sendCompleted() {}
    func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) { subscription.value = disposable }
}
