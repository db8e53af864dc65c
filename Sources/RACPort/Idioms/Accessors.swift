/// A property whose class implements its getter, its setter, or both (`- (NSString *)name`, `- (void)setName:`):
/// in Swift one computed property with `get` and `set(name)`, so that assignments run the custom setter as
/// Objective-C's did. When the accessors use the `_name` instance variable, it becomes a private stored property
/// of that name (a lazy getter over `_name` no longer calls itself through `self.name`).
struct AccessorPair {
    var property: String
    var getter: MethodDecl?
    var setter: MethodDecl?
    var usesStorage: Bool
}

extension ClassTranslator {
    /// The properties of `info` with an accessor implemented in `implementation`, by property name.
    func accessorPairs(_ implementation: ClassDecl, _ info: ClassInfo) -> [String: AccessorPair] {
        var methods: [String: MethodDecl] = [:]
        for case .method(let method) in implementation.members where !method.isClassMethod && method.body != nil {
            methods[method.selector] = method
        }
        var pairs: [String: AccessorPair] = [:]
        for (name, property) in info.properties where !context.inherited(property: name, of: info) {
            let getter = methods[property.swiftName] ?? methods[name]
            let setterName = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
            let setter = methods[setterName].flatMap { $0.parameters.count == 1 ? $0 : nil }
            guard getter != nil || setter != nil, property.type != nil else { continue }
            let usesStorage = [getter, setter].contains { method in
                method.map { ClassTranslator.mentions("_" + name, $0.body ?? []) } ?? false
            }
            // A readonly property computed from other state stays a plain computed property.
            if property.isReadonly && setter == nil && !usesStorage { continue }
            pairs[name] = AccessorPair(property: name, getter: getter, setter: setter, usesStorage: usesStorage)
        }
        return pairs
    }

    /// `private var _name: T = …` for a pair whose accessors use the instance variable.
    func accessorStorage(_ pair: AccessorPair, in info: ClassInfo) -> SwiftNode? {
        guard pair.usesStorage, var type = info.properties[pair.property]?.type else { return nil }
        if type.optionality == .none && !type.isScalar && type.defaultValue == nil && context.emptyValue(of: type.name) == nil {
            type.optionality = .optional
        }
        let initial = type.defaultValue ?? context.emptyValue(of: type.name) ?? "nil"
        context.translatedStatements += 1
        return .line("private var _\(pair.property): \(type.spelled) = \(initial)")
    }

    /// `var name: T { get { … } set(value) { … } }`.
    func accessorProperty(_ pair: AccessorPair, in info: ClassInfo) -> [SwiftNode] {
        guard let property = info.properties[pair.property], let type = property.type else { return [] }
        let statements = StatementTranslator(context: context)
        var body: [SwiftNode] = []
        context.pushScope()
        context.returnType = type
        if let getter = pair.getter {
            context.assigned = AssignmentScanner.assignedNames(getter.body ?? [])
            body.append(.group(open: "get {", body: statements.translateBody(getter.body ?? []), close: "}"))
        } else {
            body.append(.group(open: "get {", body: [.line("_\(pair.property)")], close: "}"))
        }
        context.returnType = nil
        if let setter = pair.setter {
            let parameter = setter.parameters[0].name
            context.declare(parameter, type)
            context.assigned = AssignmentScanner.assignedNames(setter.body ?? [])
            body.append(.group(open: "set(\(SwiftKeywords.escaped(parameter))) {",
                               body: statements.translateBody(setter.body ?? []), close: "}"))
        } else if !property.isReadonly {
            body.append(.group(open: "set {", body: [.line("_\(pair.property) = newValue")], close: "}"))
        }
        context.popScope()
        context.translatedStatements += 1
        let isOverride = context.inherited(property: pair.property, of: info)
        return [.group(open: (isOverride ? "override " : "") + "var \(SwiftKeywords.escaped(property.swiftName)): \(type.spelled) {",
                       body: body, close: "}")]
    }

    /// True when `name` is used anywhere in `statements`, blocks included.
    static func mentions(_ name: String, _ statements: [Statement]) -> Bool {
        var found = false
        SyntaxWalker.walk(statements) { e in
            if case .identifier(name) = e { found = true }
        }
        return found
    }
}
