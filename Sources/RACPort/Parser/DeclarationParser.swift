extension Parser {
    /// Parses every top-level item until the end of the file.
    mutating func parseFile() throws(PortError) -> SourceFile {
        var items: [TopLevel] = []
        while !atEnd {
            let start = index
            do {
                let item = try parseTopLevel()
                // Statics declared inside an @implementation are file-level in C: they come before the class.
                items += hoisted
                hoisted = []
                if let item { items.append(item) }
            } catch where error.kind != .tooDeep {
                hoisted = []
                index = start
                skipTopLevel(from: start)
                items.append(.unsupported(reason: Parser.notParsed(error), text: text(from: start, to: index)))
            }
        }
        return SourceFile(items: items)
    }

    private mutating func parseTopLevel() throws(PortError) -> TopLevel? {
        let start = index
        let t = current
        switch t.kind {
        case .directive:
            _ = advance()
            return Parser.directive(t.text)
        case .atKeyword:
            switch t.text {
            case "@interface", "@implementation":
                return .classDecl(try parseClass())
            case "@class", "@import":
                skipConstruct()
                return nil
            case "@compatibility_alias":
                _ = advance()
                let alias = try identifier("the alias name")
                let original = try identifier("the class the alias names")
                _ = accept(";")
                return .blockAlias(name: alias, type: TypeName(base: original, pointers: 1, nullable: false))
            case "@protocol" where peek(2).isPunct(";") || peek(2).isPunct(","):
                skipConstruct()
                return nil
            case "@protocol":
                return .protocolDecl(try parseProtocol())
            default:
                skipConstruct()
                return .unsupported(reason: "\(t.text) at file level is not translated", text: text(from: start, to: index))
            }
        case .punct where t.text == ";":
            _ = advance()
            return nil
        case .identifier:
            if macroInvocationAhead() {
                skipMacroInvocation()
                return .unsupported(reason: "macro invocation is not expanded", text: text(from: start, to: index))
            }
            if ["namespace", "template", "using", "class"].contains(t.text) {
                skipConstruct()
                return .unsupported(reason: "Objective-C++ is out of scope", text: text(from: start, to: index))
            }
            if t.text == "typedef", peek().isIdentifier("NS_ENUM") || peek().isIdentifier("NS_CLOSED_ENUM")
                || peek().isIdentifier("NS_OPTIONS")
            {
                return .enumeration(try parseEnum())
            }
            if t.text == "typedef", let alias = try? parseBlockAlias() { return alias }
            index = start
            if let plain = try? parsePlainEnum() { return .enumeration(plain) }
            index = start
            if ["typedef", "struct", "union", "enum"].contains(t.text) {
                skipConstruct()
                return .unsupported(reason: "C \(t.text) declarations are out of scope", text: text(from: start, to: index))
            }
            if looksLikeDeclaration() {
                if let global = try? parseGlobal(), accept(";") { return global }
                index = start
                if let function = try? parseFunction() { return function }
                index = start
            }
            skipConstruct()
            return .unsupported(reason: "C functions and declarations are out of scope", text: text(from: start, to: index))
        default:
            throw unexpected("@interface, @implementation or a declaration")
        }
    }

    /// `typedef ReturnType (^Name)(Parameters);`
    private mutating func parseBlockAlias() throws(PortError) -> TopLevel {
        _ = advance()
        let returns = try parseType()
        guard isPunct("("), peek().isPunct("^") else { throw unexpected("a block type") }
        let block = try parseBlockTypeSuffix(returns: returns)
        guard let name = block.name else { throw unexpected("the block type's name") }
        try expect(";", "after the typedef")
        return .blockAlias(name: name, type: block.type)
    }

    /// `typedef NS_ENUM(Type, Name) { A, B = 2, };` (or `NS_OPTIONS`, with the same shape).
    private mutating func parseEnum() throws(PortError) -> EnumDecl {
        _ = advance()
        let isOptions = advance().text == "NS_OPTIONS"
        try expect("(", "after NS_ENUM")
        let rawType = try parseType()
        try expect(",", "between the raw type and the name of NS_ENUM")
        let name = try identifier("the enum's name")
        try expect(")", "to close NS_ENUM")
        let cases = try parseEnumCases()
        try expect(";", "after the enum")
        return EnumDecl(name: name, rawType: rawType, cases: cases, isOptions: isOptions)
    }

    /// `{ A, B = 2, }`: an enum's cases with the values written for them.
    private mutating func parseEnumCases() throws(PortError) -> [(name: String, value: Expression?)] {
        try expect("{", "to open the enum's cases")
        var cases: [(name: String, value: Expression?)] = []
        while !accept("}") {
            let caseName = try identifier("an enum case")
            cases.append((caseName, accept("=") ? try parseExpression() : nil))
            if !accept(",") {
                try expect("}", "to close the enum's cases")
                break
            }
        }
        return cases
    }

    /// A plain C enum: `enum Name { A = 0, B };`, `typedef enum [Name] [: Type] { … } Name;`.
    private mutating func parsePlainEnum() throws(PortError) -> EnumDecl {
        let isTypedef = accept("typedef")
        guard accept("enum") else { throw unexpected("enum") }
        var name = current.kind == .identifier ? advance().text : ""
        let rawType = accept(":") ? try parseType() : TypeName(base: "int")
        let cases = try parseEnumCases()
        if isTypedef { name = try identifier("the enum's type name") }
        try expect(";", "after the enum")
        var decl = EnumDecl(name: name, rawType: rawType, cases: cases)
        decl.isPlainC = true
        return decl
    }

    mutating func parseGlobal() throws(PortError) -> TopLevel {
        guard case .declaration(let type, let name, let value, let qualifiers) = try parseLocalDeclaration() else {
            throw unexpected("a declaration")
        }
        if value == nil && qualifiers.contains("extern") { return .externDeclaration(name: name) }
        return .global(type: type, name: name, value: value)
    }

    /// A C function: `static inline Type name(Type a, Type b) { … }`, or its prototype (`…;`).
    private mutating func parseFunction() throws(PortError) -> TopLevel {
        let start = index
        var qualifiers: [String] = []
        while current.kind == .identifier && ["static", "inline", "extern", "__inline", "__inline__"].contains(current.text) {
            qualifiers.append(advance().text)
        }
        let returns = try parseType()
        let name = try identifier("a function name")
        try expect("(", "to open the function's parameters")
        var parameters: [Parameter] = []
        while !isPunct(")") {
            let type = try parseType()
            if type.base == "void" && type.pointers == 0 && isPunct(")") { break }
            parameters.append(Parameter(type: type, name: current.kind == .identifier ? advance().text : "_"))
            if !accept(",") { break }
        }
        try expect(")", "to close the function's parameters")
        if accept(";") { return .externDeclaration(name: name) }
        let body = try parseCompoundBody()
        return .function(FunctionDecl(name: name, returns: returns, parameters: parameters, body: body,
                                      text: rawText(from: start, to: index)))
    }

    /// `@protocol Name <Bases> members @end`, with `@optional`/`@required` sections.
    private mutating func parseProtocol() throws(PortError) -> ProtocolDecl {
        _ = advance()
        let name = try identifier("a protocol name")
        var bases: [String] = []
        if accept("<") {
            while !isPunct(">") {
                bases.append(try identifier("a protocol name"))
                if !accept(",") { break }
            }
            try expect(">", "to close the protocol list")
        }
        var members: [Member] = []
        var optionalSelectors: Set<String> = []
        var isOptional = false
        while !(current.kind == .atKeyword && current.text == "@end") {
            if atEnd { throw unexpected("@end to close @protocol \(name)") }
            if current.kind == .atKeyword && (current.text == "@optional" || current.text == "@required") {
                isOptional = advance().text == "@optional"
                continue
            }
            for member in try parseMemberRecovering(isImplementation: false) {
                if isOptional, case .method(let m) = member { optionalSelectors.insert(m.selector) }
                members.append(member)
            }
        }
        _ = advance()
        return ProtocolDecl(name: name, bases: bases, members: members, optionalSelectors: optionalSelectors)
    }

    /// Maps a file-level preprocessor line to an item.
    static func directive(_ line: String) -> TopLevel {
        if let title = markTitle(line) { return .mark(title) }
        let words = line.dropFirst().split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard let first = words.first else { return .unsupported(reason: "empty directive", text: line) }
        switch first {
        case "import", "include":
            return .importLine(line)
        case "pragma":
            return .importLine(line)
        case "define" where words.count == 3 && !words[1].contains("("):
            if let value = try? Parser.parse(expression: String(words[2])),
                Parser.isSimpleConstant(value) || Parser.isSharedInstance(value)
            {
                return .constant(name: String(words[1]), value: value)
            }
            return .unsupported(reason: "macro is not a simple constant", text: line)
        default:
            return .unsupported(reason: "preprocessor beyond #import, #pragma and simple #define is out of scope",
                                text: line)
        }
    }

    /// Parses one expression from text (used for `#define` values).
    static func parse(expression text: String) throws(PortError) -> Expression {
        let bytes = Array(text.utf8)
        var lexer = Lexer(bytes: bytes)
        var parser = Parser(tokens: try lexer.tokenize(), source: bytes)
        let expression = try parser.parseExpression()
        guard parser.atEnd else { throw parser.unexpected("the end of the constant") }
        return expression
    }

    /// `[NSNotificationCenter defaultCenter]`, `[APIClient sharedClient]`: a class's shared instance, the same
    /// object at every use, so a macro naming it is a constant too.
    static func isSharedInstance(_ expression: Expression) -> Bool {
        guard case .message(.identifier(let cls), let pieces) = expression, cls.first?.isUppercase == true,
            pieces.count == 1, pieces[0].argument == nil
        else { return false }
        return ["shared", "default", "standard", "main"].contains { pieces[0].keyword.hasPrefix($0) }
    }

    static func isSimpleConstant(_ expression: Expression) -> Bool {
        switch expression {
        case .number, .objcString, .cString, .boxed: return true
        case .prefix("-", .number): return true
        case .parenthesized(let inner): return isSimpleConstant(inner)
        default: return false
        }
    }
}
