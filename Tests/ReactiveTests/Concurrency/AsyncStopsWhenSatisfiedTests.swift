import Foundation
import Synchronization
import Testing
@testable import Reactive

/// The async terminals and `values` stop a synchronous producer once the consumer needs no more values, instead of
/// running it to its end first (an endless one never ended). Each producer here would run forever if not stopped; it
/// gives up after `cap` values so that a regression fails instead of hanging.
@Suite("2.18 async interop stops when satisfied")
struct AsyncStopsWhenSatisfiedTests {
    static let cap = 5_000_000

    /// Counts what an endless synchronous producer sent and whether its run was interrupted.
    final class Run: @unchecked Sendable {
        let sentCount = Synchronization.Atomic<Int>(0)
        let interruption = Synchronization.Atomic<Bool>(false)
        let ended = DispatchSemaphore(value: 0)
        /// Signalled by the run's lifetime-ended action, which the interrupting thread may run after the producer's
        /// loop has already seen its lifetime end.
        let interruptionRan = DispatchSemaphore(value: 0)
        var sent: Int { sentCount.load(ordering: .sequentiallyConsistent) }
        var interrupted: Bool { interruption.load(ordering: .sequentiallyConsistent) }
    }

    /// Waits (30 s at most) for `semaphore` on a thread of its own: a blocking wait on the concurrency pool could
    /// hold the thread that the interruption being waited for needs (CI's ThreadSanitizer run timed out so).
    static func offThePool(_ semaphore: DispatchSemaphore) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: semaphore.wait(timeout: .now() + 30) == .success) }
        }
    }

    /// Sends 1, 2, 3, ... until its lifetime ends (or the cap), then signals `run.ended`.
    static func endless(_ run: Run) -> SignalProducer<Int, Never> {
        SignalProducer { observer, lifetime in
            lifetime.observeEnded {
                run.interruption.store(true, ordering: .sequentiallyConsistent)
                run.interruptionRan.signal()
            }
            var next = 1
            while !lifetime.hasEnded && next <= cap {
                observer.send(value: next)
                run.sentCount.store(next, ordering: .sequentiallyConsistent)
                next += 1
            }
            run.ended.signal()
        }
    }

    @Test("asyncFirst returns the first value of an endless synchronous producer and interrupts it there")
    func first() async {
        let run = Run()
        let value = await Self.endless(run).asyncFirst()
        #expect(value == 1)
        #expect(run.sent == 1)
        #expect(run.interrupted)
    }

    @Test("asyncSingle takes two values of an endless producer, interrupts it and returns nil")
    func single() async {
        let run = Run()
        let value = await Self.endless(run).asyncSingle()
        #expect(value == nil)
        #expect(run.sent == 2)
        #expect(run.interrupted)
    }

    @Test("asyncSingle still returns the only value of a producer that sends one and completes")
    func singleValue() async {
        #expect(await SignalProducer<Int, Never>(value: 4).asyncSingle() == 4)
        #expect(await SignalProducer<Int, Never>([4, 5]).asyncSingle() == nil)
    }

    @Test("for await over an endless synchronous producer hands out values while it runs; break interrupts it")
    func valuesBreak() async {
        let run = Run()
        var taken: [Int] = []
        for await value in Self.endless(run).values {
            taken.append(value)
            if taken.count == 3 { break }
        }
        #expect(taken == [1, 2, 3])
        // The producer's loop stops once the iterator's departure interrupted it; wait for that, bounded.
        #expect(await Self.offThePool(run.ended))
        // Known race (issue #32, item 4): about 1 run in 15 the interruption sent from the departing iterator's
        // thread does not reach a start that is still sending on its own thread, and the loop runs to the cap.
        await withKnownIssue("the interruption of a start still sending on its own thread can be lost", isIntermittent: true) {
            #expect(await Self.offThePool(run.interruptionRan))
            #expect(run.interrupted)
            #expect(run.sent < Self.cap)
        }
    }

    @Test("a long synchronous producer's first value arrives before the producer has finished")
    func valuesFirstBeforeEnd() async {
        let run = Run()
        var iterator = Self.endless(run).values.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        #expect(run.sent < Self.cap)
        _ = consume iterator
        #expect(await Self.offThePool(run.ended))
        // The same known race as above (issue #32, item 4).
        await withKnownIssue("the interruption of a start still sending on its own thread can be lost", isIntermittent: true) {
            #expect(await Self.offThePool(run.interruptionRan))
            #expect(run.interrupted)
        }
    }
}
