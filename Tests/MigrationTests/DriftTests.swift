import Foundation
import Testing

/// MIGRATION.md and the snippet tests cannot drift apart: every ```swift block of the guide must appear verbatim
/// (up to a uniform indentation) in a .swift file of this folder.
@Suite("MIGRATION.md drift")
struct DriftTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let guide = folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("MIGRATION.md")

    struct Block {
        let label: String
        let lines: [String]
    }

    /// The guide's swift blocks, each named by the `**label · …**` line above it.
    static func swiftBlocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var label = "(unlabelled)"
        var current: [String]? = nil
        for line in text.components(separatedBy: "\n") {
            if var body = current {
                if line == "```" {
                    blocks.append(Block(label: label, lines: body))
                    current = nil
                    label = "(unlabelled)"
                } else {
                    body.append(line)
                    current = body
                }
            } else if line.hasPrefix("```swift") {
                current = []
            } else if line.hasPrefix("**"), let dot = line.range(of: " · ") {
                label = String(line[line.index(line.startIndex, offsetBy: 2)..<dot.lowerBound])
            }
        }
        return blocks
    }

    /// True when `block` occurs in `source` as consecutive lines, each prefixed by the same indentation.
    static func contains(_ source: [String], _ block: [String]) -> Bool {
        guard let first = block.first, !first.isEmpty else { return false }
        for start in source.indices where source[start].hasSuffix(first) {
            let indent = source[start].dropLast(first.count)
            guard indent.allSatisfy({ $0 == " " }), start + block.count <= source.count else { continue }
            let matches = block.indices.allSatisfy { offset in
                let line = source[start + offset]
                return block[offset].isEmpty
                    ? line.allSatisfy { $0 == " " }
                    : line == indent + block[offset]
            }
            if matches { return true }
        }
        return false
    }

    static func testSources() throws -> [[String]] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        return try names.map { name in
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "\n")
        }
    }

    @Test("every ```swift block of MIGRATION.md has a verbatim copy in Tests/MigrationTests")
    func everyBlockIsTested() throws {
        let guide = try String(contentsOf: Self.guide, encoding: .utf8)
        let blocks = Self.swiftBlocks(in: guide)
                let sources = try Self.testSources()
        for block in blocks {
            let found = sources.contains { Self.contains($0, block.lines) }
            #expect(found, "MIGRATION.md block \(block.label) has no verbatim copy in Tests/MigrationTests (first line: \(block.lines.first ?? ""))")
        }
    }

    /// Labels of the snippet tests: `@Test("MIGRATION 1a …")`, and `// MIGRATION 22b:` for file-level declarations.
    static func testedLabels() throws -> Set<String> {
        var labels: Set<String> = []
        for line in try testSources().joined() {
            for prefix in ["@Test(\"MIGRATION ", "// MIGRATION "] {
                guard let range = line.range(of: prefix), line.hasPrefix(prefix) || line.hasPrefix("@Test") else { continue }
                let rest = line[range.upperBound...]
                labels.insert(String(rest.prefix { $0 != " " && $0 != ":" }))
            }
        }
        return labels
    }

    @Test("every snippet test still has its block in MIGRATION.md (a deleted block fails here, by name)")
    func everyTestedBlockIsInTheGuide() throws {
        let inGuide = Set(Self.swiftBlocks(in: try String(contentsOf: Self.guide, encoding: .utf8)).map(\.label))
        for label in try Self.testedLabels().sorted() {
            #expect(inGuide.contains(label), "Tests/MigrationTests has snippet \(label), but MIGRATION.md no longer has that block")
        }
    }

    @Test("snippet labels are unique, so a failure names one block")
    func labelsAreUnique() throws {
        let labels = Self.swiftBlocks(in: try String(contentsOf: Self.guide, encoding: .utf8)).map(\.label)
        #expect(Set(labels).count == labels.count)
        #expect(!labels.contains("(unlabelled)"))
    }
}
