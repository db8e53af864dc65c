/// Splits Objective-C source text into tokens, skipping comments and whitespace.
public struct Lexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Creates a lexer over the UTF-8 bytes of a file.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Creates a lexer over a string.
    public init(text: String) {
        self.bytes = Array(text.utf8)
    }

    private var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

    private static let threeCharPuncts: Set<String> = ["<<=", ">>=", "..."]
    private static let twoCharPuncts: Set<String> = [
        "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "->", "<<",
        ">>", "##",
    ]

    /// Reads every token; the last one has kind `.end`. Throws on unreadable text or unterminated literals.
    public mutating func tokenize() throws(PortError) -> [Token] {
        try checkText()
        // A UTF-8 byte order mark, which some editors write, is not part of the code.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 4)
        while true {
            try skipTrivia()
            let start = position
            let startIndex = index
            guard index < bytes.count else {
                tokens.append(Token(kind: .end, text: "", position: start, offset: index, endOffset: index))
                return tokens
            }
            let c = bytes[index]
            let kind: TokenKind
            var text: String
            if c == UInt8(ascii: "#") && isFirstOnLine(startIndex) {
                while index < bytes.count && bytes[index] != 10 {
                    if bytes[index] == UInt8(ascii: "\\") && index + 1 < bytes.count && bytes[index + 1] == 10 {
                        advanceLine(at: index + 1)
                        index += 2
                        continue
                    }
                    index += 1
                }
                kind = .directive
                text = string(startIndex, index)
            } else if isIdentStart(c) {
                index += 1
                while index < bytes.count && isIdentBody(bytes[index]) { index += 1 }
                kind = .identifier
                text = string(startIndex, index)
            } else if isDigit(c) || (c == UInt8(ascii: ".") && index + 1 < bytes.count && isDigit(bytes[index + 1])) {
                index += 1
                while index < bytes.count && (isIdentBody(bytes[index]) || bytes[index] == UInt8(ascii: ".")) {
                    index += 1
                }
                kind = .number
                text = string(startIndex, index)
            } else if c == UInt8(ascii: "@") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") {
                index += 1
                text = try readQuoted(quote: UInt8(ascii: "\""), start: start)
                kind = .objcString
            } else if c == UInt8(ascii: "@") && index + 1 < bytes.count && isIdentStart(bytes[index + 1]) {
                index += 1
                while index < bytes.count && isIdentBody(bytes[index]) { index += 1 }
                kind = .atKeyword
                text = string(startIndex, index)
            } else if c == UInt8(ascii: "\"") {
                text = try readQuoted(quote: c, start: start)
                kind = .cString
            } else if c == UInt8(ascii: "'") {
                _ = try readQuoted(quote: c, start: start)
                kind = .character
                text = string(startIndex, index)
            } else {
                kind = .punct
                text = readPunct()
            }
            tokens.append(Token(kind: kind, text: text, position: start, offset: startIndex, endOffset: index))
        }
    }

    private func checkText() throws(PortError) {
        var line = 1
        var column = 1
        for b in bytes {
            if b == 0 {
                throw PortError(.binaryFile, at: SourcePosition(line: line, column: column),
                                "expected Objective-C text, found a NUL byte (binary file?)")
            }
            if b == 10 {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            throw PortError(.binaryFile, at: SourcePosition(line: 1, column: 1), "expected UTF-8 text (binary file?)")
        }
    }

    private func isFirstOnLine(_ at: Int) -> Bool {
        var i = at - 1
        while i >= 0 && (bytes[i] == 32 || bytes[i] == 9) { i -= 1 }
        return i < 0 || bytes[i] == 10
    }

    private mutating func advanceLine(at newline: Int) {
        line += 1
        lineStart = newline + 1
    }

    private mutating func skipTrivia() throws(PortError) {
        while index < bytes.count {
            let c = bytes[index]
            if c == 10 {
                advanceLine(at: index)
                index += 1
            } else if c == 32 || c == 9 || c == 13 || c == 12 {
                index += 1
            } else if c == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != 10 { index += 1 }
            } else if c == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") {
                let start = position
                index += 2
                while true {
                    guard index + 1 < bytes.count else {
                        throw PortError(.unterminatedComment, at: start, "expected '*/' to close the comment opened here")
                    }
                    if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        break
                    }
                    if bytes[index] == 10 { advanceLine(at: index) }
                    index += 1
                }
            } else {
                return
            }
        }
    }

    private mutating func readQuoted(quote: UInt8, start: SourcePosition) throws(PortError) -> String {
        index += 1
        let bodyStart = index
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if c == 10 { break }
            if c == quote {
                let body = string(bodyStart, index)
                index += 1
                return body
            }
            index += 1
        }
        let what = quote == UInt8(ascii: "'") ? "character literal" : "string literal"
        throw PortError(.unterminatedString, at: start, "expected a closing quote for the \(what) started here")
    }

    private mutating func readPunct() -> String {
        for length in [3, 2] where index + length <= bytes.count {
            let candidate = string(index, index + length)
            let table = length == 3 ? Self.threeCharPuncts : Self.twoCharPuncts
            if table.contains(candidate) {
                index += length
                return candidate
            }
        }
        let text = string(index, index + 1)
        index += 1
        return text
    }

    private func string(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[from..<min(to, bytes.count)], as: UTF8.self)
    }

    private func isIdentStart(_ c: UInt8) -> Bool {
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 36 || c >= 0x80
    }

    private func isIdentBody(_ c: UInt8) -> Bool { isIdentStart(c) || isDigit(c) }

    private func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
}
