import Foundation
import RACLegacy

final class PagingViewModel {
    private(set) var items: [Any] = []
    private(set) var page = 0
    private(set) var hasMore = false
    private(set) var loadNextPage: RACCommand! = nil
    private var _pageSize = 0
    private var _pageCount = 0

    init(pageSize: Int, pageCount: Int) {
        self._pageSize = pageSize
        self._pageCount = pageCount
        self.items = []
        self.hasMore = true
        self.loadNextPage = RACCommand(signalBlock: { [weak self] input in
            guard let self else { return RACSignal.empty() }
            return self.fetchPage(self.page + 1).doNext { [weak self] newItems in
                guard let self else { return }
                let newItems = newItems as? [Any] ?? []
                self.appendItems(newItems)
            }
        })
    }

    func fetchPage(_ page: Int) -> RACSignal {
        if page > self._pageCount {
            return RACSignal.return([])
        }
        var result: [Any] = []
        for i in 0..<self._pageSize {
            result.append("item \(page).\(i)")
        }
        return RACSignal.return(result)
    }

    func appendItems(_ newItems: [Any]) {
        var all: [Any] = self.items
        for item in newItems {
            all.append(item)
        }
        self.items = all
        if newItems.count > 0 {
            self.page += 1
        }
        self.hasMore = self.page < self._pageCount
    }
}
