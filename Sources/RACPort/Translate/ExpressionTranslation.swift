/// Translates expressions to Swift text; message sends, blocks and RAC macros are in the files next to this one.
struct ExpressionTranslator {
    let context: TranslationContext

    static let uiNote = "UIKit/AppKit outside RAC 2's UIKit categories is not translated (RACLegacyUIKit covers the categories: MIGRATION.md section 34)"

    func translate(_ expression: Expression) throws(Flagged) -> String {
        switch expression {
        case .identifier(let name):
            return try identifier(name)
        case .number(let text):
            return number(text)
        case .objcString(let body), .cString(let body):
            return "\"\(body)\""
        case .character(let text):
            return text
        case .boxed(let inner):
            return try boxed(inner)
        case .arrayLiteral(let elements):
            return "[" + (try elements.map { e throws(Flagged) in try translate(e) }).joined(separator: ", ") + "]"
        case .dictionaryLiteral(let entries):
            if entries.isEmpty { return "[:]" }
            let parts = try entries.map { e throws(Flagged) in "\(try translate(e.key)): \(try translate(e.value))" }
            return "[" + parts.joined(separator: ", ") + "]"
        case .message(let receiver, let pieces):
            return try message(receiver, pieces)
        case .member(let base, let name):
            return try member(base, name)
        case .arrow:
            throw Flagged(reason: "C struct and pointer access (->) is out of scope")
        case .call(let callee, let arguments):
            return try call(callee, arguments)
        case .subscripted(let base, let index):
            var key = try translate(index)
            if let type = staticType(index), type.name == "Any",
                let baseType = staticType(base), TypeMapping.isDictionary(baseType.name)
            {
                key = "\(key) as! AnyHashable" // an `id` key: Objective-C required it to be copyable and hashable
            } else if staticType(index)?.isOptional == true {
                key = StatementTranslator.chainsOptionally(key) ? "(\(key))!" : key + "!"
            } else if staticType(index)?.isScalar == true, StatementTranslator.chainsOptionally(key) {
                key += " ?? 0" // an index read through a nil receiver is 0, as nil messaging answered
            } else if let type = staticType(index), isEnum(type) {
                key += ".rawValue" // an NS_ENUM value indexes by its number
            }
            if let type = staticType(base), type.name == "Any" {
                // An `id` element subscripted again (`rows[s][r]`, `json[@"a"][@"b"]`): a number indexes an array,
                // anything else keys a dictionary; what is neither reads as nil.
                var keyed = false
                if case .objcString = index { keyed = true }
                if let type = staticType(index), !type.isScalar { keyed = true }
                let collection = keyed ? "[AnyHashable: Any]" : "[Any]"
                return "(\(try translate(base)) as? \(collection))?[\(key)]"
            }
            if let type = staticType(base), type.optionality == .optional, !type.isOptionalChain {
                return "\(try translate(base))?[\(key)]" // `infoDictionary[@"k"]`: nil when there is none
            }
            return "\(try translate(base))[\(key)]"
        case .prefix(let op, let operand):
            return try prefix(op, operand)
        case .postfix(let op, let operand):
            return "\(try translate(operand)) \(op == "++" ? "+=" : "-=") 1"
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs)
        case .ternary(let condition, let whenTrue, let whenFalse):
            guard let whenTrue else { return try elvis(condition, whenFalse) }
            return "\(try self.condition(condition)) ? \(try translate(whenTrue)) : \(try translate(whenFalse))"
        case .cast(let type, let inner):
            return try cast(type, inner)
        case .parenthesized(let inner):
            return "(\(try translate(inner)))"
        case .block(let block):
            return try BlockTranslator(context: context).translate(block)
        case .selector(let name):
            return "\"\(name)\""
        case .keypath(let parts):
            return keypath(parts)
        case .statementExpression(let statements):
            return try statementExpression(statements)
        case .comma:
            throw Flagged(reason: "the comma operator is translated only as a statement")
        case .run(let first, let links):
            guard let head = links.first else { return try translate(first) }
            var text = try binary(head.op, first, head.operand)
            for link in links.dropFirst() { text += " \(link.op) " + (try runOperand(link)) }
            return text
        case .unsupported(let reason, _):
            throw Flagged(reason: reason)
        }
    }

    /// `({ a; b; value; })` → a closure called at once, whose last statement's value is returned.
    private func statementExpression(_ statements: [Statement]) throws(Flagged) -> String {
        var body = statements
        if case .expression(let last)? = body.last {
            body[body.count - 1] = .returnValue(last)
        }
        let outer = context.returnType
        context.returnType = nil
        defer { context.returnType = outer }
        let nodes = StatementTranslator(context: context).translateBody(body)
        let text = SwiftPrinter().render(nodes)
        return "{\n" + SwiftPrinter.indent(String(text.dropLast())) + "\n}()"
    }

    private func identifier(_ name: String) throws(Flagged) -> String {
        switch name {
        case "YES", "true": return "true"
        case "NO", "false": return "false"
        case "nil", "NULL", "Nil": return "nil"
        case "self", "super": return name
        case "NSNotFound": return "NSNotFound"
        case "__PRETTY_FUNCTION__", "__FUNCTION__", "__func__": return "#function"
        case "__LINE__": return "#line"
        case "__FILE__": return "#file"
        default: break
        }
        if let event = UIKitAPI.controlEvents[name] { return event }
        if TypeMapping.isUIType(name) { throw Flagged(reason: ExpressionTranslator.uiNote) }
        if context.isLocal(name) { return SwiftKeywords.escaped(name) }
        if let enumCase = context.enumCases[name] { return enumCase }
        if let constant = FoundationAPI.constants[name] { return constant }
        if context.classes[name] == nil || TypeMapping.valueTypeExtension(name) != nil, let renamed = FoundationAPI.classNames[name] {
            return renamed // a category's class method on NSURL is URL's
        }
        if !context.isLocal(name), name.hasPrefix("_"), context.backingStorage.contains(String(name.dropFirst())) {
            return "self." + name
        }
        if !context.isLocal(name), name.hasPrefix("_"), let property = context.property(String(name.dropFirst())) {
            return "self." + property.swiftName
        }
        if !context.isLocal(name), context.current?.ivars.contains(where: { $0.name == name }) == true {
            return "self." + name
        }
        if !context.isLocal(name), let property = context.property(name), context.current != nil,
            context.current?.ivars.contains(where: { $0.name == name }) == false
        {
            return "self." + property.swiftName
        }
        return name
    }

    private func number(_ text: String) -> String {
        var t = text
        while let last = t.last, "fFlLuU".contains(last), !t.hasPrefix("0x") { t.removeLast() }
        if t.hasSuffix(".") { t += "0" }
        if t.hasPrefix(".") { t = "0" + t }
        return t
    }

    private func boxed(_ inner: Expression) throws(Flagged) -> String {
        switch inner {
        case .identifier("YES"): return "true"
        case .identifier("NO"): return "false"
        default:
            // A boxed nil-messaged scalar is 0, as in Objective-C: `@(s.length)` → `s?.count ?? 0`.
            var unwrapped = inner
            while case .parenthesized(let e) = unwrapped { unwrapped = e }
            switch unwrapped {
            case .binary, .ternary, .prefix:
                return try translate(unwrapped)
            default:
                let text = try scalar(unwrapped)
                // `@(unit)` of an NS_ENUM boxes its number, not the Swift enum.
                if isEnum(staticType(unwrapped)) { return text + ".rawValue" }
                if text.hasPrefix("("), text.hasSuffix(" ?? 0)") { return String(text.dropFirst().dropLast()) }
                return text
            }
        }
    }

    private func prefix(_ op: String, _ operand: Expression) throws(Flagged) -> String {
        switch op {
        case "!":
            if let type = staticType(operand), type.name == "Bool", type.optionality == .none {
                let text = try wrapped(operand)
                // Read through a nil receiver, a BOOL is NO.
                return StatementTranslator.chainsOptionally(text) ? "!(\(text) ?? false)" : "!" + text
            }
            if let type = staticType(operand), TypeMapping.isCollection(type.name), type.optionality == .none {
                return "\(try wrapped(operand)).isEmpty"
            }
            if let type = staticType(operand), type.optionality != .none {
                return "\(try translate(operand)) == nil"
            }
            return "!(\(try condition(operand)))"
        case "&":
            if case .identifier(let name) = operand { return "&" + name }
            throw Flagged(reason: "taking an address (&) is out of scope")
        case "*":
            if case .identifier(let name) = operand, context.outParameters.contains(name) { return name }
            throw Flagged(reason: "pointer dereference (*) is out of scope")
        case "++", "--":
            return "\(try translate(operand)) \(op == "++" ? "+=" : "-=") 1"
        default:
            return op + (try wrapped(operand))
        }
    }

    /// The operand text, parenthesised when it is itself an operator expression.
    func wrapped(_ e: Expression) throws(Flagged) -> String {
        let text = try translate(e)
        switch e {
        case .binary, .ternary, .cast: return "(\(text))"
        default: return text
        }
    }

    /// `text` for a value stored into `type`: a nil-messaged scalar (`s?.count`) reads as 0 or false, as in
    /// Objective-C.
    func coerced(_ text: String, to type: SwiftType?) -> String {
        // No options set: Swift's empty set.
        if text == "0", let type, context.optionSets.contains(type.name) { return "[]" }
        guard let type, type.isScalar || type.name == "ComparisonResult", StatementTranslator.chainsOptionally(text),
            !StatementTranslator.coalesces(text), !StatementTranslator.isConditional(text)
        else { return text }
        // nil messaged answered 0: false, 0, or NSOrderedSame.
        return text + (type.name == "Bool" ? " ?? false" : type.name == "ComparisonResult" ? " ?? .orderedSame" : " ?? 0")
    }

    /// An operand text where a nil-messaged scalar reads as 0, as Objective-C does.
    func scalar(_ e: Expression) throws(Flagged) -> String {
        let text = try translate(e)
        // A numeric C function (`MAX(a, b)`) already reads its nil-messaged operands as 0.
        if case .call(.identifier(let name), _) = e, FoundationAPI.numericFunctions.contains(name), !context.isLocal(name) {
            return text
        }
        if let type = staticType(e), type.name == "ComparisonResult", StatementTranslator.chainsOptionally(text) {
            return "(\(text) ?? .orderedSame)" // a comparison sent to nil answered 0, NSOrderedSame
        }
        // An enum (or a string, an object) read through a nil receiver compares as an optional; only numbers
        // read as 0.
        if let type = staticType(e), isEnum(type) || (!type.isScalar && type.name != "Any") {
            if case .binary = e { return "(\(text))" }
            return text
        }
        if StatementTranslator.chainsOptionally(text) && !text.hasSuffix("?? 0") && !text.hasSuffix("?? false") {
            if case .binary = e { return "(\(text))" }
            return "(\(text) ?? 0)"
        }
        switch e {
        case .binary, .ternary: return "(\(text))"
        default: return text
        }
    }

    /// True for a Swift enum made from an `NS_ENUM` of the inputs.
    func isEnum(_ type: SwiftType?) -> Bool {
        type.map { context.enumDefaults[$0.name] != nil } ?? false
    }

    /// A number argument: as `argument`, with an `NS_ENUM` value passed as its raw value.
    func numberArgument(_ e: Expression) throws(Flagged) -> String {
        let text = try argument(e)
        return isEnum(staticType(e)) ? text + ".rawValue" : text
    }

    /// `@keypath(self.a.b)` is the string `"a.b"`, checked by the compiler in Objective-C; the string stays.
    private func keypath(_ parts: [String]) -> String {
        guard parts.count >= 2 else { return "\"\(parts.joined())\"" }
        if parts[0].first?.isUppercase == true, parts.count >= 3, parts[1] == "new" {
            return "\"" + parts.dropFirst(2).joined(separator: ".") + "\""
        }
        return "\"" + parts.dropFirst().joined(separator: ".") + "\""
    }

    private func call(_ callee: Expression, _ arguments: [Expression]) throws(Flagged) -> String {
        if case .identifier(let name) = callee {
            if let macro = try RACMacroTranslator(translator: self).call(name, arguments) { return macro }
            if name == "NSAssert" || name == "NSCAssert", arguments.count >= 2 {
                return "assert(\(try condition(arguments[0])), \(try translate(arguments[1])))"
            }
            if name == "NSParameterAssert" || name == "NSCParameterAssert", arguments.count == 1 {
                // The argument is almost always an object that must not be nil; one Swift declares non-optional
                // cannot be, and the assertion goes.
                if let type = staticType(arguments[0]), type.optionality == .none, !type.isScalar, type.name != "Bool" {
                    return ""
                }
                let test = try condition(arguments[0])
                return staticType(arguments[0]) == nil && !test.contains(" ") ? "assert(\(test) != nil)" : "assert(\(test))"
            }
            if name == "NSLog" {
                return "print(\(try FormatTranslator(translator: self).interpolate(arguments)))"
            }
            if name == "NSLocalizedString", arguments.count == 2, case .identifier("nil") = arguments[1] {
                // The comment is for translators; Swift's parameter is a String.
                return "NSLocalizedString(\(try translate(arguments[0])), comment: \"\")"
            }
            if !context.isLocal(name), let function = FoundationAPI.functions[name], function.arguments == arguments.count {
                let numeric = FoundationAPI.numericFunctions.contains(name) || name.hasPrefix("CG") && name.hasSuffix("Make")
                var texts = try arguments.map { a throws(Flagged) in numeric ? try argument(a) : try translate(a) }
                // A template reading a member of its argument (`$0.width`) needs a compound argument in parentheses.
                if function.template.hasPrefix("$0."), !StatementTranslator.isPlainChain(texts[0]) {
                    texts[0] = "(\(texts[0]))"
                }
                if name.hasSuffix("Make"), name.hasPrefix("CG") {
                    // C converted any number to CGFloat; Swift takes Int, Double and CGFloat, not Float or Int32.
                    for (k, a) in arguments.enumerated() {
                        if let type = staticType(a), type.isScalar, !["Int", "Double", "CGFloat"].contains(type.name) {
                            texts[k] = "CGFloat(\(texts[k]))"
                        }
                    }
                }
                return ExpressionTranslator.fill(function.template, texts)
            }
            if TypeMapping.isUIType(name) { throw Flagged(reason: ExpressionTranslator.uiNote) }
            if let dispatch = try DispatchTranslator(translator: self).call(name, arguments) { return dispatch }
            if name.hasPrefix("CG") || name.hasPrefix("dispatch_") || name.hasPrefix("objc_") {
                throw Flagged(reason: "C function \(name) is out of scope")
            }
        }
        let args = try arguments.map { a throws(Flagged) in try translate(a) }
        // A stored block property is optional in Swift (it starts nil), whatever the symbol table recorded.
        let calleeType = staticType(callee)
        let storedBlock: Bool = if case .member = callee, let calleeType, context.blockAliases.contains(calleeType.name),
            calleeType.optionality == .none { true } else { false }
        let optional = calleeType?.optionality == .optional || storedBlock ? "?" : ""
        return "\(try translate(callee))\(optional)(\(args.joined(separator: ", ")))"
    }

    /// A numeric argument: nil-messaged operands read as 0, and no parentheses around an operator expression.
    func argument(_ e: Expression) throws(Flagged) -> String {
        let text = try scalar(e)
        if case .binary = e, text.hasPrefix("("), text.hasSuffix(")") { return String(text.dropFirst().dropLast()) }
        if text.hasPrefix("("), text.hasSuffix(" ?? 0)") { return String(text.dropFirst().dropLast()) }
        return text
    }

    /// `template` with `$0`, `$1`… replaced by the argument texts.
    static func fill(_ template: String, _ arguments: [String]) -> String {
        var text = ""
        var characters = template[...]
        while let c = characters.popFirst() {
            if c == "$", let digit = characters.first?.wholeNumberValue, digit < arguments.count {
                characters.removeFirst()
                text += arguments[digit]
            } else {
                text.append(c)
            }
        }
        return text
    }

    private func member(_ base: Expression, _ name: String) throws(Flagged) -> String {
        if name == "class" { return try MessageTranslator(translator: self).classOf(base) }
        if case .identifier("self") = base, let property = context.property(name) {
            if let narrowed = context.narrowedInheritedProperty(name) {
                return "(self.\(property.swiftName) as? \(narrowed.name))"
            }
            return "self." + property.swiftName
        }
        if case .identifier(let cls) = base, cls.first?.isUppercase == true, !context.isLocal(cls) {
            return try MessageTranslator(translator: self).send(base, [SelectorPiece(keyword: name, argument: nil)])
        }
        return try MessageTranslator(translator: self).property(base, name)
    }

    private func message(_ receiver: Expression, _ pieces: [SelectorPiece]) throws(Flagged) -> String {
        try MessageTranslator(translator: self).send(receiver, pieces)
    }
}

extension SwiftType {
    init(name: String, optionality: Optionality) {
        self.init(name: name, optionality: optionality, defaultValue: nil)
    }
}
