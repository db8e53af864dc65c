extension MessageTranslator {
    /// `[t rac_liftSelector:@selector(a:b:) withSignals:s1, s2, nil]` → a closure that receives the target first
    /// (contract 4.5): `t.rac_liftSelector({ me, a, b in … }, withSignals: s1, s2)`.
    func liftSelector(_ receiver: Expression, _ selector: String, _ rest: [SelectorPiece]) throws(Flagged)
        -> String
    {
        guard rest[0].keyword == "withSignals" else { throw Flagged(reason: "rac_liftSelector form is not translated") }
        var signals = rest.compactMap(\.argument)
        if case .identifier("nil")? = signals.last { signals.removeLast() }
        let keywords = selector.split(separator: ":").map(String.init)
        guard !signals.isEmpty, keywords.count == signals.count else {
            throw Flagged(reason: "rac_liftSelector needs one signal per selector argument")
        }
        var method: MethodDecl?
        if case .identifier("self") = receiver { method = context.current?.methods[selector] }
        var names: [String] = []
        var arguments: [String] = []
        for (i, keyword) in keywords.enumerated() {
            let parameter = method.map { $0.parameters[i] }
            let name = parameter?.name ?? "value\(i + 1)"
            names.append(name)
            var value = name
            if let parameter, let type = TypeMapping.swiftType(parameter.type, use: .parameter),
                !(parameter.type.base == "id" && parameter.type.pointers == 0)
            {
                value = type.optionality == .none ? "\(name) as! \(type.name)" : "\(name) as? \(type.name)"
            }
            arguments.append(i == 0 ? value : "\(keyword): \(value)")
        }
        let call = "me.\(keywords[0])(\(arguments.joined(separator: ", ")))"
        let returnsValue = method.map { !($0.returns.base == "void" && $0.returns.pointers == 0) } ?? false
        let body = returnsValue ? "    return \(call)" : "    \(call)\n    return nil"
        let closure = "{ me, \(names.joined(separator: ", ")) in\n\(body)\n}"
        var parts = [ArgumentText(text: closure, isClosure: true)]
        for (i, signal) in signals.enumerated() {
            let text = try translator.translate(signal)
            parts.append(ArgumentText(text: i == 0 ? "withSignals: " + text : text, isClosure: false))
        }
        return try chained(receiverText(receiver), "rac_liftSelector" + ArgumentText.list(parts))
    }
}
