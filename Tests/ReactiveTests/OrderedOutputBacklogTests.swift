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
}
