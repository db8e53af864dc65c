import HeapStats
import OpenCombine
import RACLegacy
import Reactive

/// S12: heap bytes held per live subscription, with N subscriptions on one subject.
func memoryScenarios() -> [Scenario] {
    [memoryScenario("S12", "memory: N live subscriptions on one subject", n: 100_000)]
}

/// N live subscriptions on one subject, every handle kept (S12 and the memory curve).
func memoryScenario(_ id: String, _ title: String, n: Int, fixedN: Bool = false, group: String? = nil) -> Scenario {
    Scenario(id, title, n: n, fixedN: fixedN, group: group, [
        (.floor, .memory { n in
            let sum = Sum()
            let bag = ClosureBag()
            let bytes = bytesPerSubscription(n, subscribe: { bag.insert { sum.add($0) } }, send: bag.send)
            return (bytes, sum.value)
        }),
        (.openCombine, .memory { n in
            let sum = Sum()
            let subject = PassthroughSubject<Int, Never>()
            let bytes = bytesPerSubscription(n, subscribe: { subject.sink { sum.add($0) } }, send: subject.send)
            return (bytes, sum.value)
        }),
        (.reactive, .memory { n in
            let sum = Sum()
            let (output, input) = Signal<Int, Never>.pipe()
            let bytes = bytesPerSubscription(n, subscribe: { output.observeValues { sum.add($0) } as Any },
                                             send: { input.send(value: $0) })
            return (bytes, sum.value)
        }),
        // From the main thread, as a user subscribes.
        (.legacy, .memory { n in
            let sum = Sum()
            let subject = RACSubject()
            let bytes = bytesPerSubscription(n, subscribe: { subject.subscribeNext { sum.add($0 as! Int) } },
                                             send: subject.sendNext)
            return (bytes, sum.value)
        }),
    ])
}

/// Issue #12's budget: heap bytes a live RACLegacy `subscribeNext` subscription on a subject may hold (S12).
let legacySubscriptionBudget = 200.0

/// S12's RACLegacy row against its budget: a line to print, and whether it is over (nil when S12 did not run).
func memoryBudget(_ rows: [Row]) -> (line: String, isOver: Bool)? {
    guard let row = rows.first(where: { $0.scenario == "S12" && $0.library == .legacy }),
          case .bytesPerSubscription(let bytes) = row.outcome else { return nil }
    let isOver = bytes > legacySubscriptionBudget
    let line = String(format: "memory budget: S12 RACLegacy %.0f bytes per live subscription vs %.0f %@", bytes,
                      legacySubscriptionBudget, isOver ? "OVER BUDGET" : "within budget")
    return (line, isOver)
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
