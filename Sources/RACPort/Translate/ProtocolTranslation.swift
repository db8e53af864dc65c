/// Translates a `@protocol` to a class-bound Swift protocol; `@optional` methods get a default implementation in an
/// extension, since Swift protocols have no optional requirements outside `@objc`.
struct ProtocolTranslator {
    let context: TranslationContext

    func translate(_ decl: ProtocolDecl) -> [SwiftNode] {
        let bases = ["AnyObject"] + decl.bases.filter { $0 != "NSObject" && context.protocols.contains($0) }
        var requirements: [SwiftNode] = []
        var defaults: [SwiftNode] = []
        let classes = ClassTranslator(context: context)
        for member in decl.members {
            switch member {
            case .method(let method):
                context.pushScope()
                defer { context.popScope() }
                let header: String
                do {
                    header = ClassTranslator.functionHeader(method, try classes.parameters(method), className: decl.name)
                } catch {
                    requirements.append(context.flag(error.reason, "\(method.isClassMethod ? "+" : "-") \(method.selector)"))
                    continue
                }
                context.translatedStatements += 1
                requirements.append(.line(header))
                if decl.optionalSelectors.contains(method.selector) {
                    defaults.append(.group(open: header + " {", body: defaultBody(method), close: "}"))
                }
            case .property(let property):
                guard let type = TypeMapping.swiftType(property.type, use: .storedProperty) else {
                    requirements.append(context.flag("property type is out of scope", "@property \(property.name)"))
                    continue
                }
                context.translatedStatements += 1
                let access = property.attributes.contains("readonly") ? "{ get }" : "{ get set }"
                requirements.append(.line("var \(property.name): \(type.spelled) \(access)"))
            case .unsupported(let reason, let text):
                requirements.append(context.flag(reason, text))
            case .mark(let title):
                requirements.append(.line("// MARK: \(title)"))
            case .ivar, .synthesize:
                break
            }
        }
        var nodes: [SwiftNode] = [
            .group(open: "protocol \(decl.name): \(bases.joined(separator: ", ")) {", body: requirements, close: "}"),
        ]
        if !defaults.isEmpty {
            nodes += [.blank, .group(open: "extension \(decl.name) {", body: defaults, close: "}")]
        }
        return nodes
    }

    /// What an unimplemented optional method does: nothing, or the zero value of its return type.
    private func defaultBody(_ method: MethodDecl) -> [SwiftNode] {
        guard let returns = TypeMapping.swiftType(method.returns, use: .returnValue), returns.name != "Void" else {
            return []
        }
        if returns.optionality != .none { return [.line("nil")] }
        if returns.isScalar { return [.line(TypeMapping.scalarDefault(returns.name))] }
        if TypeMapping.isCollection(returns.name) { return [.line(returns.defaultValue ?? "[]")] }
        return [.line("fatalError(\"\(method.selector) is optional and not implemented\")")]
    }
}
