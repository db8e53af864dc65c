import Foundation
import ExamplesKit

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(Tour.usage, terminator: "")
    exit(0)
}
guard arguments.count <= 1 else {
    FileHandle.standardError.write(Data(Tour.usage.utf8))
    exit(2)
}
var selected = Tour.scenarios
if let name = arguments.first {
    guard let scenario = Tour.scenario(named: name) else {
        FileHandle.standardError.write(Data("rac-examples: unknown scenario '\(name)'\n\n\(Tour.usage)".utf8))
        exit(2)
    }
    selected = [scenario]
}
for (index, scenario) in selected.enumerated() {
    if index > 0 { print() }
    for line in Tour.report(scenario) { print(line) }
}
