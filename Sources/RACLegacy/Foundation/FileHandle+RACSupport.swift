import Foundation
import Dispatch
import RACSupport

extension FileHandle {
    /// Data chunks read on a background queue; completes at end of file.
    public func rac_readInBackground() -> RACSignal {
        let handle = UncheckedSendable(self)
        return RACSignal.createSignal { subscriber in
            let cancelled = RACDisposable()
            DispatchQueue.global().async {
                while !cancelled.isDisposed {
                    let chunk = handle.value.availableData
                    if chunk.isEmpty {
                        subscriber.sendCompleted()
                        return
                    }
                    subscriber.sendNext(chunk)
                }
            }
            return cancelled
        }
    }
}
