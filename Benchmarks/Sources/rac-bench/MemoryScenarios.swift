#if canImport(Glibc)
import Glibc
#endif
import OpenCombine
import RACLegacy
import Reactive

/// S12: heap bytes held per live subscription, with N subscriptions on one subject.
func memoryScenarios() -> [Scenario] {
    [
        Scenario("S12", "memory: N live subscriptions on one subject", n: 100_000, [
            .floor: .memory { n in
                var sum = 0
                let bag = ClosureBag()
                let bytes = bytesPerSubscription(n, subscribe: { bag.insert { sum &+= $0 } }, send: bag.send)
                return (bytes, sum)
            },
            .openCombine: .memory { n in
                var sum = 0
                let subject = PassthroughSubject<Int, Never>()
                let bytes = bytesPerSubscription(n, subscribe: { subject.sink { sum &+= $0 } }, send: subject.send)
                return (bytes, sum)
            },
            .reactive: .memory { n in
                var sum = 0
                let (output, input) = Signal<Int, Never>.pipe()
                let bytes = bytesPerSubscription(n, subscribe: { output.observeValues { sum &+= $0 } as Any },
                                                 send: { input.send(value: $0) })
                return (bytes, sum)
            },
            .legacy: .memory { n in
                onImmediateScheduler {
                    var sum = 0
                    let subject = RACSubject()
                    let bytes = bytesPerSubscription(n, subscribe: { subject.subscribeNext { sum &+= $0 as! Int } },
                                                     send: subject.sendNext)
                    return (bytes, sum)
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
    let before = allocatedBytes()
    for _ in 0..<n { handles.append(subscribe()) }
    let after = allocatedBytes()
    withExtendedLifetime(handles) { send(1) }
    return Double(after - before) / Double(n)
}

/// Bytes malloc has handed out and not taken back, over all arenas (small chunks plus mmapped ones).
private func allocatedBytes() -> Int {
    let info = mallinfo2()
    return Int(info.uordblks + info.hblkhd)
}
