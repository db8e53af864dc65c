import Foundation
import RACLegacy
import Testing

@Suite("corpus: WordStatistics")
struct WordStatisticsTests {
    @Test("sequence pipelines filter, map and fold")
    func sequences() {
        let stats = WordStatistics()
        let words: [Any] = ["a", "reactive", "cocoa", "is", "fun"]
        #expect(stats.longWords(words, minimumLength: 3).map { "\($0)" } == ["REACTIVE", "COCOA", "FUN"])
        #expect(stats.totalLength(words)?.intValue == 19)
    }

    @Test("a sequence's signal sends every element, then completes")
    func signal() {
        let log = EventLog()
        onImmediateScheduler { log.record(WordStatistics().shoutedSignal(["hi", "yo"])) }
        #expect(log.events == ["hi!", "yo!", "completed"])
    }
}
