import Foundation
import RACLegacy
import Testing

@Suite("corpus: NetworkClient")
struct NetworkClientTests {
    @Test("a request delivers its body after the scheduler's delay, once per subscription")
    func fetch() {
        let scheduler = RACTestScheduler()
        let client = NetworkClient(scheduler: scheduler)
        let log = EventLog()
        let signal = client.fetch("https://a")
        #expect(client.requestCount == 0)
        scheduler.performAsCurrentScheduler { log.record(signal) }
        #expect(client.requestCount == 1 && log.events.isEmpty)
        scheduler.stepAll()
        #expect(log.events == ["body of https://a", "completed"])
        scheduler.performAsCurrentScheduler { log.record(signal) }
        #expect(client.requestCount == 2)
    }

    @Test("a failing request errors; disposing before the callback suppresses it")
    func errorsAndCancellation() {
        let scheduler = RACTestScheduler()
        let client = NetworkClient(scheduler: scheduler)
        let failed = EventLog()
        let cancelled = EventLog()
        scheduler.performAsCurrentScheduler {
            failed.record(client.fetch("http://plain"))
            cancelled.record(client.fetch("https://b")).dispose()
        }
        scheduler.stepAll()
        #expect(failed.events == ["error 400"])
        #expect(cancelled.events.isEmpty)
    }
}
