import Foundation
import RACLegacy
import Testing

@Suite("corpus: Uploader")
struct UploaderTests {
    @Test("an upload is retried until it succeeds")
    func retriesThenSucceeds() {
        let uploader = Uploader()
        uploader.failuresBeforeSuccess = 2
        let log = EventLog()
        onImmediateScheduler { log.record(uploader.upload("a.txt", retries: 3)) }
        #expect(uploader.attempts == 3)
        #expect(log.events == ["uploaded a.txt", "completed"])
    }

    @Test("after retries+1 failed attempts the fallback value is sent")
    func givesUp() {
        let uploader = Uploader()
        uploader.failuresBeforeSuccess = 10
        let log = EventLog()
        onImmediateScheduler { log.record(uploader.upload("a.txt", retries: 2)) }
        #expect(uploader.attempts == 3)
        #expect(log.events == ["gave up", "completed"])
    }
}
