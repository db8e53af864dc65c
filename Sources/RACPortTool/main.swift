import Foundation
import RACPort

// rac-port: translate RAC 2 Objective-C files (or whole project folders) to RACLegacy Swift.
// Exit codes: 0 everything translated, 1 some constructs flagged, 2 an input could not be read, a class was
// implemented twice, or the output could not be written.

let usage = """
    usage: rac-port [--check] [-o DIR [--force]] FILE.h FILE.m DIR ...
      DIR       a project folder: every .h, .m and .mm below it (Pods, Carthage, build and hidden folders skipped)
      -o DIR    write one Swift file per @implementation into DIR (default: standard output)
      --force   with -o, overwrite Swift files that already exist there
      --check   print only the summary
      --verify  type-check the Swift against RACLegacy with swiftc and report each error at its Objective-C line
      --modules DIR          with --verify: the folder holding RACLegacy.swiftmodule (default: Modules next to
                             rac-port, where swift build puts it, or RAC_PORT_MODULES)
      --swift-version 5|6    with --verify: the language mode to check in (default 6)
    exit status: 0 all translated (and, with --verify, every file type-checks), 1 some constructs flagged or some
    file does not type-check, 2 an input could not be read or lexed, a class was implemented twice, or the output
    could not be written
    """

func fail(_ message: String) -> Never {
    try? FileIO.writeAll(Array((message + "\n").utf8), to: 2)
    exit(2)
}

FileIO.ignoreBrokenPipes()
var paths: [String] = []
var outputDirectory: String?
var checkOnly = false
var force = false
var verify = false
var modulesDirectory: String?
var swiftVersion = "6"
var benchRounds = 0
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-o":
        guard let dir = arguments.popFirst() else { fail("rac-port: -o needs a directory\n" + usage) }
        outputDirectory = dir
    case "--check":
        checkOnly = true
    case "--force":
        force = true
    case "--verify":
        verify = true
    case "--modules":
        guard let dir = arguments.popFirst() else { fail("rac-port: --modules needs a directory\n" + usage) }
        modulesDirectory = dir
    case "--swift-version":
        guard let version = arguments.popFirst(), version == "5" || version == "6" else {
            fail("rac-port: --swift-version takes 5 or 6")
        }
        swiftVersion = version
    case "--bench":
        guard let n = arguments.popFirst().flatMap({ Int($0) }), n > 0 else {
            fail("rac-port: --bench needs a positive round count")
        }
        benchRounds = n
    case "-h", "--help":
        do { try FileIO.writeAll(Array((usage + "\n").utf8), to: 1) } catch { fail("rac-port: cannot write to standard output (\(error.message))") }
        exit(0)
    default:
        if argument.hasPrefix("-") && argument != "-" { fail("rac-port: unknown option \(argument)\n" + usage) }
        paths.append(argument)
    }
}
if paths.isEmpty { fail(usage) }

var inputs: [PortInput] = []
var readFailures: [String] = []
for path in paths {
    let files = FileIO.isDirectory(path) ? FileIO.sourceFiles(in: path) : [path]
    if files.isEmpty { readFailures.append("\(path): error: no .h, .m or .mm file in this folder") }
    for file in files {
        do {
            inputs.append(PortInput(name: file, bytes: try FileIO.readFile(file)))
        } catch {
            readFailures.append("\(file): error: cannot read the file (\(error.message))")
        }
    }
}

/// Runs the translation on a thread with a large stack: the parser bounds its recursion, and the translator's
/// recursion follows the parsed tree, so 64 MiB holds every input the parser accepts, in debug builds too.
func translateOnLargeStack(_ inputs: [PortInput]) -> PortResult {
    final class Box: @unchecked Sendable {  // written by the worker before the semaphore signals, read after
        var result: PortResult?
    }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let worker = Thread { [inputs] in
        box.result = RACPortTranslator.translateBatch(inputs)
        done.signal()
    }
    worker.stackSize = 64 << 20
    worker.start()
    done.wait()
    return box.result!
}

if benchRounds > 0 {
    let lines = inputs.reduce(0) { $0 + $1.bytes.filter { $0 == 10 }.count }
    var best = Double.infinity
    for _ in 0..<benchRounds {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = translateOnLargeStack(inputs)
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let line = "rac-port bench: \(lines) lines, best of \(benchRounds): \(String(format: "%.4f", best)) s, "
        + "\(Int(Double(lines) / best)) lines/s\n"
    do { try FileIO.writeAll(Array(line.utf8), to: 1) } catch { fail("rac-port: cannot write to standard output (\(error.message))") }
    exit(0)
}

var verifier: Verifier?
if verify {
    switch Verifier.locate(modules: modulesDirectory, swiftVersion: swiftVersion) {
    case .success(let found): verifier = found
    case .failure(let failure): fail("rac-port: " + failure.message)
    }
}

let result = translateOnLargeStack(inputs)
let errors = readFailures + result.failures.map(\.description)

if !checkOnly {
    if let outputDirectory {
        let targets = result.outputs.map { (outputDirectory as NSString).appendingPathComponent($0.name + ".swift") }
        let existing = targets.filter(FileIO.exists)
        if !existing.isEmpty && !force {
            fail("rac-port: not overwriting \(existing.count) existing file(s) (give --force to replace them):\n"
                + existing.map { "  " + $0 }.joined(separator: "\n"))
        }
        do {
            try FileIO.makeDirectory(outputDirectory)
        } catch {
            fail("rac-port: cannot create the folder \(outputDirectory) (\(error.message))")
        }
        for (output, target) in zip(result.outputs, targets) {
            do { try FileIO.writeFile(target, output.swift) } catch { fail("rac-port: cannot write \(target) (\(error.message))") }
        }
    } else {
        let text = result.outputs.map(\.swift).joined(separator: "\n")
        do { try FileIO.writeAll(Array(text.utf8), to: 1) } catch { fail("rac-port: cannot write to standard output (\(error.message))") }
    }
}
var typeCheckLines: [String] = []
var typeChecks = true
if let verifier, !result.outputs.isEmpty {
    // The Swift is checked where -o wrote it, or in a scratch folder removed afterwards.
    var folder = outputDirectory ?? ""
    var scratch: String?
    if outputDirectory == nil || checkOnly {
        scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("rac-port-verify-\(getpid())")
        folder = scratch!
        do {
            try FileIO.makeDirectory(folder)
            for output in result.outputs {
                try FileIO.writeFile((folder as NSString).appendingPathComponent(output.name + ".swift"), output.swift)
            }
        } catch {
            fail("rac-port: cannot write the Swift to check in \(folder) (\(error.message))")
        }
    }
    defer { if let scratch { try? FileManager.default.removeItem(atPath: scratch) } }
    let problems: [Verifier.Problem]
    do { problems = try verifier.check(result.outputs, in: folder) } catch { fail("rac-port: " + error.message) }
    let failing = Set(problems.map(\.swiftFile))
    typeChecks = problems.isEmpty
    typeCheckLines = problems.map(\.description)
    typeCheckLines.append("rac-port: type-check: \(result.outputs.count - failing.count) of \(result.outputs.count) "
        + "files type-check; \(problems.count) errors in \(failing.count) files do not")
}
try? FileIO.writeAll(Array((errors.map { $0 + "\n" }.joined() + result.summary + "\n"
    + typeCheckLines.map { $0 + "\n" }.joined()).utf8), to: 2)
exit(errors.isEmpty ? (result.flagged.isEmpty && typeChecks ? 0 : 1) : 2)
