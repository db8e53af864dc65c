import Foundation
import XCTest

/// Every ```swift block of MIGRATION.md §26 has a verbatim copy (up to a uniform indentation) in this folder, so
/// the guide's test advice is run under XCTest as it is printed.
final class GuideDriftXCTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let guide = folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("MIGRATION.md")

    /// The swift blocks between the heading of §26 and the next heading of its level.
    static func section26Blocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var inSection = false
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("### ") { inSection = line.hasPrefix("### 26.") }
            guard inSection else { continue }
            if let body = current {
                if line == "```" { blocks.append(body); current = nil } else { current = body + [line] }
            } else if line.hasPrefix("```swift") {
                current = []
            }
        }
        return blocks
    }

    /// True when `block` stands in `source` as consecutive lines, all indented alike (blank lines may be empty).
    static func contains(_ source: [String], _ block: [String]) -> Bool {
        guard let first = block.first else { return false }
        return source.indices.contains { start in
            guard source[start].hasSuffix(first), start + block.count <= source.count else { return false }
            let indent = String(source[start].dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }) else { return false }
            return block.indices.allSatisfy { offset in
                let line = source[start + offset]
                return block[offset].isEmpty ? line.allSatisfy { $0 == " " } : line == indent + block[offset]
            }
        }
    }

    func testEverySection26BlockHasAnXCTestCopy() throws {
        let blocks = Self.section26Blocks(in: try String(contentsOf: Self.guide, encoding: .utf8))
        XCTAssertGreaterThanOrEqual(blocks.count, 5)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }
        let sources = try names.map { name in
            try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "\n")
        }
        for block in blocks {
            XCTAssertTrue(sources.contains { Self.contains($0, block) },
                          "MIGRATION.md §26 block has no verbatim copy in Tests/GuideXCTests: \(block.first ?? "")")
        }
    }
}
