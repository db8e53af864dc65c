import RACPort
import Testing

/// Every recursive path of the parser counts its depth and stops with a position past its documented limit; long
/// flat input (a 10,000-term sum, 10,000 statements) is walked as lists, in linear time (rac-bench measures it).
@Suite("depth limits and scale")
struct DepthAndScaleTests {
    private func error(_ body: String) -> PortError? {
        let text = "@implementation A\n- (void)f {\n" + body + "\n}\n@end\n"
        return onLargeStack { RACPortTranslator.translateBatch([PortInput(name: "deep.m", text: text)]).failures.first?.error }
    }

    private static let tooDeep = "expected at most 256 levels of nested statements and expressions"

    @Test("10,000 nested unbraced ifs stop with a position (statements)")
    func nestedStatements() {
        let found = error(String(repeating: "if (a) ", count: 10_000) + "x = 1;")
        #expect(found?.kind == .tooDeep)
        #expect(found?.message == Self.tooDeep)
        #expect(found?.position.line == 3)
    }

    @Test("10,000 prefix operators stop with a position (expressions)")
    func nestedPrefixes() {
        #expect(error("x = " + String(repeating: "!", count: 10_000) + "a;")?.kind == .tooDeep)
    }

    @Test("a 10,000-link assignment chain and a 10,000-link conditional chain stop with a position")
    func rightRecursiveChains() {
        #expect(error("x = " + String(repeating: "a = ", count: 10_000) + "b;")?.kind == .tooDeep)
        #expect(error("x = " + String(repeating: "a ? b : ", count: 10_000) + "c;")?.kind == .tooDeep)
    }

    @Test("nested block types and nested blocks stop at the bracket limit (types, blocks)")
    func nestedTypesAndBlocks() {
        var type = "id"
        for _ in 0..<200 { type = "void (^)(\(type))" }
        #expect(error("\(type) b = nil;")?.kind == .unbalanced)
        let blocks = String(repeating: "[s subscribeNext:^(id x) { ", count: 200) + String(repeating: "}];", count: 200)
        #expect(error(blocks)?.kind == .unbalanced)
    }

    @Test("nesting just under the limits translates, on the stack the tool gives a translation")
    func underTheLimits() throws {
        let ifs = String(repeating: "if (a) ", count: 250) + "x = 1;"
        let blocks = String(repeating: "[s subscribeNext:^(id x) { ", count: 30) + String(repeating: "}];", count: 30)
        for body in [ifs, blocks] {
            let text = "@implementation A\n- (void)f {\n" + body + "\n}\n@end\n"
            let failures = onLargeStack { RACPortTranslator.translateBatch([PortInput(name: "ok.m", text: text)]).failures }
            #expect(failures.isEmpty)
        }
    }

    @Test("a 10,000-term sum translates as one flat line")
    func longSum() throws {
        let out = try onLargeStack {
            Result { try port(statements: "NSInteger x = " + Array(repeating: "1", count: 10_000).joined(separator: " + ") + ";") }
        }.get()
        #expect(out == "let x: Int = " + Array(repeating: "1", count: 10_000).joined(separator: " + "))
    }

    @Test("10,000 statements in one method translate, each counted")
    func manyStatements() throws {
        let body = (0..<10_000).map { "x = \($0);" }.joined(separator: "\n")
        let result = try RACPortTranslator.translate([PortInput(
            name: "many.m", text: "@implementation A\n- (void)f {\n\(body)\n}\n@end\n")])
        #expect(result.translatedStatements == 10_000)
        #expect(result.flagged.isEmpty)
    }
}
