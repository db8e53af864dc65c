import RACLegacy

/// Paths that were quadratic in RACLegacy (issue #12), each at two sizes ten times apart: per-item cost must not
/// grow with the size.
func quadraticScenarios() -> [Scenario] {
    [(8_000, "8k"), (80_000, "80k")].map { count, label in
        Scenario("Q1-\(label)", "RACCompoundDisposable: \(count) children removed oldest first", n: count,
                 fixedN: true, group: "compound", unit: "ns per removal", [
            (.legacy, .timed { n in
                let compound = RACCompoundDisposable()
                let children = (0..<n).map { _ in RACDisposable() }
                for child in children { compound.addDisposable(child) }
                return {
                    for child in children { compound.removeDisposable(child) }
                    return children.count { !$0.isDisposed }
                }
            }),
        ])
    }
    + [(8_000, "8k"), (80_000, "80k")].map { count, label in
        Scenario("Q2-\(label)", "delay: \(count) values pending on a RACTestScheduler, then stepped", n: count,
                 fixedN: true, group: "delay", unit: "ns per value", [
            (.legacy, .timed { n in
                let sum = Sum()
                let scheduler = RACTestScheduler()
                let subject = RACSubject()
                subject.delay(1).subscribeNext { sum.add($0 as! Int) }
                return {
                    scheduler.performAsCurrentScheduler { for i in 0..<n { subject.sendNext(i) } }
                    scheduler.stepAll()
                    return sum.value
                }
            }),
        ])
    }
    + [(2_000, "2k"), (20_000, "20k"), (200_000, "200k")].map { count, label in
        Scenario("Q3-\(label)", "RACTestScheduler: \(count) actions at scattered times, stepped", n: count,
                 fixedN: true, group: "testscheduler", unit: "ns per action", [
            (.legacy, .timed { n in
                let sum = Sum()
                let scheduler = RACTestScheduler()
                return {
                    for i in 0..<n {
                        scheduler.afterDelay(Double((i &* 7_919) % n)) { sum.add(i) }
                    }
                    scheduler.stepAll()
                    return sum.value
                }
            }),
        ])
    }
}
