import Foundation

extension Data {
    /// Reads the URL on `scheduler`: the Data then completion, or the read error.
    public static func rac_readContentsOfURL(_ url: URL?, options: Data.ReadingOptions, scheduler: RACScheduler) -> RACSignal {
        RACSignal.createSignal { subscriber in
            scheduler.schedule {
                guard let url else {
                    subscriber.sendError(NSError(domain: NSURLErrorDomain, code: NSURLErrorBadURL))
                    return
                }
                do {
                    let data = try Data(contentsOf: url, options: options)
                    subscriber.sendNext(data)
                    subscriber.sendCompleted()
                } catch {
                    subscriber.sendError(error)
                }
            }
        }
    }
}
