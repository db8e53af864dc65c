/// What the translator knows of expressions' Swift types: from the symbol table, literals and known results.
extension ExpressionTranslator {
    /// What the translator knows of an expression's Swift type, if anything.
    func staticType(_ e: Expression) -> SwiftType? {
        switch e {
        case .identifier(let name):
            if name == "YES" || name == "NO" { return SwiftType(name: "Bool", optionality: .none) }
            if name == "self", let extended = context.extendedValueType { return SwiftType(name: extended, optionality: .none) }
            if ["__PRETTY_FUNCTION__", "__FUNCTION__", "__func__", "__FILE__"].contains(name) {
                return SwiftType(name: "String", optionality: .none) // `#function`, `#file`
            }
            if name == "__LINE__" { return SwiftType(name: "Int", optionality: .none) }
            if let local = context.local(name) { return local }
            if let enumCase = context.enumCases[name], let dot = enumCase.firstIndex(of: ".") {
                return SwiftType(name: String(enumCase[..<dot]), optionality: .none)
            }
            if name.hasPrefix("_"), let p = context.property(String(name.dropFirst())) { return p.type }
            if let ivar = context.current?.ivars.first(where: { $0.name == name }) {
                return TypeMapping.swiftType(ivar.type, use: .storedProperty)
            }
            // A bare property name (`@synthesize name;` style) reads `self.name`.
            if context.current != nil, let p = context.property(name) { return p.type }
            return context.globalTypes[name]
        case .member(.identifier("self"), let name):
            return context.narrowedInheritedProperty(name) ?? context.property(name)?.type
        case .parenthesized(let inner):
            return staticType(inner)
        case .cast(let type, _):
            if type.pointers == 0, context.enumDefaults[type.base] != nil {
                return SwiftType(name: type.base, optionality: .none)
            }
            guard var swift = TypeMapping.swiftType(type, use: .local), type.base != "id" else { return nil }
            if !swift.isScalar { swift.optionality = .optional }
            return swift
        case .boxed(let inner):
            // `@(n)` is written as the number itself: its type is the number's.
            if case .identifier("YES") = inner { return SwiftType(name: "Bool", optionality: .none) }
            if case .identifier("NO") = inner { return SwiftType(name: "Bool", optionality: .none) }
            guard let type = staticType(inner), type.isScalar, !isEnum(type) else { return nil }
            return type
        case .arrayLiteral:
            return SwiftType(name: "[Any]", optionality: .none)
        case .dictionaryLiteral:
            return SwiftType(name: "[AnyHashable: Any]", optionality: .none)
        case .number(let text):
            return SwiftType(name: text.contains(".") ? "Double" : "Int", optionality: .none)
        case .binary(let op, let lhs, let rhs) where op == "|" || op == "&":
            return optionExpressionType(op, lhs, rhs)
        case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/", "%"].contains(op):
            // Arithmetic has its operands' type; a literal takes the other operand's.
            let (left, right) = (staticType(lhs), staticType(rhs))
            if case .number = lhs, let right, right.isScalar { return right }
            if case .number = rhs, let left, left.isScalar { return left }
            return left == right && left?.isScalar == true ? left : nil
        case .prefix("~", let operand):
            return optionExpressionType("~", operand, nil)
        case .binary(let op, _, _) where ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op):
            return SwiftType(name: "Bool", optionality: .none)
        case .prefix("!", _):
            return SwiftType(name: "Bool", optionality: .none)
        case .message(.message(.identifier(let cls), let allocation), let pieces)
            where allocation.count == 1 && allocation[0].keyword == "alloc" && pieces[0].keyword.hasPrefix("init")
                && cls.first?.isUppercase == true && !context.isLocal(cls):
            // `[[X alloc] initWith…]` is an X (a failable initializer of the inputs, or one that fills an
            // `NSError **`, aside).
            if pieces.last?.keyword == "error" { return SwiftType(name: FoundationAPI.classNames[cls] ?? cls, optionality: .optional) }
            if let method = context.instanceMethod(pieces.count == 1 && pieces[0].argument == nil ? "init"
                : pieces.map { $0.keyword + ":" }.joined(), of: cls), method.body.map(InitializerForm.init)?.isFailable == true
            {
                return SwiftType(name: cls, optionality: .optional)
            }
            return SwiftType(name: FoundationAPI.classNames[cls] ?? TypeMapping.objectNames[cls] ?? cls, optionality: .none)
        case .message(let receiver, let pieces):
            let selector = pieces.count == 1 && pieces[0].argument == nil
                ? pieces[0].keyword : pieces.filter { !$0.keyword.isEmpty }.map { $0.keyword + ":" }.joined()
            return chained(memberType(receiver, selector), through: receiver)
        case .member(let base, let name):
            return chained(memberType(base, name), through: base)
        case .subscripted(let base, _):
            if let type = staticType(base), let element = TypeMapping.arrayElement(type.name), element != "Any" {
                return SwiftType(name: element, optionality: .none)
            }
            if let type = staticType(base), type.name.hasPrefix("[") || type.name == "Any" {
                return SwiftType(name: "Any", optionality: .optional)
            }
            if let type = staticType(base), ["NSOrderedSet", "NSMutableOrderedSet", "NSArray", "NSMutableArray"].contains(type.name) {
                return SwiftType(name: "Any", optionality: .none) // Foundation's object collections answer Any
            }
            return nil
        default:
            return nil
        }
    }
}

extension ExpressionTranslator {
    /// A member's type as read through `receiver`: optional when the receiver is (the read is an optional chain).
    func chained(_ member: SwiftType?, through receiver: Expression) -> SwiftType? {
        guard var member, member.optionality != .optional, !member.isScalar,
            let receiverType = staticType(receiver), receiverType.optionality == .optional
        else { return member }
        member.optionality = .optional
        member.isOptionalChain = true
        return member
    }

    /// The type of `selector` sent to `receiver`: a property or method of a class among the inputs, an element of
    /// a typed collection, or a known RAC/Foundation result.
    func memberType(_ receiver: Expression, _ selector: String) -> SwiftType? {
        let receiverType: SwiftType? = if case .identifier("self") = receiver { nil } else { staticType(receiver) }
        if case .identifier("self") = receiver, let p = context.property(selector) { return context.narrowedInheritedProperty(selector) ?? p.type }
        if receiverType?.name == "Any", let (_, type) = idPropertyCandidates(selector) { return type }
        if let receiverType, let p = context.property(selector, ofType: receiverType.name) {
            return TypeMapping.swiftType(p.type, use: .storedProperty)
        }
        if let method = context.method(selector, receiver: receiver, receiverType: receiverType) {
            return TypeMapping.swiftType(method.returns, use: .returnValue)
        }
        if let element = receiverType.flatMap({ TypeMapping.arrayElement($0.name) }) {
            // An untyped array's element is an `id` read (Any?), which an assignment then casts.
            switch selector {
            case "objectAtIndex:", "objectAtIndexedSubscript:":
                return SwiftType(name: element, optionality: element == "Any" ? .optional : .none)
            case "firstObject", "lastObject": return SwiftType(name: element, optionality: .optional)
            default: break
            }
        }
        if let receiverType, ["NSOrderedSet", "NSMutableOrderedSet"].contains(receiverType.name),
            ["objectAtIndex:", "objectAtIndexedSubscript:"].contains(selector)
        {
            return SwiftType(name: "Any", optionality: .none) // an ordered set's elements are Any, as its subscript's
        }
        if let receiverType, let scalar = FoundationAPI.scalarMembers["\(receiverType.name) \(selector)"] {
            return SwiftType(name: scalar, optionality: .none)
        }
        return ExpressionTranslator.knownResultTypes[selector]
    }
}
