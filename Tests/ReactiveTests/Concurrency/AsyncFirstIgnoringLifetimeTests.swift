import Foundation
import Synchronization
import Testing
@testable import Reactive

/// `asyncFirst` and `asyncSingle` start the producer on a thread of their own, so a synchronous producer that ignores
/// its lifetime (it never checks `hasEnded`) cannot keep them from returning: they return once it sends again after
/// the interruption, and it goes on aside. Each producer here stops when the test says so, after the assertions, so
/// that nothing keeps running after the test.
@Suite("2.18 async terminals return from a producer that ignores its lifetime", .serialized)
struct AsyncFirstIgnoringLifetimeTests {
    /// An endless synchronous producer that ignores its lifetime: it sends 1, 2, 3, ... until `stop` is set. After
    /// its second value it paces itself (about 1,000 values a second), so that while a test waits for its turn on a
    /// loaded machine, the producer does not take a processor from the tests it waits for.
    final class Endless: @unchecked Sendable {  // every field is atomic
        let stop = Synchronization.Atomic<Bool>(false)
        let sentCount = Synchronization.Atomic<Int>(0)
        let ended = DispatchSemaphore(value: 0)
        var sent: Int { sentCount.load(ordering: .sequentiallyConsistent) }

        var producer: SignalProducer<Int, Never> {
            SignalProducer { [self] observer, _ in
                var next = 1
                while !stop.load(ordering: .sequentiallyConsistent) {
                    observer.send(value: next)
                    sentCount.store(next, ordering: .sequentiallyConsistent)
                    next += 1
                    if next > 2 { usleep(1_000) }
                }
                ended.signal()
            }
        }
    }

    /// Stops `endless` if `returned` is not signalled within `seconds`, so that a terminal that never returns on its
    /// own, as before, does return and the test fails instead of hanging. Only a bound: the tests assert that the
    /// terminal returned while the producer still ran, which a loaded machine delays but cannot fake.
    static func watchdog(_ endless: Endless, seconds: Double = 300) -> Watchdog {
        let watchdog = Watchdog()
        Thread.detachNewThread {
            if watchdog.returned.wait(timeout: .now() + seconds) == .timedOut {
                watchdog.fired.store(true, ordering: .sequentiallyConsistent)
                endless.stop.store(true, ordering: .sequentiallyConsistent)
            }
        }
        return watchdog
    }

    /// Waits (60 s at most) for `semaphore` on a thread of its own, not on the concurrency pool, whose few threads the
    /// other tests running meanwhile need.
    static func offThePool(_ semaphore: DispatchSemaphore) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: semaphore.wait(timeout: .now() + 60) == .success) }
        }
    }

    /// What the test and its watchdog thread share.
    final class Watchdog: Sendable {
        let returned = DispatchSemaphore(value: 0)
        let fired = Synchronization.Atomic<Bool>(false)
        func timedOut() -> Bool { fired.load(ordering: .sequentiallyConsistent) }
    }

    @Test("asyncFirst returns the first value of an endless synchronous producer that ignores its lifetime")
    func first() async {
        let endless = Endless()
        let watchdog = Self.watchdog(endless)
        let value = await endless.producer.asyncFirst()
        watchdog.returned.signal()
        // Its start had not returned (it cannot before `stop`): asyncFirst returned while it went on aside.
        let wasRunning = endless.ended.wait(timeout: .now()) == .timedOut
        endless.stop.store(true, ordering: .sequentiallyConsistent)
        #expect(!watchdog.timedOut(), "asyncFirst returned only once the producer was stopped")
        #expect(value == 1)
        #expect(wasRunning)
        if wasRunning { #expect(await Self.offThePool(endless.ended)) }
    }

    @Test("asyncSingle returns nil at the second value of an endless synchronous producer that ignores its lifetime")
    func single() async {
        let endless = Endless()
        let watchdog = Self.watchdog(endless)
        let value = await endless.producer.asyncSingle()
        watchdog.returned.signal()
        let wasRunning = endless.ended.wait(timeout: .now()) == .timedOut
        endless.stop.store(true, ordering: .sequentiallyConsistent)
        #expect(!watchdog.timedOut(), "asyncSingle returned only once the producer was stopped")
        #expect(value == nil)
        #expect(endless.sent >= 2)
        #expect(wasRunning)
        if wasRunning { #expect(await Self.offThePool(endless.ended)) }
    }

    @Test("asyncFirst still runs a producer that checks its lifetime to the end of its start before returning")
    func firstOfProducerCheckingLifetime() async {
        let sent = Synchronization.Atomic<Int>(0)
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            var next = 1
            while !lifetime.hasEnded {
                observer.send(value: next)
                sent.store(next, ordering: .sequentiallyConsistent)
                next += 1
            }
        }
        #expect(await producer.asyncFirst() == 1)
        #expect(sent.load(ordering: .sequentiallyConsistent) == 1)
    }
}
