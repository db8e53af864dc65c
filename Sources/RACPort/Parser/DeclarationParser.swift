extension Parser {
    /// Parses every top-level item until the end of the file.
    mutating func parseFile() throws(PortError) -> SourceFile {
        var items: [TopLevel] = []
        while !atEnd {
            let start = index
            do {
                if let item = try parseTopLevel() { items.append(item) }
            } catch where error.kind != .tooDeep {
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
            if t.text == "typedef", peek().isIdentifier("NS_ENUM") || peek().isIdentifier("NS_CLOSED_ENUM") {
                return .enumeration(try parseEnum())
            }
            if t.text == "typedef", let alias = try? parseBlockAlias() { return alias }
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

    /// `typedef NS_ENUM(Type, Name) { A, B = 2, };`
    private mutating func parseEnum() throws(PortError) -> EnumDecl {
        _ = advance()
        _ = advance()
        try expect("(", "after NS_ENUM")
        let rawType = try parseType()
        try expect(",", "between the raw type and the name of NS_ENUM")
        let name = try identifier("the enum's name")
        try expect(")", "to close NS_ENUM")
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
        try expect(";", "after the enum")
        return EnumDecl(name: name, rawType: rawType, cases: cases)
    }

    private mutating func parseGlobal() throws(PortError) -> TopLevel {
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
                                      text: text(from: start, to: index)))
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
            if let value = try? Parser.parse(expression: String(words[2])), Parser.isSimpleConstant(value) {
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

    private static func isSimpleConstant(_ expression: Expression) -> Bool {
        switch expression {
        case .number, .objcString, .cString, .boxed: return true
        case .prefix("-", .number): return true
        case .parenthesized(let inner): return isSimpleConstant(inner)
        default: return false
        }
    }

    private mutating func parseClass() throws(PortError) -> ClassDecl {
        let keyword = advance()
        let isImplementation = keyword.text == "@implementation"
        let start = index - 1
        let name = try identifier("a class name")
        var superclass: String?
        var category: String?
        var protocols: [String] = []
        // Lightweight generics: `@interface Box<ObjectType> : NSObject`; the parameters do not exist in the output.
        if isPunct("<"), genericListIsFollowed(by: ":") { skipAngleBrackets() }
        if accept(":") {
            superclass = try identifier("a superclass name")
            if isPunct("<"), angleBracketsHoldTypes() { skipAngleBrackets() }
        }
        if accept("(") {
            category = current.kind == .identifier ? advance().text : ""
            try expect(")", "to close the category name")
        }
        if accept("<") {
            while !isPunct(">") {
                protocols.append(try identifier("a protocol name"))
                if !accept(",") { break }
            }
            try expect(">", "to close the protocol list")
        }
        var members: [Member] = []
        if isPunct("{") { members += try parseIvars() }
        while !(current.kind == .atKeyword && current.text == "@end") {
            if atEnd { throw unexpected("@end to close \(keyword.text) \(name)") }
            members += try parseMemberRecovering(isImplementation: isImplementation)
        }
        _ = advance()
        return ClassDecl(isImplementation: isImplementation, name: name, superclass: superclass, category: category,
                         protocols: protocols, members: members, position: keyword.position,
                         text: text(from: start, to: index))
    }

    private mutating func parseIvars() throws(PortError) -> [Member] {
        try expect("{", "to open the instance variables")
        var members: [Member] = []
        while !accept("}") {
            if atEnd { throw unexpected("'}' to close the instance variables") }
            if current.kind == .atKeyword {
                _ = advance()
                continue
            }
            let start = index
            if looksLikeDeclaration(), case .declaration(let type, let name, _, _) = try parseLocalDeclaration() {
                members.append(.ivar(IvarDecl(type: type, name: name)))
                while accept(",") {
                    members.append(.ivar(IvarDecl(type: type, name: try identifier("an instance variable name"))))
                }
                try expect(";", "after an instance variable")
            } else {
                index = start
                skipConstruct()
                members.append(.unsupported(reason: "instance variable is out of scope", text: text(from: start, to: index)))
            }
        }
        return members
    }

    mutating func parseMember(isImplementation: Bool) throws(PortError) -> [Member] {
        let start = index
        let t = current
        if t.kind == .directive {
            _ = advance()
            if let title = Parser.markTitle(t.text) { return [.mark(title)] }
            return [.unsupported(reason: "preprocessor directive in a class is out of scope", text: t.text)]
        }
        if t.isPunct("-") || t.isPunct("+") { return [.method(try parseMethod())] }
        if t.isPunct(";") {
            _ = advance()
            return []
        }
        switch t.text {
        case "@property":
            return try parseProperty().map { .property($0) }
        case "@synthesize":
            _ = advance()
            var names: [String] = []
            while !isPunct(";") {
                names.append(try identifier("a property name"))
                if accept("=") { _ = try identifier("an instance variable name") }
                if !accept(",") { break }
            }
            try expect(";", "after @synthesize")
            return [.synthesize(names)]
        case "@dynamic", "@optional", "@required", "@public", "@private", "@protected", "@package":
            skipConstruct()
            return []
        case _ where macroInvocationAhead():
            skipMacroInvocation()
            return [.unsupported(reason: "macro invocation is not expanded", text: text(from: start, to: index))]
        default:
            skipMember()
            return [.unsupported(reason: "declaration is out of scope", text: text(from: start, to: index))]
        }
    }

    /// `@property (attributes) Type name;`, with several declarators (`UILabel *a, *b;`) giving several properties.
    private mutating func parseProperty() throws(PortError) -> [PropertyDecl] {
        _ = advance()
        var attributes: [String] = []
        if accept("(") {
            while !isPunct(")") {
                var attribute = try identifier("a property attribute")
                if accept("=") {
                    attribute += "=" + (try identifier("a method name"))
                    if accept(":") { attribute += ":" }
                }
                attributes.append(attribute)
                if !accept(",") { break }
            }
            try expect(")", "to close the property attributes")
        }
        if accept("IBOutlet") {
            attributes.append("IBOutlet")
        } else if isIdentifier("IBOutletCollection") {
            _ = advance()
            skipConstructParens()
            attributes.append("IBOutlet")
        }
        let regionNonnull = current.assumesNonnull
        var type = try parseType()
        var declarators: [(TypeName, String)] = []
        if isPunct("(") && peek().isPunct("^") {
            let block = try parseBlockTypeSuffix(returns: type)
            declarators.append((block.type, block.name ?? "_"))
        } else {
            declarators.append((type, try identifier("a property name")))
            while accept(",") {
                type.pointers = 0
                while accept("*") { type.pointers += 1 }
                declarators.append((type, try identifier("a property name")))
            }
        }
        try expect(";", "after the property")
        return declarators.map { type, name in
            var type = type
            // Nullability written as an attribute, else the audited region's default.
            if attributes.contains("nullable") { type.nullable = true }
            if attributes.contains("nonnull") || attributes.contains("null_resettable") { type.nullable = false }
            if type.nullable == nil && regionNonnull && type.isPointerLike { type.nullable = false }
            return PropertyDecl(attributes: attributes, type: type, name: name)
        }
    }

    private mutating func parseMethod() throws(PortError) -> MethodDecl {
        let position = current.position
        let start = index
        let regionNonnull = current.assumesNonnull
        let isClassMethod = advance().text == "+"
        var returns = TypeName(base: "id")
        if accept("(") {
            returns = try parseType()
            try expect(")", "to close the return type")
        }
        if returns.nullable == nil && regionNonnull && returns.isPointerLike { returns.nullable = false }
        var parameters: [Parameter] = []
        let first = try identifier("a selector name")
        if !isPunct(":") {
            parameters.append(Parameter(keyword: first, type: TypeName(base: "void"), name: ""))
        } else {
            var keyword = first
            while accept(":") {
                var type = TypeName(base: "id")
                if accept("(") {
                    type = try parseType()
                    try expect(")", "to close the parameter type")
                }
                if type.nullable == nil && regionNonnull && type.isPointerLike { type.nullable = false }
                parameters.append(Parameter(keyword: keyword, type: type, name: try identifier("a parameter name")))
                guard current.kind == .identifier, peek().isPunct(":") else { break }
                keyword = advance().text
            }
            if accept(",") {
                try expect("...", "after ',' in a method declaration")
                parameters.append(Parameter(keyword: "...", type: TypeName(base: "id"), name: "..."))
            }
        }
        while current.kind == .identifier && current.text.hasPrefix("NS_") || current.text.hasPrefix("__attribute") {
            _ = advance()
            if isPunct("(") { skipConstructParens() }
        }
        var body: [Statement]?
        if isPunct("{") {
            body = try parseCompoundBody()
        } else {
            try expect(";", "after a method declaration")
            // Objective-C allows a `;` between a method's signature and its body.
            if isPunct("{") { body = try parseCompoundBody() }
        }
        return MethodDecl(isClassMethod: isClassMethod, returns: returns, parameters: parameters, body: body,
                          position: position, text: text(from: start, to: index))
    }

    /// True when the `<…>` here closes and is followed by `token` (generic parameters before a superclass).
    private func genericListIsFollowed(by token: String) -> Bool {
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

    mutating func skipConstructParens() {
        var depth = 0
        repeat {
            let t = advance()
            if t.isPunct("(") { depth += 1 }
            if t.isPunct(")") { depth -= 1 }
        } while depth > 0 && !atEnd
    }
}
