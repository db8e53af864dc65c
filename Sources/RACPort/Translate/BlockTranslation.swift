/// Translates block literals to closures: parameters, typed-parameter casts and `@strongify` capture lists.
struct BlockTranslator {
    let context: TranslationContext

    /// Parameter types that RACLegacy closures already receive as the block declared them (no cast needed).
    private static let passThroughTypes: Set<String> = ["any Error", "Bool", "Int", "Double", "TimeInterval"]

    func translate(_ block: BlockLiteral) throws(Flagged) -> String {
        context.pushScope()
        let outerReturnType = context.returnType
        let outerReturnsSignal = context.blockReturnsSignal
        context.returnType = nil
        context.blockReturnsSignal = block.returns?.base == "RACSignal"
        defer {
            context.popScope()
            context.returnType = outerReturnType
            context.blockReturnsSignal = outerReturnsSignal
        }
        var prologue: [String] = []
        var names: [String] = []
        for parameter in block.parameters {
            names.append(SwiftKeywords.escaped(parameter.name))
            let swift = TypeMapping.swiftType(parameter.type, use: .parameter)
            if parameter.type.base == "id" && parameter.type.pointers == 0 {
                context.declare(parameter.name, swift)
            } else if let swift, swift.name.hasPrefix("any ") || BlockTranslator.passThroughTypes.contains(swift.name) {
                context.declare(parameter.name, swift)
            } else if let swift, TypeMapping.isCollection(swift.name) {
                prologue.append("let \(parameter.name) = \(parameter.name) as? \(swift.name) ?? \(swift.defaultValue ?? "[]")")
                context.declare(parameter.name, swift)
            } else if let swift {
                prologue.append("let \(parameter.name) = \(parameter.name) as? \(swift.name)")
                context.declare(parameter.name, SwiftType(name: swift.name, optionality: .optional))
            } else {
                throw Flagged(reason: "block parameter type \(parameter.type.base) is out of scope")
            }
        }
        var captures: [String] = []
        var body = block.body
        var guardLines: [String] = []
        if let index = body.firstIndex(where: { if case .strongify = $0 { return true } else { return false } }),
            case .strongify(let strong) = body[index]
        {
            body.remove(at: index)
            captures = strong.map { "weak \($0)" }
            let bail = bailOut(block)
            guardLines = strong.map { "guard let \($0) else { \(bail) }" }
            for name in strong where name != "self" {
                context.declare(name, nil)
            }
        }
        let statements = StatementTranslator(context: context)
        let nodes = statements.translateBody(body)
        let bodyText = SwiftPrinter().render(nodes)
        var header = "{"
        if !captures.isEmpty { header += " [\(captures.joined(separator: ", "))]" }
        if !names.isEmpty || !captures.isEmpty {
            header += names.isEmpty ? " in" : " \(names.joined(separator: ", ")) in"
        }
        let lines = guardLines + prologue
        if lines.isEmpty, nodes.count == 1, case .line(let only) = nodes[0], !only.contains("\n"),
            only.count < 70, !only.contains("//"), !only.hasPrefix("let "), !only.hasPrefix("var "),
            !only.hasPrefix("_ = ")
        {
            return header + " " + (only.hasPrefix("return ") ? only.dropFirst(7) : Substring(only)) + " }"
        }
        if lines.isEmpty, nodes.isEmpty { return header + " }" }
        var text = header + "\n"
        for line in lines { text += "    " + line + "\n" }
        if !bodyText.isEmpty { text += SwiftPrinter.indent(String(bodyText.dropLast())) + "\n" }
        return text + "}"
    }

    /// What a block returns when its `@strongify`ed object is gone: nothing, `false`, an empty signal or nil.
    private func bailOut(_ block: BlockLiteral) -> String {
        guard returnsValue(block) else { return "return" }
        switch block.returns?.base {
        case "BOOL", "bool": return "return false"
        case "RACSignal": return "return RACSignal.empty()"
        default: return "return nil"
        }
    }

    private func returnsValue(_ block: BlockLiteral) -> Bool {
        if let returns = block.returns { return !(returns.base == "void" && returns.pointers == 0) }
        return block.body.contains { if case .returnValue(_?) = $0 { return true } else { return false } }
    }
}
