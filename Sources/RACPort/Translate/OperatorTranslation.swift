/// Binary operators: assignments, logical and arithmetic runs (walked as lists), comparisons; and C casts.
extension ExpressionTranslator {
    func binary(_ op: String, _ lhs: Expression, _ rhs: Expression) throws(Flagged) -> String {
        let null = Expression.message(receiver: .identifier("NSNull"), pieces: [SelectorPiece(keyword: "null", argument: nil)])
        if op == "==" || op == "!=", lhs == null || rhs == null {
            // `x == [NSNull null]` compared with the one NSNull: Swift tests the value's type.
            let test = "\(try translate(lhs == null ? rhs : lhs)) is NSNull"
            return op == "==" ? "(\(test))" : "!(\(test))"
        }
        if op == "=" {
            if case .call(.identifier(let macro), let args) = lhs, macro == "RAC" || macro == "RACChannelTo" {
                return try RACMacroTranslator(translator: self).assignment(macro, args, rhs)
            }
            if case .identifier("self") = lhs { throw Flagged(reason: "assigning self outside an initializer") }
            let target = staticType(lhs)
            if let target, isEnum(target), let actual = staticType(rhs), !isEnum(actual),
                ["Int", "Int32", "Int64"].contains(actual.name), let fallback = context.enumDefaults[target.name]
            {
                // An integer stored into an NS_ENUM variable: Swift builds the case from its raw value.
                var raw = try translate(rhs)
                if StatementTranslator.chainsOptionally(raw) { raw += " ?? 0" }
                let valueType = target.name
                return "\(try translate(lhs)) = \(valueType)(rawValue: \(raw)) ?? .\(fallback)"
            }
            if case .identifier("nil") = rhs, let target, target.optionality == .none, TypeMapping.isCollection(target.name) {
                // nil stored into a collection Swift declares non-optional: the empty one, which nil read as.
                return "\(try translate(lhs)) = \(target.defaultValue ?? "[]")"
            }
            var value = coerced(try translate(rhs), to: target)
            if let target, let actual = staticType(rhs) { value = castFromAny(value, actual, to: target) }
            if let target, target.optionality == .none, TypeMapping.isCollection(target.name),
                staticType(rhs).map({ $0.optionality != .none }) ?? StatementTranslator.chainsOptionally(value),
                !StatementTranslator.coalesces(value), value != "nil"
            {
                value += " ?? \(target.defaultValue ?? "[]")" // a collection read through nil is empty
            }
            if let target, target.optionality == .none, !target.isScalar, let empty = RACLegacyAPI.emptyResult(target.name),
                staticType(rhs).map({ $0.optionality != .none }) ?? StatementTranslator.chainsOptionally(value)
            {
                value += " ?? \(empty)" // a signal sent to nil is nil: RAC's empty signal
            }
            return "\(try translate(lhs)) = \(value)"
        }
        if ["|", "&", "|=", "&=", "==", "!="].contains(op), let text = try optionBinary(op, lhs, rhs) { return text }
        if op == "&&" || op == "||" {
            // `a && b && c` needs no parentheses; `a || b` inside `&&` (or the reverse) keeps them.
            let operands = ExpressionTranslator.leftChain(op, lhs, rhs) { $0 == op }
            let parts = try operands.map { e throws(Flagged) in try condition(e.operand, nested: !isLogical(e.operand, op)) }
            return parts.joined(separator: " \(op) ")
        }
        if (op == "==" || op == "!="), case .identifier(let n) = rhs, n == "nil" || n == "NULL" {
            return "\(try translate(lhs)) \(op) nil"
        }
        if let precedence = ExpressionTranslator.arithmeticPrecedence[op] {
            // A left-associative run of one precedence (`a + b - c`) is written without inner parentheses, and
            // walked as a list: a 10,000-term sum costs linear time and no stack.
            let operands = ExpressionTranslator.leftChain(op, lhs, rhs) { ExpressionTranslator.arithmeticPrecedence[$0] == precedence }
            // C converted an integer operand to the floating type of the other; Swift converts explicitly.
            let types = operands.map { staticType($0.operand)?.name }
            let floating = types.first { $0 == "CGFloat" || $0 == "Double" || $0 == "Float" || $0 == "TimeInterval" } ?? nil
            func operand(_ i: Int) throws(Flagged) -> String {
                let text = try scalar(operands[i].operand)
                guard let floating, types[i] == "Int", ["*", "/", "+", "-"].contains(op) else { return text }
                if case .number = operands[i].operand { return text }
                return "\(floating)(\(text))"
            }
            var text = try operand(0)
            for i in operands.indices.dropFirst() { text += " \(operands[i].op) " + (try operand(i)) }
            return text
        }
        var left = try scalar(lhs), right = try scalar(rhs)
        if ["==", "!=", "<", ">", "<=", ">="].contains(op), let l = staticType(lhs), let r = staticType(rhs) {
            // A number compared with an NS_ENUM value: C compared the raw numbers, Swift compares the raw value.
            let numbers: Set<String> = ["Int", "UInt", "Int32", "Int64", "UInt32", "UInt64"]
            if isEnum(l), numbers.contains(r.name) { left = rawValue(left) }
            if isEnum(r), numbers.contains(l.name) { right = rawValue(right) }
        }
        // Pointers of classes the inputs declare: C compared identities (`self == other` in `-isEqual:`).
        if op == "==" || op == "!=", isInputObject(lhs), isInputObject(rhs) {
            return "\(left) \(op == "==" ? "===" : "!==") \(right)"
        }
        return "\(left) \(op) \(right)"
    }

    /// `a ?: b`: `a` unless it tests false (nil, 0, NO), else `b`. An object is `??`; a number or BOOL keeps C's
    /// test, or `??` of 0 would never take `b`.
    func elvis(_ value: Expression, _ fallback: Expression) throws(Flagged) -> String {
        var text = try translate(value)
        let other = try translate(fallback)
        guard let type = staticType(value) else { return "\(text) ?? \(other)" }
        // A collection Swift declares non-optional stands for one that may have been nil (read as empty).
        let isCollection = TypeMapping.isCollection(type.name) && type.optionality == .none
        guard isCollection || type.isScalar else { return "\(text) ?? \(other)" }
        if StatementTranslator.chainsOptionally(text) {
            text = "(\(text) ?? \(isCollection ? type.defaultValue ?? "[]" : type.name == "Bool" ? "false" : "0"))"
        }
        if type.name == "Bool" { return "(\(text) || \(other))" }
        let choose: (String) -> String = { isCollection ? "\($0).isEmpty ? \(other) : \($0)" : "\($0) != 0 ? \($0) : \(other)" }
        if StatementTranslator.isPlainChain(text) { return "(\(choose(text)))" }
        return "{ let value = \(text); return \(choose("value")) }()"
    }

    /// Whether `e` is an object of a class the inputs declare (`self` in a method of one, too).
    private func isInputObject(_ e: Expression) -> Bool {
        let name = e == .identifier("self") ? context.current?.name : staticType(e)?.name
        return name.map { context.classes[$0]?.isDeclaredClass == true } ?? false
    }

    /// `text`'s raw value, parenthesised unless it is a plain member chain.
    private func rawValue(_ text: String) -> String {
        return (StatementTranslator.isPlainChain(text) ? text : "(\(text))") + ".rawValue"
    }

    /// An operand of a long run, written as the same operator would write it in a short one.
    func runOperand(_ link: RunLink) throws(Flagged) -> String {
        if link.op == "&&" || link.op == "||" { return try condition(link.operand, nested: !isLogical(link.operand, link.op)) }
        return try scalar(link.operand)
    }

    private static let arithmeticPrecedence: [String: Int] = [
        "*": 10, "/": 10, "%": 10, "+": 9, "-": 9, "<<": 8, ">>": 8, "&": 5, "^": 4, "|": 3,
    ]

    /// The operands of `lhs op rhs` and of the binary expressions down its left side whose operators `joins`
    /// accepts, leftmost first, each with the operator before it (empty for the first).
    static func leftChain(_ op: String, _ lhs: Expression, _ rhs: Expression, joins: (String) -> Bool)
        -> [(op: String, operand: Expression)]
    {
        var reversed: [(op: String, operand: Expression)] = [(op, rhs)]
        var left = lhs
        while case .binary(let inner, let l, let r) = left, joins(inner) {
            reversed.append((inner, r))
            left = l
        }
        reversed.append(("", left))
        return reversed.reversed()
    }

    func isLogical(_ e: Expression, _ op: String) -> Bool {
        var e = e
        while case .parenthesized(let inner) = e { e = inner }
        if case .binary(op, _, _) = e { return true }
        return false
    }

    /// A value of type `actual` where `declared` is wanted: an `Any?` read (a dictionary lookup, an `id` result)
    /// cast to the declared type, and a number converted between `Int` and `Double`, as C converted implicitly.
    func castFromAny(_ text: String, _ actual: SwiftType, to declared: SwiftType) -> String {
        if actual.name == "Any" && declared.name != "Any" && declared.name != "Void" && !declared.name.hasPrefix("any ") {
            if TypeMapping.isCollection(declared.name) { return "\(text) as? \(declared.name) ?? \(declared.defaultValue ?? "[]")" }
            if declared.isScalar, let zero = declared.defaultValue { return "\(text) as? \(declared.name) ?? \(zero)" }
            // Where Swift declares the value non-optional, Objective-C's unchecked use is a checked cast.
            return declared.optionality == .none ? "\(text) as! \(declared.name)" : "\(text) as? \(declared.name)"
        }
        // A number where an NSNumber object is declared (`self.high = @(celsius)`): Swift boxes it explicitly.
        if declared.name == "NSNumber", actual.isScalar { return "NSNumber(value: \(text))" }
        // A number where a BOOL is declared: C's truth test of it.
        if declared.name == "Bool", declared.optionality == .none, actual.isScalar, actual.name != "Bool" {
            return (text.contains(" ") ? "(\(text))" : text) + " != 0"
        }
        // Between integer and floating types, and between integer widths (Double, CGFloat and TimeInterval convert
        // among themselves implicitly).
        let floating: Set<String> = ["Double", "CGFloat", "TimeInterval"]
        let numbers: Set<String> = ["Int", "Int16", "Int32", "Int64", "UInt8", "Float"]
        if actual.optionality == .none, declared.optionality == .none, actual.name != declared.name,
            numbers.contains(actual.name) || numbers.contains(declared.name),
            numbers.union(floating).contains(actual.name), numbers.union(floating).contains(declared.name)
        {
            // A literal converts by itself (`0.0` for an Int is written `0`).
            if let literal = Double(text), declared.name == "Int", literal == literal.rounded() { return String(Int(literal)) }
            if Double(text) != nil, declared.name != "Int" { return text }
            return "\(declared.name)(\(text))"
        }
        return text
    }

    /// `text!`, parenthesized where the `!` would otherwise bind to a part (an optional chain, an operator).
    static func unwrapped(_ text: String) -> String {
        StatementTranslator.chainsOptionally(text) || text.contains(" ") ? "(\(text))!" : text + "!"
    }

    /// `(T)value`: an enum built from its raw value, a number converted (nil read as 0), an object checked with `as?`.
    func cast(_ type: TypeName, _ inner: Expression) throws(Flagged) -> String {
        if type.pointers > 0, inner == .identifier("nil") || inner == .identifier("NULL") {
            return "nil" // `return (NSArray *)nil;`: a typed nil, which Swift types from where it goes
        }
        if type.pointers == 0, context.enumDefaults[type.base] != nil {
            // `(Units)rawValue`: Swift builds the case from its raw value (and stops on a value with no case, which
            // Objective-C kept); the raw value of a nil-messaged receiver is 0, as Objective-C read it.
            return "\(type.base)(rawValue: \(try argument(inner)))!"
        }
        let text = try translate(inner)
        if let swift = TypeMapping.swiftType(type, use: .local) {
            if swift.isScalar {
                // `(long)unit` of an NS_ENUM is its raw value.
                if isEnum(staticType(inner)) { return swift.name == "Int" ? "\(text).rawValue" : "\(swift.name)(\(text).rawValue)" }
                // `(long)count` where count is already an Int needs no conversion in Swift.
                if let known = staticType(inner), known.name == swift.name, known.optionality == .none,
                    !StatementTranslator.chainsOptionally(text)
                {
                    return text
                }
                // A number read through a nil receiver is 0, as C read it.
                var number = try scalar(inner)
                if number.hasPrefix("("), number.hasSuffix(" ?? 0)") { number = String(number.dropFirst().dropLast()) }
                return "\(swift.name)(\(number))"
            }
            if type.base == "id" { return text }
            return "(\(text) as? \(swift.name))"
        }
        throw Flagged(reason: "cast to a C type is out of scope")
    }
}
