/// Translates `NS_ENUM`s to Swift enums with lowerCamel cases without the type's prefix (contract rule 1.1).
struct EnumTranslator {
    let context: TranslationContext

    /// The Swift case name: `LoginStateIdle` of `LoginState` → `idle`.
    static func caseName(_ objc: String, of enumName: String) -> String {
        var stem = objc.hasPrefix(enumName) && objc.count > enumName.count ? String(objc.dropFirst(enumName.count)) : objc
        if stem.hasPrefix("_") { stem.removeFirst() }
        let leadingCapitals = stem.prefix(while: \.isUppercase).count
        // All capitals (`YES`, `URL`): one word, lowered whole.
        if leadingCapitals == stem.count { return stem.lowercased() }
        if leadingCapitals > 1 && leadingCapitals < stem.count {
            // `URLLoaded` → `urlLoaded`: an acronym is lowered up to the next word.
            return stem.prefix(leadingCapitals - 1).lowercased() + stem.dropFirst(leadingCapitals - 1)
        }
        return stem.prefix(1).lowercased() + stem.dropFirst()
    }

    /// Records the enum's cases so that references translate before the declaration is printed. An option whose
    /// value is 0 is the empty set, which Swift spells `T()` (the importer drops such a case).
    static func register(_ decl: EnumDecl, in context: TranslationContext) {
        if decl.isPlainC {
            // Constants of the raw type, named as C named them.
            let raw = TypeMapping.swiftType(decl.rawType, use: .local) ?? SwiftType(name: "Int", optionality: .none)
            for c in decl.cases { context.globalTypes[c.name] = raw }
            if !decl.name.isEmpty { context.plainEnumTypes.insert(decl.name) }
            return
        }
        for c in decl.cases {
            context.enumCases[c.name] = decl.isOptions && isZero(c.value) ? "\(decl.name)()" : "\(decl.name).\(caseName(c.name, of: decl.name))"
        }
        if decl.isOptions {
            context.optionSets.insert(decl.name)
        } else if let first = decl.cases.first {
            context.enumDefaults[decl.name] = caseName(first.name, of: decl.name)
        }
    }

    private static func isZero(_ value: Expression?) -> Bool {
        if case .number("0")? = value { return true }
        return false
    }

    func translate(_ decl: EnumDecl) -> [SwiftNode] {
        if decl.isOptions { return options(decl) }
        if decl.isPlainC { return plainConstants(decl) }
        let raw = TypeMapping.swiftType(decl.rawType, use: .local)?.name ?? "Int"
        var body: [SwiftNode] = []
        for c in decl.cases {
            let name = SwiftKeywords.escaped(EnumTranslator.caseName(c.name, of: decl.name))
            guard let value = c.value else {
                body.append(.line("case \(name)"))
                continue
            }
            do {
                body.append(.line("case \(name) = \(try ExpressionTranslator(context: context).translate(value))"))
            } catch {
                body.append(context.flag(error.reason, "\(c.name) = \(ObjCText.expression(value))"))
                continue
            }
        }
        context.translatedStatements += 1
        return [.group(open: "enum \(decl.name): \(raw) {", body: body, close: "}")]
    }

    /// A plain C enum → its type name as an alias of the raw type, and one constant per case, each without a value
    /// one more than the case before (as C counts).
    private func plainConstants(_ decl: EnumDecl) -> [SwiftNode] {
        let raw = TypeMapping.swiftType(decl.rawType, use: .local)?.name ?? "Int"
        var nodes: [SwiftNode] = []
        if !decl.name.isEmpty { nodes.append(.line("typealias \(decl.name) = \(raw)")) }
        var previous: String?
        for c in decl.cases {
            var value = previous.map { "\($0) + 1" } ?? "0"
            if let written = c.value {
                do {
                    value = try ExpressionTranslator(context: context).translate(written)
                } catch {
                    nodes.append(context.flag(error.reason, "\(c.name) = \(ObjCText.expression(written))"))
                    previous = nil
                    continue
                }
            }
            nodes.append(.line("let \(c.name): \(raw) = \(value)"))
            previous = c.name
        }
        context.translatedStatements += 1
        return nodes
    }

    /// `NS_OPTIONS` → an `OptionSet` struct with a static member per nonzero option, as Swift imports it (and
    /// `Hashable`, as imported option sets are: they key dictionaries).
    private func options(_ decl: EnumDecl) -> [SwiftNode] {
        let raw = TypeMapping.swiftType(decl.rawType, use: .local)?.name ?? "Int"
        var body: [SwiftNode] = [.line("let rawValue: \(raw)")]
        let expressions = ExpressionTranslator(context: context)
        for c in decl.cases where !EnumTranslator.isZero(c.value) {
            let name = SwiftKeywords.escaped(EnumTranslator.caseName(c.name, of: decl.name))
            guard let value = c.value else {
                body.append(context.flag("an NS_OPTIONS case needs a value", c.name))
                continue
            }
            do {
                // A combination of other options is a set of them; anything else is a raw value.
                if case .binary("|", _, _) = value, expressions.staticType(value)?.name == decl.name {
                    body.append(.line("static let \(name): \(decl.name) = \(try expressions.translate(value))"))
                } else {
                    body.append(.line("static let \(name) = \(decl.name)(rawValue: \(try expressions.translate(value)))"))
                }
            } catch {
                body.append(context.flag(error.reason, "\(c.name) = \(ObjCText.expression(value))"))
            }
        }
        context.translatedStatements += 1
        return [.group(open: "struct \(decl.name): OptionSet, Hashable {", body: body, close: "}")]
    }
}
