import Testing
@testable import RACLegacy

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
