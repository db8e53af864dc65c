/// Rewrites the token stream before parsing, in one pass:
/// - drops annotation macros (`AnnotationMacros`) with their parenthesised arguments;
/// - spells export macros as `extern` and inline macros as `static inline`;
/// - marks the tokens between `NS_ASSUME_NONNULL_BEGIN` and `_END` (and drops the markers);
/// - folds every `#else`/`#elif` branch, and an `#if 0` region, into one directive token holding its original text,
///   so exactly one branch of a conditional is parsed and the others are kept whole, to be flagged.
enum Preprocessor {
    static func process(_ tokens: [Token], source: [UInt8]) -> [Token] {
        var output: [Token] = []
        output.reserveCapacity(tokens.count)
        var nonnull = false
        var i = 0
        var guardEnds: Set<Int> = []
        while i < tokens.count {
            var token = tokens[i]
            switch token.kind {
            case .identifier:
                if AnnotationMacros.exact.contains(token.text) {
                    i = skipArguments(tokens, after: i)
                    continue
                }
                if AnnotationMacros.nonnullRegionStart.contains(token.text) || AnnotationMacros.nonnullRegionEnd.contains(token.text) {
                    nonnull = AnnotationMacros.nonnullRegionStart.contains(token.text)
                    i += 1
                    continue
                }
                if AnnotationMacros.externSpellings.contains(token.text) {
                    token.text = "extern"
                } else if AnnotationMacros.inlineSpellings.contains(token.text) {
                    var first = token
                    first.text = "static"
                    first.assumesNonnull = nonnull
                    output.append(first)
                    token.text = "inline"
                }
            case .directive:
                if guardEnds.contains(i) {
                    i += 1 // the `#endif` of an include guard
                    continue
                }
                if let end = includeGuardEnd(tokens, at: i) {
                    // `#ifndef A_h` + `#define A_h` … `#endif`: a header read once, which Swift files always are.
                    guardEnds.insert(end)
                    i += 2
                    continue
                }
                let word = directiveWord(token.text)
                let foldsHere = word == "else" || word == "elif" || (word == "if" && isIfZero(token.text))
                if foldsHere, let end = matchingEnd(tokens, from: i, stopAtElse: word == "if") {
                    // An `#if 0` region folds up to its `#else` (kept in the fold), whose branch is then parsed.
                    token.endOffset = tokens[end].endOffset
                    token.text = String(decoding: source[token.offset..<token.endOffset], as: UTF8.self)
                    token.assumesNonnull = nonnull
                    output.append(token)
                    i = end + 1
                    continue
                }
            default:
                break
            }
            token.assumesNonnull = nonnull
            output.append(token)
            i += 1
        }
        return output
    }

    /// The index after a macro name and, if one follows, its balanced parenthesised argument list.
    private static func skipArguments(_ tokens: [Token], after index: Int) -> Int {
        var i = index + 1
        guard i < tokens.count, tokens[i].isPunct("(") else { return i }
        var depth = 0
        while i < tokens.count, tokens[i].kind != .end {
            if tokens[i].isPunct("(") { depth += 1 }
            if tokens[i].isPunct(")") {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return i
    }

    /// The index of the `#endif` closing an include guard that starts at `index`: `#ifndef NAME` followed by
    /// `#define NAME` with no value.
    private static func includeGuardEnd(_ tokens: [Token], at index: Int) -> Int? {
        guard directiveWord(tokens[index].text) == "ifndef", index + 1 < tokens.count,
            tokens[index + 1].kind == .directive, directiveWord(tokens[index + 1].text) == "define"
        else { return nil }
        let tested = tokens[index].text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let defined = tokens[index + 1].text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard tested.count == 2, defined.count == 2, tested[1] == defined[1] else { return nil }
        return matchingEnd(tokens, from: index, stopAtElse: true).flatMap { directiveWord(tokens[$0].text) == "endif" ? $0 : nil }
    }

    /// `if`, `ifdef`, `else`, `endif`… of a directive line (`#  else` included).
    static func directiveWord(_ line: String) -> Substring {
        let body = line.dropFirst().drop { $0 == " " || $0 == "\t" }
        return body.prefix { $0.isLetter }
    }

    private static func isIfZero(_ line: String) -> Bool {
        let body = line.dropFirst().drop { $0 == " " || $0 == "\t" }.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        return body.prefix { !$0.isWhitespace } == "0"
    }

    /// The index of the `#endif` closing the conditional branch that starts at `start` (nested conditionals
    /// skipped); with `stopAtElse`, an `#else`/`#elif` of the same level ends the search too. Nil when unclosed.
    private static func matchingEnd(_ tokens: [Token], from start: Int, stopAtElse: Bool) -> Int? {
        var depth = 0
        var i = start + 1
        while i < tokens.count {
            if tokens[i].kind == .directive {
                switch directiveWord(tokens[i].text) {
                case "if", "ifdef", "ifndef":
                    depth += 1
                case "endif":
                    if depth == 0 { return i }
                    depth -= 1
                case "else" where depth == 0 && stopAtElse, "elif" where depth == 0 && stopAtElse:
                    return i
                default:
                    break
                }
            }
            i += 1
        }
        return nil
    }
}
