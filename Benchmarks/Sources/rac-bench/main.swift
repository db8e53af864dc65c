import Foundation

guard let options = Options(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(2)
}

let scenarios = allScenarios().filter { options.includes($0.id) }
if scenarios.isEmpty {
    FileHandle.standardError.write(Data("no scenario matches the filter\n".utf8))
    exit(2)
}

var runner = Runner(options: options)
var table = TableReporter()
var rows: [Row] = []
if !options.json { table.printHeader() }
for scenario in scenarios {
    table.startScenario()
    if !options.json { table.printTitle(of: scenario, n: options.scaled(scenario.n)) }
    // The Bridge column exists only where a scenario measures the bridge.
    for library in Library.allCases where library != .bridge || scenario.libraries[.bridge] != nil {
        let participation = scenario.libraries[library] ?? .unavailable("not written")
        let row = Row(scenario: scenario.id, library: library, outcome: runner.run(participation, in: scenario))
        rows.append(row)
        if !options.json {
            table.printRow(row)
        }
    }
}

if !options.json, let line = bridgeBudgetLine(rows) { emit("\n" + line) }

let checksumLine = "checksum \(runner.checksum)"
if options.json {
    emit(jsonDocument(rows))
    FileHandle.standardError.write(Data((checksumLine + "\n").utf8))
} else {
    emit("\n" + checksumLine)
}
