import Foundation
import Testing
import RACLegacy
import Reactive
import Bridge

/// 16 threads sending at once on a 2-core machine, into each of the four places users send from many threads at once.
/// A lock that parks badly under oversubscription (Swift 6.3's priority-inheritance `Mutex` on Linux) froze such runs
/// for seconds; each round here must finish within a generous liveness limit (a hang check, not a timing assertion)
/// and deliver every value exactly once. Under `RAC_RELIABILITY=full` (CI): ten rounds of 16 × 50,000 sends; otherwise
/// three rounds of 16 × 5,000, which still keep 16 threads contending for the lock for the whole round.
@Suite("Oversubscription: more sending threads than cores", .serialized)
struct OversubscriptionTests {
    static let senders = 16
    static let perSender = ReliabilitySize.pick(full: 50_000, standard: 5_000)
    static let rounds = ReliabilitySize.pick(full: 10, standard: 3)
    static var total: Int { senders * perSender }
    /// Seconds a round may take before it counts as hung (a healthy round takes well under one).
    static let liveness = 60.0

    /// Runs `round` `rounds` times; each makes a target, sends from 16 threads through `send`, then `finish` ends the
    /// target (so nothing of the round outlives it) and reports the tally.
    static func check(_ name: String, _ round: () -> (send: @Sendable (Int) -> Void, finish: () -> Tally)) async {
        for index in 0..<rounds {
            let (send, finish) = round()
            let finished = await onThreads(senders, seconds: liveness) { sender in
                for value in 0..<perSender { send(sender * perSender + value) }
            }
            #expect(finished, "\(name): round \(index + 1) did not finish within \(liveness) s")
            let tally = finish()
            #expect(tally.count == total && tally.duplicates == 0, "\(name) round \(index + 1): \(tally.summary)")
        }
    }

    @Test("RACSubject: 16 sending threads, repeated rounds") func racSubject() async {
        await Self.check("RACSubject") {
            let subject = RACSubject()
            let tally = Tally(capacity: Self.total)
            onImmediate { subject.subscribeNext { tally.value($0 as! Int) } }
            let shared = UncheckedBox(subject)
            return ({ shared.value.sendNext($0) }, {
                subject.sendCompleted()
                return tally
            })
        }
    }

    @Test("Signal.pipe: 16 sending threads, repeated rounds") func pipe() async {
        await Self.check("Signal.pipe") {
            let (signal, input) = Signal<Int, Never>.pipe()
            let tally = Tally(capacity: Self.total)
            signal.observeValues { tally.value($0) }
            return ({ input.send(value: $0) }, {
                input.sendCompleted()
                return tally
            })
        }
    }

    @Test("MutableProperty: 16 setting threads, repeated rounds") func property() async {
        await Self.check("MutableProperty") {
            let property = MutableProperty(-1)
            let tally = Tally(capacity: Self.total)
            property.signal.observeValues { tally.value($0) }
            return ({ property.value = $0 }, { tally })
        }
    }

    @Test("a bridged pair (RACSubject → SignalProducer → bridged RACSignal): 16 sending threads, repeated rounds")
    func bridged() async {
        await Self.check("bridged pair") {
            let subject = RACSubject()
            let tally = Tally(capacity: Self.total)
            onImmediate {
                SignalProducer(subject, of: Int.self).bridged.subscribeNext { tally.value($0 as! Int) }
            }
            let shared = UncheckedBox(subject)
            return ({ shared.value.sendNext($0) }, {
                subject.sendCompleted()
                return tally
            })
        }
    }
}

/// Hands a subject to the sending threads: sending into it from many threads at once is what these tests do.
final class UncheckedBox<Value>: @unchecked Sendable { // immutable; the value is thread-safe by contract
    let value: Value
    init(_ value: Value) { self.value = value }
}
