/// Translates the RAC macros: `RACObserve`, `RAC(…) =`, `RACChannelTo`, `RACTuplePack`, `RACTupleUnpack`.
struct RACMacroTranslator {
    let translator: ExpressionTranslator

    /// A macro used as a value; nil when `name` is not a RAC macro.
    func call(_ name: String, _ arguments: [Expression]) throws(Flagged) -> String? {
        switch name {
        case "RACObserve", "RACAble", "RACAbleWithStart":
            guard arguments.count == 2 else { throw Flagged(reason: "\(name) needs a target and a key path") }
            noteObserved(arguments[0])
            let target = try translator.translate(arguments[0])
            let path = try keyPath(arguments[1], target: arguments[0])
            if let type = translator.staticType(arguments[0]), type.optionality == .optional || type.isOptionalChain {
                // Observing nil was messaging nil: no signal, which RAC 2 code reads as an empty one.
                return "(\(target).map { \(name)($0, \(path)) } ?? RACSignal.empty())"
            }
            return "\(name)(\(target), \(path))"
        case "RACChannelTo":
            guard arguments.count == 2 || arguments.count == 3 else {
                throw Flagged(reason: "RACChannelTo needs a target and a key path")
            }
            noteObserved(arguments[0])
            let target = try translator.translate(arguments[0])
            var rest = try keyPath(arguments[1], target: arguments[0])
            if arguments.count == 3 { rest += ", nilValue: \(try translator.translate(arguments[2]))" }
            if let type = translator.staticType(arguments[0]), type.optionality == .optional || type.isOptionalChain {
                // A channel to nil was a channel to nothing: a terminal whose other end no one holds.
                return "(\(target).map { RACChannelTo($0, \(rest)) } ?? RACChannel().followingTerminal)"
            }
            return "RACChannelTo(\(target), \(rest))"
        case "RACAbleSelf":
            // Seed-era macro with an implicit self (contract D16): RACAbleSelf(self.x) → RACAble(self, \.x).
            guard arguments.count == 1 else { throw Flagged(reason: "RACAbleSelf takes one key path") }
            return "RACAble(self, \(try keyPath(Self.droppingSelf(arguments[0]), target: .identifier("self"))))"
        case "RAC_KEYPATH_SELF":
            guard arguments.count == 1 else { throw Flagged(reason: "RAC_KEYPATH_SELF takes one key path") }
            return try keyPath(Self.droppingSelf(arguments[0]), target: .identifier("self"))
        case "RACTuplePack":
            let values = try arguments.map { a throws(Flagged) in try translator.translate(a) }
            return "RACTuplePack(\(values.joined(separator: ", ")))"
        case "RAC":
            throw Flagged(reason: "RAC(...) is only translated as the target of an assignment")
        default:
            return nil
        }
    }

    /// Records the input class a macro observes, found by its target's static type.
    private func noteObserved(_ target: Expression) {
        guard let type = translator.staticType(target), translator.context.classes[type.name] != nil else { return }
        translator.context.observedTargets.insert(type.name)
    }

    /// `RAC(t, k) = v`, `RAC(t, k, nilValue) = v`, `RACChannelTo(a, x) = RACChannelTo(b, y)`.
    func assignment(_ macro: String, _ arguments: [Expression], _ value: Expression) throws(Flagged) -> String {
        guard arguments.count == 2 || arguments.count == 3 else {
            throw Flagged(reason: "\(macro)(...) needs a target and a key path")
        }
        let target = try translator.translate(arguments[0])
        let path = try keyPath(arguments[1], target: arguments[0])
        let rhs = try translator.translate(value)
        let channel = macro == "RACChannelTo" ? "channel: " : ""
        let nilValue = arguments.count == 3 ? ", nilValue: \(try translator.translate(arguments[2]))" : ""
        if let type = translator.staticType(arguments[0]), type.optionality == .optional || type.isOptionalChain {
            // Binding to a nil target bound nothing (RAC 2 asserted it in debug builds).
            return "if let target = \(target) {\n    RAC[\(channel)target, \(path)\(nilValue)] = \(rhs)\n}"
        }
        return "RAC[\(channel)\(target), \(path)\(nilValue)] = \(rhs)"
    }

    /// `self.a.b` → `a.b`: the key path of a macro that names `self` in its argument.
    static func droppingSelf(_ e: Expression) -> Expression {
        switch e {
        case .member(.identifier("self"), let name): return .identifier(name)
        case .member(let base, let name): return .member(droppingSelf(base), name)
        default: return e
        }
    }

    /// `a.b` (an Objective-C key path written as an expression) → `\.a.b`.
    func keyPath(_ expression: Expression, target: Expression = .identifier("")) throws(Flagged) -> String {
        var parts: [String] = []
        var e = expression
        while true {
            switch e {
            case .member(let base, let name):
                parts.insert(name, at: 0)
                e = base
                continue
            case .identifier(let name):
                parts.insert(name, at: 0)
            case .objcString(let text):
                parts.insert(contentsOf: text.split(separator: ".").map(String.init), at: 0)
            case .keypath(let p):
                parts.insert(contentsOf: p.dropFirst(), at: 0)
            default:
                throw Flagged(reason: "key path is not a chain of property names")
            }
            break
        }
        if case .identifier("self") = target, let first = parts.first,
            let property = translator.context.property(first)
        {
            parts[0] = property.swiftName
            return "\\." + parts.joined(separator: ".")
        }
        // Each hop of a known type is read by its Swift name (a property with a getter of its own: `isVotedFor`).
        var type = translator.staticType(target)?.name
        for (i, part) in parts.enumerated() {
            if let owner = type, UIKitAPI.classes.contains(owner) {
                parts[i] = UIKitAPI.propertyNames[part] ?? part // `RAC(button, enabled)` binds `isEnabled`
                break
            }
            guard let owner = type, let swiftName = translator.context.swiftPropertyName(part, ofType: owner) else { break }
            parts[i] = swiftName
            type = translator.context.property(part, ofType: owner)
                .flatMap { TypeMapping.swiftType($0.type, use: .storedProperty)?.name }
        }
        return "\\." + parts.joined(separator: ".")
    }
}
