import HeapStats
import OpenCombine
import RACLegacy
import Reactive

/// S12: heap bytes held per live subscription, with N subscriptions on one subject.
func memoryScenarios() -> [Scenario] {
    [
        Scenario("S12", "memory: N live subscriptions on one subject", n: 100_000, [
            .floor: .memory { n in
                let sum = Cell()
                let bag = ClosureBag()
                let bytes = bytesPerSubscription(n, subscribe: { bag.insert { sum.value &+= $0 } }, send: bag.send)
                return (bytes, sum.value)
            },
            .openCombine: .memory { n in
                let sum = Cell()
                let subject = PassthroughSubject<Int, Never>()
                let bytes = bytesPerSubscription(n, subscribe: { subject.sink { sum.value &+= $0 } }, send: subject.send)
                return (bytes, sum.value)
            },
            .reactive: .memory { n in
                let sum = Cell()
                let (output, input) = Signal<Int, Never>.pipe()
                let bytes = bytesPerSubscription(n, subscribe: { output.observeValues { sum.value &+= $0 } as Any },
                                                 send: { input.send(value: $0) })
                return (bytes, sum.value)
            },
            .legacy: .memory { n in
                onImmediateScheduler {
                    let sum = Cell()
                    let subject = RACSubject()
                    let bytes = bytesPerSubscription(n, subscribe: { subject.subscribeNext { sum.value &+= $0 as! Int } },
                                                     send: subject.sendNext)
                    return (bytes, sum.value)
                }
            },
        ]),
    ]
}

/// Makes `n` subscriptions, keeping every handle alive, and returns the heap growth per subscription; then sends
/// one value so the checksum proves all of them were live.
private func bytesPerSubscription(_ n: Int, subscribe: () -> Any, send: (Int) -> Void) -> Double {
    var handles: [Any] = []
    handles.reserveCapacity(n)
    let before = heap_bytes_in_use()
    for _ in 0..<n { handles.append(subscribe()) }
    let after = heap_bytes_in_use()
    withExtendedLifetime(handles) { send(1) }
    return (Double(after) - Double(before)) / Double(n)
}
