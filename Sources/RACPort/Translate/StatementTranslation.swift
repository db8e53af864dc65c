/// Translates statements; a statement holding an untranslatable construct becomes one flag line in its place.
struct StatementTranslator {
    let context: TranslationContext

    var expressions: ExpressionTranslator { ExpressionTranslator(context: context) }

    /// Translates a body in a new scope.
    func translateBody(_ statements: [Statement]) -> [SwiftNode] {
        context.pushScope()
        defer { context.popScope() }
        var nodes: [SwiftNode] = []
        for statement in statements {
            nodes += translate(statement)
        }
        return nodes
    }

    /// Translates one statement, flagging it (never dropping it) when some part is outside the subset.
    func translate(_ statement: Statement) -> [SwiftNode] {
        let outer = context.linesBeforeStatement
        context.linesBeforeStatement = []
        defer { context.linesBeforeStatement = outer }
        do {
            let nodes = try translateOrFlag(statement)
            if case .unsupported = statement {} else if case .mark = statement {} else {
                context.translatedStatements += 1
            }
            return context.linesBeforeStatement.map(SwiftNode.line) + nodes
        } catch {
            return [context.flag(error.reason, ObjCText.statement(statement))]
        }
    }

    private func translateOrFlag(_ statement: Statement) throws(Flagged) -> [SwiftNode] {
        switch statement {
        case .expression(let e):
            if let loop = BlockEnumeration.rewrite(e) {
                context.assigned.formUnion(BlockEnumeration.assignedNames(loop))
                return try translateOrFlag(loop)
            }
            let text = try expressionStatement(e)
            return text.isEmpty ? [] : [.line(text)]
        case .declaration(let type, let name, let value, let qualifiers):
            return [.line(try declaration(type, name, value, qualifiers))]
        case .ifElse(let condition, let body, let otherwise):
            if context.inInitializer && InitializerForm.isSelfCheck(statement) {
                // `if (!(self = [super init])) return nil;` keeps its call; the checks of `self` go.
                guard let superInit = InitializerForm.superInitInSelfCheck(condition) else { return [] }
                let call = try expressionStatement(.binary("=", .identifier("self"), superInit))
                return call.isEmpty ? [] : [.line(call)]
            }
            return [try ifNode(condition, body, otherwise, prefix: "if")]
        case .forLoop(let initial, let condition, let step, let body):
            return try forLoop(initial, condition, step, body)
        case .forIn(let type, let name, let collection, let body):
            context.pushScope()
            defer { context.popScope() }
            var pattern = name
            let element = expressions.staticType(collection).flatMap { TypeMapping.arrayElement($0.name) }
            if let type, let swift = TypeMapping.swiftType(type, use: .local), swift.name == element {
                // The collection's elements already have the loop variable's type.
                context.declare(name, SwiftType(name: swift.name, optionality: .none))
            } else if let type, let swift = TypeMapping.swiftType(type, use: .local), type.base != "id",
                !swift.name.hasPrefix("any ")
            {
                // Elements of an Objective-C collection are never nil; the loop visits those of the declared type.
                pattern = "case let \(name) as \(swift.name)"
                context.declare(name, SwiftType(name: swift.name, optionality: .none))
            } else {
                context.declare(name, SwiftType(name: "Any", optionality: .none))
            }
            var sequence = try expressions.translate(collection)
            let collectionType = expressions.staticType(collection)
            if collectionType?.name == "Any" {
                sequence = "\(sequence) as? [Any] ?? []" // an `id` holding a collection, as Objective-C assumed
            } else if let collectionType, TypeMapping.isDictionary(collectionType.name) {
                // Fast enumeration of a dictionary visits its keys; a Swift dictionary's elements are pairs.
                sequence = collectionType.isOptional ? "(\(sequence) ?? [:]).keys" : "\(sequence).keys"
            } else if collectionType?.isOptional == true {
                sequence += " ?? []"
            }
            return [.group(open: "for \(pattern) in \(sequence) {", body: translateBody(body), close: "}")]
        case .whileLoop(let condition, let body):
            return [.group(open: "while \(try expressions.condition(condition)) {", body: translateBody(body), close: "}")]
        case .doWhile(let body, let condition):
            return [.group(open: "repeat {", body: translateBody(body),
                           close: "} while \(try expressions.condition(condition))")]
        case .switchCase(let subject, let cases):
            return [try switchNode(subject, cases)]
        case .returnValue(let value):
            guard let value else { return [.line("return")] }
            if context.inInitializer, case .identifier("self") = value { return [] }
            if context.inInitializer, InitializerForm.isSelfInit(value) {
                // `return [self initWithX:…]`: a convenience initializer delegating across.
                return [.line(try expressions.translate(InitializerForm.unwrapped(value)))]
            }
            var assigned = value
            while case .parenthesized(let inner) = assigned { assigned = inner }
            if case .binary("=", let target, _) = assigned {
                // `return (_x = _x ?: [X new]);`: C's assignment has a value; Swift's is a statement.
                return try translateOrFlag(.expression(assigned)) + translateOrFlag(.returnValue(target))
            }
            if case .identifier("nil") = value {
                // In a block, the value depends on what the block returns elsewhere: decided after its body.
                if context.blockReturnedTypes != nil { return [.line("return " + BlockTranslator.nilResult)] }
                if let type = context.returnType, type.optionality == .none, let empty = RACLegacyAPI.emptyResult(type.name) {
                    // Where Swift wants a signal, RAC's nil signal (which sends nothing) is the empty signal.
                    return [.line("return " + empty)]
                }
            }
            if context.blockReturnedTypes != nil, let type = expressions.staticType(value) {
                context.blockReturnedTypes?.append(type.name)
            }
            return [.line("return " + (try returned(value)))]
        case .breakLoop:
            return [.line("break")]
        case .continueLoop:
            return [.line("continue")]
        case .compound(let body):
            return [.group(open: "do {", body: translateBody(body), close: "}")]
        case .weakify(let names):
            for name in names { context.weakified.insert(name) }
            return []
        case .strongify(let names):
            let guards = names.map { "guard let \($0) else { return }" }
            return guards.map { .line($0) }
        case .mark(let title):
            return [.blank, .line("// MARK: \(title)"), .blank]
        case .deferred(let body):
            return [.group(open: "defer {", body: translateBody(body), close: "}")]
        case .sequence(let statements):
            // Each part is counted as a statement of its own.
            context.translatedStatements -= 1
            return statements.flatMap(translate)
        case .unsupported(let reason, _):
            throw Flagged(reason: reason)
        }
    }

    private func expressionStatement(_ e: Expression) throws(Flagged) -> String {
        if case .comma(let parts) = e {
            // The comma operator as a statement: each part on its own line, in order.
            return try parts.map { p throws(Flagged) in try expressionStatement(p) }.filter { !$0.isEmpty }
                .joined(separator: "\n")
        }
        // `self = [super init];` in an initializer is the call to super.init.
        if context.inInitializer, case .binary("=", .identifier("self"), let rhs) = e {
            if InitializerForm.isSelfInit(rhs) { return try expressions.translate(InitializerForm.unwrapped(rhs)) }
            if case .message(.identifier("super"), _) = rhs {
                // A root class (no superclass, or NSObject, which Swift classes do not inherit) has no super.init.
                let superclass = context.current?.superclass ?? "NSObject"
                return superclass == "NSObject" ? "" : try expressions.translate(rhs)
            }
        }
        if case .binary("=", .call(.identifier("RACTupleUnpack"), let names), let rhs) = e {
            return try tupleUnpack(names, rhs)
        }
        let text = try expressions.translate(e)
        if case .message(_, let pieces) = e, MessageTranslator.valueReturningOperators.contains(pieces[0].keyword)
            || FoundationAPI.throwingSelectors.contains(pieces.map { $0.keyword + ":" }.joined()) && text.hasPrefix("(")
        {
            return "_ = " + text
        }
        return text
    }

    /// `RACTupleUnpack(NSString *a, id b) = tuple;` → `let (a, b) = RACTupleUnpack(tuple)`.
    private func tupleUnpack(_ names: [Expression], _ rhs: Expression) throws(Flagged) -> String {
        var swiftNames: [String] = []
        for name in names {
            guard case .identifier(let n) = name else { throw Flagged(reason: "RACTupleUnpack needs variable names") }
            swiftNames.append(n)
            context.declare(n, SwiftType(name: "Any", optionality: .optional))
        }
        var tuple = try expressions.translate(rhs)
        let type = expressions.staticType(rhs)
        let isTupleCall: Bool
        if case .call(.identifier("RACTuplePack"), _) = rhs { isTupleCall = true } else { isTupleCall = false }
        if !isTupleCall && type?.name != "RACTuple" { tuple = "\(tuple) as! RACTuple" }
        if type?.name == "RACTuple" && type?.isOptional == true { tuple += "!" }
        return "let (\(swiftNames.joined(separator: ", "))) = RACTupleUnpack(\(tuple))"
    }

    private func declaration(_ type: TypeName, _ name: String, _ value: Expression?, _ qualifiers: [String])
        throws(Flagged) -> String
    {
        if TypeMapping.isUIType(type) { throw Flagged(reason: ExpressionTranslator.uiNote) }
        if type.base == "typeof" || type.base == "__typeof" || type.base == "__typeof__" {
            let rhs = try value.map { v throws(Flagged) in try expressions.translate(v) } ?? "nil"
            context.declare(name, nil)
            return qualifiers.contains("__weak") ? "weak var \(name) = \(rhs)" : "let \(name) = \(rhs)"
        }
        guard let swift = context.swiftType(type, use: .local) else {
            throw Flagged(reason: "C type \(ObjCText.typeName(type).trimmingSpaces()) is out of scope")
        }
        if qualifiers.contains("__block") { context.sharedLocals.insert(name) }
        let keyword = qualifiers.contains("__weak") ? "weak var"
            : (context.assigned.contains(name) || qualifiers.contains("__block") || value == nil ? "var" : "let")
        var declared = swift
        let isStruct = TypeMapping.structZeros[type.base] != nil && type.pointers == 0
        if value == nil || value == .identifier("nil"), swift.optionality == .none, !swift.isScalar, !isStruct,
            !TypeMapping.isCollection(swift.name) || context.nilTested.contains(name)
        {
            declared.optionality = .optional // no value yet, or nil: `Model *m = nil;` holds nil
        }
        if let value, keyword == "let", declared.optionality == .optional, !context.nilTested.contains(name),
            let actual = expressions.staticType(value), actual.optionality == .none, !actual.isOptionalChain,
            actual.name == declared.name
        {
            declared.optionality = .none // never reassigned, and its value is never nil (`[NSString stringWithFormat:…]`)
        }
        if qualifiers.contains("__weak") { declared.optionality = .optional }
        if let value, declared.optionality == .none, !declared.isScalar, !TypeMapping.isCollection(declared.name),
            expressions.staticType(value)?.isOptional == true
        {
            // An Objective-C local may hold nil: one that gets a possibly nil value is optional in Swift.
            declared.optionality = .optional
        }
        if let value, declared.optionality == .none, !declared.isScalar, !isStruct,
            !TypeMapping.isCollection(declared.name), RACLegacyAPI.emptyResult(declared.name) == nil,
            context.nilTested.contains(name), expressions.staticType(value) == nil
        {
            // A value of unknown type (a dependency's result) tested for nil later (`if (match)`): it may be nil.
            declared.optionality = .optional
        }
        let spelled = SwiftKeywords.escaped(name)
        var rhs: String? = try value.map { v throws(Flagged) in try expressions.translate(v) }
        if let value, let r = rhs, swift.name != "Any", expressions.staticType(value)?.name == "Any" {
            // An `id` value assigned to a typed variable: Objective-C converted silently, Swift casts.
            if TypeMapping.isCollection(swift.name) {
                rhs = "\(r) as? \(swift.name) ?? \(swift.defaultValue ?? "[]")"
            } else {
                rhs = "\(r) as? \(swift.name)"
                declared.optionality = .optional
            }
        }
        context.declare(name, declared)
        rhs = rhs.map { expressions.coerced($0, to: declared) }
        if rhs == "nil", TypeMapping.isCollection(declared.name), declared.optionality == .none {
            rhs = declared.defaultValue ?? "[]" // a collection local that starts as nil starts empty
        }
        if let r = rhs, let value, declared.isScalar || declared.name == "NSNumber",
            let actual = expressions.staticType(value), actual.isScalar
        {
            rhs = expressions.castFromAny(r, actual, to: declared) // numbers convert (and box) as C did
        }
        if let r = rhs, TypeMapping.isCollection(declared.name), declared.optionality == .none,
            r.contains("?.") || value.flatMap({ expressions.staticType($0) })?.isOptional == true,
            !StatementTranslator.coalesces(r)
        {
            // A collection read through a nil-messaged receiver is empty, as in Objective-C.
            rhs = "\(r) ?? \(declared.defaultValue ?? "[]")"
        }
        if let r = rhs, declared.optionality == .none, let empty = RACLegacyAPI.emptyResult(declared.name),
            StatementTranslator.chainsOptionally(r), !StatementTranslator.coalesces(r)
        {
            // A signal read through a nil-messaged receiver was nil, which RAC reads as the empty signal.
            rhs = "\(r) ?? \(empty)"
        }
        guard let rhs else {
            if declared.isScalar { return "\(keyword) \(spelled) = \(TypeMapping.scalarDefault(declared.name))" }
            if isStruct, let zero = declared.defaultValue { return "\(keyword) \(spelled): \(declared.spelled) = \(zero)" }
            if TypeMapping.isCollection(declared.name), declared.optionality == .none, let empty = declared.defaultValue {
                return "\(keyword) \(spelled): \(declared.spelled) = \(empty)" // nil, read and passed as empty
            }
            return "\(keyword) \(spelled): \(declared.spelled)"
        }
        if declared.isScalar, let value, isLiteral(value, for: declared.name) {
            return "\(keyword) \(spelled) = \(rhs)"
        }
        return "\(keyword) \(spelled): \(declared.spelled) = \(rhs)"
    }

    private func isLiteral(_ value: Expression, for swift: String) -> Bool {
        switch value {
        case .identifier("YES"), .identifier("NO"): return swift == "Bool"
        case .number(let text): return swift == "Int" ? !text.contains(".") : swift == "Double" && text.contains(".")
        default: return false
        }
    }

    private func ifNode(_ condition: Expression, _ body: [Statement], _ otherwise: [Statement]?, prefix: String)
        throws(Flagged) -> SwiftNode
    {
        // `if ((self = [super init]))` / `if (self)` in an initializer: the object always exists in Swift.
        if context.inInitializer {
            var c = condition
            while case .parenthesized(let inner) = c { c = inner }
            if case .identifier("self") = c { return .group(open: "", body: translateBody(body), close: "") }
            // `if ([super init])`, the assignment left out, and `if (self == [super init])`, a comparison written
            // for it: the same call (the comparison held whenever the superclass answered the receiver).
            if InitializerForm.isSuperInit(c) { c = .binary("=", .identifier("self"), c) }
            if case .binary("==", .identifier("self"), let value) = c, InitializerForm.isSuperInit(value) {
                c = .binary("=", .identifier("self"), value)
            }
            if case .binary("=", .identifier("self"), let value) = c,
                InitializerForm.isSuperInit(value) || InitializerForm.isSelfInit(value)
            {
                var nodes: [SwiftNode] = []
                let call = try expressionStatement(c)
                if !call.isEmpty { nodes.append(.line(call)) }
                return .group(open: "", body: nodes + translateBody(body), close: "")
            }
        }
        let head = "\(prefix) \(try expressions.condition(condition)) {"
        guard let otherwise else { return .group(open: head, body: translateBody(body), close: "}") }
        if otherwise.count == 1, case .ifElse(let c2, let b2, let o2) = otherwise[0] {
            let elseIf = try ifNode(c2, b2, o2, prefix: "} else if")
            context.translatedStatements += 1
            guard case .group(let open, let innerBody, let close) = elseIf else { return elseIf }
            return .group(open: head, body: translateBody(body) + [.line("\u{0}" + open)] + innerBody, close: close)
        }
        return .group(open: head, body: translateBody(body) + [.line("\u{0}} else {")] + translateBody(otherwise),
                      close: "}")
    }

    private func forLoop(_ initial: Statement?, _ condition: Expression?, _ step: Expression?, _ body: [Statement])
        throws(Flagged) -> [SwiftNode]
    {
        // for (NSInteger i = a; i < b; i++) → for i in a..<b
        if case .declaration(_, let name, let start?, _)? = initial,
            case .binary(let op, .identifier(name), let end)? = condition, op == "<" || op == "<=",
            let step, isIncrement(step, name)
        {
            context.pushScope()
            defer { context.popScope() }
            context.declare(name, SwiftType(name: "Int", optionality: .none))
            let range = "\(try expressions.scalar(start))\(op == "<" ? "..<" : "...")\(try expressions.scalar(end))"
            return [.group(open: "for \(name) in \(range) {", body: translateBody(body), close: "}")]
        }
        context.pushScope()
        defer { context.popScope() }
        var nodes: [SwiftNode] = []
        if case .expression(let e)? = initial {
            nodes.append(.line(try expressionStatement(e)))
        } else if let initial {
            nodes += try translateOrFlag(initial)
        }
        let test = try condition.map { c throws(Flagged) in try expressions.condition(c) } ?? "true"
        var loopBody = translateBody(body)
        if let step { loopBody.append(.line(try expressionStatement(step))) }
        nodes.append(.group(open: "while \(test) {", body: loopBody, close: "}"))
        return [.group(open: "do {", body: nodes, close: "}")]
    }

    private func isIncrement(_ e: Expression, _ name: String) -> Bool {
        switch e {
        case .postfix("++", .identifier(name)), .prefix("++", .identifier(name)): return true
        case .binary("+=", .identifier(name), .number("1")): return true
        default: return false
        }
    }

    private func switchNode(_ subject: Expression, _ cases: [SwitchCase]) throws(Flagged) -> SwiftNode {
        var body: [SwiftNode] = []
        var hasDefault = false
        for (index, arm) in cases.enumerated() {
            if arm.values.isEmpty {
                hasDefault = true
                body.append(.line("\u{0}default:"))
            } else {
                let values = try arm.values.map { v throws(Flagged) in try expressions.translate(v) }
                body.append(.line("\u{0}case \(values.joined(separator: ", ")):"))
            }
            let inner = translateBody(arm.body)
            // Swift needs a statement in every arm: one holding nothing but comments (flags, say) gets `break`.
            let executes = inner.contains { node in
                if case .line(let text) = node { return !node.isAnchor && !text.hasPrefix("//") }
                if case .blank = node { return false }
                return true
            }
            // C ran on into the next arm where nothing ended this one; Swift does so only when told.
            if arm.fallsThrough && index < cases.count - 1 {
                body += inner + [.line("fallthrough")]
            } else {
                body += executes ? inner : inner + [.line("break")]
            }
        }
        if !hasDefault { body += [.line("\u{0}default:"), .line("break")] }
        return .group(open: "switch \(try expressions.translate(subject)) {", body: body, close: "}")
    }
}
