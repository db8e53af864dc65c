import Testing
import Foundation
@testable import RACLegacy

/// Subscribers the subject holds right now.
private func subscriberCount(_ subject: RACSubject) -> Int {
    subject.state.withLock { $0.subscribers.count }
}

/// A subject subclass as a user writes one: it counts the subscribers its `subscribe(_:)` override sees.
private final class CountingSubject: RACSubject, @unchecked Sendable { // `seen` is only touched on one thread
    var seen = 0

    override func subscribe(_ subscriber: any RACSubscriber) -> RACDisposable {
        seen += 1
        return super.subscribe(subscriber)
    }
}

/// The same for a replay subject.
private final class CountingReplaySubject: RACReplaySubject, @unchecked Sendable { // `seen` is only touched on one thread
    var seen = 0

    override func subscribe(_ subscriber: any RACSubscriber) -> RACDisposable {
        seen += 1
        return super.subscribe(subscriber)
    }
}

private final class Token {}

/// How a test ends a subject subscription while the caller keeps its disposable.
enum SubscriptionEnding: CaseIterable, CustomStringConvertible {
    case disposed, completed, failed, subjectReleased

    var description: String {
        switch self {
        case .disposed: return "disposed"
        case .completed: return "completed"
        case .failed: return "failed"
        case .subjectReleased: return "subject released"
        }
    }
}

@Suite("2.11 Subject subscriptions: what they hold") struct SubjectSubscriptionTests {
    @Test("a kept subscription disposable does not keep the blocks once the subscription ended",
          arguments: SubscriptionEnding.allCases)
    func keptDisposableReleasesBlocks(_ ending: SubscriptionEnding) {
        weak var weakToken: Token?
        var kept: RACDisposable?
        let events = Box<[Ev]>([])
        onImmediate {
            var subject: RACSubject? = RACSubject()
            let token = Token()
            weakToken = token
            kept = subject!.subscribeNext({ value in _ = token; events.mutate { $0.append(.next(hashable(value))) } },
                                          error: { error in _ = token; events.mutate { $0.append(.error(errorKey(error))) } },
                                          completed: { _ = token; events.mutate { $0.append(.completed) } })
            subject!.sendNext(1)
            switch ending {
            case .disposed: kept!.dispose()
            case .completed: subject!.sendCompleted()
            case .failed: subject!.sendError(testError(1))
            case .subjectReleased: subject = nil
            }
            subject?.sendNext(2)
        }
        let expected: [Ev]
        switch ending {
        case .disposed, .subjectReleased: expected = nx(1)
        case .completed: expected = nx(1) + [.completed]
        case .failed: expected = nx(1) + [.error("test:1")]
        }
        #expect(events.value == expected)
        #expect(weakToken == nil)
        #expect(kept != nil)
        #expect(kept?.isDisposed == (ending != .subjectReleased))
    }

    @Test("subscribeNext returns a compound disposable, as before (the subscriber's disposable is a subclass)")
    func returnsCompound() {
        onImmediate {
            let subject = RACSubject()
            let disposable = subject.subscribeNext { _ in }
            #expect(disposable is RACCompoundDisposable)
            let child = RACDisposable()
            (disposable as! RACCompoundDisposable).addDisposable(child)
            disposable.dispose()
            #expect(child.isDisposed)
            #expect(subscriberCount(subject) == 0)
        }
    }

    @Test("subscribeNext on a subject subclass that overrides subscribe(_:) goes through the override")
    func subclassOverride() {
        onImmediate {
            let subject = CountingSubject()
            let r = Recorder()
            r.record(subject)
            subject.sendNext(1); subject.sendCompleted()
            #expect(subject.seen == 1)
            #expect(r.events == nx(1) + [.completed])
            let replay = CountingReplaySubject()
            replay.sendNext(1)
            let late = Recorder()
            late.record(replay)
            replay.sendNext(2)
            #expect(replay.seen == 1)
            #expect(late.events == nx(1, 2))
        }
    }

    @Test("an operator's subscription to a subject leaves it when disposed or when the operator completes")
    func operatorSubscriptionsLeave() {
        onImmediate {
            let subject = RACSubject()
            let r = Recorder()
            let mapped = r.record(subject.map { $0 })
            let taken = Recorder()
            taken.record(subject.take(2))
            #expect(subscriberCount(subject) == 2)
            subject.sendNext(1)
            mapped.dispose()
            #expect(subscriberCount(subject) == 1)
            subject.sendNext(2)
            #expect(subscriberCount(subject) == 0)
            subject.sendNext(3)
            #expect(r.events == nx(1))
            #expect(taken.events == nx(1, 2) + [.completed])
        }
    }

    @Test("a subscription disposed while it is made (finished subscriber, disposed parent) is not kept by the subject")
    func disposedWhileSubscribing() {
        onImmediate {
            let subject = RACSubject()
            let finished = RACBlockSubscriber(next: nil, error: nil, completed: nil)
            finished.sendCompleted()
            let disposable = subject.subscribe(finished)
            #expect(disposable.isDisposed)
            #expect(subscriberCount(subject) == 0)
            // The operators' form: the parent is disposed already, so the subscription is disposed on arrival.
            let parent = RACCompoundDisposable()
            parent.dispose()
            let fromBlocks = subject.subscribeBlocks(next: { _ in Issue.record("delivered") }, error: nil,
                                                     completed: nil, into: parent)
            #expect(fromBlocks.isDisposed)
            #expect(subscriberCount(subject) == 0)
            subject.sendNext(1)
        }
    }

    @Test("a replay subject's subscription made with blocks replays, then receives live values, and leaves when disposed")
    func replayWithBlocks() {
        onImmediate {
            let subject = RACReplaySubject(capacity: 2)
            subject.sendNext(1); subject.sendNext(2); subject.sendNext(3)
            let r = Recorder()
            let disposable = r.record(subject)
            subject.sendNext(4)
            #expect(subscriberCount(subject) == 1)
            disposable.dispose()
            #expect(subscriberCount(subject) == 0)
            subject.sendNext(5)
            #expect(r.events == nx(2, 3, 4))
        }
    }

    @Test("a subscriber disposed while a value is being delivered is released when that delivery ends")
    func disposedDuringDelivery() {
        final class Token {}
        onImmediate {
            let subject = RACSubject()
            weak var weakToken: Token?
            var disposeOther: RACDisposable?
            var seen: [Int] = []
            do {
                let token = Token()
                weakToken = token
                disposeOther = subject.subscribeNext { value in _ = token; seen.append(value as! Int) }
            }
            subject.subscribeNext { value in if value as! Int == 1 { disposeOther?.dispose() } }
            // The first value publishes the subscriber list that later values read without the lock.
            subject.sendNext(0)
            subject.sendNext(1)
            // The send that was delivering held the subscriber list it read; it released it on its way out.
            #expect(weakToken == nil)
            subject.sendNext(2)
            #expect(seen == [0, 1])
            #expect(subscriberCount(subject) == 1)
        }
    }

    @Test("a subscriber added or removed between two values takes part in exactly the values sent while it is there")
    func changesBetweenValues() {
        onImmediate {
            let subject = RACSubject()
            var first: [Int] = [], second: [Int] = []
            let a = subject.subscribeNext { first.append($0 as! Int) }
            subject.sendNext(1)
            let b = subject.subscribeNext { second.append($0 as! Int) }
            subject.sendNext(2)
            a.dispose()
            subject.sendNext(3)
            b.dispose()
            subject.sendNext(4)
            let c = subject.subscribeNext { first.append(($0 as! Int) * 10) }
            subject.sendNext(5)
            subject.sendCompleted()
            subject.sendNext(6)
            c.dispose()
            #expect(first == [1, 2, 50] && second == [2, 3])
        }
    }
}
