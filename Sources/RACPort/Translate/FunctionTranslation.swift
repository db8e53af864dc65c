/// Translates a C function (`static inline` helpers and the like) to a Swift function at file level.
struct FunctionTranslator {
    let context: TranslationContext

    func translate(_ function: FunctionDecl) -> [SwiftNode] {
        context.pushScope()
        defer {
            context.popScope()
            context.returnType = nil
        }
        context.assigned = AssignmentScanner.assignedNames(function.body)
        context.nilTested = AssignmentScanner.nilTestedNames(function.body)
        var parameters: [String] = []
        for parameter in function.parameters {
            guard !TypeMapping.isUIType(parameter.type), var type = context.swiftType(parameter.type, use: .parameter)
            else {
                let reason = TypeMapping.isUIType(parameter.type) ? ExpressionTranslator.uiNote
                    : "parameter type \(ObjCText.typeName(parameter.type).trimmingSpaces()) is out of scope"
                return [context.flag(reason, function.text)]
            }
            var escaping = ""
            if parameter.type.block != nil || context.blockAliases.contains(parameter.type.base) {
                // As a method's: unannotated is implicitly unwrapped (callers may pass nil), nullable optional.
                switch parameter.type.nullable {
                case true?: type.optionality = .optional
                case nil: type.optionality = .implicitlyUnwrapped
                case false?: escaping = "@escaping "
                }
            }
            context.declare(parameter.name, type)
            parameters.append("_ \(SwiftKeywords.escaped(parameter.name)): \(escaping)\(type.spelled)")
        }
        var header = "func \(SwiftKeywords.escaped(function.name))(\(parameters.joined(separator: ", ")))"
        guard !TypeMapping.isUIType(function.returns), let returns = context.swiftType(function.returns, use: .returnValue)
        else {
            let reason = TypeMapping.isUIType(function.returns) ? ExpressionTranslator.uiNote
                : "return type \(ObjCText.typeName(function.returns).trimmingSpaces()) is out of scope"
            return [context.flag(reason, function.text)]
        }
        if returns.name != "Void" { header += " -> \(returns.spelled)" }
        context.returnType = returns
        context.translatedStatements += 1
        let copies = function.parameters.filter { context.assigned.contains($0.name) }
            .map { SwiftNode.line("var \(SwiftKeywords.escaped($0.name)) = \(SwiftKeywords.escaped($0.name))") }
        let body = StatementTranslator(context: context).translateBody(function.body)
        return [.group(open: header + " {", body: copies + body, close: "}")]
    }
}
