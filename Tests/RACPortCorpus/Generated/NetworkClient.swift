import Foundation
import RACLegacy

typealias RequestCompletion = (Any?, (any Error)?) -> Void

final class NetworkClient {
    private(set) var scheduler: RACScheduler! = nil
    private(set) var requestCount = 0

    init(scheduler: RACScheduler) {
        self.scheduler = scheduler
    }

    func performRequest(_ url: String?, completion: RequestCompletion!) {
        self.requestCount += 1
        self.scheduler.afterDelay(
            1,
            schedule: {
                if url?.hasPrefix("https://") == true {
                    completion("body of \(url.map { "\($0)" } ?? "(null)")", nil)
                } else {
                    completion(nil, NSError(domain: "NetworkErrorDomain", code: 400, userInfo: nil))
                }
            })
    }

    func fetch(_ url: String?) -> RACSignal {
        return RACSignal.createSignal { subscriber in
            var cancelled = false
            self.performRequest(
                url,
                completion: { body, error in
                    if cancelled {
                        return
                    }
                    if error != nil {
                        subscriber.sendError(error)
                    } else {
                        subscriber.sendNext(body)
                        subscriber.sendCompleted()
                    }
                })
            return RACDisposable.disposableWithBlock { cancelled = true }
        }
    }
}
