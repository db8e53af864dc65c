import Dispatch
import Foundation
import Testing
@testable import RACLegacy
import RACSupport

/// The queue a subscription's events wait in while another thread delivers.
@Suite("RACLegacy pending events queue")
struct PendingEventsTests {
    final class Payload {}

    @Test("takes the oldest events first across partial takes and prefix drops, and lets go of what it handed over")
    func fifoAndRelease() {
        let queue = PendingEvents()
        var delivered: [Int] = []
        weak var firstPayload: Payload?
        func push(_ values: Range<Int>) {
            queue.lock.withLock { _ in queue.events.append(contentsOf: values.map { SignalEvent.next($0) }) }
        }
        func take(_ count: Int) {
            queue.take(count)
            for case .next(let value) in queue.batch { delivered.append(value as! Int) }
            queue.batch.removeAll(keepingCapacity: true)
        }
        do {
            let payload = Payload()
            firstPayload = payload
            queue.lock.withLock { _ in queue.events.append(.next(payload)) }
        }
        push(0..<199)
        queue.take(1)
        #expect(queue.batch.count == 1)
        queue.batch.removeAll(keepingCapacity: true)
        // Taken and handed over: the queue keeps the slot for now, not the value.
        #expect(firstPayload == nil)
        take(99)    // 100 of 200 taken: the prefix is dropped
        #expect(queue.head == 0 && queue.events.count == 100)
        take(30)
        push(199..<260)
        take(1_000)  // everything queued
        #expect(delivered == Array(0..<260))
        #expect(queue.head == 0 && queue.events.isEmpty)
    }
}

/// When a value waits for another thread's delivery instead of being queued for it.
@Suite("RACLegacy sink ownership wait")
struct SinkOwnershipWaitTests {
    /// The block sink of `subject`'s only subscription.
    func onlySink(of subject: RACSubject) -> SubscriptionSink {
        subject.state.withLock { $0.subscribers.elements.compactMap { $0 } }[0]
    }

    @Test("a send from inside the owner's own delivery queues at once, without spinning, on a contended sink")
    func reentrantSendDoesNotSpin() {
        let subject = RACSubject()
        var received: [Int] = []
        subject.subscribeNext { value in
            received.append(value as! Int)
            if value as! Int == 1 { subject.sendNext(2) }
        }
        let sink = onlySink(of: subject)
        sink.ownerTag.store(SubscriptionSink.ownerUnknown, ordering: .relaxed)  // as after a first contention
        let before = OperationCount.current
        subject.sendNext(1)
        #expect(OperationCount.current - before == 0)
        #expect(received == [1, 2])
    }

    @Test("never contended: no wait; another thread's delivery that ends is taken over; one that does not is waited for a bounded time")
    func boundedWait() {
        let subject = RACSubject()
        subject.subscribeNext { _ in }
        let sink = onlySink(of: subject)
        var before = OperationCount.current
        #expect(!sink.acquireAfterWaiting())
        #expect(OperationCount.current - before == 0)

        let otherThread: UInt8 = currentThreadTag() == 2 ? 3 : 2
        sink.ownerTag.store(otherThread, ordering: .relaxed)
        // Its delivery has ended: ownership is taken on the first look.
        before = OperationCount.current
        #expect(sink.acquireAfterWaiting())
        #expect(OperationCount.current - before == 1)
        // Now held (by this test, standing in for the other thread) and never given up: the wait gives up.
        before = OperationCount.current
        #expect(!sink.acquireAfterWaiting())
        #expect(OperationCount.current - before == SubscriptionSink.ownershipSpinLimit)
        sink.ownerTag.store(0, ordering: .relaxed)
        sink.release()
        #expect(sink.wip.load(ordering: .relaxed) == 0)
    }

    @Test("a delivery that waits for another thread's send into the same sink does not deadlock: that send queues")
    func waitingDeliveryDoesNotDeadlock() {
        let subject = RACSubject()
        let received = Recorder()
        let otherSendReturned = DispatchSemaphore(value: 0)
        var waitedInTime = false
        subject.subscribeNext { value in
            received.append(.next(hashable(value)))
            guard value as! Int == 1 else { return }
            Thread.detachNewThread {
                subject.sendNext(2)
                otherSendReturned.signal()
            }
            waitedInTime = otherSendReturned.wait(timeout: .now() + 30) == .success
        }
        onlySink(of: subject).ownerTag.store(SubscriptionSink.ownerUnknown, ordering: .relaxed)
        subject.sendNext(1)
        #expect(waitedInTime)
        #expect(received.events == [.next(1), .next(2)])
    }
}
