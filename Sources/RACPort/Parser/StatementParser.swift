extension Parser {
    /// Parses `{ statements }`.
    mutating func parseCompoundBody() throws(PortError) -> [Statement] {
        try expect("{", "to open a body")
        var statements: [Statement] = []
        while !isPunct("}") {
            if atEnd { throw unexpected("'}' to close the body") }
            if let statement = try parseStatementRecovering() { statements.append(statement) }
        }
        _ = advance()
        return statements
    }

    /// A body that may be a single statement or a braced list.
    private mutating func parseBranch() throws(PortError) -> [Statement] {
        if isPunct("{") { return try parseCompoundBody() }
        if let statement = try parseStatementRecovering() { return [statement] }
        return []
    }

    /// Parses one statement; returns nil for an empty `;`.
    mutating func parseStatement() throws(PortError) -> Statement? {
        try enter()
        defer { depth -= 1 }
        let start = index
        let t = current
        if t.kind == .directive { return parseDirectiveStatement() }
        if t.kind == .punct {
            if accept(";") { return nil }
            if isPunct("{") { return .compound(try parseCompoundBody()) }
        }
        if t.kind == .atKeyword {
            switch t.text {
            case "@weakify", "@strongify":
                _ = advance()
                try expect("(", "after \(t.text)")
                var names: [String] = []
                while !isPunct(")") {
                    names.append(try identifier("a variable name"))
                    if !accept(",") { break }
                }
                try expect(")", "to close \(t.text)")
                _ = accept(";")
                return t.text == "@weakify" ? .weakify(names) : .strongify(names)
            case "@autoreleasepool" where peek().isPunct("{"):
                // ARC on Linux: the pool's body is an ordinary scope.
                _ = advance()
                return .compound(try parseCompoundBody())
            case "@onExit":
                _ = advance()
                let body = try parseCompoundBody()
                _ = accept(";")
                return .deferred(body)
            case "@try", "@synchronized", "@autoreleasepool", "@throw":
                skipStatement()
                return .unsupported(reason: "\(t.text) is not translated", text: text(from: start, to: index))
            default:
                break
            }
        }
        if t.kind == .identifier {
            switch t.text {
            case "if": return try parseIf()
            case "for": return try parseFor()
            case "while":
                _ = advance()
                try expect("(", "after 'while'")
                let condition = try parseExpression()
                try expect(")", "to close the while condition")
                return .whileLoop(condition, try parseBranch())
            case "do":
                _ = advance()
                let body = try parseBranch()
                guard accept("while") else { throw unexpected("'while' after a do body") }
                try expect("(", "after 'while'")
                let condition = try parseExpression()
                try expect(")", "to close the do-while condition")
                try expect(";", "after a do-while loop")
                return .doWhile(body, condition)
            case "switch": return try parseSwitch()
            case "return":
                _ = advance()
                if accept(";") { return .returnValue(nil) }
                let value = try parseExpression()
                try expect(";", "after the returned value")
                return .returnValue(value)
            case "break":
                _ = advance()
                try expect(";", "after 'break'")
                return .breakLoop
            case "continue":
                _ = advance()
                try expect(";", "after 'continue'")
                return .continueLoop
            case "goto", "struct", "union", "typedef", "asm", "__asm__":
                skipStatement()
                let reason = t.text == "goto" ? "goto is not translated" : "C \(t.text) is out of scope"
                return .unsupported(reason: reason, text: text(from: start, to: index))
            default:
                break
            }
        }
        if looksLikeDeclaration() {
            if isCArrayDeclaration() {
                skipStatement()
                return .unsupported(reason: "C arrays are out of scope", text: text(from: start, to: index))
            }
            let declaration = try parseLocalDeclaration()
            var declarations = [declaration]
            if case .declaration(var type, _, _, let qualifiers) = declaration {
                // `int a = 1, b = 2;` and `NSString *a, *b;`: each declarator has its own stars.
                while accept(",") {
                    type.pointers = 0
                    while accept("*") { type.pointers += 1 }
                    let name = try identifier("a variable name")
                    let value = accept("=") ? try parseExpression() : nil
                    declarations.append(.declaration(type: type, name: name, value: value, qualifiers: qualifiers))
                }
            }
            try expect(";", "after a declaration")
            return declarations.count == 1 ? declaration : .sequence(declarations)
        }
        let expression = try parseCommaExpression()
        try expect(";", "after the expression")
        return .expression(expression)
    }

    /// `Type name[…]` ahead (a C array declaration).
    private func isCArrayDeclaration() -> Bool {
        var i = 0
        while peek(i).kind == .identifier || peek(i).isPunct("*") || peek(i).isPunct("<") || peek(i).isPunct(">")
            || peek(i).isPunct(",")
        {
            i += 1
        }
        return peek(i).isPunct("[") && peek(i - 1).kind == .identifier
    }

    /// An expression that may use the comma operator (`[timer invalidate], timer = nil`).
    mutating func parseCommaExpression() throws(PortError) -> Expression {
        let first = try parseExpression()
        guard isPunct(",") else { return first }
        var list = [first]
        while accept(",") { list.append(try parseExpression()) }
        return .comma(list)
    }

    private mutating func parseDirectiveStatement() -> Statement {
        let text = advance().text
        if let title = Parser.markTitle(text) { return .mark(title) }
        return .unsupported(reason: "preprocessor directive in a body is not translated", text: text)
    }

    /// The title of a `#pragma mark` line, or nil for another directive.
    static func markTitle(_ line: String) -> String? {
        let words = line.dropFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard words.count >= 2, words[0] == "pragma", words[1] == "mark" else { return nil }
        var title = words.dropFirst(2).joined(separator: " ")
        if title.hasPrefix("-") { title = String(title.dropFirst()).trimmingSpaces() }
        return title
    }

    /// `Type name = value` (without the `;`).
    mutating func parseLocalDeclaration() throws(PortError) -> Statement {
        var qualifiers: [String] = []
        while current.kind == .identifier
            && ["__block", "__weak", "__strong", "static", "const", "__unsafe_unretained", "extern"].contains(current.text)
        {
            qualifiers.append(advance().text)
        }
        var type = try parseType()
        while current.kind == .identifier && ["__weak", "__block", "__strong"].contains(current.text) {
            qualifiers.append(advance().text)
        }
        var name: String
        if isPunct("(") && peek().isPunct("^") {
            let block = try parseBlockTypeSuffix(returns: type)
            type = block.type
            name = block.name ?? "_"
        } else {
            name = try identifier("a variable name")
        }
        if isPunct("[") {
            throw unexpected("a scalar or object variable (C arrays are out of scope)")
        }
        let value = accept("=") ? try parseExpression() : nil
        if name.isEmpty { name = "_" }
        return .declaration(type: type, name: name, value: value, qualifiers: qualifiers)
    }

    private mutating func parseIf() throws(PortError) -> Statement {
        _ = advance()
        try expect("(", "after 'if'")
        let condition = try parseExpression()
        try expect(")", "to close the if condition")
        let body = try parseBranch()
        var otherwise: [Statement]?
        if accept("else") {
            otherwise = try parseBranch()
        }
        return .ifElse(condition, body, otherwise)
    }

    private mutating func parseFor() throws(PortError) -> Statement {
        _ = advance()
        try expect("(", "after 'for'")
        let save = index
        if looksLikeDeclaration() || (current.kind == .identifier && peek().isIdentifier("in")) {
            var type: TypeName?
            if !peek().isIdentifier("in") { type = try parseType() }
            let name = try identifier("the loop variable")
            if accept("in") {
                let collection = try parseExpression()
                try expect(")", "to close the for-in header")
                return .forIn(type: type, name: name, collection: collection, body: try parseBranch())
            }
            index = save
        }
        var initial: Statement?
        if !isPunct(";") {
            initial = looksLikeDeclaration() ? try parseLocalDeclaration() : .expression(try parseCommaExpression())
        }
        try expect(";", "after the for-loop initializer")
        let condition = isPunct(";") ? nil : try parseExpression()
        try expect(";", "after the for-loop condition")
        let step = isPunct(")") ? nil : try parseCommaExpression()
        try expect(")", "to close the for header")
        return .forLoop(initial: initial, condition: condition, step: step, body: try parseBranch())
    }

    private mutating func parseSwitch() throws(PortError) -> Statement {
        _ = advance()
        try expect("(", "after 'switch'")
        let subject = try parseExpression()
        try expect(")", "to close the switch value")
        try expect("{", "to open the switch body")
        var cases: [SwitchCase] = []
        while !accept("}") {
            var values: [Expression] = []
            if accept("default") {
                try expect(":", "after 'default'")
            } else if accept("case") {
                values.append(try parseTernaryForCase())
                try expect(":", "after a case value")
                while accept("case") {
                    values.append(try parseTernaryForCase())
                    try expect(":", "after a case value")
                }
            } else {
                throw unexpected("'case' or 'default'")
            }
            var body: [Statement] = []
            while !isIdentifier("case") && !isIdentifier("default") && !isPunct("}") {
                if atEnd { throw unexpected("'}' to close the switch") }
                if let statement = try parseStatementRecovering() { body.append(statement) }
            }
            let fallsThrough = !body.isEmpty && !SwitchCase.endsArm(body)
            if case .breakLoop = body.last { body.removeLast() }
            if body.count == 1, case .compound(let inner) = body[0] {
                body = inner
                if case .breakLoop = body.last { body.removeLast() }
            }
            var arm = SwitchCase(values: values, body: body)
            arm.fallsThrough = fallsThrough
            cases.append(arm)
        }
        return .switchCase(subject, cases)
    }

    private mutating func parseTernaryForCase() throws(PortError) -> Expression {
        let start = index
        var depth = 0
        while !atEnd {
            if isPunct("(") { depth += 1 }
            if isPunct(")") { depth -= 1 }
            if isPunct(":") && depth == 0 { break }
            _ = advance()
        }
        var sub = Parser(tokens: Array(tokens[start..<index]) + [tokens[tokens.count - 1]], source: source)
        return try sub.parseExpression()
    }
}

extension Token {
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
