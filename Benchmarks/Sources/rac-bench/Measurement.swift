import Dispatch
import HeapStats
import Synchronization

/// Median, minimum and maximum of one library's samples (ns per event).
struct Stats {
    let median: Double
    let min: Double
    let max: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted.first!
        max = sorted.last!
    }
}

/// The outcome for one scenario and library.
enum Outcome {
    case nanosecondsPerEvent(Stats)
    case bytesPerSubscription(Double)
    case unavailable(String)

    /// The number ratios are taken of.
    var headline: Double? {
        switch self {
        case .nanosecondsPerEvent(let stats): return stats.median
        case .bytesPerSubscription(let bytes): return bytes
        case .unavailable: return nil
        }
    }
}

/// One result line: a scenario, a library and what was measured.
struct Row {
    let scenario: String
    let library: Library
    let outcome: Outcome
    /// What the observers received in the checked run (the same N for every library of the scenario).
    var checksum: Int?
    /// N of the checked run and of the timed runs (scaled per library so a run takes 50–500 ms).
    var checkedN = 0
    var timedN = 0
    /// Events in the checked run (N times the scenario's events per step): what per-event figures divide by.
    var checkedEvents = 0
    /// Calls to malloc/calloc/realloc per event in the checked run.
    var mallocsPerEvent: Double?
    /// S11: the least fraction of sends, over the row's runs, that found another thread inside its send loop.
    var contendedFraction: Double?
    /// Rows held to a budget (S12's RACLegacy rows, S13): the budget and whether the row is within it.
    var budget: Budget?
}

/// A row's budget: the figure it may not exceed, where that figure comes from, and whether the row held it.
struct Budget {
    let limit: Double
    let basis: String
    let holds: Bool
}

/// What a workload found wrong while running (S9: the probe after the churn); the runner names the row.
let workloadComplaints = Mutex<[String]>([])

/// S11's runs: the fraction of sends that met another sending thread, one entry per run; the runner keeps the least
/// of a row's runs.
let contendedFractions = Mutex<[Double]>([])

/// Runs scenarios as the options ask.
struct Runner {
    let options: Options
    /// Wall time one timed run aims at (the checked run's time sets each library's N).
    private let target = 0.12e9
    /// Everything `rac-bench` must exit non-zero for: checksum mismatches, workload complaints.
    private(set) var failures: [String] = []

    init(options: Options) { self.options = options }

    /// Runs every library of `scenario`: a checked run each (same N, checksums compared, mallocs counted), then
    /// in full mode `options.runs` rounds of timed runs at a per-library N, the library order rotating per round.
    mutating func run(_ scenario: Scenario) -> [Row] {
        let checkedN = scenario.fixedN || scenario.quickKeepsN ? scenario.n : options.scaled(scenario.n)
        let events = Double(scenario.eventsPerStep)
        var rows: [Row] = []
        var timed: [(index: Int, workload: Workload, n: Int, samples: [Double], checksum: Int?)] = []
        for (library, participation) in scenario.libraries where options.includes(library) {
            switch participation {
            case .unavailable(let reason):
                rows.append(Row(scenario: scenario.id, library: library, outcome: .unavailable(reason)))
            case .memory(let workload):
                if options.warmsUp { _ = workload(checkedN) }
                let sample = workload(checkedN)
                collectComplaints(scenario, library)
                rows.append(Row(scenario: scenario.id, library: library,
                                outcome: .bytesPerSubscription(sample.bytesPerSubscription),
                                checksum: sample.checksum, checkedN: checkedN, timedN: checkedN))
            case .timed(let workload):
                let measured = attempt(scenario, library, workload, checkedN) { body in
                    heap_count_allocations(1)
                    let allocationsBefore = heap_allocation_count()
                    let start = DispatchTime.now().uptimeNanoseconds
                    let checksum = body()
                    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
                    let allocations = heap_allocation_count() - allocationsBefore
                    heap_count_allocations(0)
                    return (checksum, elapsed, allocations)
                }
                let ((checksum, elapsed, allocations), fraction) = measured
                let perEvent = elapsed / (Double(checkedN) * events)
                let n = options.quick || scenario.fixedN
                    ? checkedN : max(1, Int((target / max(elapsed, 1) * Double(checkedN)).rounded()))
                rows.append(Row(scenario: scenario.id, library: library,
                                outcome: .nanosecondsPerEvent(Stats([perEvent])), checksum: checksum,
                                checkedN: checkedN, timedN: n, checkedEvents: checkedN * scenario.eventsPerStep,
                                mallocsPerEvent: Double(allocations) / (Double(checkedN) * events),
                                contendedFraction: fraction))
                timed.append((rows.count - 1, workload, n, [], nil))
            }
        }
        if !options.quick {
            for round in 0..<options.runs {
                for offset in timed.indices {
                    let position = (round + offset) % timed.count
                    let entry = timed[position]
                    let library = rows[entry.index].library
                    let ((checksum, elapsed), fraction) = attempt(scenario, library, entry.workload, entry.n) { body in
                        let start = DispatchTime.now().uptimeNanoseconds
                        let checksum = body()
                        return (checksum, Double(DispatchTime.now().uptimeNanoseconds - start))
                    }
                    if let fraction {
                        let row = rows[entry.index]
                        rows[entry.index].contendedFraction = min(row.contendedFraction ?? fraction, fraction)
                    }
                    timed[position].samples.append(elapsed / (Double(entry.n) * events))
                    if let first = entry.checksum, first != checksum {
                        failures.append("\(scenario.id) \(library.rawValue): timed runs at N = \(entry.n) disagree "
                                        + "(checksum \(first), then \(checksum))")
                    }
                    timed[position].checksum = checksum
                }
            }
            for entry in timed {
                let row = rows[entry.index]
                if let bound = scenario.worstWithin, let worst = entry.samples.max() {
                    let median = Stats(entry.samples).median
                    if worst > bound * median {
                        failures.append("\(scenario.id) \(row.library.rawValue): worst round \(worst) ns is over "
                                        + "\(bound)× the median \(median) ns (a stall)")
                    }
                }
                rows[entry.index] = Row(scenario: row.scenario, library: row.library,
                                        outcome: .nanosecondsPerEvent(Stats(entry.samples)), checksum: row.checksum,
                                        checkedN: row.checkedN, timedN: row.timedN, checkedEvents: row.checkedEvents,
                                        mallocsPerEvent: row.mallocsPerEvent, contendedFraction: row.contendedFraction)
            }
        }
        checkChecksums(scenario, rows)
        return rows
    }

    /// Every library of a scenario must have seen the same events in its checked run.
    private mutating func checkChecksums(_ scenario: Scenario, _ rows: [Row]) {
        let checked = rows.filter { $0.checksum != nil }
        guard let reference = checked.first?.checksum,
              checked.contains(where: { $0.checksum != reference }) else { return }
        let listing = checked.map { "\($0.library.rawValue) \($0.checksum!)" }.joined(separator: ", ")
        failures.append("\(scenario.id): checksums differ at N = \(checked[0].checkedN): \(listing)")
    }

    /// S11's attempts per run: on a loaded machine one sender thread can be preempted while the other sends
    /// everything, and such a run measured no contention; it is run again with fresh setup, at most this many times.
    static let contentionAttempts = 5

    /// Hands `measure` a fresh body of `workload` at `n` and returns what it measured, with the contended fraction
    /// the run recorded (S11 only). A run below `minimumContendedFraction` is repeated up to `contentionAttempts`
    /// times in all; if the last one is still below, the row fails.
    private mutating func attempt<T>(_ scenario: Scenario, _ library: Library, _ workload: Workload, _ n: Int,
                                     _ measure: (() -> Int) -> T) -> (T, Double?) {
        var tries = 0
        while true {
            tries += 1
            let result = measure(workload(n))
            let fraction = collectComplaints(scenario, library)
            guard let fraction, fraction < minimumContendedFraction else { return (result, fraction) }
            if tries == Runner.contentionAttempts {
                failures.append(String(format: "%@ %@: in each of %d attempts under %.0f%% of send blocks met another "
                                       + "sending thread (last: %.1f%%): not a contended run", scenario.id,
                                       library.rawValue, tries, minimumContendedFraction * 100, fraction * 100))
                return (result, fraction)
            }
        }
    }

    /// Takes what the last run complained about into `failures`; returns the contended fraction it recorded.
    @discardableResult
    private mutating func collectComplaints(_ scenario: Scenario, _ library: Library) -> Double? {
        let complaints = workloadComplaints.withLock { list -> [String] in
            defer { list = [] }
            return list
        }
        failures += complaints.map { "\(scenario.id) \(library.rawValue): \($0)" }
        return contendedFractions.withLock { list -> Double? in
            defer { list = [] }
            return list.min()
        }
    }
}
