/// Look-ahead and skipping helpers for declarations: generic lists, macro invocations, balanced groups.
extension Parser {
    /// True when the `<…>` here closes and is followed by `token` (generic parameters before a superclass).
    func genericListIsFollowed(by token: String) -> Bool {
        var i = 1
        var depth = 1
        while depth > 0 && peek(i).kind != .end && !peek(i).isPunct(";") {
            if peek(i).isPunct("<") { depth += 1 }
            if peek(i).isPunct(">") { depth -= 1 }
            if peek(i).isPunct(">>") { depth -= 2 }
            i += 1
        }
        return depth == 0 && peek(i).isPunct(token)
    }

    /// True at `NAME(…)` standing alone on its line(s) (or followed by `;`): a macro that expands to declarations,
    /// such as `SINGLETON_FOR_CLASS(Foo)`. It is kept and flagged as one item.
    func macroInvocationAhead() -> Bool {
        guard current.kind == .identifier, peek().isPunct("("), !Parser.scalarTypes.contains(current.text) else {
            return false
        }
        var i = 1
        var depth = 0
        repeat {
            if peek(i).isPunct("(") { depth += 1 }
            if peek(i).isPunct(")") { depth -= 1 }
            i += 1
        } while depth > 0 && peek(i).kind != .end
        let close = peek(i - 1)
        let next = peek(i)
        if next.isPunct(";") { return true }
        if next.isPunct("{") { return false }
        return next.kind == .end || next.kind == .atKeyword || next.kind == .directive
            || next.position.line > close.position.line
    }

    /// Consumes the macro invocation `macroInvocationAhead()` found, and a `;` after it.
    mutating func skipMacroInvocation() {
        _ = advance()
        skipConstructParens()
        _ = accept(";")
    }

    /// True when the `<…>` here holds types (`NSArray<NSString *>`), not protocol names.
    func angleBracketsHoldTypes() -> Bool {
        var i = 1
        while peek(i).kind != .end && !peek(i).isPunct(">") && !peek(i).isPunct(">>") && !peek(i).isPunct(";") {
            if peek(i).isPunct("*") || peek(i).isIdentifier("id") || peek(i).isIdentifier("__kindof") { return true }
            i += 1
        }
        return false
    }

    /// Skips a balanced `<…>` group.
    mutating func skipAngleBrackets() {
        var depth = 0
        repeat {
            let t = advance()
            if t.isPunct("<") { depth += 1 }
            if t.isPunct(">") { depth -= 1 }
            if t.isPunct(">>") { depth -= 2 }
        } while depth > 0 && !atEnd
    }

    /// Skips a balanced `(…)` group starting at the current `(`.
    mutating func skipConstructParens() {
        var depth = 0
        repeat {
            let t = advance()
            if t.isPunct("(") { depth += 1 }
            if t.isPunct(")") { depth -= 1 }
        } while depth > 0 && !atEnd
    }
}
