import RACLegacy

/// The libraries compared; `floor` is plain Swift closures doing the same per-value work.
enum Library: String, CaseIterable {
    case floor
    /// The floor with an uncontended lock taken and released around each delivery: the least any serialized
    /// delivery does, and what the "≤ 2× floor" targets are stated against.
    case lockedFloor = "floor (locked)"
    case openCombine = "OpenCombine"
    case reactive = "Reactive"
    /// As a RAC 2 user runs it: subscribed and sent from the main thread, with no current scheduler set.
    case legacy = "RACLegacy"
    /// The same, with the observers reading their Int with the public typed read `racValue(_:as:)` instead of
    /// `as! Int` (issue #21: the former "no cast" row read the `Any?`'s memory directly, which no user can).
    case legacyTyped = "RACLegacy (typed)"
    /// Setup and body run inside `RACScheduler.immediateScheduler` (the harness's former way).
    case legacyImmediate = "RACLegacy (immediate)"
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

/// One benchmark scenario: an issue scenario (S1…S13), a point of a scaling curve, or a quadratic-path check.
struct Scenario {
    let id: String
    let title: String
    /// N for the checked run (quick mode divides it by 10 unless `fixedN`).
    let n: Int
    /// Events timed per unit of N (e.g. 10 deliveries per send with 10 observers).
    let eventsPerStep: Int
    /// N is part of the scenario's shape (pending values, scheduled actions): never rescaled.
    let fixedN: Bool
    /// Quick mode keeps the checked run's N (S11: threads sending for less than a time slice take turns instead of
    /// contending, and the run would not count).
    let quickKeepsN: Bool
    /// Curve or group name `--filter` also accepts (e.g. "depth"); nil for the issue scenarios.
    let group: String?
    /// What the figures are, for the title line ("ns per event", "ns per delivery", "bytes per live subscription", …).
    let unit: String
    let libraries: [(Library, Participation)]
    /// In a full run, each timed row's worst round must be within this multiple of its median (a stall check).
    let worstWithin: Double?

    init(_ id: String, _ title: String, n: Int, eventsPerStep: Int = 1, fixedN: Bool = false,
         quickKeepsN: Bool = false, group: String? = nil, unit: String? = nil, worstWithin: Double? = nil,
         _ libraries: [(Library, Participation)]) {
        self.quickKeepsN = quickKeepsN
        self.id = id
        self.worstWithin = worstWithin
        self.title = title
        self.n = n
        self.eventsPerStep = eventsPerStep
        self.fixedN = fixedN
        self.group = group
        self.libraries = libraries
        self.unit = unit ?? (Self.measuresMemory(libraries) ? "bytes per live subscription" : "ns per event")
    }

    var isMemory: Bool { Self.measuresMemory(libraries) }

    private static func measuresMemory(_ libraries: [(Library, Participation)]) -> Bool {
        libraries.contains { if case .memory = $0.1 { return true } else { return false } }
    }
}

/// Every scenario: the issue's (S1, S2, …, S9, S9b, …, S13), then the curves, then the quadratic-path rows.
func allScenarios() -> [Scenario] {
    let issue = hotScenarios() + coldScenarios() + operatorScenarios() + subscriptionScenarios()
        + contentionScenarios() + memoryScenarios() + bridgeScenarios()
    func order(_ id: String) -> (Int, String) {
        let digits = id.dropFirst().prefix { $0.isNumber }
        return (Int(digits) ?? 0, String(id.dropFirst(1 + digits.count)))
    }
    return issue.sorted { order($0.id) < order($1.id) } + curveScenarios() + quadraticScenarios()
        + reactiveQuadraticScenarios()
}

/// The three RACLegacy rows of a scenario, from one workload written against an `IntReader`: from the main thread
/// with the cast, from the main thread with the typed read, and inside the immediate scheduler with the cast.
func legacyRows(_ workload: @escaping (IntReader) -> Workload) -> [(Library, Participation)] {
    [
        (.legacy, .timed(workload(IntReader(casts: true)))),
        (.legacyTyped, .timed(workload(IntReader(casts: false)))),
        (.legacyImmediate, onImmediateScheduler(workload(IntReader(casts: true)))),
    ]
}

/// A RACLegacy workload whose setup and body run with the immediate scheduler as the current scheduler.
func onImmediateScheduler(_ workload: @escaping Workload) -> Participation {
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
