import Foundation
import RACLegacy
import Testing

@Suite("corpus: ScoreListener")
struct ScoreListenerTests {
    @Test("each delegate call (through the protocol) reaches the scores signal, which completes when the listener goes away")
    func selectorSignal() {
        var listener: ScoreListener? = ScoreListener()
        let log = EventLog()
        onImmediateScheduler { log.record(listener!.scores) }
        #expect(listener?.hasScore == false)
        do {
            let delegate: (any ScoreServiceDelegate)? = listener
            delegate?.scoreUpdated("10-8", timeRemaining: 30)
            delegate?.serviceStopped()
        }
        #expect(listener?.hasScore == true && listener?.lastScore == "10-8")
        listener?.scoreUpdated("12-8", timeRemaining: 12)
        listener = nil
        #expect(log.events == ["10-8 with 30 s left", "12-8 with 12 s left", "completed"])
    }
}
