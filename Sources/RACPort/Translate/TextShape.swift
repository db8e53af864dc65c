/// The shape of translated Swift text at its top level (outside brackets, braces and string literals): what the
/// translation asks of an expression it already wrote (is it an optional chain, a comparison, a coalescing).
extension StatementTranslator {
    /// True when `text` is a conditional expression (`c ? a : b`) at its top level: its value is a branch's.
    static func isConditional(_ text: String) -> Bool {
        atTopLevel(text) { previous, c in c == "?" && previous == " " }
    }

    /// True when `text` is an optional chain at its top level (`a?.b.c()`), outside brackets, braces and strings;
    /// a comparison of one (`a?.b == c`) is a plain Bool.
    static func chainsOptionally(_ text: String) -> Bool {
        atTopLevel(text) { previous, c in c == "." && previous == "?" } && !isComparison(text)
    }

    /// True when `text` is a plain member chain (`self.count`), which needs no parentheses as an operand.
    static func isPlainChain(_ text: String) -> Bool {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// True when `text` coalesces (`a ?? b`) at its top level.
    static func coalesces(_ text: String) -> Bool {
        atTopLevel(text) { previous, c in c == "?" && previous == "?" }
    }

    /// True when `text` is a comparison or a logical operation at its top level: its value is a Bool.
    static func isComparison(_ text: String) -> Bool {
        atTopLevel(text) { previous, c in
            (c == "=" && "=!<>".contains(previous)) || (c == "&" && previous == "&") || (c == "|" && previous == "|")
                || (" ".contains(previous) && "<>".contains(c))
        }
    }

    /// True when `found` holds for a character of `text` (with the one before it) outside brackets, braces and
    /// string literals.
    /// True when `text` has a brace at its top level (a trailing closure), outside brackets and strings.
    static func hasTrailingClosure(_ text: String) -> Bool {
        atTopLevel(text) { _, c in c == "{" }
    }

    fileprivate static func atTopLevel(_ text: String, _ found: (Character, Character) -> Bool) -> Bool {
        var depth = 0
        var inString = false
        var previous: Character = " "
        for c in text {
            if inString {
                if c == "\"" && previous != "\\" { inString = false }
            } else {
                switch c {
                case "\"": inString = true
                case "(", "[", "{":
                    if depth == 0 && found(previous, c) { return true } // an opening bracket is at the level it opens from
                    depth += 1
                case ")", "]", "}": depth -= 1
                default: if depth == 0 && found(previous, c) { return true }
                }
            }
            previous = c
        }
        return false
    }
}
