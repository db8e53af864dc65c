import Foundation

/// Ratios of a row's headline figure to the floor, OpenCombine and Reactive of the same scenario and run.
struct Ratios {
    var floor: Double?
    var lockedFloor: Double?
    var openCombine: Double?
    var reactive: Double?

    init(_ row: Row, among rows: [Row]) {
        func reference(_ library: Library) -> Double? {
            guard let value = row.outcome.headline,
                  let base = rows.first(where: { $0.library == library })?.outcome.headline, base > 0 else { return nil }
            return value / base
        }
        floor = reference(.floor)
        lockedFloor = reference(.lockedFloor)
        openCombine = reference(.openCombine)
        reactive = reference(.reactive)
    }
}

/// Prints the human-readable table, one scenario at a time.
struct TableReporter {
    private static let widths = [8, 22, 10, 10, 10, 8, 8, 8, 9, 11, 8]

    func printHeader() {
        emit(line(["scenario", "library", "median", "min", "max", "×floor", "×OComb", "×React", "mallocs", "timed N",
                   "×lockF"]))
        emit("(ratios: median over the floor, OpenCombine, Reactive and the locked floor of the same scenario; "
             + "mallocs: per event)")
    }

    func printScenario(_ scenario: Scenario, checkedN: Int, _ rows: [Row]) {
        emit("\n\(scenario.id): \(scenario.title) (checked at N = \(checkedN), \(scenario.unit))")
        for row in rows {
            let ratios = Ratios(row, among: rows)
            let tail = [ratio(ratios.floor), ratio(ratios.openCombine), ratio(ratios.reactive),
                        row.mallocsPerEvent.map { number($0) } ?? "", row.timedN > 0 ? "\(row.timedN)" : "",
                        ratio(ratios.lockedFloor)]
            switch row.outcome {
            case .unavailable(let reason):
                emit(line([row.scenario, row.library.rawValue, "n/a"]) + "  " + reason)
            case .bytesPerSubscription(let bytes):
                emit(line([row.scenario, row.library.rawValue, number(bytes), "", ""] + tail))
            case .nanosecondsPerEvent(let stats):
                emit(line([row.scenario, row.library.rawValue, number(stats.median), number(stats.min),
                           number(stats.max)] + tail))
            }
        }
    }

    private func ratio(_ value: Double?) -> String {
        value.map { String(format: "%.2f", $0) } ?? "–"
    }

    private func number(_ value: Double) -> String {
        String(format: value < 100 ? "%.2f" : "%.0f", value)
    }

    private func line(_ cells: [String]) -> String {
        zip(cells, Self.widths).enumerated().map { index, pair in
            let (cell, width) = pair
            let padding = String(repeating: " ", count: max(0, width - cell.count))
            return index < 2 ? cell + padding : padding + cell
        }.joined(separator: " ")
    }
}

/// The `--json` document: one array of row objects, nothing else.
func jsonDocument(_ rows: [Row]) -> String {
    let objects = rows.compactMap { row -> String? in
        var fields = ["\"scenario\": \(quoted(row.scenario))", "\"library\": \(quoted(row.library.rawValue))"]
        switch row.outcome {
        case .unavailable:
            return nil
        case .bytesPerSubscription(let bytes):
            fields.append("\"bytes_per_subscription\": \(json(bytes))")
        case .nanosecondsPerEvent(let stats):
            fields += ["\"median_ns\": \(json(stats.median))", "\"min_ns\": \(json(stats.min))",
                       "\"max_ns\": \(json(stats.max))"]
        }
        if let checksum = row.checksum { fields.append("\"checksum\": \(checksum)") }
        fields += ["\"checked_n\": \(row.checkedN)", "\"timed_n\": \(row.timedN)"]
        if row.checkedEvents > 0 { fields.append("\"checked_events\": \(row.checkedEvents)") }
        if let mallocs = row.mallocsPerEvent { fields.append("\"mallocs_per_event\": \(json(mallocs))") }
        if let fraction = row.contendedFraction { fields.append("\"contended_fraction\": \(json(fraction))") }
        if let budget = row.budget {
            fields += ["\"budget\": \(json(budget.limit))", "\"budget_basis\": \(quoted(budget.basis))",
                       "\"within_budget\": \(budget.holds)"]
        }
        let ratios = Ratios(row, among: rows.filter { $0.scenario == row.scenario })
        fields.append("\"ratio_to_floor\": \(ratios.floor.map(json) ?? "null")")
        fields.append("\"ratio_to_locked_floor\": \(ratios.lockedFloor.map(json) ?? "null")")
        fields.append("\"ratio_to_opencombine\": \(ratios.openCombine.map(json) ?? "null")")
        fields.append("\"ratio_to_reactive\": \(ratios.reactive.map(json) ?? "null")")
        return "{" + fields.joined(separator: ", ") + "}"
    }
    return "[\n  " + objects.joined(separator: ",\n  ") + "\n]"
}

private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

private func json(_ value: Double) -> String {
    String(format: "%.3f", value)
}

/// Writes one line to stdout unbuffered, so a long run shows its progress.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes one line to stderr.
func complain(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// A row held to a budget: the line stating it, and whether it held.
func budgetLine(_ row: Row) -> (row: Row, line: String, holds: Bool)? {
    guard let budget = row.budget, let value = row.outcome.headline else { return nil }
    let line = String(format: "budget: %@ %@ %.1f vs %.1f %@ (%.2f×) %@", row.scenario, row.library.rawValue, value,
                      budget.limit, budget.basis, value / budget.limit, budget.holds ? "within budget" : "OVER BUDGET")
    return (row, line, budget.holds)
}
