/// Translates block literals to closures: parameters, typed-parameter casts and `@strongify` capture lists.
struct BlockTranslator {
    let context: TranslationContext

    /// Stands for the value of `return nil` in a block until the body is translated and the result type known.
    static let nilResult = "\u{1}nil-result\u{1}"

    /// Parameter types that RACLegacy closures already receive as the block declared them (no cast needed).
    private static let passThroughTypes: Set<String> = ["any Error", "Bool", "Int", "Double", "TimeInterval"]

    func translate(_ block: BlockLiteral) throws(Flagged) -> String {
        let copied = valueCaptures(block)
        context.pushScope()
        let outerReturnType = context.returnType
        let outer = (result: context.blockResult, returned: context.blockReturnedTypes)
        context.returnType = nil
        context.blockResult = BlockTranslator.declaredResult(block) ?? context.expectedBlockResult
        context.expectedBlockResult = nil
        context.blockReturnedTypes = []
        defer {
            context.popScope()
            context.returnType = outerReturnType
            (context.blockResult, context.blockReturnedTypes) = outer
        }
        var prologue: [String] = []
        var names: [String] = []
        // A parameter the body assigns is a local variable in Swift (closure parameters are constants).
        let assigned = AssignmentScanner.assignedNames(block.body)
        for parameter in block.parameters {
            names.append(SwiftKeywords.escaped(parameter.name))
            let swift = TypeMapping.swiftType(parameter.type, use: .parameter)
            let binding = assigned.contains(parameter.name) ? "var" : "let"
            if parameter.type.base == "id" && parameter.type.pointers == 0 {
                if binding == "var" { prologue.append("var \(parameter.name) = \(parameter.name)") }
                context.declare(parameter.name, swift)
            } else if let swift, swift.name.hasPrefix("any ") || BlockTranslator.passThroughTypes.contains(swift.name) {
                if binding == "var" { prologue.append("var \(parameter.name) = \(parameter.name)") }
                context.declare(parameter.name, swift)
            } else if let swift, TypeMapping.isCollection(swift.name) {
                prologue.append("\(binding) \(parameter.name) = \(parameter.name) as? \(swift.name) ?? \(swift.defaultValue ?? "[]")")
                context.declare(parameter.name, swift)
            } else if let swift {
                prologue.append("\(binding) \(parameter.name) = \(parameter.name) as? \(swift.name)")
                context.declare(parameter.name, SwiftType(name: swift.name, optionality: .optional))
            } else {
                throw Flagged(reason: "block parameter type \(parameter.type.base) is out of scope")
            }
        }
        var captures: [String] = []
        var body = block.body
        var strong: [String] = []
        if let index = body.firstIndex(where: { if case .strongify = $0 { return true } else { return false } }),
            case .strongify(let names) = body[index]
        {
            body.remove(at: index)
            strong = names
            captures = strong.map { "weak \($0)" }
            for name in strong where name != "self" {
                context.declare(name, nil)
            }
        }
        captures += copied
        let statements = StatementTranslator(context: context)
        let nodes = statements.translateBody(body)
        // The bail-out is chosen after the body: the types it returned tell what the closure must return.
        let empty = emptyResult(block)
        let bail = returnsValue(block) ? "return " + empty : "return"
        let guardLines = strong.map { "guard let \($0) else { \(bail) }" }
        let bodyText = SwiftPrinter().render(nodes).replacing(BlockTranslator.nilResult, with: empty)
        var header = "{"
        if !captures.isEmpty { header += " [\(captures.joined(separator: ", "))]" }
        if !names.isEmpty || !captures.isEmpty {
            header += names.isEmpty ? " in" : " \(names.joined(separator: ", ")) in"
        }
        let lines = guardLines + prologue
        if lines.isEmpty, nodes.count == 1, case .line(var only) = nodes[0], !only.contains("\n"),
            only.count < 70, !only.contains("//"), !only.hasPrefix("let "), !only.hasPrefix("var "),
            !only.hasPrefix("_ = ")
        {
            only = only.replacing(BlockTranslator.nilResult, with: empty)
            return header + " " + (only.hasPrefix("return ") ? only.dropFirst(7) : Substring(only)) + " }"
        }
        if lines.isEmpty, nodes.isEmpty { return header + " }" }
        var text = header + "\n"
        for line in lines { text += "    " + line + "\n" }
        if !bodyText.isEmpty { text += SwiftPrinter.indent(String(bodyText.dropLast())) + "\n" }
        return text + "}"
    }

    /// The enclosing function's variables (not `__block`) of value types that the block reads: Objective-C copied
    /// them into the block when it was made, so a later assignment outside is not seen inside; a Swift closure
    /// captures the variable itself unless its capture list names it.
    private func valueCaptures(_ block: BlockLiteral) -> [String] {
        var read: [String] = []
        var declaredInside: Set<String> = Set(block.parameters.map(\.name))
        SyntaxWalker.walk(block.body) { e in
            switch e {
            case .identifier(let name): if !read.contains(name) { read.append(name) }
            case .block(let inner): declaredInside.formUnion(inner.parameters.map(\.name))
            default: break
            }
        }
        declaredInside.formUnion(AssignmentScanner.declaredNames(block.body))
        let values: Set<String> = ["String", "NSNumber", "Date", "URL"]
        return read.filter { name in
            guard !declaredInside.contains(name), context.assigned.contains(name), !context.sharedLocals.contains(name),
                case let type?? = context.local(name)
            else { return false }
            return type.isScalar || values.contains(type.name)
        }
    }

    /// The result type a block's own declaration states (`^BOOL (id x)`, `^RACSignal *(id x)`), where it has one.
    static func declaredResult(_ block: BlockLiteral) -> String? {
        switch block.returns?.base {
        case "BOOL", "bool": return "Bool"
        case "RACSignal": return "RACSignal"
        case "NSComparisonResult": return "ComparisonResult"
        default: return nil
        }
    }

    /// What the block returns for `nil` (and when its `@strongify`ed object is gone): `false`, an empty signal or
    /// nil. The result type is the declared or expected one, else the one every non-nil returned value has.
    private func emptyResult(_ block: BlockLiteral) -> String {
        let returned = Set(context.blockReturnedTypes ?? [])
        let result = context.blockResult ?? (returned.count == 1 ? returned.first : nil)
        return result.flatMap(RACLegacyAPI.emptyResult) ?? "nil"
    }

    private func returnsValue(_ block: BlockLiteral) -> Bool {
        if let returns = block.returns { return !(returns.base == "void" && returns.pointers == 0) }
        return block.body.contains { if case .returnValue(_?) = $0 { return true } else { return false } }
    }
}
