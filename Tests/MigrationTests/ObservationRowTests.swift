// The guide's rows on RACObserve's timing (§4, Part 0; issue #23 rows 6–8), pinned against the library.
import Foundation
import Dispatch
import Testing
import RACLegacy

@Suite("MIGRATION §4 RACObserve timing rows", .serialized)
struct ObservationRowTests {
    @Test("RACObserve on a plain @Observable target is synchronous on the storing thread and completes at its deinit (§4, Part 0)")
    func observationTiming() {
        let lines = Lines()
        let stored = DispatchSemaphore(value: 0)
        var person: Person? = Person()
        // Subscribed inside the scheduled block: from the test's thread, which has no current scheduler, RAC 2 defers
        // the subscription to a background scheduler, which could run after the store.
        RACScheduler.scheduler().schedule {
            RACObserve(person!, \.name).subscribeNext({ lines.record(["\($0 ?? "nil") on main: \(Thread.isMainThread)"]) },
                                                      completed: { lines.record(["completed"]) })
            person?.name = "Bob"
            lines.record(["setter returned"])
            stored.signal()
        }
        #expect(stored.wait(timeout: .now() + 60) == .success)
        #expect(lines.all == ["Ann on main: false", "Bob on main: false", "setter returned"])
        person = nil
        #expect(lines.all.last == "completed")
    }

    /// The thread a store ran on, recorded by the storing block before it stores.
    final class ThreadBox: @unchecked Sendable { // written before the store, read by the delivery on that thread
        var thread: Thread?
    }

    @Test("a store made inside the immediate scheduler's performAsCurrentScheduler is still sent on the storing thread before the setter returns (§4: with didSet tracking the current scheduler plays no part)")
    func immediateSchedulerStore() {
        let lines = Lines()
        let person = Person()
        let box = ThreadBox()
        let stored = DispatchSemaphore(value: 0)
        RACScheduler.scheduler().schedule {
            // Subscribed here, where a scheduler is current, so the subscription is in place before the store.
            RACObserve(person, \.name).skip(1).subscribeNext { value in
                lines.record(["\(value ?? "nil") on the storing thread: \(Thread.current === box.thread)"])
            }
            box.thread = Thread.current
            RACScheduler.immediateScheduler().performAsCurrentScheduler { person.name = "Bob" }
            lines.record(["setter returned"])
            stored.signal()
        }
        #expect(stored.wait(timeout: .now() + 60) == .success)
        #expect(lines.all == ["Bob on the storing thread: true", "setter returned"])
    }
}
