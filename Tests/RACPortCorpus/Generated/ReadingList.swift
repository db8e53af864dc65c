import Foundation
import Observation
import RACLegacy

func ReadingListWrap(_ value: Int, _ count: Int) -> Int {
    if count == 0 {
        return 0
    }
    return value % count
}

final class ReadingList: Observable {
    @RACObservable private(set) var titles: [String] = []
    @RACObservable var currentTitle: String? = nil
    @RACObservable private(set) var position = 0
    @RACObservable var sizeSubject: RACSubject! = nil

    init(titles: [String]) {
        self.titles = titles
        self.sizeSubject = RACSubject.subject()
        self.currentTitle = titles.first
    }

    var sizes: RACSignal! {
        return self.sizeSubject.startWith(self.titles.count)
    }

    func addTitle(_ title: String) {
        defer {
            self.sizeSubject.sendNext(self.titles.count)
        }
        var updated: [String] = self.titles
        updated.append(title)
        self.titles = updated
    }

    func advance() {
        let next: Int = {
            let candidate: Int = self.position + 1
            return ReadingListWrap(candidate, self.titles.count)
        }()
        self.position = next
        self.currentTitle = self.titleAtIndex(next)
    }

    func titleAtIndex(_ index: Int) -> String? {
        if index < 0 || index >= self.titles.count {
            return nil
        }
        return self.titles[index]
    }
}
