/// Builds a `SourceFile` from tokens: the cursor, bracket balance and error helpers live here;
/// declarations, types, statements and expressions are parsed in the extensions next to this file.
public struct Parser {
    var tokens: [Token]
    var index = 0
    let source: [UInt8]

    /// Creates a parser over the tokens of `source`.
    public init(tokens: [Token], source: [UInt8]) {
        self.tokens = tokens
        self.source = source
    }

    /// Lexes and parses a whole file.
    public static func parse(_ text: String) throws(PortError) -> SourceFile {
        try parse(bytes: Array(text.utf8))
    }

    /// Lexes and parses a whole file given as UTF-8 bytes.
    public static func parse(bytes: [UInt8]) throws(PortError) -> SourceFile {
        var lexer = Lexer(bytes: bytes)
        let tokens = try lexer.tokenize()
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

    /// The original text from token `from` up to (not including) token `to`.
    func text(from: Int, to: Int) -> String {
        guard from < to else { return "" }
        let start = tokens[from].offset
        let end = tokens[to - 1].endOffset
        let raw = String(decoding: source[start..<end], as: UTF8.self)
        return raw.split(whereSeparator: { $0 == "\n" })
            .map { $0.trimmingSpaces() }
            .joined(separator: " ")
    }

    /// Skips to the end of a construct: a `;` at depth 0, or a balanced `{…}` group that closes it.
    mutating func skipConstruct() {
        var depth = 0
        while !atEnd {
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
