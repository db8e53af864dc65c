import Foundation
import RACPort
import Testing

/// The corpus folder, found from this file's path.
let corpusDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("RACPortCorpus")

@Suite("corpus drift")
struct CorpusDriftTests {
    /// The corpus classes: each has ObjC/<name>.h, ObjC/<name>.m and Generated/<name>.swift.
    static let classes = [
        "LoginViewModel", "PagingViewModel", "NetworkClient", "UserCache", "SignupForm", "WordStatistics",
        "SearchViewModel", "ScoreListener", "Uploader", "CountdownTimer", "ProfileEditor",
    ]

    @Test("the committed Swift is exactly what rac-port makes of the Objective-C, with nothing flagged",
          arguments: classes)
    func noDrift(name: String) throws {
        let objc = corpusDirectory.appendingPathComponent("ObjC")
        let inputs = try ["h", "m"].map { ext in
            let url = objc.appendingPathComponent("\(name).\(ext)")
            return PortInput(name: url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))
        }
        let result = try RACPortTranslator.translate(inputs)
        #expect(result.flagged.isEmpty)
        #expect(result.outputs.map(\.name) == [name])
        let committed = try String(
            contentsOf: corpusDirectory.appendingPathComponent("Generated/\(name).swift"), encoding: .utf8)
        #expect(result.outputs.first?.swift == committed)
    }

    @Test("every ObjC file of the corpus is listed")
    func listComplete() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.appendingPathComponent("ObjC").path)
        let names = Set(files.map { ($0 as NSString).deletingPathExtension })
        #expect(names == Set(Self.classes))
    }
}

@Suite("corpus layout")
struct CorpusLayoutTests {
    /// `swift-format` from PATH, if the toolchain ships it.
    static var swiftFormat: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift-format")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    @Test("swift-format (4-space indentation, 100 columns) leaves the generated Swift unchanged",
          .enabled(if: swiftFormat != nil), arguments: CorpusDriftTests.classes)
    func formatted(name: String) throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("rac-port-format-\(name).json")
        try Data(#"{ "version": 1, "indentation": { "spaces": 4 }, "lineLength": 100 }"#.utf8).write(to: config)
        defer { try? FileManager.default.removeItem(at: config) }
        let file = corpusDirectory.appendingPathComponent("Generated/\(name).swift")
        let process = Process()
        process.executableURL = Self.swiftFormat
        process.arguments = ["format", "--configuration", config.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let formatted = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(formatted == (try String(contentsOf: file, encoding: .utf8)))
    }
}
