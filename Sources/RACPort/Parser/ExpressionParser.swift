extension Parser {
    private static let binaryPrecedence: [String: Int] = [
        "*": 10, "/": 10, "%": 10, "+": 9, "-": 9, "<<": 8, ">>": 8, "<": 7, ">": 7, "<=": 7, ">=": 7, "==": 6,
        "!=": 6, "&": 5, "^": 4, "|": 3, "&&": 2, "||": 1,
    ]
    private static let assignmentOperators: Set<String> = [
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
    ]

    /// Parses a full expression, assignments included (no comma operator).
    mutating func parseExpression() throws(PortError) -> Expression {
        let lhs = try parseTernary()
        if current.kind == .punct && Parser.assignmentOperators.contains(current.text) {
            let op = advance().text
            try enter()
            defer { depth -= 1 }
            let rhs = try parseExpression()
            return .binary(op, lhs, rhs)
        }
        return lhs
    }

    private mutating func parseTernary() throws(PortError) -> Expression {
        let condition = try parseBinary(minimum: 1)
        guard accept("?") else { return condition }
        try enter()
        defer { depth -= 1 }
        if accept(":") {
            return .ternary(condition, nil, try parseTernary())
        }
        let whenTrue = try parseExpression()
        try expect(":", "in a conditional expression")
        return .ternary(condition, whenTrue, try parseTernary())
    }

    /// Operands past which a left-associative run becomes a flat `run` instead of nested `binary` nodes.
    static let longRun = 64

    private mutating func parseBinary(minimum: Int) throws(PortError) -> Expression {
        var lhs = try parseUnary()
        var links: [RunLink] = []
        var runPrecedence = 0
        while current.kind == .punct, let precedence = Parser.binaryPrecedence[current.text], precedence >= minimum {
            let op = advance().text
            let rhs = try parseBinary(minimum: precedence + 1)
            if precedence != runPrecedence {
                if !links.isEmpty { lhs = .run(lhs, links) }
                links = []
                runPrecedence = precedence
            }
            if links.isEmpty, case .binary = lhs, Parser.spineLength(lhs, precedence) >= Parser.longRun {
                // The run is long: unfold the nested nodes built so far into a list and go on as a list.
                (lhs, links) = Parser.unfold(lhs, precedence)
            }
            if links.isEmpty {
                lhs = .binary(op, lhs, rhs)
            } else {
                links.append(RunLink(op: op, operand: rhs))
            }
        }
        return links.isEmpty ? lhs : .run(lhs, links)
    }

    /// How many operators of `precedence` run down the left side of `e`.
    private static func spineLength(_ e: Expression, _ precedence: Int) -> Int {
        var count = 0
        var node = e
        while case .binary(let op, let l, _) = node, binaryPrecedence[op] == precedence {
            count += 1
            node = l
        }
        return count
    }

    /// The leftmost operand and the links of the nested nodes down the left side of `e`.
    private static func unfold(_ e: Expression, _ precedence: Int) -> (Expression, [RunLink]) {
        var reversed: [RunLink] = []
        var node = e
        while case .binary(let op, let l, let r) = node, binaryPrecedence[op] == precedence {
            reversed.append(RunLink(op: op, operand: r))
            node = l
        }
        return (node, reversed.reversed())
    }

    private mutating func parseUnary() throws(PortError) -> Expression {
        try enter()
        defer { depth -= 1 }
        if current.kind == .punct, ["!", "-", "+", "~", "&", "*", "++", "--"].contains(current.text) {
            let op = advance().text
            return .prefix(op, try parseUnary())
        }
        if isIdentifier("sizeof") {
            let start = index
            _ = advance()
            _ = try parseUnary()
            return .unsupported(reason: "C sizeof is not translated", text: text(from: start, to: index))
        }
        if isPunct("("), let cast = try parseCastIfAny() {
            return cast
        }
        return try parsePostfix(try parsePrimary())
    }

    /// True when `token` can start the operand of a cast `(Type)operand` (and not continue an expression).
    static func startsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .number, .objcString, .cString, .character, .atKeyword: return true
        case .punct: return ["[", "(", "@", "^", "!", "~"].contains(token.text)
        case .directive, .end: return false
        }
    }

    private mutating func parseCastIfAny() throws(PortError) -> Expression? {
        let save = index
        _ = advance()
        let t = current
        guard t.kind == .identifier else {
            index = save
            return nil
        }
        let looksLikeType = Parser.scalarTypes.contains(t.text) || Parser.typeQualifiers.contains(t.text)
            || (t.text.first?.isUppercase == true && (peek().isPunct("*") || peek().isPunct("<")))
            || (t.text.first?.isUppercase == true && peek().isPunct(")") && Parser.startsOperand(peek(2)))
            || (t.text.hasSuffix("_t") && peek().isPunct(")") && Parser.startsOperand(peek(2)))
        guard looksLikeType else {
            index = save
            return nil
        }
        let type = try parseType()
        guard accept(")") else {
            index = save
            return nil
        }
        if isPunct(")") || isPunct(";") || isPunct(",") {
            index = save
            return nil
        }
        return .cast(type, try parseUnary())
    }

    private mutating func parsePostfix(_ base: Expression) throws(PortError) -> Expression {
        var expr = base
        while true {
            if accept(".") {
                expr = .member(expr, try identifier("a property name after '.'"))
            } else if accept("->") {
                expr = .arrow(expr, try identifier("a field name after '->'"))
            } else if isPunct("("), case .identifier("RACTupleUnpack") = expr {
                _ = advance()
                var names: [Expression] = []
                while !isPunct(")") {
                    _ = try parseType()
                    names.append(.identifier(try identifier("a variable name in RACTupleUnpack")))
                    if !accept(",") { break }
                }
                try expect(")", "to close RACTupleUnpack")
                expr = .call(expr, names)
            } else if isPunct("(") {
                _ = advance()
                var arguments: [Expression] = []
                while !isPunct(")") {
                    arguments.append(try parseExpression())
                    if !accept(",") { break }
                }
                try expect(")", "to close the argument list")
                expr = .call(expr, arguments)
            } else if isPunct("[") {
                _ = advance()
                let subscriptIndex = try parseExpression()
                try expect("]", "to close the subscript")
                expr = .subscripted(expr, subscriptIndex)
            } else if isPunct("++") || isPunct("--") {
                expr = .postfix(advance().text, expr)
            } else {
                return expr
            }
        }
    }

    private mutating func parsePrimary() throws(PortError) -> Expression {
        let t = current
        switch t.kind {
        case .identifier:
            _ = advance()
            return .identifier(t.text)
        case .number:
            _ = advance()
            return .number(t.text)
        case .objcString:
            var body = advance().text
            while current.kind == .objcString || current.kind == .cString { body += advance().text }
            return .objcString(body)
        case .cString:
            var body = advance().text
            while current.kind == .cString { body += advance().text }
            return .cString(body)
        case .character:
            _ = advance()
            return .character(t.text)
        case .atKeyword:
            return try parseAtExpression()
        case .punct:
            return try parsePunctPrimary()
        case .directive, .end:
            throw unexpected("an expression")
        }
    }

    private mutating func parsePunctPrimary() throws(PortError) -> Expression {
        if isPunct("("), peek().isPunct("{") {
            _ = advance()
            let body = try parseCompoundBody()
            try expect(")", "to close the statement expression")
            return .statementExpression(body)
        }
        if accept("(") {
            let inner = try parseExpression()
            try expect(")", "to close the parenthesis")
            return .parenthesized(inner)
        }
        if isPunct("[") { return try parseMessage() }
        if isPunct("^") { return .block(try parseBlockLiteral()) }
        if accept("@") {
            if accept("[") {
                var elements: [Expression] = []
                while !isPunct("]") {
                    elements.append(try parseExpression())
                    if !accept(",") { break }
                }
                try expect("]", "to close the array literal")
                return .arrayLiteral(elements)
            }
            if accept("{") {
                var entries: [DictionaryEntry] = []
                while !isPunct("}") {
                    let key = try parseExpression()
                    try expect(":", "between a dictionary key and its value")
                    entries.append(DictionaryEntry(key: key, value: try parseExpression()))
                    if !accept(",") { break }
                }
                try expect("}", "to close the dictionary literal")
                return .dictionaryLiteral(entries)
            }
            if accept("(") {
                let inner = try parseExpression()
                try expect(")", "to close the boxed expression")
                return .boxed(inner)
            }
            if current.kind == .number { return .boxed(.number(advance().text)) }
            if accept("-"), current.kind == .number { return .boxed(.prefix("-", .number(advance().text))) }
            throw unexpected("'[', '{', '(' or a number after '@'")
        }
        throw unexpected("an expression")
    }

    private mutating func parseAtExpression() throws(PortError) -> Expression {
        let start = index
        let word = advance().text
        switch word {
        case "@YES", "@true": return .boxed(.identifier("YES"))
        case "@NO", "@false": return .boxed(.identifier("NO"))
        case "@selector":
            try expect("(", "after @selector")
            var name = ""
            while !isPunct(")") && !atEnd { name += advance().text }
            try expect(")", "to close @selector")
            return .selector(name)
        case "@keypath":
            try expect("(", "after @keypath")
            var parts: [String] = []
            var current = ""
            while !isPunct(")") && !atEnd {
                let t = advance()
                if t.isPunct(",") {
                    parts = []
                    current = ""
                } else if t.isPunct(".") {
                    parts.append(current)
                    current = ""
                } else {
                    current += t.text
                }
            }
            parts.append(current)
            try expect(")", "to close @keypath")
            return .keypath(parts)
        default:
            skipConstructExpression()
            return .unsupported(reason: "\(word) is not translated", text: text(from: start, to: index))
        }
    }

    /// Skips a parenthesised group after an unsupported `@word`, if there is one.
    private mutating func skipConstructExpression() {
        if isPunct("(") { skipConstructParens() }
    }

    private mutating func parseMessage() throws(PortError) -> Expression {
        try expect("[", "to start a message")
        let receiver: Expression
        if current.kind == .identifier && (peek().kind == .identifier || peek().isPunct("]")) {
            receiver = .identifier(advance().text)
        } else {
            receiver = try parseExpression()
        }
        var pieces: [SelectorPiece] = []
        while !isPunct("]") {
            var keyword = ""
            if current.kind == .identifier { keyword = advance().text }
            if accept(":") {
                let argument = try parseExpression()
                pieces.append(SelectorPiece(keyword: keyword, argument: argument))
                while accept(",") {
                    pieces.append(SelectorPiece(keyword: "", argument: try parseExpression()))
                }
            } else if !keyword.isEmpty && pieces.isEmpty {
                pieces.append(SelectorPiece(keyword: keyword, argument: nil))
                break
            } else {
                throw unexpected("a selector keyword or ']'")
            }
        }
        if pieces.isEmpty { throw unexpected("a selector") }
        try expect("]", "to close the message")
        return .message(receiver: receiver, pieces: pieces)
    }

    /// Parses `^ReturnType (params) { body }` with every part but the body optional.
    mutating func parseBlockLiteral() throws(PortError) -> BlockLiteral {
        try expect("^", "to start a block")
        var returns: TypeName?
        if current.kind == .identifier {
            returns = try parseType()
        }
        var parameters: [Parameter] = []
        if accept("(") {
            while !isPunct(")") {
                var type = try parseType()
                if type.base == "void" && type.pointers == 0 && isPunct(")") { break }
                var name = "_"
                if isPunct("(") && peek().isPunct("^") {
                    let block = try parseBlockTypeSuffix(returns: type)
                    type = block.type
                    name = block.name ?? "_"
                } else if current.kind == .identifier {
                    name = advance().text
                }
                parameters.append(Parameter(type: type, name: name))
                if !accept(",") { break }
            }
            try expect(")", "to close the block's parameters")
        }
        let body = try parseCompoundBody()
        return BlockLiteral(returns: returns, parameters: parameters, body: body)
    }
}
