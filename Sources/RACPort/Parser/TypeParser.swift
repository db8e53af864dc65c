extension Parser {
    static let typeQualifiers: Set<String> = [
        "const", "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing", "nullable", "nonnull",
        "_Nullable", "_Nonnull", "__nullable", "__nonnull", "static", "extern", "volatile", "inline", "__kindof",
        "null_unspecified", "_Null_unspecified", "out", "in", "inout", "oneway", "bycopy", "byref", "null_resettable",
        "__bridge", "__bridge_transfer", "__bridge_retained", "IBOutlet", "__nullable_result", "restrict",
        "__restrict",
    ]

    static let scalarTypes: Set<String> = [
        "void", "BOOL", "bool", "int", "long", "short", "char", "float", "double", "unsigned", "signed", "NSInteger",
        "NSUInteger", "CGFloat", "NSTimeInterval", "id", "instancetype", "SEL", "Class", "size_t", "uint8_t",
        "int32_t", "int64_t", "uint32_t", "uint64_t", "dispatch_block_t", "RACSchedulerRecursiveBlock",
        "RACStreamBindBlock",
    ]

    /// A class-like name: `NSString`, or `_PrivateToken` (a leading underscore before a capital).
    static func isTypeLikeName(_ name: String) -> Bool {
        let letters = name.drop { $0 == "_" }
        return letters.first?.isUppercase == true && (name.first != "_" || letters.contains { $0.isLowercase })
    }

    /// Words that start statements or operators, never a type.
    static let statementKeywords: Set<String> = [
        "return", "case", "goto", "else", "do", "sizeof", "typedef", "break", "continue", "default", "if", "while",
        "for", "switch",
    ]

    /// True when the tokens here start a declaration `Type name` rather than an expression.
    func looksLikeDeclaration() -> Bool {
        let t = current
        guard t.kind == .identifier else { return false }
        let typeLike = Parser.isTypeLikeName(t.text)
        if Parser.typeQualifiers.contains(t.text) || t.text == "struct" || t.text == "union" || t.text == "enum" {
            return true
        }
        var i = 1
        if peek().isPunct("<") {
            guard Parser.scalarTypes.contains(t.text) || typeLike else { return false }
            var j = 2
            var angles = 1
            while angles > 0 {
                let token = peek(j)
                if token.isPunct("<") {
                    angles += 1
                } else if token.isPunct(">") {
                    angles -= 1
                } else if token.isPunct(">>") {
                    angles -= 2
                } else if !(token.kind == .identifier || token.isPunct(",") || token.isPunct("*")) {
                    return false
                }
                j += 1
            }
            guard angles == 0 else { return false }
            i = j
        }
        var stars = 0
        while peek(i).isPunct("*") {
            stars += 1
            i += 1
        }
        while peek(i).kind == .identifier && Parser.typeQualifiers.contains(peek(i).text) { i += 1 }
        let next = peek(i)
        if next.kind == .identifier {
            if stars > 0 { return typeLike || Parser.scalarTypes.contains(t.text) }
            if Parser.scalarTypes.contains(t.text) || typeLike { return true }
            // `dispatch_time_t when = …;`: two names in a row, then `=`, `;` or `,`, are a declaration in C.
            let after = peek(i + 1)
            return !Parser.statementKeywords.contains(t.text) && !Parser.statementKeywords.contains(next.text)
                && (after.isPunct("=") || after.isPunct(";") || after.isPunct(","))
        }
        // Block variable: `void (^name)(…)` (not a macro given a block: `run_on_main(^{ … })`).
        if next.isPunct("(") && peek(i + 1).isPunct("^") {
            return peek(i + 2).kind == .identifier || peek(i + 2).isPunct(")")
        }
        return false
    }

    /// Parses a type such as `NSString * _Nullable`, `id<RACSubscriber>` or `void (^)(id)`.
    mutating func parseType() throws(PortError) -> TypeName {
        try enter()
        defer { depth -= 1 }
        var nullable: Bool?
        skipQualifiers(&nullable)
        var base = try identifier("a type name")
        if base == "IBAction" { base = "void" }
        if ["typeof", "__typeof", "__typeof__"].contains(base), isPunct("(") {
            // `typeof(self)`: the type of an expression; the translation infers it.
            skipConstructParens()
            base = "typeof"
        }
        if base == "unsigned" || base == "signed" || base == "long" || base == "struct" || base == "enum" {
            while current.kind == .identifier && ["long", "int", "char", "short", "double"].contains(current.text) {
                base += " " + advance().text
            }
            if (base == "struct" || base == "enum"), current.kind == .identifier { base += " " + advance().text }
        }
        var protocols: [String] = []
        var arguments: [TypeName] = []
        if isPunct("<") && !["id", "Class"].contains(base) && angleBracketsHoldTypes() {
            _ = advance()
            while !isPunct(">") && !isPunct(">>") && !atEnd {
                arguments.append(try parseType())
                if !accept(",") { break }
            }
            closeAngleBracket()
        } else if accept("<") {
            while !isPunct(">") && !isPunct(">>") && !atEnd {
                if current.kind == .identifier { protocols.append(advance().text) } else { _ = advance() }
            }
            guard isPunct(">") || isPunct(">>") else { throw unexpected("'>' to close the protocol list") }
            closeAngleBracket()
        }
        var pointers = 0
        while true {
            if accept("*") {
                pointers += 1
            } else if current.kind == .identifier && Parser.typeQualifiers.contains(current.text) {
                noteNullability(advance().text, &nullable)
            } else {
                break
            }
        }
        var type = TypeName(base: base, pointers: pointers, protocols: protocols, nullable: nullable)
        type.arguments = arguments
        if isPunct("(") && peek().isPunct("^") && (peek(2).isPunct(")") || peek(3).isPunct(")") && peek(2).kind == .identifier
            && Parser.typeQualifiers.contains(peek(2).text))
        {
            type = try parseBlockTypeSuffix(returns: type).type
        }
        return type
    }

    /// Consumes one `>`; a `>>` closing two generic lists is split, its second half left for the outer list.
    mutating func closeAngleBracket() {
        if isPunct(">>") {
            tokens[index].text = ">"
            tokens[index].offset += 1
        } else {
            _ = accept(">")
        }
    }

    /// After the return type: `(^name)(params)`; returns the block type and the name, if one is written.
    mutating func parseBlockTypeSuffix(returns: TypeName) throws(PortError) -> (type: TypeName, name: String?) {
        try expect("(", "before '^'")
        try expect("^", "in a block type")
        var nullable: Bool?
        skipQualifiers(&nullable)
        let name = current.kind == .identifier ? advance().text : nil
        try expect(")", "after the block name")
        let params = try parseBlockParameterTypes()
        let block = BlockType(returns: returns, parameters: params)
        return (TypeName(base: "block", nullable: nullable, block: block), name)
    }

    /// `(Type a, Type b)` of a block type; names are dropped; `(void)` is empty.
    mutating func parseBlockParameterTypes() throws(PortError) -> [TypeName] {
        try expect("(", "to open the block's parameter list")
        var types: [TypeName] = []
        while !isPunct(")") && !atEnd {
            let type = try parseType()
            if current.kind == .identifier { _ = advance() }
            if !(type.base == "void" && type.pointers == 0) { types.append(type) }
            if !accept(",") { break }
        }
        try expect(")", "to close the block's parameter list")
        return types
    }

    mutating func skipQualifiers(_ nullable: inout Bool?) {
        while current.kind == .identifier && Parser.typeQualifiers.contains(current.text) {
            noteNullability(advance().text, &nullable)
        }
    }

    private func noteNullability(_ word: String, _ nullable: inout Bool?) {
        if word.lowercased().contains("nullable") { nullable = true }
        if word.lowercased().contains("nonnull") { nullable = false }
    }
}
