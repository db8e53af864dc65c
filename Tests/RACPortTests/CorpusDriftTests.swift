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
        "SearchViewModel", "ScoreListener", "Uploader", "CountdownTimer", "ProfileEditor", "SettingsStore",
    ]

    /// Classes ported together, as a project folder is: the files of each group are given in one run (one
    /// observes another's properties), and each @implementation has its committed Swift file.
    static let groups: [[String]: [String]] = [
        ["ReadingList", "PanelController"]: ["ReadingList", "TextLabel", "PanelController"],
        ["FeedClient", "EntryListViewModel"]: ["FeedClient", "EntryListViewModel", "StarredEntryListViewModel"],
    ]

    @Test("the committed Swift is exactly what rac-port makes of the Objective-C, with nothing flagged",
          arguments: classes)
    func noDrift(name: String) throws {
        let result = try RACPortTranslator.translate(try Self.inputs([name]))
        #expect(result.flagged.isEmpty)
        #expect(result.outputs.map(\.name) == [name])
        #expect(result.outputs.first?.swift == (try Self.committed(name)))
    }

    @Test("a group ported together gives exactly the committed Swift of each class, with nothing flagged",
          arguments: Array(groups.keys))
    func groupNoDrift(names: [String]) throws {
        let result = try RACPortTranslator.translate(try Self.inputs(names))
        #expect(result.flagged.isEmpty)
        #expect(result.outputs.map(\.name) == Self.groups[names])
        for output in result.outputs {
            #expect(output.swift == (try Self.committed(output.name)), "drift in \(output.name)")
        }
    }

    /// The view-controller corpus (RACPortUIKitCorpus, built and run where UIKit or its stand-in exists): ported
    /// together, translated with no flag, as committed.
    static let uiKitGroup = ["SignInViewModel", "SignInViewController"]

    @Test("the UIKit corpus (a view controller using five RAC 2 UIKit categories) is exactly the committed Swift, with nothing flagged")
    func uiKitGroupNoDrift() throws {
        let directory = corpusDirectory.deletingLastPathComponent().appendingPathComponent("RACPortUIKitCorpus")
        let result = try RACPortTranslator.translate(try Self.inputs(Self.uiKitGroup, from: directory))
        #expect(result.flagged.isEmpty, "\(result.flagged)")
        #expect(result.outputs.map(\.name) == Self.uiKitGroup)
        for output in result.outputs {
            #expect(output.swift == (try Self.committed(output.name, in: directory)), "drift in \(output.name)")
        }
    }

    private static func inputs(_ names: [String], from directory: URL = corpusDirectory) throws -> [PortInput] {
        let objc = directory.appendingPathComponent("ObjC")
        return try names.flatMap { name in
            try ["h", "m"].map { ext in
                let url = objc.appendingPathComponent("\(name).\(ext)")
                return PortInput(name: url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))
            }
        }
    }

    private static func committed(_ name: String, in directory: URL = corpusDirectory) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("Generated/\(name).swift"), encoding: .utf8)
    }

    @Test("every ObjC file of the corpus is listed")
    func listComplete() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.appendingPathComponent("ObjC").path)
        let names = Set(files.map { ($0 as NSString).deletingPathExtension })
        #expect(names == Set(Self.classes + Self.groups.keys.flatMap { $0 }))
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
          .enabled(if: swiftFormat != nil), arguments: CorpusDriftTests.classes + CorpusDriftTests.groups.values.flatMap { $0 })
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
