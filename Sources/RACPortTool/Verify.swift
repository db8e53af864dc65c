import Foundation
import RACPort

/// `--verify`: type-checks the generated Swift against RACLegacy with `swiftc`, as one module, and reports each
/// error at the Objective-C line its Swift came from.
struct Verifier {
    /// One type-check error, located in Swift and, where an anchor says, in Objective-C.
    struct Problem {
        var swiftFile: String
        var swiftLine: Int
        var column: Int
        var message: String
        var objc: String?

        /// `Foo.m:42: error: … (Swift: Foo.swift:57:13)`, or the Swift place alone.
        var description: String {
            let swift = "\(swiftFile):\(swiftLine):\(column)"
            guard let objc else { return "\(swift): error: \(message)" }
            return "\(objc): error: \(message) (Swift: \(swift))"
        }
    }

    var swiftc: String
    var modules: String
    var pluginPath: String?
    var swiftVersion: String

    /// Finds `swiftc` (on PATH, or `RAC_PORT_SWIFTC`) and the folder holding RACLegacy's module (`--modules`,
    /// `RAC_PORT_MODULES`, or the `Modules` folder next to this executable, as `swift build` lays them out).
    static func locate(modules given: String?, swiftVersion: String) -> Result<Verifier, IOFailure> {
        let environment = ProcessInfo.processInfo.environment
        let path = environment["PATH"] ?? ""
        let candidates = [environment["RAC_PORT_SWIFTC"]].compactMap { $0 }
            + path.split(separator: ":").map { "\($0)/swiftc" }
        guard let swiftc = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .failure(IOFailure(message: "--verify needs swiftc on PATH (or RAC_PORT_SWIFTC)"))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let beside = executable.deletingLastPathComponent().appendingPathComponent("Modules").path
        let folders = [given, environment["RAC_PORT_MODULES"], beside].compactMap { $0 }
        guard let modules = folders.first(where: { FileIO.exists($0 + "/RACLegacy.swiftmodule") }) else {
            return .failure(IOFailure(message: "--verify needs RACLegacy's compiled module: build the package "
                + "(swift build) or give --modules DIR (the folder holding RACLegacy.swiftmodule)"))
        }
        let plugins = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/host/plugins").path
        return .success(Verifier(swiftc: swiftc, modules: modules, pluginPath: FileIO.isDirectory(plugins) ? plugins : nil,
                                 swiftVersion: swiftVersion))
    }

    /// Type-checks the outputs written as `<folder>/<name>.swift`; the problems, in the order swiftc reported them.
    func check(_ outputs: [PortOutput], in folder: String) throws(IOFailure) -> [Problem] {
        let files = outputs.map { (folder as NSString).appendingPathComponent($0.name + ".swift") }
        var arguments = ["-typecheck", "-continue-building-after-errors", "-swift-version", swiftVersion,
                         "-module-name", "Ported", "-I", modules]
        if let pluginPath { arguments += ["-plugin-path", pluginPath] }
        let prelude = try Verifier.writePrelude()
        defer { try? FileManager.default.removeItem(atPath: prelude) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments + files + [prelude]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { throw IOFailure(message: "cannot run \(swiftc) (\(error.localizedDescription))") }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let byPath = Dictionary(zip(files, outputs), uniquingKeysWith: { first, _ in first })
        var problems: [Problem] = []
        var seen: Set<Substring> = []
        for line in text.split(separator: "\n") where seen.insert(line).inserted {
            // Each frontend job that reads a broken declaration reports it again: one line, once.
            // path:line:column: error: message
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[3] == " error", let swiftLine = Int(parts[1]), let column = Int(parts[2]) else {
                continue
            }
            let path = String(parts[0])
            let output = byPath[path]
            let objc = output.flatMap { o in o.anchors.objcLine(forSwiftLine: swiftLine).map { "\(o.source):\($0)" } }
            problems.append(Problem(swiftFile: output.map { $0.name + ".swift" } ?? path, swiftLine: swiftLine,
                                    column: column, message: String(parts[4].dropFirst()), objc: objc))
        }
        if problems.isEmpty && process.terminationStatus != 0 {
            throw IOFailure(message: "swiftc failed without an error line:\n" + text)
        }
        return problems
    }

    /// Checked beside the outputs: the members Apple's UI frameworks add to Foundation types, which ported code
    /// uses and Linux lacks (`IndexPath.row`). On Apple platforms the file is empty; it is never output. (Not
    /// `canImport(UIKit)`: the package's stand-in UIKit for Linux tests can be on the module path.)
    static let prelude = """
        #if !canImport(Darwin)
        import Foundation
        extension IndexPath {
            init(row: Int, section: Int) { self.init(indexes: [section, row]) }
            init(item: Int, section: Int) { self.init(indexes: [section, item]) }
            var section: Int { self[0] }
            var row: Int { self[1] }
            var item: Int { self[1] }
        }
        #endif

        """

    private static func writePrelude() throws(IOFailure) -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("rac-port-verify-\(getpid())-prelude.swift")
        do { try prelude.write(toFile: path, atomically: true, encoding: .utf8) } catch {
            throw IOFailure(message: "cannot write \(path) (\(error.localizedDescription))")
        }
        return path
    }
}
