import RACLegacy
import Reactive

extension RACDisposable: Disposable {}

extension RACDisposable {
    /// A RACDisposable that disposes `disposable` (a no-op one for nil).
    public convenience init(_ disposable: (any Disposable)?) {
        if let disposable {
            self.init(block: disposable.dispose)
        } else {
            self.init()
        }
    }
}
