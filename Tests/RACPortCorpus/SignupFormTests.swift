import Foundation
import RACLegacy
import Testing

@Suite("corpus: SignupForm")
struct SignupFormTests {
    @Test("RAC() bindings follow the observed fields")
    func bindings() {
        let scheduler = RACTestScheduler()
        let form = scheduler.makeAsCurrentScheduler { SignupForm() }
        #expect(!form.canSubmit && form.greeting == nil)
        scheduler.performAsCurrentScheduler {
            form.name = "Ann"
            form.email = "ann@example.com"
        }
        scheduler.stepAll()
        #expect(form.greeting == "Hello, Ann!")
        #expect(!form.canSubmit)
        scheduler.performAsCurrentScheduler { form.age = 30 }
        scheduler.stepAll()
        #expect(form.canSubmit)
        scheduler.performAsCurrentScheduler { form.email = "nope" }
        scheduler.stepAll()
        #expect(!form.canSubmit)
    }
}

@Suite("corpus: SignupForm with KVO timing")
struct SignupFormKVOTimingTests {
    @Test("a store updates the bound property before the setter returns, as KVO did (contract 4.1)")
    func synchronousBinding() {
        // Subscribed synchronously; the store below happens on a thread with no current scheduler.
        let form = RACScheduler.immediateScheduler().makeAsCurrentScheduler { SignupForm() }
        form.name = "Ann"
        #expect(form.greeting == "Hello, Ann!")
        form.age = 20
        form.email = "ann@example.com"
        #expect(form.canSubmit)
    }
}
