import Foundation
import Synchronization
import Testing
import RACSupport

/// The package's lock (ParkingLock on Linux, a pthread mutex in the RAC_TSAN_LOCKS build) excludes, hands over to sleeping threads, and reports a held lock.
@Suite("Support: the package's lock")
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

    @Test("the lock is the one the build asks for: RAC_TSAN_LOCKS reaches the support target as it reaches its users")
    func compileSwitch() {
        #if RAC_TSAN_LOCKS
        #expect(ObjectIdentifier(Lock.self) == ObjectIdentifier(PThreadLock.self))
        #elseif os(Linux)
        #expect(ObjectIdentifier(Lock.self) == ObjectIdentifier(ParkingLock.self))
        #else
        #expect(ObjectIdentifier(Lock.self) == ObjectIdentifier(Mutex<Void>.self))
        #endif
    }
}

/// Carries a result back from another thread (read after a semaphore wait).
private final class Box<Value>: @unchecked Sendable { // written before `done.signal()`, read after `done.wait()`
    var value: Value
    init(_ value: Value) { self.value = value }
}
