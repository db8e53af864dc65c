import Foundation
import RACLegacy
import Testing

@Suite("corpus: SearchViewModel")
struct SearchViewModelTests {
    @Test("typing is throttled and only the latest search delivers")
    func throttledSearch() {
        let scheduler = RACTestScheduler()
        let model = scheduler.makeAsCurrentScheduler {
            SearchViewModel(words: ["swift", "switch", "signal", "sequence"])
        }
        scheduler.performAsCurrentScheduler {
            model.query = "s"
            model.query = "sw"
        }
        scheduler.stepAll()
        #expect(model.searches == 1)
        #expect(model.results.map { "\($0)" } == ["swift", "switch"])
        scheduler.performAsCurrentScheduler { model.query = "si" }
        scheduler.stepAll()
        #expect(model.searches == 2)
        #expect(model.results.map { "\($0)" } == ["signal"])
    }
}
