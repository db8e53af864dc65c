/// Conditions as Swift writes them: C's truth tests of numbers, optionals and collections made explicit.
extension ExpressionTranslator {
    /// A boolean condition: Objective-C tests objects for nil and numbers for zero.
    func condition(_ e: Expression, nested: Bool = false) throws(Flagged) -> String {
        let text = try conditionText(e, nested: nested)
        // `if a.map { $0 == b } ?? false {`: Swift warns that the closure reads like the statement's body.
        return StatementTranslator.hasTrailingClosure(text) ? "(\(text))" : text
    }

    private func conditionText(_ e: Expression, nested: Bool) throws(Flagged) -> String {
        if case .parenthesized(let inner) = e { return try conditionText(inner, nested: nested) }
        let text = try translate(e)
        switch e {
        case .binary(let op, _, _) where ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op):
            return nested && ["&&", "||"].contains(op) ? "(\(text))" : text
        case .prefix("!", _), .identifier("YES"), .identifier("NO"):
            return text
        default:
            break
        }
        if let type = staticType(e) {
            if type.name == "Bool" && type.optionality == .none {
                // Read through a nil receiver, a BOOL is NO.
                return StatementTranslator.chainsOptionally(text) ? "\(text) == true" : text
            }
            // A number read through a nil receiver is 0 in Objective-C, so the test fails.
            if type.isScalar { return StatementTranslator.chainsOptionally(text) ? "(\(text) ?? 0) != 0" : "\(text) != 0" }
            if type.optionality != .none || context.blockAliases.contains(type.name) { return "\(text) != nil" }
            // A collection Swift declares non-optional stands for one that may have been nil (the port passes an
            // empty one for nil): the test is for contents.
            if TypeMapping.isCollection(type.name) { return "!\(text).isEmpty" }
        }
        if text.contains("?."), !StatementTranslator.isComparison(text), !StatementTranslator.coalesces(text) {
            return "\(text) == true"
        }
        return text
    }
}
