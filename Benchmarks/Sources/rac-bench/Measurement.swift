import Dispatch

/// Median, minimum and maximum of one library's samples (ns per event, or bytes per subscription).
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

/// Runs workloads as the options ask and keeps the checksum of everything observers received.
struct Runner {
    let options: Options
    private(set) var checksum = 0

    init(options: Options) { self.options = options }

    mutating func run(_ participation: Participation, in scenario: Scenario) -> Outcome {
        let n = options.scaled(scenario.n)
        switch participation {
        case .unavailable(let reason):
            return .unavailable(reason)
        case .memory(let workload):
            if options.warmsUp { checksum &+= workload(n).checksum }
            let sample = workload(n)
            checksum &+= sample.checksum
            return .bytesPerSubscription(sample.bytesPerSubscription)
        case .timed(let workload):
            if options.warmsUp { checksum &+= workload(n)() }
            let events = Double(n * scenario.eventsPerStep)
            var samples: [Double] = []
            for _ in 0..<options.runs {
                let body = workload(n)
                let start = DispatchTime.now().uptimeNanoseconds
                let result = body()
                let elapsed = DispatchTime.now().uptimeNanoseconds - start
                checksum &+= result
                samples.append(Double(elapsed) / events)
            }
            return .nanosecondsPerEvent(Stats(samples))
        }
    }
}

/// An Int that observer closures add to. A captured `var` would pay a dynamic exclusivity check (≈ 14 ns here)
/// on every access, in every library's observer alike, and hide the libraries' own cost.
final class Cell {
    @exclusivity(unchecked) var value = 0
}
