import Dispatch
import OpenCombine
import RACLegacy
import Reactive
import Synchronization

/// S11: two threads send into one subject at once; its single observer must still see them one at a time.
func contentionScenarios() -> [Scenario] {
    [
        Scenario("S11", "contended send: 2 threads into 1 subject, 1 observer", n: 500_000, eventsPerStep: threads, [
            // The floor serialises delivery with one mutex, the least a library must do.
            .floor: .timed { n in
                let sum = Cell()
                let lock = Mutex(())
                let observer: (Int) -> Void = opaque { sum.value &+= $0 }
                return {
                    sendConcurrently(n) { value in lock.withLock { _ in observer(value) } }
                    return sum.value
                }
            },
            .openCombine: .timed { n in
                let sum = Cell()
                let subject = PassthroughSubject<Int, Never>()
                let subscription = subject.sink { sum.value &+= $0 }
                return {
                    withExtendedLifetime(subscription) { sendConcurrently(n) { subject.send($0) } }
                    return sum.value
                }
            },
            .reactive: .timed { n in
                let sum = Cell()
                let (output, input) = Signal<Int, Never>.pipe()
                output.observeValues { sum.value &+= $0 }
                return {
                    sendConcurrently(n) { input.send(value: $0) }
                    return sum.value
                }
            },
            .legacy: legacy { n in
                let sum = Cell()
                let subject = RACSubject()
                subject.subscribeNext { sum.value &+= $0 as! Int }
                return {
                    sendConcurrently(n) { subject.sendNext($0) }
                    return sum.value
                }
            },
        ]),
    ]
}

/// Sending threads in S11.
private let threads = 2

/// Calls `send(0..<n)` on each of `threads` threads at once and returns when all are done.
private func sendConcurrently(_ n: Int, _ send: @escaping (Int) -> Void) {
    let shared = UncheckedSendable(send)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        for i in 0..<n { shared.value(i) }
    }
}

/// Lets the send closure reach the sending threads. Safe here because calling it concurrently is exactly what
/// S11 measures: each library serialises delivery to its observer itself, and the floor takes a mutex.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
