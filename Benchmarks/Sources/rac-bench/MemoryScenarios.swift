import HeapStats
import OpenCombine
import RACLegacy
import Reactive

/// S12: heap bytes held per live subscription, with N subscriptions on one subject; S12b: the same with an observer
/// that also captures a plain value, so that its closure needs a context of its own (as most real observers do).
func memoryScenarios() -> [Scenario] {
    [
        memoryScenario("S12", "memory: N live subscriptions on one subject", n: 100_000),
        memoryScenario("S12b", "memory: N live subscriptions on one subject, observer capturing a value",
                       n: 100_000, capturesValue: true),
    ]
}

/// A 1 the optimiser cannot see: the value the S12b observers capture.
@inline(never) @_optimize(none) func opaqueOne() -> Int { 1 }

/// N live subscriptions on one subject, every handle kept (S12, S12b and the memory curve). With `capturesValue`
/// each observer captures an Int besides the accumulator, so its closure has a context of its own.
func memoryScenario(_ id: String, _ title: String, n: Int, fixedN: Bool = false, group: String? = nil,
                    capturesValue: Bool = false) -> Scenario {
    // Without a captured value every observer captures only `sum`, which then serves as its context.
    func observer(_ sum: Sum) -> (Int) -> Void {
        guard capturesValue else { return { sum.add($0) } }
        let step = opaqueOne()
        return { sum.add($0 &* step) }
    }
    func legacyObserver(_ sum: Sum) -> (Any?) -> Void {
        guard capturesValue else { return { sum.add($0 as! Int) } }
        let step = opaqueOne()
        return { sum.add(($0 as! Int) &* step) }
    }
    return Scenario(id, title, n: n, fixedN: fixedN, group: group, [
        (.floor, .memory { n in
            let sum = Sum()
            let bag = ClosureBag()
            let bytes = bytesPerSubscription(n, subscribe: { bag.insert(observer(sum)) }, send: bag.send)
            return (bytes, sum.value)
        }),
        (.openCombine, .memory { n in
            let sum = Sum()
            let subject = PassthroughSubject<Int, Never>()
            let bytes = bytesPerSubscription(n, subscribe: { subject.sink(receiveValue: observer(sum)) },
                                             send: subject.send)
            return (bytes, sum.value)
        }),
        (.reactive, .memory { n in
            let sum = Sum()
            let (output, input) = Signal<Int, Never>.pipe()
            let bytes = bytesPerSubscription(n, subscribe: { output.observeValues(observer(sum)) as Any },
                                             send: { input.send(value: $0) })
            return (bytes, sum.value)
        }),
        // From the main thread, as a user subscribes.
        (.legacy, .memory { n in
            let sum = Sum()
            let subject = RACSubject()
            let bytes = bytesPerSubscription(n, subscribe: { subject.subscribeNext(legacyObserver(sum)) },
                                             send: subject.sendNext)
            return (bytes, sum.value)
        }),
    ])
}

/// Issue #12's budget: heap bytes a live RACLegacy `subscribeNext` subscription on a subject may hold (S12 and,
/// since issue #21, S12b).
let legacySubscriptionBudget = 200.0

/// The budget of a memory row: RACLegacy's rows of S12 and S12b; nil for the others.
func memoryBudget(_ row: Row) -> Budget? {
    guard row.scenario == "S12" || row.scenario == "S12b", row.library == .legacy,
          case .bytesPerSubscription(let bytes) = row.outcome else { return nil }
    return Budget(limit: legacySubscriptionBudget, basis: "bytes per live subscription (issue #12)",
                  holds: bytes <= legacySubscriptionBudget)
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
