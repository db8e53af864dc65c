/// Classes, categories and their members: ivars, properties and methods.
extension Parser {
    mutating func parseClass() throws(PortError) -> ClassDecl {
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
                         text: rawText(from: start, to: index))
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
            if isImplementation, ["static", "const"].contains(current.text) || looksLikeDeclaration() {
                // A C variable inside the @implementation: file-level, as C scopes it.
                if let global = try? parseGlobal(), accept(";") {
                    hoisted.append(global)
                    return []
                }
                index = start
            }
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
        var lines: [Int] = []
        if !isPunct("{") {
            try expect(";", "after a method declaration")
        }
        // Objective-C allows a `;` between a method's signature and its body.
        if isPunct("{") { body = try parseMethodBody(lines: &lines) }
        var method = MethodDecl(isClassMethod: isClassMethod, returns: returns, parameters: parameters, body: body,
                                position: position, text: rawText(from: start, to: index))
        method.statementLines = lines
        return method
    }

    /// A method's `{ statements }`, noting the line each statement starts on.
    private mutating func parseMethodBody(lines: inout [Int]) throws(PortError) -> [Statement] {
        try expect("{", "to open a body")
        var statements: [Statement] = []
        while !isPunct("}") {
            if atEnd { throw unexpected("'}' to close the body") }
            let line = current.position.line
            if let statement = try parseStatementRecovering() {
                statements.append(statement)
                lines.append(line)
            }
        }
        _ = advance()
        return statements
    }
}
