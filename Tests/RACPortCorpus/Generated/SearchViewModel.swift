import Foundation
import Observation
import RACLegacy

final class SearchViewModel: Observable {
    @RACObservable var query: String? = nil
    @RACObservable private(set) var results: [Any] = []
    @RACObservable private(set) var searches = 0
    private var _words: [Any] = []

    init(words: [Any]) {
        self._words = words
        self.results = []
        RAC[self, \.results] = RACObserve(self, \.query).throttle(0.3).filter { query in
            let query = query as? String
            return (query?.count ?? 0) > 0
        }.map { [weak self] query in
            guard let self else { return nil }
            let query = query as? String
            return self.search(query)
        }.switchToLatest()
    }

    func search(_ query: String?) -> RACSignal {
        self.searches += 1
        var matches: [Any] = []
        for case let word as String in self._words {
            if word.hasPrefix(query ?? "") {
                matches.append(word)
            }
        }
        return RACSignal.return(matches).delay(0.5)
    }
}
