import Foundation
import RACLegacy
import Testing

@Suite("corpus: UserCache")
struct UserCacheTests {
    @Test("a name is looked up lazily, once, and replayed to every subscriber")
    func replayLazily() {
        let cache = UserCache()
        let first = EventLog()
        let second = EventLog()
        onImmediateScheduler {
            let signal = cache.userNamed("ann")
            #expect(cache.lookups == 0)
            first.record(signal)
            second.record(cache.userNamed("ann"))
            #expect(cache.userNamed("ann") === signal)
        }
        #expect(cache.lookups == 1)
        #expect(first.events == ["ANN", "completed"])
        #expect(second.events == ["ANN", "completed"])
    }
}
