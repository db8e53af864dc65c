import Foundation
import RACLegacy

enum FeedClientError: Int {
    case badJSON = 1
    case notAList = 2
}

let FeedClientErrorDomain = "FeedClientErrorDomain"

final class FeedClient {
    private(set) var baseURLString: String! = nil

    init(baseURLString: String) {
        self.baseURLString = baseURLString
    }

    func URLForPath(_ path: String?) -> URL? {
        if (path?.count ?? 0) == 0 {
            return nil
        }
        let full: String? = (self.baseURLString as NSString).appendingPathComponent(path ?? "")
        return full.flatMap { URL(string: $0) }
    }

    func titlesFromData(_ data: Data) -> RACSignal {
        let json: Any? = (try? JSONSerialization.jsonObject(with: data))
        if json == nil {
            let info: [AnyHashable: Any] = [NSLocalizedDescriptionKey: "The feed is not JSON"]
            let error: (any Error)? = NSError(
                domain: FeedClientErrorDomain,
                code: FeedClientError.badJSON.rawValue,
                userInfo: info as? [String: Any])
            return RACSignal.error(error)
        }
        if !((json is [Any])) {
            let error: (any Error)? = NSError(
                domain: FeedClientErrorDomain,
                code: FeedClientError.notAList.rawValue,
                userInfo: nil)
            return RACSignal.error(error)
        }
        var titles: [Any] = []
        for case let entry as [AnyHashable: Any] in json as? [Any] ?? [] {
            let title: String? = entry["title"] as? String
            if (title?.count ?? 0) > 0 {
                titles.append((title?.uppercased())!)
            }
        }
        return RACSignal.return(titles)
    }
}
