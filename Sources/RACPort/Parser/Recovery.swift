/// Recovery: a construct the parser cannot read is kept whole, as written, in an `unsupported` item at its place,
/// and parsing resumes at the next statement, member or top-level declaration. Only `tooDeep` is not recovered:
/// recovering inside a too-deep construct would only meet the limit again.
extension Parser {
    /// The reason given for a construct that could not be parsed.
    static func notParsed(_ error: PortError) -> String { "not parsed (\(error.message))" }

    /// One statement, or the statement's original text flagged when it cannot be parsed.
    mutating func parseStatementRecovering() throws(PortError) -> Statement? {
        let start = index
        do {
            return try parseStatement()
        } catch where error.kind != .tooDeep {
            index = start
            skipStatement()
            return .unsupported(reason: Parser.notParsed(error), text: text(from: start, to: index))
        }
    }

    /// One member of an `@interface`, `@implementation` or `@protocol`, or its text flagged.
    mutating func parseMemberRecovering(isImplementation: Bool) throws(PortError) -> [Member] {
        let start = index
        do {
            return try parseMember(isImplementation: isImplementation)
        } catch where error.kind != .tooDeep {
            index = start
            skipMember()
            return [.unsupported(reason: Parser.notParsed(error), text: text(from: start, to: index))]
        }
    }

    /// Skips one statement: up to a `;` at its own level, or through a braced body that ends it (`} else`,
    /// `} while` and `} @catch` continue the statement). Stops before a `}` or `@end` that closes an outer construct.
    mutating func skipStatement() {
        let start = index
        var depth = 0
        while !atEnd {
            let t = current
            if t.kind == .atKeyword && t.text == "@end" && depth == 0 { break }
            if t.isPunct("}") && depth == 0 { break }
            _ = advance()
            guard t.kind == .punct else { continue }
            switch t.text {
            case "(", "[", "{": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case "}":
                depth -= 1
                let continues = isIdentifier("else") || isIdentifier("while")
                    || (current.kind == .atKeyword && ["@catch", "@finally"].contains(current.text))
                if depth == 0 && !continues {
                    _ = accept(";")
                    return
                }
            case ";" where depth == 0:
                return
            default:
                break
            }
        }
        if index == start && !atEnd && !isPunct("}") { _ = advance() }
    }

    /// Skips one member: through a `;` or a balanced body, stopping before `@end`.
    mutating func skipMember() {
        let start = index
        var depth = 0
        while !atEnd {
            let t = current
            if t.kind == .atKeyword && t.text == "@end" && depth == 0 { break }
            _ = advance()
            guard t.kind == .punct else { continue }
            switch t.text {
            case "(", "[", "{": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case "}":
                depth -= 1
                if depth <= 0 {
                    _ = accept(";")
                    return
                }
            case ";" where depth == 0:
                return
            default:
                break
            }
        }
        if index == start && !atEnd && !(current.kind == .atKeyword && current.text == "@end") { _ = advance() }
    }

    /// Skips one top-level item: a class or protocol through its `@end`, anything else as `skipConstruct` does.
    mutating func skipTopLevel(from start: Int) {
        let first = tokens[start]
        if first.kind == .atKeyword && ["@interface", "@implementation", "@protocol"].contains(first.text) {
            while !atEnd && !(current.kind == .atKeyword && current.text == "@end") { _ = advance() }
            _ = advance()
            return
        }
        skipConstruct()
        if index == start && !atEnd { _ = advance() }
    }
}
