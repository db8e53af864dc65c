import Foundation
import RACPort
import Testing

/// The command line never loses a user's work: no silent overwrite, no lost class, every failure a sentence and
/// exit 2, project folders walked whole (issue #29).
@Suite("rac-port process: files, folders and failures", .serialized)
struct ToolFileTests {
    private struct Run {
        var code: Int32
        var out: String
        var err: String
    }

    /// A fresh folder holding `files` (paths relative to it).
    private func folder(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rac-port-files-\(UUID().uuidString)")
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    private func run(_ arguments: [String], closedOutput: Bool = false) throws -> Run {
        guard let tool = ToolProcessTests.tool else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if closedOutput { try out.fileHandleForReading.close() }
        let outData = closedOutput ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(code: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                   err: String(decoding: errData, as: UTF8.self))
    }

    private static let classA = "@implementation A\n- (void)f {}\n@end\n"

    @Test("-o refuses to overwrite an existing Swift file and names it; --force replaces it")
    func noSilentOverwrite() throws {
        let dir = try folder(["A.m": Self.classA, "Out/A.swift": "// mine\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("Out")
        let refused = try run([dir.appendingPathComponent("A.m").path, "-o", out.path])
        #expect(refused.code == 2)
        #expect(refused.err.contains("not overwriting 1 existing file(s) (give --force to replace them)"))
        #expect(refused.err.contains(out.appendingPathComponent("A.swift").path))
        #expect(try String(contentsOf: out.appendingPathComponent("A.swift"), encoding: .utf8) == "// mine\n")
        let forced = try run([dir.appendingPathComponent("A.m").path, "-o", out.path, "--force"])
        #expect(forced.code == 0)
        #expect(try String(contentsOf: out.appendingPathComponent("A.swift"), encoding: .utf8).contains("final class A"))
    }

    @Test("a class implemented in two inputs is exit 2 with both places named; the first is written")
    func duplicateClasses() throws {
        let dir = try folder(["One.m": Self.classA, "Two.m": "\n" + Self.classA])
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("Out")
        let result = try run([dir.appendingPathComponent("One.m").path, dir.appendingPathComponent("Two.m").path,
                              "-o", out.path])
        #expect(result.code == 2)
        #expect(result.err.contains("Two.m:2:1: error: expected one @implementation A, found a second (the first is at "))
        #expect(result.err.contains("One.m:1:1)"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("A.swift").path))
    }

    @Test("a folder that cannot be made is exit 2 with a sentence, not an error object dump")
    func writeFailure() throws {
        let dir = try folder(["A.m": Self.classA])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run([dir.appendingPathComponent("A.m").path, "-o", "/dev/null/Out"])
        #expect(result.code == 2)
        #expect(result.err == "rac-port: cannot create the folder /dev/null/Out (Not a directory)\n")
    }

    @Test("a closed standard output is exit 2 with a sentence, not a crash")
    func closedStandardOutput() throws {
        let big = "@implementation A\n" + (0..<3_000).map { "- (void)f\($0) { [self g]; }\n" }.joined() + "- (void)g {}\n@end\n"
        let dir = try folder(["A.m": big])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run([dir.appendingPathComponent("A.m").path], closedOutput: true)
        #expect(result.code == 2)
        #expect(result.err.hasPrefix("rac-port: cannot write to standard output (Broken pipe)"))
    }

    @Test("/dev/null reads as an empty file, and a missing file says why it cannot be read")
    func unreadableInputs() throws {
        let empty = try run(["/dev/null"])
        #expect(empty.code == 2)
        #expect(empty.err.hasPrefix("/dev/null:1:1: error: expected Objective-C declarations, found an empty file\n"))
        let missing = try run(["/nonexistent/A.m"])
        #expect(missing.code == 2)
        #expect(missing.err.hasPrefix("/nonexistent/A.m: error: cannot read the file (No such file or directory)\n"))
    }

    @Test("a missing file among good ones: the good ones are still translated, exit 2")
    func batchGoesOn() throws {
        let dir = try folder(["A.m": Self.classA])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(["/nonexistent/B.m", dir.appendingPathComponent("A.m").path])
        #expect(result.code == 2)
        #expect(result.out.contains("final class A {"))
    }

    @Test("a project folder: headers paired with implementations, categories joined, Pods and build skipped")
    func directoryMode() throws {
        let dir = try folder([
            "App/Account.h": "@interface Account : NSObject\n@property (nonatomic, copy) NSString *name;\n@end\n",
            "App/Account.m": "@implementation Account\n- (void)rename { self.name = @\"x\"; }\n@end\n",
            "App/Extras/Account+Display.m": "@implementation Account (Display)\n- (NSString *)title { return self.name; }\n@end\n",
            "App/Empty.h": "",
            "Pods/Lib/Lib.m": "@implementation Lib\n- (void)f {}\n@end\n",
            "build/Gen.m": "@implementation Gen\n- (void)f {}\n@end\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("Ported")
        let result = try run([dir.path, "-o", out.path])
        #expect(result.code == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == ["Account+Display.swift", "Account.swift"])
        let category = try String(contentsOf: out.appendingPathComponent("Account+Display.swift"), encoding: .utf8)
        #expect(category.contains("extension Account {"))
        #expect(category.contains("return self.name"))
    }

    @Test("--verify type-checks the Swift against RACLegacy: exit 0 when it compiles, 1 with each error at its .m line")
    func verify() throws {
        let dir = try folder([
            "Good.m": "@implementation Good\n- (NSInteger)twice:(NSInteger)x { return x * 2; }\n@end\n",
            "Bad.m": """
                @interface Base : NSObject
                - (instancetype)initWithName:(NSString *)name;
                @end
                @interface Child : Base
                @end
                @implementation Base
                - (instancetype)initWithName:(NSString *)name { self = [super init]; return self; }
                @end
                @implementation Child
                - (instancetype)initWithName:(NSString *)name {
                    if (name.length == 0) { return nil; }
                    self = [super initWithName:name];
                    return self;
                }
                @end

                """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try run(["--verify", "--check", dir.appendingPathComponent("Good.m").path])
        #expect(good.code == 0)
        #expect(good.err.hasSuffix("rac-port: type-check: 1 of 1 files type-check; 0 errors in 0 files do not\n"))
        let bad = try run(["--verify", "--check", dir.appendingPathComponent("Bad.m").path])
        #expect(bad.code == 1)
        #expect(bad.err.contains("Bad.m:10: error: failable initializer 'init(name:)' cannot override a non-failable initializer (Swift: Child.swift:"))
        #expect(bad.err.hasSuffix("rac-port: type-check: 1 of 2 files type-check; 1 errors in 1 files do not\n"))
    }

    @Test("--verify checks against the members UIKit adds to Foundation types where the platform lacks them (IndexPath.row)")
    func verifyKnowsUIKitFoundationMembers() throws {
        let dir = try folder([
            "Rows.m": "@implementation Rows\n- (NSInteger)rowOf:(NSIndexPath *)indexPath { return indexPath.row + indexPath.section; }\n@end\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(["--verify", "--check", dir.appendingPathComponent("Rows.m").path])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.hasSuffix("rac-port: type-check: 1 of 1 files type-check; 0 errors in 0 files do not\n"))
    }
}
