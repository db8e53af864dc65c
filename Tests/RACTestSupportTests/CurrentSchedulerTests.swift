import Foundation
import Testing
import RACLegacy
import RACTestSupport

/// `withCurrentScheduler` makes RAC 2 subscriptions start synchronously off the main thread.
@Suite("RACTestSupport: withCurrentScheduler")
struct CurrentSchedulerTests {
    @Test("off the main thread without a current scheduler, subscribeNext returns before the value arrives")
    func deferredWithoutCurrentScheduler() throws {
        try #require(!Thread.isMainThread)
        #expect(RACScheduler.currentScheduler() == nil)
        let arrived = DispatchSemaphore(value: 0)
        let received = Received()
        RACSignal.return(1).subscribeNext { value in
            received.append(value as! Int)
            arrived.signal()
        }
        // Deferred to the subscription scheduler: the value arrives later, on another thread.
        #expect(arrived.wait(timeout: .now() + 5) == .success)
        #expect(received.values == [1])
    }

    @Test("inside withCurrentScheduler the value has arrived when subscribeNext returns")
    func synchronousWithCurrentScheduler() {
        var received: [Int] = []
        withCurrentScheduler {
            RACSignal.return(1).concat(RACSignal.return(2)).subscribeNext { received.append($0 as! Int) }
            #expect(received == [1, 2])
        }
    }

    @Test("withCurrentScheduler returns the body's value, passes its error through, and restores no scheduler after")
    func resultAndError() {
        struct Failure: Error, Equatable {}
        #expect(withCurrentScheduler { RACScheduler.currentScheduler() === RACScheduler.immediateScheduler() })
        #expect(throws: Failure()) { try withCurrentScheduler { () throws(Failure) -> Int in throw Failure() } }
        #expect(RACScheduler.currentScheduler() == nil)
    }
}

/// Values received on another thread, read after a semaphore wait.
final class Received: @unchecked Sendable { // `stored` guarded by `lock`
    private let lock = NSLock()
    private var stored: [Int] = []
    func append(_ value: Int) { lock.lock(); stored.append(value); lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return stored }
}
