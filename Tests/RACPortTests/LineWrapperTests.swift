@testable import RACPort
import Testing

@Suite("line wrapper")
struct LineWrapperTests {
    @Test("random long lines of brackets, quotes and keywords never crash the wrapper and keep every character")
    func randomLines() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a.b(", ")", "{ x in ", "}", "[", "]", "\"s (t\"", " && ", " = ", ".c", ", ", "return ", " in",
                      " {", "\\\"", "y"]
        for _ in 0..<2_000 {
            var line = "        "
            while line.count < 130 { line += pieces.randomElement(using: &generator)! }
            let wrapped = LineWrapper.wrapLines(line)
            #expect(wrapped.filter { $0 != " " && $0 != "\n" } == line.filter { $0 != " " && $0 != "\n" })
        }
    }

    @Test("a file without long lines comes back unchanged")
    func shortLines() {
        let text = "a\n    b(c)\n\n"
        #expect(LineWrapper.wrapLines(text) == text)
    }
}
