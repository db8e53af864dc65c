import Foundation

/// One result line: a scenario, a library and what was measured.
struct Row {
    let scenario: String
    let library: Library
    let outcome: Outcome
}

/// Prints the human-readable table as rows arrive (floor and OpenCombine come first, so ratios are known).
struct TableReporter {
    private var references: [Library: Double] = [:]

    static let columns = ["scenario", "library", "median", "min", "max", "×floor", "×OpenCombine"]

    func printHeader() {
        emit(line(Self.columns))
    }

    func printTitle(of scenario: Scenario, n: Int) {
        let unit = scenario.id == "S12" ? "bytes per live subscription" : "ns per event"
        emit("\n\(scenario.id): \(scenario.title) (N = \(n), \(unit))")
    }

    mutating func printRow(_ row: Row) {
        if let headline = row.outcome.headline { references[row.library] = headline }
        switch row.outcome {
        case .unavailable(let reason):
            emit(line([row.scenario, row.library.rawValue, "n/a", "", "", "", ""]) + "  " + reason)
        case .bytesPerSubscription(let bytes):
            emit(line([row.scenario, row.library.rawValue, number(bytes), "", "", ratio(bytes, .floor),
                        ratio(bytes, .openCombine)]))
        case .nanosecondsPerEvent(let stats):
            emit(line([row.scenario, row.library.rawValue, number(stats.median), number(stats.min),
                        number(stats.max), ratio(stats.median, .floor), ratio(stats.median, .openCombine)]))
        }
    }

    /// Forgets the previous scenario's reference values.
    mutating func startScenario() { references = [:] }

    private func ratio(_ value: Double, _ reference: Library) -> String {
        guard let base = references[reference], base > 0 else { return "–" }
        return String(format: "%.2f", value / base)
    }

    private func number(_ value: Double) -> String {
        String(format: value < 100 ? "%.2f" : "%.0f", value)
    }

    private func line(_ cells: [String]) -> String {
        let widths = [8, 12, 10, 10, 10, 9, 13]
        return zip(cells, widths).enumerated().map { index, pair in
            let (cell, width) = pair
            let padding = String(repeating: " ", count: max(0, width - cell.count))
            return index < 2 ? cell + padding : padding + cell
        }.joined(separator: " ")
    }
}

/// The `--json` document: one array of row objects, nothing else.
func jsonDocument(_ rows: [Row]) -> String {
    let objects = rows.compactMap { row -> String? in
        let head = "{\"scenario\": \"\(row.scenario)\", \"library\": \"\(row.library.rawValue)\""
        switch row.outcome {
        case .unavailable:
            return nil
        case .bytesPerSubscription(let bytes):
            return head + ", \"bytes_per_subscription\": \(json(bytes))}"
        case .nanosecondsPerEvent(let stats):
            return head + ", \"median_ns\": \(json(stats.median)), \"min_ns\": \(json(stats.min)), "
                + "\"max_ns\": \(json(stats.max))}"
        }
    }
    return "[\n  " + objects.joined(separator: ",\n  ") + "\n]"
}

private func json(_ value: Double) -> String {
    String(format: "%.3f", value)
}

/// Writes one line to stdout unbuffered, so a long run shows its progress.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
