import Foundation
import Testing
@testable import Reactive

/// The module's lock (ParkingLock on Linux) excludes, hands over to sleeping threads, and reports a held lock.
@Suite("Support: the module's lock")
struct LockTests {
    /// A counter guarded only by the lock under test.
    final class Counter: @unchecked Sendable { // `value` guarded by `lock`
        let lock = Lock(())
        var value = 0
    }

    @Test("8 threads × 100,000 increments under the lock on 2 cores lose none")
    func mutualExclusion() {
        let counter = Counter()
        let group = DispatchGroup()
        for _ in 0..<8 {
            group.enter()
            Thread.detachNewThread {
                for _ in 0..<100_000 { counter.lock.withLock { _ in counter.value += 1 } }
                group.leave()
            }
        }
        #expect(group.wait(timeout: .now() + 60) == .success)
        #expect(counter.lock.withLock { _ in counter.value } == 800_000)
    }

    @Test("withLockIfAvailable runs the body only when the lock is free")
    func tryLock() {
        let counter = Counter()
        #expect(counter.lock.withLockIfAvailable { _ in 1 } == 1)
        let nested = counter.lock.withLock { _ in
            // Another thread tries while this one holds the lock.
            let result = Box<Int?>(0)
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                result.value = counter.lock.withLockIfAvailable { _ in 2 }
                done.signal()
            }
            done.wait()
            return result.value
        }
        #expect(nested == nil)
    }
}

/// Carries a result back from another thread (read after a semaphore wait).
private final class Box<Value>: @unchecked Sendable { // written before `done.signal()`, read after `done.wait()`
    var value: Value
    init(_ value: Value) { self.value = value }
}
