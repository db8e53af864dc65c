import Foundation
import RACLegacy
import Testing

@Suite("corpus: PagingViewModel", .serialized)
struct PagingViewModelTests {
    @Test("each execution appends one page until the last page")
    func pages() {
        let model = PagingViewModel(pageSize: 2, pageCount: 2)
        #expect(model.items.isEmpty && model.hasMore)
        model.loadNextPage.execute(nil)
        drainMainQueue()
        #expect(model.items.map { "\($0)" } == ["item 1.0", "item 1.1"])
        #expect(model.page == 1 && model.hasMore)
        model.loadNextPage.execute(nil)
        drainMainQueue()
        #expect(model.items.count == 4 && model.page == 2 && !model.hasMore)
        model.loadNextPage.execute(nil)
        drainMainQueue()
        #expect(model.items.count == 4 && model.page == 2)
    }
}
