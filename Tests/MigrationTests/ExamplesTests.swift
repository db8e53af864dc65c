import Testing
import ExamplesKit

/// `swift run rac-examples` cannot rot: each scenario prints exactly these lines, in all three variants.
@Suite("rac-examples tour")
struct ExamplesTests {
    static let expected: [String: [String]] = [
        "login": [
            "start -> enabled false, executing false",
            "username ann -> enabled false, executing false",
            "password set -> enabled true, executing false",
            "tap -> enabled false, executing true",
            "tap refused: not enabled",
            "logged in: welcome, ann",
            "one second later -> enabled true, executing false",
        ],
        "scores": [
            "signal created; nothing started yet",
            "service started",
            "Duke 2 - UNC 0 with 120 seconds to go",
            "Duke 2 - UNC 3 with 90 seconds to go",
            "service stopped",
            "unsubscribed",
            "no more updates",
        ],
        "parallel": [
            "request ann started",
            "request 3 started",
            "arrived: ann",
            "arrived: 3",
            "joined: ann has 3 repos",
            "then: all loaded",
        ],
        "chained": [
            "request id of ann",
            "request profile 42",
            "request latest post of Ann Smith",
            "post: Hello from Linux",
            "done",
        ],
    ]

    @Test("the tour lists exactly the four seed scenarios, in order")
    func names() {
        #expect(Tour.scenarios.map(\.name) == ["login", "scores", "parallel", "chained"])
    }

    @Test("each variant of each scenario prints the expected lines", arguments: Tour.scenarios.map(\.name))
    func variants(name: String) throws {
        let scenario = try #require(Tour.scenario(named: name))
        for variant in scenario.variants {
            #expect(variant.run() == Self.expected[name], "\(name) written with \(variant.module)")
        }
    }

    @Test("the report shows each variant and says that all three agree", arguments: Tour.scenarios.map(\.name))
    func report(name: String) throws {
        let scenario = try #require(Tour.scenario(named: name))
        let lines = try #require(Self.expected[name])
        let indented = lines.map { "   \($0)" }
        let expected = ["== \(name): \(scenario.summary)"]
            + ["-- RACLegacy"] + indented + ["-- Reactive"] + indented + ["-- Bridge"] + indented
            + ["-- all three print the same \(lines.count) lines"]
        #expect(Tour.report(scenario) == expected)
    }

    @Test("usage says what seed means, where the code is, and links the guide (MIGRATION.md §33)")
    func usageExplainsTheTour() {
        #expect(Tour.usage.contains("original ReactiveCocoa documents"))
        #expect(Tour.usage.contains("Sources/Examples/ExamplesKit"))
        #expect(Tour.usage.contains("MIGRATION.md"))
    }

    @Test("usage names every scenario")
    func usage() {
        for scenario in Tour.scenarios {
            #expect(Tour.usage.contains("  \(scenario.name) "))
        }
    }
}
