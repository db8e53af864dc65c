import Foundation
import RACLegacy

final class PanelController {
    weak var titleLabel: TextLabel? = nil
    weak var countLabel: TextLabel? = nil
    var list: ReadingList! = nil

    init(list: ReadingList) {
        self.list = list
    }

    func viewDidLoad() {
        RACObserve(self.list, \.currentTitle).subscribeNext { [weak self] title in
            guard let self else { return }
            let title = title as? String
            self.titleLabel?.text = title ?? "(none)"
        }
        self.list.sizes.subscribeNext { [weak self] size in
            guard let self else { return }
            let size = size as? NSNumber
            self.countLabel?.text = "\(size.map { "\($0)" } ?? "(null)") titles"
        }
    }

    func nextTapped(_ sender: Any?) {
        self.list.advance()
    }
}
