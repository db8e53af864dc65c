import Foundation

guard let options = Options(Array(CommandLine.arguments.dropFirst())) else {
    complain(Options.usage)
    exit(2)
}
// The RACLegacy rows run as a RAC 2 user runs them: from the main thread.
precondition(Thread.isMainThread, "rac-bench must run on the main thread")

let scenarios = allScenarios().filter { options.includes($0) }
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

let memory = memoryBudget(rows)
if options.json {
    emit(jsonDocument(rows))
} else {
    if let line = bridgeBudgetLine(rows) { emit("\n" + line) }
    if let memory { emit("\n" + memory.line) }
}

// A memory budget overrun fails the run like a checksum mismatch: S12's figure does not depend on timing.
let failures = runner.failures + (memory?.isOver == true ? [memory!.line] : [])
if failures.isEmpty {
    complain("rac-bench: every checksum check passed (\(rows.filter { $0.checksum != nil }.count) rows)")
} else {
    for failure in failures { complain("rac-bench: FAILED: " + failure) }
    exit(1)
}
