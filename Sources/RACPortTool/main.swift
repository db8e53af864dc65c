import Foundation
import RACPort

// rac-port: translate RAC 2 Objective-C files to RACLegacy Swift.
// Exit codes: 0 everything translated, 1 some constructs flagged, 2 unreadable or unparsable input.

let usage = """
    usage: rac-port [--check] [-o DIR] FILE.h FILE.m ...
      -o DIR    write one Swift file per @implementation into DIR (default: standard output)
      --check   print only the summary
    exit status: 0 all translated, 1 some constructs flagged, 2 input could not be read or parsed
    """

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

var paths: [String] = []
var outputDirectory: String?
var checkOnly = false
var benchRounds = 0
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-o":
        guard let dir = arguments.popFirst() else { fail("rac-port: -o needs a directory\n" + usage, code: 2) }
        outputDirectory = dir
    case "--check":
        checkOnly = true
    case "--bench":
        guard let n = arguments.popFirst().flatMap({ Int($0) }), n > 0 else {
            fail("rac-port: --bench needs a positive round count", code: 2)
        }
        benchRounds = n
    case "-h", "--help":
        writeToStandardOutput(usage + "\n")
        exit(0)
    default:
        if argument.hasPrefix("-") { fail("rac-port: unknown option \(argument)\n" + usage, code: 2) }
        paths.append(argument)
    }
}
if paths.isEmpty { fail(usage, code: 2) }

var inputs: [PortInput] = []
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        fail("\(path):1:1: error: expected a readable file", code: 2)
    }
    inputs.append(PortInput(name: path, bytes: [UInt8](data)))
}

if benchRounds > 0 {
    let lines = inputs.reduce(0) { $0 + $1.bytes.filter { $0 == 10 }.count }
    var best = Double.infinity
    for _ in 0..<benchRounds {
        let start = DispatchTime.now().uptimeNanoseconds
        do { _ = try RACPortTranslator.translate(inputs) } catch { fail(error.description, code: 2) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, seconds)
    }
    writeToStandardOutput("rac-port bench: \(lines) lines, best of \(benchRounds): \(String(format: "%.4f", best)) s, "
        + "\(Int(Double(lines) / best)) lines/s\n")
    exit(0)
}

let result: PortResult
do {
    result = try RACPortTranslator.translate(inputs)
} catch {
    fail(error.description, code: 2)
}

if !checkOnly {
    if let outputDirectory {
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
            for output in result.outputs {
                let path = (outputDirectory as NSString).appendingPathComponent(output.name + ".swift")
                try Data(output.swift.utf8).write(to: URL(fileURLWithPath: path))
            }
        } catch {
            fail("rac-port: cannot write to \(outputDirectory): \(error)", code: 2)
        }
    } else {
        writeToStandardOutput(result.outputs.map(\.swift).joined(separator: "\n"))
    }
}
FileHandle.standardError.write(Data((result.summary + "\n").utf8))
exit(result.flagged.isEmpty ? 0 : 1)

/// Writes `text` to standard output as it is (the translated Swift, the usage, the bench line).
func writeToStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
