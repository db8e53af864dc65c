import Foundation
import RACLegacy

final class Uploader {
    var failuresBeforeSuccess = 0
    private(set) var attempts = 0

    func upload(_ file: String?, retries: Int) -> RACSignal {
        let attempt: RACSignal = RACSignal.defer {
            self.attempts += 1
            if self.attempts <= self.failuresBeforeSuccess {
                return RACSignal.error(
                    NSError(domain: "UploadErrorDomain", code: self.attempts, userInfo: nil))
            }
            return RACSignal.return("uploaded \(file.map { "\($0)" } ?? "(null)")")
        }
        return attempt.retry(retries).catch { error in RACSignal.return("gave up") }
    }
}
