/// `NS_OPTIONS` values as Swift's `OptionSet`: `a | b` is a set of both, `x & a` a membership test, `x & ~a` the
/// set without `a`, and the compound assignments their mutating forms.
extension ExpressionTranslator {
    /// The `NS_OPTIONS` type of `e`, when the translator knows it.
    func optionSet(_ e: Expression) -> String? {
        guard let name = staticType(e)?.name, context.optionSets.contains(name) else { return nil }
        return name
    }

    /// The Swift type of a `|`, `&` or `~` expression over options (`&` with a single option is a test: Bool).
    func optionExpressionType(_ op: String, _ lhs: Expression, _ rhs: Expression?) -> SwiftType? {
        guard let set = optionSet(lhs) ?? rhs.flatMap(optionSet) else { return nil }
        if op == "&", let rhs, isOption(lhs) || isOption(rhs), !isComplement(lhs), !isComplement(rhs) {
            return SwiftType(name: "Bool", optionality: .none)
        }
        return SwiftType(name: set, optionality: .none)
    }

    /// `lhs op rhs` over options, or nil when neither side is an option value.
    func optionBinary(_ op: String, _ lhs: Expression, _ rhs: Expression) throws(Flagged) -> String? {
        if op == "==" || op == "!=" { return try optionComparison(op, lhs, rhs) }
        guard let set = optionSet(lhs) ?? optionSet(rhs) else { return nil }
        switch op {
        case "|":
            let operands = ExpressionTranslator.leftChain(op, lhs, rhs) { $0 == "|" }.map(\.operand)
            if operands.allSatisfy(isOption) {
                let members = try operands.map { e throws(Flagged) in try translate(e) }
                    .map { $0.hasPrefix(set + ".") ? String($0.dropFirst(set.count)) : $0 }
                return "\(set)([\(members.joined(separator: ", "))])"
            }
            var text = try translate(operands[0])
            for operand in operands.dropFirst() { text += ".union(\(try translate(operand)))" }
            return text
        case "&":
            if case .prefix("~", let removed) = rhs { return "\(try translate(lhs)).subtracting(\(try translate(removed)))" }
            if isOption(rhs) { return "\(try translate(lhs)).contains(\(try translate(rhs)))" }
            if isOption(lhs) { return "\(try translate(rhs)).contains(\(try translate(lhs)))" }
            return "\(try translate(lhs)).intersection(\(try translate(rhs)))"
        case "|=":
            return "\(try translate(lhs)).formUnion(\(try translate(rhs)))"
        case "&=":
            if case .prefix("~", let removed) = rhs { return "\(try translate(lhs)).subtract(\(try translate(removed)))" }
            return "\(try translate(lhs)).formIntersection(\(try translate(rhs)))"
        default:
            return nil
        }
    }

    /// `(x & a) != 0` and `(x & a) == a` test membership; `x == 0` tests for the empty set.
    private func optionComparison(_ op: String, _ lhs: Expression, _ rhs: Expression) throws(Flagged) -> String? {
        var (test, other) = (unparenthesized(lhs), unparenthesized(rhs))
        if case .number = test { swap(&test, &other) }
        if case .binary("&", let l, let r) = test, optionExpressionType("&", l, r)?.name == "Bool" {
            let contains = try translate(test)
            let isZero = if case .number("0") = other { true } else { false }
            return (op == "!=") == isZero ? contains : "!" + contains
        }
        if case .number("0") = other, optionSet(test) != nil {
            return op == "==" ? "\(try translate(test)).isEmpty" : "!\(try translate(test)).isEmpty"
        }
        return nil
    }

    /// True for a single named option (`MyOptionsA`).
    private func isOption(_ e: Expression) -> Bool {
        guard case .identifier(let name) = unparenthesized(e), let spelled = context.enumCases[name] else { return false }
        return !spelled.hasSuffix("()") && optionSet(e) != nil
    }

    private func isComplement(_ e: Expression) -> Bool {
        if case .prefix("~", _) = unparenthesized(e) { return true }
        return false
    }

    private func unparenthesized(_ e: Expression) -> Expression {
        var e = e
        while case .parenthesized(let inner) = e { e = inner }
        return e
    }
}
