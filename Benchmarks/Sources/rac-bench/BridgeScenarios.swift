import Bridge
import RACLegacy
import Reactive

/// S13: a value crossing the bridge both ways: RACSignal → SignalProducer(_:of:) → map → bridged → subscribeNext.
func bridgeScenarios() -> [Scenario] {
    [
        Scenario("S13", "RAC subject → SignalProducer(_:of:) → map → bridged → subscribeNext", n: 1_000_000, floors { locked in .timed { n in
                let sum = Sum()
                let cast = opaque { (value: Any?) in value as! Int }
                let triple = opaque { (value: Int) in value &* 3 }
                let box = opaque { (value: Int) -> Any? in value }
                let lock = FloorLock()
                let observer = locked
                    ? opaque { (value: Any?) in lock.mutex.withLock { _ in sum.add(value as! Int) } }
                    : opaque { (value: Any?) in sum.add(value as! Int) }
                return {
                    for i in 0..<n { observer(box(triple(cast(i)))) }
                    return sum.value
                }
            } } + [
            // From the main thread, as the RACLegacy rows run.
            (.bridge, .timed { n in
                let sum = Sum()
                let subject = RACSubject()
                SignalProducer(subject, of: Int.self).map { $0 &* 3 }.bridged
                    .subscribeNext { sum.add($0 as! Int) }
                return {
                    for i in 0..<n { subject.sendNext(i) }
                    return sum.value
                }
            }),
        ]),
    ]
}

/// The bridge's budget from the issue: S13 at most RACLegacy S2 + Reactive S2 of the same run (S2 runs whenever
/// S13 does). Nil for other rows, and for S13 when a library filter left out S2's rows.
func bridgeBudget(_ row: Row, among rows: [Row]) -> Budget? {
    func median(_ scenario: String, _ library: Library) -> Double? {
        guard let row = rows.first(where: { $0.scenario == scenario && $0.library == library }),
              case .nanosecondsPerEvent(let stats) = row.outcome else { return nil }
        return stats.median
    }
    guard row.scenario == "S13", row.library == .bridge, case .nanosecondsPerEvent(let stats) = row.outcome,
          let legacy = median("S2", .legacy), let reactive = median("S2", .reactive) else { return nil }
    let limit = legacy + reactive
    return Budget(limit: limit, basis: "ns per event: RACLegacy S2 + Reactive S2 of the same run",
                  holds: stats.median <= limit)
}
