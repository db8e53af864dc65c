import Foundation

guard let options = Options(Array(CommandLine.arguments.dropFirst())) else {
    complain(Options.usage)
    exit(2)
}
// The RACLegacy rows run as a RAC 2 user runs them: from the main thread.
precondition(Thread.isMainThread, "rac-bench must run on the main thread")

// S13's budget is RACLegacy S2 + Reactive S2 of the same run, so S2 runs whenever S13 does (unless a library
// filter picks rows, as instructions.sh does to count one row alone).
let scenarios = allScenarios().filter { scenario in
    options.includes(scenario)
        || scenario.id == "S2" && options.libraries.isEmpty
            && allScenarios().contains { $0.id == "S13" && options.includes($0) }
}
if scenarios.isEmpty {
    complain("no scenario matches the filter")
    exit(2)
}

var runner = Runner(options: options)
let table = TableReporter()
var rows: [Row] = []
if !options.json { table.printHeader() }
for scenario in scenarios {
    let scenarioRows = runner.run(scenario)
    rows += scenarioRows
    if !options.json {
        table.printScenario(scenario, checkedN: scenarioRows.first { $0.checkedN > 0 }?.checkedN ?? 0, scenarioRows)
    }
}

for index in rows.indices {
    rows[index].budget = memoryBudget(rows[index]) ?? bridgeBudget(rows[index], among: rows)
}
let budgetLines = rows.compactMap(budgetLine)
if options.json {
    emit(jsonDocument(rows))
} else {
    for row in rows where row.contendedFraction != nil {
        emit(String(format: "\ncontention: %@ %@: %.1f%% of send blocks met another sending thread (least of its runs)",
                    row.scenario, row.library.rawValue, row.contendedFraction! * 100))
    }
    if !budgetLines.isEmpty { emit("\n" + budgetLines.map(\.line).joined(separator: "\n")) }
}

// rac-port's scaling (lines/s at 1×, 10×, 100× the corpus), with every full or quick run that filters nothing.
var portFailures: [String] = []
if options.filter.isEmpty && options.libraries.isEmpty {
    do {
        let points = try PortScaling.measure(rounds: options.quick ? 1 : 5)
        if !options.json {
            emit("\nrac-port scaling (in process, best of \(options.quick ? 1 : 5)):")
            for point in points {
                emit(String(format: "  %4d× corpus: %7d lines, %9.0f lines/s", point.copies, point.lines, point.linesPerSecond))
            }
        }
        if let first = points.first, let last = points.last, last.linesPerSecond < first.linesPerSecond / 3 {
            portFailures.append(String(format: "rac-port at 100× runs at %.0f lines/s, under a third of 1×'s %.0f",
                                       last.linesPerSecond, first.linesPerSecond))
        }
    } catch {
        portFailures.append("rac-port scaling: cannot read the corpus (\(error))")
    }
}

// A budget overrun fails the run like a checksum mismatch. S12's figures do not depend on timing; S13's is a ratio
// of medians, so it fails full runs only: a quick run times a single short run per row.
let overruns = budgetLines.filter { !$0.holds && (!options.quick || $0.row.scenario != "S13") }
let failures = runner.failures + overruns.map(\.line) + portFailures
if failures.isEmpty {
    complain("rac-bench: every checksum check passed (\(rows.filter { $0.checksum != nil }.count) rows)")
} else {
    for failure in failures { complain("rac-bench: FAILED: " + failure) }
    exit(1)
}
