import Foundation
import RACPort
import Testing

/// What cannot be parsed is kept whole, flagged at its place, and parsing goes on; one file never stops a batch.
@Suite("recovery: per statement, per declaration, per file")
struct RecoveryTests {
    @Test("a statement that does not parse is kept whole and flagged with what was expected; its neighbours translate")
    func brokenStatement() throws {
        let out = try port(statements: "[self start];\nx = ;\n[self stop];")
        #expect(out == """
            self.start()
            // rac-port: not parsed (expected an expression, found ';'): x = ;
            self.stop()
            """)
    }

    @Test("a broken multi-line statement inside a block is kept with every line")
    func brokenStatementInBlock() throws {
        let out = try port(statements: "[self.signal subscribeNext:^(id x) {\n    y = ;\n    [self go];\n}];")
        #expect(out == """
            self.signal.subscribeNext { x in
                // rac-port: not parsed (expected an expression, found ';'): y = ;
                self.go()
            }
            """)
    }

    @Test("a method that does not parse, between two good ones: both good ones are translated")
    func brokenMethod() throws {
        let out = try port(body: """
            @implementation Clock
            - (void)first { [self tick]; }
            - (void)broken:(id)x bad { [self tick]; }
            - (void)second { [self tick]; }
            - (void)tick {}
            @end
            """)
        #expect(out == """
            final class Clock {
                func first() {
                    self.tick()
                }

                // rac-port: not parsed (expected ';' after a method declaration, found 'bad'): - (void)broken:(id)x bad { [self tick]; }
                func second() {
                    self.tick()
                }

                func tick() {}
            }
            """)
    }

    @Test("a broken file-level declaration between two classes: both classes are translated")
    func brokenTopLevel() throws {
        let out = try port(body: """
            @implementation A
            - (void)f {}
            @end
            typedef NS_ENUM(NSInteger, Mode) {
                ModeA = ,
            };
            @implementation B
            - (void)g {}
            @end
            """)
        #expect(out.contains("final class A {\n    func f() {}\n}"))
        #expect(out.contains("final class B {\n    func g() {}\n}"))
        #expect(out.contains("""
            // rac-port: not parsed (expected an expression, found ','):
            //     typedef NS_ENUM(NSInteger, Mode) {
            //         ModeA = ,
            //     };
            """))
    }

    @Test("a UTF-8 byte order mark before the code is not part of it")
    func byteOrderMark() throws {
        let out = try port(body: "\u{FEFF}@implementation A\n- (void)f {}\n@end\n")
        #expect(out == "final class A {\n    func f() {}\n}")
    }

    @Test("one unreadable file among three: the other two are translated and the failure is reported")
    func batchWithOneBrokenFile() {
        let result = RACPortTranslator.translateBatch([
            PortInput(name: "A.m", text: "@implementation A\n- (void)f {}\n@end\n"),
            PortInput(name: "Bad.m", text: "@implementation Bad\n/* never closed\n@end\n"),
            PortInput(name: "C.m", text: "@implementation C\n- (void)g {}\n@end\n"),
        ])
        #expect(result.outputs.map(\.name) == ["A", "C"])
        #expect(result.failures.map(\.description) == ["Bad.m:2:1: error: expected '*/' to close the comment opened here"])
    }

    @Test("a class implemented in two inputs is an error naming both places; the first is kept")
    func duplicateImplementations() {
        let result = RACPortTranslator.translateBatch([
            PortInput(name: "One.m", text: "@implementation A\n- (void)f {}\n@end\n"),
            PortInput(name: "Two.m", text: "\n@implementation A\n- (void)g {}\n@end\n"),
        ])
        #expect(result.outputs.map(\.name) == ["A"])
        #expect(result.outputs.first?.swift.contains("func f()") == true)
        #expect(result.failures.map(\.description) == [
            "Two.m:2:1: error: expected one @implementation A, found a second (the first is at One.m:1:1); this one is not translated",
        ])
    }

    @Test("an empty file in a batch has nothing to translate; alone, it is an error")
    func emptyFiles() {
        let batch = RACPortTranslator.translateBatch([
            PortInput(name: "Empty.h", text: "// nothing\n"),
            PortInput(name: "A.m", text: "@implementation A\n- (void)f {}\n@end\n"),
        ])
        #expect(batch.failures.isEmpty && batch.outputs.map(\.name) == ["A"])
        let alone = RACPortTranslator.translateBatch([PortInput(name: "Empty.h", text: "")])
        #expect(alone.failures.map(\.error.kind) == [.emptyFile])
    }

    @Test("mutated corpus files never stop: every truncation and dropped token translates, flagged where needed")
    func mutationsTranslateOrFlag() throws {
        let url = corpusDirectory.appendingPathComponent("ObjC/LoginViewModel.m")
        let bytes = [UInt8](try Data(contentsOf: url))
        var lexer = Lexer(bytes: bytes)
        var outcomes = (flagged: 0, lexical: 0)
        for token in try lexer.tokenize() where token.kind == .punct || token.kind == .identifier {
            let result = RACPortTranslator.translateBatch([
                PortInput(name: "m.m", bytes: Array(bytes[..<token.offset] + bytes[token.endOffset...])),
            ])
            // Only a bracket left unbalanced stops a file; every other mutation is recovered.
            if let failure = result.failures.first {
                #expect(failure.error.kind == .unbalanced)
                outcomes.lexical += 1
            } else if !result.flagged.isEmpty {
                outcomes.flagged += 1
            }
        }
        #expect(outcomes.flagged > 0 && outcomes.lexical > 0)
    }
}
