/// Builds a `SourceFile` from tokens: the cursor, bracket balance and error helpers live here;
/// declarations, types, statements and expressions are parsed in the extensions next to this file.
public struct Parser {
    var tokens: [Token]
    var index = 0
    let source: [UInt8]
    /// How deep the recursive descent is now; see `maximumDepth`.
    var depth = 0
    /// File-level declarations met inside a class (`static id shared = nil;` in an @implementation), placed before it.
    var hoisted: [TopLevel] = []

    /// Creates a parser over the tokens of `source`.
    public init(tokens: [Token], source: [UInt8]) {
        self.tokens = tokens
        self.source = source
    }

    /// Lexes and parses a whole file.
    public static func parse(_ text: String) throws(PortError) -> SourceFile {
        try parse(bytes: Array(text.utf8))
    }

    /// Lexes and parses a whole file given as UTF-8 bytes, expanding the macros it defines where it uses them.
    public static func parse(bytes: [UInt8]) throws(PortError) -> SourceFile {
        var lexer = Lexer(bytes: bytes)
        let tokens = try lexer.tokenize()
        return try parse(tokens: tokens, bytes: bytes, macros: MacroTable(collecting: [tokens]))
    }

    /// Parses the tokens of one file, expanding `macros` (those of every input of a project) where they are used.
    static func parse(tokens lexed: [Token], bytes: [UInt8], macros: MacroTable) throws(PortError) -> SourceFile {
        let tokens = Preprocessor.process(MacroExpander.expand(lexed, macros), source: bytes)
        if tokens.count == 1 && lexed.count > 1 && lexed.allSatisfy({ $0.kind == .directive || $0.kind == .end }) {
            return SourceFile(items: []) // a header of macros only, each expanded where it is used
        }
        if tokens.count == 1 {
            throw PortError(.emptyFile, at: SourcePosition(line: 1, column: 1),
                            "expected Objective-C declarations, found an empty file")
        }
        var parser = Parser(tokens: tokens, source: bytes)
        try parser.checkBalance()
        return try parser.parseFile()
    }

    var current: Token { tokens[index] }

    func peek(_ offset: Int = 1) -> Token {
        let i = index + offset
        return i < tokens.count ? tokens[i] : tokens[tokens.count - 1]
    }

    mutating func advance() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    var atEnd: Bool { current.kind == .end }

    func isPunct(_ p: String) -> Bool { current.kind == .punct && current.text == p }

    func isIdentifier(_ name: String) -> Bool { current.kind == .identifier && current.text == name }

    mutating func accept(_ p: String) -> Bool {
        if current.text == p && (current.kind == .punct || current.kind == .identifier) {
            index += 1
            return true
        }
        return false
    }

    mutating func expect(_ p: String, _ what: String) throws(PortError) {
        guard accept(p) else { throw unexpected("'\(p)' \(what)") }
    }

    mutating func identifier(_ what: String) throws(PortError) -> String {
        guard current.kind == .identifier else { throw unexpected(what) }
        return advance().text
    }

    func unexpected(_ expected: String) -> PortError {
        let found = atEnd ? "end of file" : "'\(current.text)'"
        return PortError(.unexpected, at: current.position, "expected \(expected), found \(found)")
    }

    /// The original text from token `from` up to (not including) token `to`, line breaks and indentation kept
    /// (later lines lose the indentation they all share), so a flagged construct is shown whole, as written.
    func text(from: Int, to: Int) -> String {
        guard from < to else { return "" }
        let start = tokens[from].offset
        let end = tokens[to - 1].endOffset
        return Parser.dedented(String(decoding: source[start..<end], as: UTF8.self))
    }

    /// The original text from token `from` up to (not including) token `to`, exactly as written (dedented only
    /// when it is shown in a flag).
    func rawText(from: Int, to: Int) -> String {
        guard from < to else { return "" }
        return String(decoding: source[tokens[from].offset..<tokens[to - 1].endOffset], as: UTF8.self)
    }

    /// `text` with trailing spaces removed from every line and the indentation common to the lines after the
    /// first removed (the first line starts at a token, so its own indentation is already gone).
    static func dedented(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var l = Substring(line)
            while let last = l.last, last == " " || last == "\t" || last == "\r" { l.removeLast() }
            return l
        }
        guard lines.count > 1 else { return String(lines.first ?? "") }
        let indents = lines.dropFirst().filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let common = indents.min() ?? 0
        for i in lines.indices.dropFirst() where !lines[i].isEmpty { lines[i] = lines[i].dropFirst(common) }
        return lines.joined(separator: "\n")
    }

    /// The deepest recursion the parser allows; deeper input is refused with a position instead of exhausting the
    /// stack. A level is a statement inside another (an unbraced `if` body included), an operand inside another
    /// (a bracket, a prefix operator, a cast, a block), the right side of an assignment or conditional, or a type
    /// inside another (a block type's parameters). Brackets are also limited to `maximumNesting` before parsing.
    static let maximumDepth = 256

    /// Enters one level of recursion; pair with `depth -= 1` in a `defer`.
    mutating func enter() throws(PortError) {
        depth += 1
        if depth > Parser.maximumDepth {
            throw PortError(.tooDeep, at: current.position,
                            "expected at most \(Parser.maximumDepth) levels of nested statements and expressions")
        }
    }

    /// Skips to the end of a construct: a `;` at depth 0, or a balanced `{…}` group that closes it.
    mutating func skipConstruct() {
        var depth = 0
        let start = index
        while !atEnd {
            // A construct never runs into the next class or protocol, nor past the end of the current one.
            if depth == 0 && index > start && current.kind == .atKeyword
                && ["@interface", "@implementation", "@protocol", "@end"].contains(current.text)
            {
                return
            }
            let t = advance()
            guard t.kind == .punct else { continue }
            switch t.text {
            case "(", "[", "{": depth += 1
            case ")", "]": depth -= 1
            case "}":
                depth -= 1
                if depth == 0 {
                    _ = accept(";")
                    return
                }
                if depth < 0 { return }
            case ";" where depth == 0: return
            default: break
            }
        }
    }

    /// The deepest bracket nesting accepted.
    static let maximumNesting = 100

    /// Throws when a bracket is never closed or closes the wrong opener.
    func checkBalance() throws(PortError) {
        var stack: [Token] = []
        let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
        for token in tokens where token.kind == .punct {
            switch token.text {
            case "(", "[", "{":
                stack.append(token)
                // The parser is recursive; a bound on nesting keeps hostile input from exhausting the stack.
                if stack.count > Parser.maximumNesting {
                    throw PortError(.unbalanced, at: token.position,
                                    "expected at most \(Parser.maximumNesting) nested brackets")
                }
            case ")", "]", "}":
                guard let open = stack.popLast() else {
                    throw PortError(.unbalanced, at: token.position, "expected no '\(token.text)' here: nothing to close")
                }
                if open.text != pairs[token.text] {
                    throw PortError(.unbalanced, at: token.position,
                                    "expected a closer for '\(open.text)' opened at \(open.position), found '\(token.text)'")
                }
            default:
                break
            }
        }
        if let open = stack.last {
            let kind = open.text == "{" ? "block or body" : "bracket"
            throw PortError(.unbalanced, at: open.position, "expected a closer for the \(kind) '\(open.text)' opened here")
        }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
