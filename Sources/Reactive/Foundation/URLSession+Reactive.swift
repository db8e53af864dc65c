import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession: ReactiveExtensionsProvider {}

extension Reactive where Base: URLSession {
    /// A producer whose every start runs one data task for `request`: it sends the body and response, then
    /// completes, or fails with the session's error. Interrupting a run cancels its task.
    public func data(with request: URLRequest) -> SignalProducer<(Data, URLResponse), any Swift.Error> {
        SignalProducer { [session = base] observer, lifetime in
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    observer.send(error: error)
                } else if let data, let response {
                    observer.send(value: (data, response))
                    observer.sendCompleted()
                } else {
                    observer.send(error: URLSessionMissingResponse(request: request))
                }
            }
            lifetime.observeEnded { task.cancel() }
            task.resume()
        }
    }
}

/// The failure of `Reactive<URLSession>.data(with:)` when the session reports neither an error nor a response.
struct URLSessionMissingResponse: Swift.Error {
    let request: URLRequest
}
