import Foundation
import RACLegacy

struct EntryListOptions: OptionSet, Hashable {
    let rawValue: Int
    static let paging = EntryListOptions(rawValue: 1 << 0)
    static let newestFirst = EntryListOptions(rawValue: 1 << 1)
}

class EntryListViewModel {
    private(set) var entries: [Any] = []
    private(set) var page = 0
    private(set) var loadCommand: RACCommand! = nil

    init() {
        self.entries = []
        self.loadCommand = RACCommand(signalBlock: { [weak self] next in
            guard let self else { return RACSignal.empty() }
            let next = next as? NSNumber
            let page: Int = next?.boolValue == true ? self.page + 1 : 1
            return self.requestPage(page).doNext { [weak self] items in
                guard let self else { return }
                let items = items as? [Any] ?? []
                var all: [Any] = page == 1 ? [] : self.entries
                for item in items {
                    if self.options.contains(EntryListOptions.newestFirst) {
                        all.insert(item, at: 0)
                    } else {
                        all.append(item)
                    }
                }
                self.entries = all
                self.page = page
            }
        })
    }

    var options: EntryListOptions {
        return EntryListOptions.paging
    }

    var pageSize: Int {
        return 2
    }

    func requestPage(_ page: Int) -> RACSignal {
        return RACSignal.return([])
    }
}
