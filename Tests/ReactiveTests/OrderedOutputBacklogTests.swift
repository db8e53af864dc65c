import Dispatch
import Foundation
import Synchronization
import Testing
@testable import Reactive

/// A multi-input operator's queue of undelivered events stays bounded while another thread delivers (issue #12):
/// a sender waits for the delivering thread once the queue is full, as a value sent into a busy `Signal` does.
@Suite("OrderedOutput backlog")
struct OrderedOutputBacklogTests {
    @Test("combineLatest: while its observer is busy on one thread, another thread cannot queue more than the limit")
    func senderWaitsAtTheLimit() {
        let limit = OrderedOutput<Int, Int, Never>.backlogLimit
        let extra = 1_000
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        let received = Mutex<[Int]>([])
        let completed = Mutex(false)
        let queuedBeyondLimit = DispatchSemaphore(value: 0)
        let sawBackPressure = Mutex<DispatchTimeoutResult?>(nil)
        let senderStarted = DispatchSemaphore(value: 0)
        let senderDone = DispatchSemaphore(value: 0)
        left.combineLatest(with: right).observe { event in
            switch event {
            case let .value(pair):
                received.withLock { $0.append(pair.1) }
                guard pair.1 == 0 else { return }
                senderStarted.signal()
                // The other thread keeps sending while this delivery is under way; with back-pressure it stops at
                // the limit, so it never gets `extra` values past it.
                sawBackPressure.withLock { $0 = queuedBeyondLimit.wait(timeout: .now() + 0.5) }
            case .completed: completed.withLock { $0 = true }
            default: break
            }
        }
        rightInput.send(value: 0)
        let sender = Thread {
            senderStarted.wait()
            for value in 1...(limit + extra) {
                rightInput.send(value: value)
                if value == limit + extra / 2 { queuedBeyondLimit.signal() }
            }
            rightInput.sendCompleted()
            senderDone.signal()
        }
        sender.start()
        // Pairs (0, 0) and delivers it here, inside `left`'s delivery, so `right` stays free for the other thread.
        leftInput.send(value: 0)
        leftInput.sendCompleted()
        #expect(senderDone.wait(timeout: .now() + 30) == .success)
        #expect(sawBackPressure.withLock { $0 } == .timedOut)
        #expect(received.withLock { $0 } == Array(0...(limit + extra)))
        #expect(completed.withLock { $0 })
    }

    @Test("combineLatest: an observer may wait for another thread to send up to the limit into the other input")
    func feedbackWithinTheLimitCompletes() {
        let limit = OrderedOutput<Int, Int, Never>.backlogLimit
        let forms: [(Signal<Int, Never>, Signal<Int, Never>) -> Signal<Int, Never>] = [
            { $0.combineLatest(with: $1).map { $0.1 } },
            { Signal.combineLatest([$0, $1]).map { $0[1] } },
        ]
        for combine in forms + forms + forms {
            let (left, leftInput) = Signal<Int, Never>.pipe()
            let (right, rightInput) = Signal<Int, Never>.pipe()
            let events = Mutex<[Signal<Int, Never>.Event]>([])
            let feedbackSent = DispatchSemaphore(value: 0)
            let waited = Mutex<DispatchTimeoutResult?>(nil)
            let sender = Thread {
                for value in 1...limit { rightInput.send(value: value) }
                feedbackSent.signal()
            }
            combine(left, right).observe { event in
                events.withLock { $0.append(event) }
                guard event.value == 0 else { return }
                // Inside `left`'s delivery: the other thread's values into `right` are queued, all `limit` of
                // them, so this wait ends and they are delivered after it, in order.
                sender.start()
                waited.withLock { $0 = feedbackSent.wait(timeout: .now() + 10) }
            }
            rightInput.send(value: 0)
            leftInput.send(value: 0)
            leftInput.sendCompleted()
            rightInput.sendCompleted()
            #expect(waited.withLock { $0 } == .success)
            #expect(events.withLock { $0 } == (0...limit).map { .value($0) } + [.completed])
        }
    }

    @Test("merge: a value sent from another thread waits until the observer has returned, then is delivered")
    func mergeSenderWaitsForTheObserver() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        let events = Mutex<[Signal<Int, Never>.Event]>([])
        let sent = DispatchSemaphore(value: 0)
        let waited = Mutex<DispatchTimeoutResult?>(nil)
        let sender = Thread {
            rightInput.send(value: 2)
            rightInput.sendCompleted()
            sent.signal()
        }
        left.merge(with: right).observe { event in
            events.withLock { $0.append(event) }
            guard event.value == 1 else { return }
            sender.start()
            // The merged signal delivers one event at a time, so the other thread's value cannot get through while
            // this delivery lasts; an observer that waited for it without a timeout would never return.
            waited.withLock { $0 = sent.wait(timeout: .now() + 0.3) }
        }
        leftInput.send(value: 1)
        leftInput.sendCompleted()
        #expect(sent.wait(timeout: .now() + 30) == .success)
        #expect(waited.withLock { $0 } == .timedOut)
        #expect(events.withLock { $0 } == [.value(1), .value(2), .completed])
    }
}
