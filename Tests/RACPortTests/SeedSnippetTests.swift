import Foundation
import RACPort
import Testing

/// The seed documents, shared beside the package (`../shared/seeds`).
let seedDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/seeds")

/// Pulls the Objective-C snippets out of a seed document: fenced `obj-c` blocks where there are fences,
/// otherwise runs of lines that look like code (line-number lines in between are skipped).
enum SeedSnippets {
    static func extract(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.contains(where: { $0.hasPrefix("```") }) { return fenced(lines) }
        return unfenced(lines)
    }

    private static func fenced(_ lines: [String]) -> [String] {
        var snippets: [String] = []
        var current: [String]?
        for line in lines {
            if line.hasPrefix("```") {
                if let block = current {
                    if block.contains(where: looksLikeCode) { snippets.append(block.joined(separator: "\n")) }
                    current = nil
                } else {
                    let language = line.dropFirst(3).lowercased()
                    current = ["", "obj-c", "objc", "objective-c", "objectivec", "m"].contains(language) ? [] : nil
                }
            } else if current != nil {
                current?.append(line)
            }
        }
        return snippets
    }

    private static func unfenced(_ lines: [String]) -> [String] {
        var snippets: [String] = []
        var current: [String] = []
        var depth = 0
        func flush() {
            if current.contains(where: { $0.contains("[") || $0.contains(";") || $0.contains("RAC(") }) {
                snippets.append(current.joined(separator: "\n"))
            }
            current = []
            depth = 0
        }
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.allSatisfy(\.isNumber) && !trimmed.isEmpty { continue }
            if depth > 0 || looksLikeCode(line) {
                current.append(line)
                for c in line {
                    if "([{".contains(c) { depth += 1 }
                    if ")]}".contains(c) { depth -= 1 }
                }
                if depth < 0 { flush() }
            } else if !current.isEmpty {
                flush()
            }
        }
        flush()
        return snippets
    }

    static func looksLikeCode(_ line: String) -> Bool {
        let t = line.trimmingCharacters(in: .whitespaces)
        if t.isEmpty || t.contains("’") || t.contains("“") || t.contains("”") { return false }
        if isProse(t) { return false }
        let starts = ["[", "]", "}", "{", "@", "- (", "+ (", "-(", "+(", "#import", "RAC", "return ", "if (", "for (",
                      "NSLog", "self.", "__block", "__weak", "//"]
        if starts.contains(where: { t.hasPrefix($0) }) && !t.hasSuffix(".") { return true }
        let ends = [";", "{", "}", "^{", "]"]
        if ends.contains(where: { t.hasSuffix($0) }) { return true }
        return t.contains(":^") || t.contains("^(")
    }

    /// Three plain words in a row, with no code punctuation, is a sentence.
    static func isProse(_ t: String) -> Bool {
        if t.contains(where: { ";={^[".contains($0) }) { return false }
        let words = t.split(separator: " ")
        guard words.count >= 3 else { return false }
        let plain = words.filter { $0.allSatisfy { $0.isLowercase || $0 == "," || $0 == "." } }
        return plain.count * 2 >= words.count
    }

    /// Swift snippets (the RAC 3/4 seed) are not Objective-C.
    static func isSwift(_ snippet: String) -> Bool {
        ["$0", "|>", "func ", "let ", "var ", "import "].contains { snippet.contains($0) }
    }

    /// Wraps a snippet so that it is a whole file: declarations stay, methods go in a class, statements in a method.
    static func wrap(_ snippet: String) -> String {
        let code = snippet.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        let t = code.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if t.contains("@interface") || t.contains("@implementation") { return snippet }
        if t.hasPrefix("-") || t.hasPrefix("+") { return "@implementation SeedSnippet\n\(snippet)\n@end\n" }
        return "@implementation SeedSnippet\n- (void)seedSnippet {\n\(snippet)\n}\n@end\n"
    }
}

@Suite("seed documents")
struct SeedSnippetTests {
    static var seedsAvailable: Bool { FileManager.default.fileExists(atPath: seedDirectory.path) }

    @Test("every Objective-C snippet of the seeds goes through rac-port; the clean count is pinned",
          .enabled(if: seedsAvailable))
    func seeds() throws {
        var clean = 0
        var flaggedSnippets = 0
        var failed: [String] = []
        var reasons: [String: Int] = [:]
        let files = try FileManager.default.contentsOfDirectory(atPath: seedDirectory.path).sorted()
        var total = 0
        for file in files where file.hasSuffix(".txt") {
            let text = try String(contentsOf: seedDirectory.appendingPathComponent(file), encoding: .utf8)
            for (i, snippet) in SeedSnippets.extract(text).enumerated() where !SeedSnippets.isSwift(snippet) {
                total += 1
                do {
                    let result = try RACPortTranslator.translate([PortInput(name: "\(file)#\(i)", text: SeedSnippets.wrap(snippet))])
                    if result.flagged.isEmpty {
                        clean += 1
                    } else {
                        flaggedSnippets += 1
                        for reason in Set(result.flagged) { reasons["flag: " + reason, default: 0] += 1 }
                    }
                } catch {
                    failed.append(error.description + "\n" + snippet.prefix(300))
                    reasons["parse: " + error.error.message.prefix(40), default: 0] += 1
                }
            }
        }
        print("seed snippets: \(total) total, \(clean) clean, \(flaggedSnippets) flagged, \(failed.count) not parsed")
        for (reason, count) in reasons.sorted(by: { $0.value > $1.value }) { print("  \(count) × \(reason)") }
        for f in failed { print("  parse failure: \(f)") }
        // Pinned on 2026-11-27: the 5 others are 2 C `void *` KVO contexts (flagged), 1 message sent to an `id`
        // value (flagged) and 2 typos in seed 004 (`@weakify(self)@`, `@weakfify(self)`), kept and flagged as not
        // parsed, the rest of the snippet translated. (The 5 UIKit calls translate to RACLegacyUIKit since #33.)
        #expect(total == 119)
        #expect(clean == 114)
        #expect(flaggedSnippets == 5)
        #expect(failed.isEmpty)
    }
}
