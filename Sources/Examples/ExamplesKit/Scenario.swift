import Foundation

/// One seed scenario, written three ways. Each variant runs on its own virtual clock and returns the lines it
/// would print; the tour shows that the three agree.
public struct Scenario: Sendable {
    public let name: String
    public let summary: String
    public let legacy: @Sendable () -> [String]
    public let typed: @Sendable () -> [String]
    public let bridged: @Sendable () -> [String]

    /// The variants by the module they are written in, in tour order.
    public var variants: [(module: String, run: @Sendable () -> [String])] {
        [("RACLegacy", legacy), ("Reactive", typed), ("Bridge", bridged)]
    }
}

/// The scenarios of `rac-examples`, in tour order.
public enum Tour {
    public static let scenarios: [Scenario] = [login, scores, parallel, chained]

    public static func scenario(named name: String) -> Scenario? {
        scenarios.first { $0.name == name }
    }

    /// What the executable prints for one scenario: a heading, each variant's lines, and whether they agree.
    public static func report(_ scenario: Scenario) -> [String] {
        var out = ["== \(scenario.name): \(scenario.summary)"]
        var outputs: [[String]] = []
        for variant in scenario.variants {
            let lines = variant.run()
            outputs.append(lines)
            out.append("-- \(variant.module)")
            out += lines.map { "   \($0)" }
        }
        let agree = outputs.allSatisfy { $0 == outputs[0] }
        out.append(agree ? "-- all three print the same \(outputs[0].count) lines" : "-- MISMATCH between the variants")
        return out
    }

    public static var usage: String {
        var text = "usage: rac-examples [--help] [scenario]\n\nRuns the seed scenarios on virtual time, each written with RACLegacy, Reactive and Bridge.\n\nscenarios:\n"
        for scenario in scenarios {
            text += "  \(scenario.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(scenario.summary)\n"
        }
        text += """

            "Seed" scenarios come from the original ReactiveCocoa documents the package started from (the RAC 2
            introduction, README and design guidelines, the RAC 3 → 4 notes). Their code is in
            Sources/Examples/ExamplesKit, one file per scenario. The migration guide is MIGRATION.md (§33 describes
            this tour).

            """
        return text
    }
}

/// Collects lines; a class so that the many closures of a scenario can share it.
final class Transcript {
    private(set) var lines: [String] = []
    func say(_ line: String) { lines.append(line) }
}
