import RACLegacy

/// The libraries compared; `floor` is plain Swift closures doing the same per-value work.
enum Library: String, CaseIterable {
    case floor
    case openCombine = "OpenCombine"
    case reactive = "Reactive"
    case legacy = "RACLegacy"
    /// Only in the Bridge scenario: a value crossing from RACLegacy to Reactive and back.
    case bridge = "Bridge"
}

/// Builds one run for a given N: setup happens when it is called, the returned body is what the clock sees.
/// The body returns a checksum of what the observers received, so the work cannot be optimised away.
typealias Workload = (_ n: Int) -> () -> Int

/// One memory run for a given N: bytes held per live subscription, plus a checksum.
typealias MemoryWorkload = (_ n: Int) -> (bytesPerSubscription: Double, checksum: Int)

/// How a library takes part in a scenario.
enum Participation {
    case timed(Workload)
    case memory(MemoryWorkload)
    /// The library cannot express the scenario; the reason is shown instead of numbers.
    case unavailable(String)
}

/// One benchmark scenario from the benchmark issue.
struct Scenario {
    let id: String
    let title: String
    /// N at full size (quick mode divides it by 10).
    let n: Int
    /// Events timed per unit of N (e.g. 10 deliveries per send with 10 observers).
    let eventsPerStep: Int
    let libraries: [Library: Participation]

    init(_ id: String, _ title: String, n: Int, eventsPerStep: Int = 1, _ libraries: [Library: Participation]) {
        self.id = id
        self.title = title
        self.n = n
        self.eventsPerStep = eventsPerStep
        self.libraries = libraries
    }
}

/// Every scenario, in the order (S1, S2, …, S9, S9b, S10, …).
func allScenarios() -> [Scenario] {
    let all = hotScenarios() + coldScenarios() + operatorScenarios() + subscriptionScenarios()
        + contentionScenarios() + memoryScenarios() + bridgeScenarios()
    func order(_ id: String) -> (Int, String) {
        let digits = id.dropFirst().prefix { $0.isNumber }
        return (Int(digits) ?? 0, String(id.dropFirst(1 + digits.count)))
    }
    return all.sorted { order($0.id) < order($1.id) }
}

/// A RACLegacy workload whose setup and body run with the immediate scheduler as the current scheduler, so
/// subscriptions start synchronously (RAC 2 defers subscriptions made outside any scheduler to a background one).
func legacy(_ workload: @escaping Workload) -> Participation {
    .timed { n in
        let body = onImmediateScheduler { workload(n) }
        return { onImmediateScheduler(body) }
    }
}

/// Runs `body` as the immediate scheduler and returns its result.
func onImmediateScheduler<T>(_ body: () -> T) -> T {
    var result: T?
    RACScheduler.immediateScheduler().performAsCurrentScheduler { result = body() }
    return result!
}
