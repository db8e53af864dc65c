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
                var sum = 0
                let lock = Mutex(())
                let observer: (Int) -> Void = opaque { sum &+= $0 }
                return {
                    sendConcurrently(n) { value in lock.withLock { _ in observer(value) } }
                    return sum
                }
            },
            .openCombine: .timed { n in
                var sum = 0
                let subject = PassthroughSubject<Int, Never>()
                let subscription = subject.sink { sum &+= $0 }
                return {
                    withExtendedLifetime(subscription) { sendConcurrently(n) { subject.send($0) } }
                    return sum
                }
            },
            .reactive: .timed { n in
                var sum = 0
                let (output, input) = Signal<Int, Never>.pipe()
                output.observeValues { sum &+= $0 }
                return {
                    sendConcurrently(n) { input.send(value: $0) }
                    return sum
                }
            },
            .legacy: legacy { n in
                var sum = 0
                let subject = RACSubject()
                subject.subscribeNext { sum &+= $0 as! Int }
                return {
                    sendConcurrently(n) { subject.sendNext($0) }
                    return sum
                }
            },
        ]),
    ]
}

/// Sending threads in S11.
private let threads = 2

/// Calls `send(0..<n)` on each of `threads` threads at once and returns when all are done.
private func sendConcurrently(_ n: Int, _ send: (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        for i in 0..<n { send(i) }
    }
}
