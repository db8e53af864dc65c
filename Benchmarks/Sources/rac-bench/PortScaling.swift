import Foundation
import RACPort

/// rac-port's speed at 1×, 10× and 100× the size of one input: the corpus's Objective-C (our own RAC 2 classes),
/// copied with the class names made unique, translated in process. Lines per second must not fall with size:
/// the run fails when 100× runs at less than a third of 1×'s rate (a quadratic pass would run 100 times slower).
struct PortScaling {
    struct Point {
        var copies: Int
        var lines: Int
        var linesPerSecond: Double
    }

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/RACPortCorpus/ObjC")

    /// The corpus files, each copy's classes renamed `Name_k`.
    static func inputs(copies: Int) throws -> [PortInput] {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        let texts = try names.map { try String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8) }
        // Every implemented class is renamed per copy (a file may implement more than its namesake), so no copy
        // implements a class another copy does.
        var classes = Set(names.map { ($0 as NSString).deletingPathExtension })
        for text in texts {
            for part in text.components(separatedBy: "@implementation ").dropFirst() {
                classes.insert(String(part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        // Longest first, so a class whose name contains another's is renamed whole.
        let ordered = classes.sorted { $0.count > $1.count }
        var inputs: [PortInput] = []
        for copy in 0..<copies {
            for (name, text) in zip(names, texts) {
                var renamed = text
                for cls in ordered { renamed = renamed.replacingOccurrences(of: cls, with: "\(cls)_\(copy)") }
                inputs.append(PortInput(name: "\(copy)/\(name)", text: renamed))
            }
        }
        return inputs
    }

    /// Best-of-`rounds` lines per second at each size.
    static func measure(rounds: Int) throws -> [Point] {
        try [1, 10, 100].map { copies in
            let inputs = try inputs(copies: copies)
            let lines = inputs.reduce(0) { $0 + $1.bytes.lazy.filter { $0 == 10 }.count }
            var best = Double.infinity
            for _ in 0..<rounds {
                let start = DispatchTime.now().uptimeNanoseconds
                let result = RACPortTranslator.translateBatch(inputs)
                precondition(result.failures.isEmpty, "rac-bench: the corpus must translate without failures: "
                    + result.failures.map(\.description).joined(separator: "; "))
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            return Point(copies: copies, lines: lines, linesPerSecond: Double(lines) / best)
        }
    }
}
