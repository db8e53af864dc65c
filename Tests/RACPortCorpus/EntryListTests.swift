import Foundation
import RACLegacy
import Testing

@Suite("corpus: FeedClient and the EntryListViewModel hierarchy (JSON, NSError codes, NS_OPTIONS, overridden getters)", .serialized)
struct EntryListTests {
    @Test("titles of a JSON list, upper-cased, entries without a title skipped; then completed")
    func titles() {
        let client = FeedClient(baseURLString: "https://example.com/api")
        let data = Data(#"[{"title": "rac"}, {"id": 2}, {"title": ""}, {"title": "swift"}]"#.utf8)
        let log = EventLog()
        onImmediateScheduler { log.record(client.titlesFromData(data)) }
        #expect(log.events == ["[\"RAC\", \"SWIFT\"]", "completed"])
    }

    @Test("text that is not JSON fails with code 1 and its description; JSON that is not a list with code 2")
    func errors() {
        let client = FeedClient(baseURLString: "https://example.com/api")
        var failure: NSError?
        let broken = EventLog()
        onImmediateScheduler {
            broken.record(client.titlesFromData(Data("not json".utf8)))
            client.titlesFromData(Data("not json".utf8)).subscribeError { failure = $0 as NSError? }
        }
        #expect(broken.events == ["error 1"])
        #expect(failure?.domain == FeedClientErrorDomain)
        #expect(failure?.localizedDescription == "The feed is not JSON")
        let object = EventLog()
        onImmediateScheduler { object.record(client.titlesFromData(Data(#"{"title": "x"}"#.utf8))) }
        #expect(object.events == ["error 2"])
    }

    @Test("a path joins the base URL; no path (nil or empty) gives no URL")
    func urls() {
        let client = FeedClient(baseURLString: "https://example.com/api")
        #expect(client.URLForPath("feed")?.absoluteString == "https://example.com/api/feed")
        #expect(client.URLForPath(nil) == nil)
        #expect(client.URLForPath("") == nil)
    }

    @Test("the base list pages in order with its own options; the starred subclass's getters override them")
    func hierarchy() {
        let base = EntryListViewModel()
        #expect(base.options == [.paging] && base.pageSize == 2)
        let starred = StarredEntryListViewModel()
        #expect(starred.options == [.paging, .newestFirst] && starred.pageSize == 3)
        #expect(starred.options.contains(.newestFirst) && !base.options.contains(.newestFirst))
    }

    @Test("the starred list loads pages of three from its pool, newest first, and starts over when asked")
    func starredPages() {
        let model = StarredEntryListViewModel()
        model.pool = ["a", "b", "c", "d", "e"]
        model.loadCommand.execute(false)
        drainMainQueue()
        #expect(model.entries.map { "\($0)" } == ["c", "b", "a"] && model.page == 1)
        model.loadCommand.execute(true)
        drainMainQueue()
        #expect(model.entries.map { "\($0)" } == ["e", "d", "c", "b", "a"] && model.page == 2)
        model.loadCommand.execute(true)
        drainMainQueue()
        #expect(model.entries.count == 5 && model.page == 3)
        model.loadCommand.execute(false)
        drainMainQueue()
        #expect(model.entries.map { "\($0)" } == ["c", "b", "a"] && model.page == 1)
    }
}
