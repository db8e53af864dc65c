/// The value of a `return`, converted where Objective-C converted silently (C truth values, nil collections and
/// signals, optional chains).
extension StatementTranslator {
    func returned(_ value: Expression) throws(Flagged) -> String {
        // `return 1;` / `return 0;` in a BOOL method: C's truth values.
        if let declared = context.returnType, declared.name == "Bool", declared.optionality == .none, case .number(let n) = value,
            n == "0" || n == "1"
        {
            return n == "1" ? "true" : "false"
        }
        // `return nil;` where Swift declares a non-optional collection: the empty one, as the port passes for nil.
        if case .identifier("nil") = value, let declared = context.returnType, declared.optionality == .none,
            TypeMapping.isCollection(declared.name)
        {
            return declared.defaultValue ?? "[]"
        }
        // A signal (or predicate) reached through optional chaining: a nil receiver answered nil, which RAC reads
        // as the empty signal (or NO).
        let expected = context.returnType ?? context.blockResult.map { SwiftType(name: $0, optionality: .none) }
        let text = expressions.coerced(try expressions.translate(value), to: expected)
        let actual = expressions.staticType(value)
        if let expected, expected.optionality == .none, let empty = RACLegacyAPI.emptyResult(expected.name),
            actual.map({ $0.optionality != .none }) == true || StatementTranslator.chainsOptionally(text),
            !StatementTranslator.coalesces(text)
        {
            return "\(text) ?? \(empty)"
        }
        guard let declared = context.returnType, let actual else { return text }
        if declared.optionality == .none && actual.optionality != .none && actual.name == declared.name {
            return text + "!"
        }
        return expressions.castFromAny(text, actual, to: declared)
    }
}
