import Foundation
import Dispatch

extension FileHandle {
    /// Data chunks read on a background queue; completes at end of file.
    public func rac_readInBackground() -> RACSignal {
        let handle = UncheckedSendable(self)
        return RACSignal.createSignal { subscriber in
            let cancelled = RACDisposable()
            let target = UncheckedSendable(subscriber)
            DispatchQueue.global().async {
                while !cancelled.isDisposed {
                    let chunk = handle.value.availableData
                    if chunk.isEmpty {
                        target.value.sendCompleted()
                        return
                    }
                    target.value.sendNext(chunk)
                }
            }
            return cancelled
        }
    }
}
