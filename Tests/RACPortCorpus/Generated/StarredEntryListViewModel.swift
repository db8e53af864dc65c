import Foundation
import RACLegacy

final class StarredEntryListViewModel: EntryListViewModel {
    var pool: [Any] = []

    override var options: EntryListOptions {
        return EntryListOptions([.paging, .newestFirst])
    }

    override var pageSize: Int {
        return 3
    }

    override func requestPage(_ page: Int) -> RACSignal {
        let start: Int = (page - 1) * self.pageSize
        if start >= self.pool.count {
            return RACSignal.return([])
        }
        let length: Int = min(self.pageSize, self.pool.count - start)
        return RACSignal.return(Array(self.pool[start..<(start + length)]))
    }
}
