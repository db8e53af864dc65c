import Foundation
import RACPort
import Testing

/// Translates `text` and returns the error it must fail with.
private func failure(_ text: String, file: String = "bad.m") -> PortFailure? {
    failure(bytes: Array(text.utf8), file: file)
}

private func failure(bytes: [UInt8], file: String = "bad.m") -> PortFailure? {
    do {
        _ = try RACPortTranslator.translate([PortInput(name: file, bytes: bytes)])
        return nil
    } catch {
        return error
    }
}

@Suite("bad input: clear errors with positions, never a crash")
struct BadInputTests {
    @Test("an unterminated comment points at its opening")
    func unterminatedComment() {
        let error = failure("@implementation A\n/* never closed\n@end\n")
        #expect(error?.error.kind == .unterminatedComment)
        #expect(error?.error.position == SourcePosition(line: 2, column: 1))
        #expect(error?.description == "bad.m:2:1: error: expected '*/' to close the comment opened here")
    }

    @Test("an unterminated string points at its opening quote")
    func unterminatedString() {
        let error = failure("@implementation A\n- (void)f { NSLog(@\"oops); }\n@end\n")
        #expect(error?.error.kind == .unterminatedString)
        #expect(error?.error.position == SourcePosition(line: 2, column: 19))
    }

    @Test("an unterminated block points at its brace")
    func unterminatedBlock() {
        let error = failure("@implementation A\n- (void)f {\n  [s subscribeNext:^(id x) {\n}];\n@end\n")
        #expect(error?.error.kind == .unbalanced)
        #expect(error?.error.position == SourcePosition(line: 2, column: 11))
        #expect(error?.error.message == "expected a closer for the block or body '{' opened here")
    }

    @Test("a closer that does not match its opener is reported at the closer")
    func unbalancedBrackets() {
        let error = failure("@implementation A\n- (void)f { [self run); }\n@end\n")
        #expect(error?.error.kind == .unbalanced)
        #expect(error?.error.position == SourcePosition(line: 2, column: 22))
        #expect(error?.error.message == "expected a closer for '[' opened at 2:13, found ')'")
    }

    @Test("an empty file (or only comments) is an error, not an empty output")
    func emptyFile() {
        #expect(failure("")?.error.kind == .emptyFile)
        #expect(failure("// nothing here\n")?.error.kind == .emptyFile)
    }

    @Test("a binary file is rejected with the position of the first NUL byte")
    func binaryFile() {
        let error = failure(bytes: [0x40, 0x69, 0x0A, 0x00, 0xFF, 0xFE])
        #expect(error?.error.kind == .binaryFile)
        #expect(error?.error.position == SourcePosition(line: 2, column: 1))
        #expect(failure(bytes: [0x40, 0xC3, 0x28])?.error.kind == .binaryFile)
    }

    @Test("a 1 MB file translates without trouble")
    func largeFile() throws {
        let method = "- (RACSignal *)m%d { return [[RACSignal return:@1] map:^id(id x) { return x; }]; }\n"
        var text = "@implementation Big\n"
        var i = 0
        while text.utf8.count < 1_000_000 {
            text += method.replacingOccurrences(of: "%d", with: "\(i)")
            i += 1
        }
        text += "@end\n"
        let result = try RACPortTranslator.translate([PortInput(name: "big.m", text: text)])
        #expect(result.flagged.isEmpty)
        #expect(result.translatedStatements == 2 * i)
    }

    @Test("a 1 MB file of garbage fails with a position")
    func largeGarbage() {
        let text = String(repeating: "@implementation A\n- (void)f { [[[ }\n", count: 30_000)
        let error = failure(text)
        #expect(error?.error.kind == .unbalanced)
    }
}

@Suite("rac-port process: exit codes and stderr", .serialized)
struct ToolProcessTests {
    /// The built `rac-port` next to the test bundle.
    static var tool: URL? {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("rac-port")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    private func run(_ files: [String: String], _ extra: [String] = []) throws -> (code: Int32, out: String, err: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rac-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = dir.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let process = Process()
        guard let tool = Self.tool else { throw CocoaError(.fileNoSuchFile) }
        process.executableURL = tool
        process.arguments = extra + paths
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test("exit 0 when everything translates; Swift on stdout, summary on stderr")
    func cleanRun() throws {
        let result = try run(["A.m": "@implementation A\n- (void)f { [self g]; }\n- (void)g {}\n@end\n"])
        #expect(result.code == 0)
        #expect(result.out.contains("final class A {"))
        #expect(result.err == "rac-port: 1 statements translated, 0 constructs flagged\n")
    }

    @Test("exit 1 when constructs are flagged; they stay in the output")
    func flaggedRun() throws {
        let result = try run(["A.m": "@implementation A\n- (void)f { struct S s; }\n@end\n"])
        #expect(result.code == 1)
        #expect(result.out.contains("// rac-port: C struct is out of scope: struct S s;"))
        #expect(result.err.contains("1 constructs flagged"))
    }

    @Test("exit 2 with file:line:column on unparsable input; --check prints only the summary")
    func errorRun() throws {
        let bad = try run(["Bad.m": "@implementation A\n- (void)f { [self g; }\n@end\n"])
        #expect(bad.code == 2)
        #expect(bad.out.isEmpty)
        #expect(bad.err.contains("Bad.m:2:22: error: expected a closer for '[' opened at 2:13, found '}'\n"))
        #expect(bad.err.hasSuffix("1 inputs failed\n"))
        let check = try run(["A.m": "@implementation A\n- (void)f {}\n@end\n"], ["--check"])
        #expect(check.code == 0 && check.out.isEmpty && check.err.contains("statements translated"))
    }
}

@Suite("bad input: mutated corpus files")
struct MutationTests {
    @Test("deep nesting is refused with a position instead of exhausting the stack")
    func deepNesting() {
        let text = "@implementation A\n- (void)f { x = " + String(repeating: "(", count: 10_000) + "1"
            + String(repeating: ")", count: 10_000) + "; }\n@end\n"
        do {
            _ = try RACPortTranslator.translate([PortInput(name: "deep.m", text: text)])
            Issue.record("expected an error")
        } catch {
            #expect(error.error.message == "expected at most 100 nested brackets")
        }
    }

    @Test("nesting up to the bound still parses, on a test thread's stack")
    func nestingAtTheBound() throws {
        let depth = 95
        let text = "@implementation A\n- (void)f { x = " + String(repeating: "[", count: depth) + "a"
            + String(repeating: " b]", count: depth) + "; y = ^{ return " + String(repeating: "(", count: depth) + "1"
            + String(repeating: ")", count: depth) + "; }; }\n@end\n"
        let result = try RACPortTranslator.translate([PortInput(name: "nested.m", text: text)])
        #expect(result.flagged.isEmpty)
    }

    @Test("every truncation and every dropped token of a corpus file either translates or fails with a position")
    func truncationsAndDeletions() throws {
        let url = corpusDirectory.appendingPathComponent("ObjC/NetworkClient.m")
        let bytes = [UInt8](try Data(contentsOf: url))
        var outcomes = (translated: 0, failed: 0)
        func attempt(_ input: [UInt8]) {
            do {
                _ = try RACPortTranslator.translate([PortInput(name: "m.m", bytes: input)])
                outcomes.translated += 1
            } catch {
                #expect(error.error.position.line >= 1 && error.error.position.column >= 1)
                outcomes.failed += 1
            }
        }
        for end in stride(from: 0, to: bytes.count, by: 7) { attempt(Array(bytes[..<end])) }
        var lexer = Lexer(bytes: bytes)
        for token in try lexer.tokenize() where token.kind != .end {
            attempt(Array(bytes[..<token.offset] + bytes[token.endOffset...]))
        }
        #expect(outcomes.translated > 0 && outcomes.failed > 0)
    }
}

@Suite("bad input: odd statements through the whole pipeline")
struct OddStatementTests {
    @Test("long lines made of brackets, quotes and closures translate or fail with a position, never crash")
    func oddLongLines() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["[self a:", "^{ ", "}", "]", "(", ")", "@\"x y\"", " && ", "b.c", " in ", "{ x in ", "1", ", ",
                      "[RACSignal return:", "RACObserve(self, n)", "@[", "@{", ": ", "?", " = "]
        for _ in 0..<300 {
            var body = ""
            while body.count < 140 { body += pieces.randomElement(using: &generator)! }
            let text = "@implementation A\n- (void)f {\n\(body);\n}\n@end\n"
            do {
                _ = try RACPortTranslator.translate([PortInput(name: "odd.m", text: text)])
            } catch {
                #expect(error.error.position.line >= 1)
            }
        }
    }
}
