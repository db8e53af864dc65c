/// Translates one `@implementation` (with what its interfaces declared) to a Swift class or extension.
struct ClassTranslator {
    let context: TranslationContext

    private static let racObjectSelectors = [
        "rac_willDeallocSignal", "rac_deallocDisposable", "rac_signalForSelector", "rac_liftSelector",
        "rac_selectorInvoked",
    ]

    /// True when the implementation sends a `RACObject` message (`rac_willDeallocSignal`, selector signals, …).
    static func usesRACObject(_ implementation: ClassDecl) -> Bool {
        var found = false
        SyntaxWalker.walk(implementation) { e in
            if case .message(_, let pieces) = e, racObjectSelectors.contains(pieces[0].keyword) { found = true }
            if case .member(_, let name) = e, racObjectSelectors.contains(name) { found = true }
        }
        return found
    }

    /// The selectors this implementation passes to `rac_signalForSelector:`.
    static func listenedSelectors(_ implementation: ClassDecl) -> Set<String> {
        var selectors: Set<String> = []
        SyntaxWalker.walk(implementation) { e in
            if case .message(_, let pieces) = e, pieces[0].keyword == "rac_signalForSelector",
                case .selector(let name)? = pieces[0].argument
            {
                selectors.insert(name)
            }
        }
        return selectors
    }

    func translate(_ implementation: ClassDecl) -> [SwiftNode] {
        let info = context.classes[implementation.name] ?? ClassInfo(name: implementation.name)
        context.current = info
        let accessors = implementation.category == nil ? accessorPairs(implementation, info) : [:]
        context.backingStorage = Set(accessors.values.filter(\.usesStorage).map(\.property))
        let valueType = implementation.category == nil ? nil : TypeMapping.valueTypeExtension(implementation.name)
        context.extendedValueType = valueType?.selfType
        defer {
            context.current = nil
            context.backingStorage = []
            context.extendedValueType = nil
        }
        var body: [SwiftNode] = []
        var header: String
        if let category = implementation.category {
            header = "extension \(valueType?.extended ?? implementation.name) {"
            if !category.isEmpty { body += [.line("// MARK: \(category)"), .blank] }
        } else {
            var inherits: [String] = []
            if let superclass = info.superclass, superclass != "NSObject" { inherits.append(superclass) }
            // RACObject once per hierarchy: a subclass of an input class that is one already inherits it.
            let inheritsRACObject = context.ancestors(of: info).contains { $0.usesRACObject }
            if info.usesRACObject && !inheritsRACObject { inherits.append("RACObject") }
            for proto in info.protocols where proto != "NSObject" && context.protocols.contains(proto) {
                inherits.append(proto)
            }
            if info.methods["description"]?.body != nil, !context.inherited(method: "description", of: info) {
                inherits.append("CustomStringConvertible")
            }
            // A class some input subclasses cannot be final.
            let isSubclassed = context.classes.values.contains { $0.superclass == implementation.name }
            // Observed properties are `@RACObservable` (KVO's timing on every platform); the class conforms to
            // `Observable` once per hierarchy, as RACObserve requires.
            if info.isObserved && !context.ancestors(of: info).contains(where: \.isObserved) { inherits.append("Observable") }
            header = (isSubclassed ? "class " : "final class ") + implementation.name
            if !inherits.isEmpty { header += ": " + inherits.joined(separator: ", ") }
            header += " {"
            for proto in info.protocols where proto != "NSObject" && !context.protocols.contains(proto) {
                let reason = TypeMapping.isUIType(proto) ? ExpressionTranslator.uiNote
                    : "conformance to a protocol declared elsewhere; translate its @protocol with this class"
                body.append(context.flag(reason, "<\(proto)>"))
            }
            if info.usesRACObject && !inheritsRACObject { body.append(.line("let rac_sentinel = RACObjectSentinel()")) }
            // Computed properties are keyed by getter selector; stored ones are skipped by property name.
            let getters = Set(computedProperties(implementation, info).keys)
            let managed = Set(info.properties.values.filter { getters.contains($0.swiftName) }.map(\.decl.name))
                .union(getters).union(accessors.keys)
            body += storedProperties(info, computed: managed)
            body += accessors.keys.sorted().compactMap { accessorStorage(accessors[$0]!, in: info) }
            body.append(.blank)
        }
        let listened = ClassTranslator.listenedSelectors(implementation)
        let computed = computedProperties(implementation, info)
        var accessorSelectors: [String: String] = [:]
        for pair in accessors.values {
            for method in [pair.getter, pair.setter].compactMap({ $0 }) { accessorSelectors[method.selector] = pair.property }
        }
        var emittedAccessors: Set<String> = []
        for member in implementation.members {
            switch member {
            case .method(let method) where !method.isClassMethod && accessorSelectors[method.selector] != nil:
                let property = accessorSelectors[method.selector]!
                if emittedAccessors.insert(property).inserted {
                    body += accessorProperty(accessors[property]!, in: info)
                    body.append(.blank)
                }
            case .method(var method):
                if let known = info.methods[method.selector] { method = method.adoptingNullability(of: known) }
                if let type = computed[method.selector] {
                    body += computedProperty(method, type: type, in: info)
                    body.append(.blank)
                    continue
                }
                let reports = listened.contains(method.selector)
                body += translate(method, in: info, reportsInvocation: reports)
                body.append(.blank)
            case .mark(let title):
                body += [.blank, .line("// MARK: \(title)"), .blank]
            case .unsupported(let reason, let text):
                body.append(context.flag(reason, text))
            case .property, .synthesize, .ivar:
                break
            }
        }
        if implementation.category == nil { body += keyedSubscripts(info) }
        return [.group(open: header, body: body, close: "}")]
    }

    /// Getter methods that implement a readonly property (of the class or of a protocol it adopts): they become
    /// computed properties, keyed by selector, with the property's Swift type.
    private func computedProperties(_ implementation: ClassDecl, _ info: ClassInfo) -> [String: SwiftType] {
        var result: [String: SwiftType] = [:]
        for case .method(let method) in implementation.members
        where !method.isClassMethod && method.body != nil && method.parameters.count == 1 && method.parameters[0].name.isEmpty {
            let name = method.selector
            if name == "description" && method.returns.base == "NSString" {
                // `-description` is CustomStringConvertible's `description` in Swift.
                result[name] = SwiftType(name: "String", optionality: .none)
            } else if let p = info.properties[name], p.isReadonly, let type = p.type {
                result[name] = type
            } else if let p = info.properties.values.first(where: { $0.swiftName == name && $0.decl.name != name }),
                p.isReadonly, let type = p.type
            {
                // `- (BOOL)isAuthenticated` implementing `@property (getter = isAuthenticated, readonly)`.
                result[name] = type
            } else if info.properties[name] == nil, let type = inheritedComputedProperty(name, of: info) {
                // The getter of a readonly property a superclass computes: an override of that computed property.
                result[name] = type
            } else if let p = info.protocols.lazy.compactMap({ self.context.protocolProperties[$0]?[name] }).first,
                let type = context.swiftType(p.type, use: .storedProperty)
            {
                result[name] = type
            }
        }
        return result
    }

    /// The type of the readonly property `name` that a superclass among the inputs declares and computes (it
    /// implements the getter), so a subclass getter overrides a computed property.
    private func inheritedComputedProperty(_ name: String, of info: ClassInfo) -> SwiftType? {
        var cls = info.superclass.flatMap { context.classes[$0] }
        var depth = 0
        while let ancestor = cls, depth < 64 {
            if let p = ancestor.properties[name] {
                guard p.isReadonly, ancestor.methods[name]?.body != nil else { return nil }
                return p.type
            }
            cls = ancestor.superclass.flatMap { context.classes[$0] }
            depth += 1
        }
        return nil
    }

    private func computedProperty(_ method: MethodDecl, type: SwiftType, in info: ClassInfo) -> [SwiftNode] {
        context.pushScope()
        defer { context.popScope() }
        context.assigned = AssignmentScanner.assignedNames(method.body ?? [])
        context.nilTested = AssignmentScanner.nilTestedNames(method.body ?? [])
        context.returnType = type
        defer { context.returnType = nil }
        let name = info.properties[method.selector]?.swiftName ?? method.selector
        context.translatedStatements += 1
        let nodes = StatementTranslator(context: context).translateBody(method.body ?? [])
        let isOverride = context.inherited(method: method.selector, of: info) || context.inherited(property: name, of: info)
        return [.group(open: (isOverride ? "override " : "") + "var \(SwiftKeywords.escaped(name)): \(type.spelled) {",
                       body: nodes, close: "}")]
    }

    /// An `IBOutlet` property: `@IBOutlet` where Objective-C interop exists (a storyboard connects it there), a
    /// plain property elsewhere (the attribute needs `@objc`, which Linux lacks), implicitly unwrapped as Xcode writes
    /// outlets: the same file compiles in both places.
    private func outlet(_ p: ClassInfo.Property, _ type: SwiftType) -> [SwiftNode] {
        context.translatedStatements += 1
        var declared = type
        declared.optionality = .implicitlyUnwrapped
        let keyword = p.decl.attributes.contains("weak") ? "weak var" : "var"
        let declaration = "\(keyword) \(p.swiftName): \(declared.spelled)"
        return [.line("#if canImport(ObjectiveC)"), .line("@IBOutlet " + declaration), .line("#else"),
                .line(declaration), .line("#endif")]
    }

    private func storedProperties(_ info: ClassInfo, computed: Set<String>) -> [SwiftNode] {
        var nodes: [SwiftNode] = []
        for name in info.propertyOrder where !computed.contains(name) {
            guard let p = info.properties[name] else { continue }
            // Declared again (say, readwrite in a class extension) but stored by the superclass.
            if context.inherited(property: name, of: info) { continue }
            if TypeMapping.isUIType(p.decl.type) {
                nodes.append(context.flag(ExpressionTranslator.uiNote, "@property \(ObjCText.typeName(p.decl.type))\(name);"))
                continue
            }
            if p.decl.attributes.contains("IBOutlet"), let type = p.type, context.inheritsFromUIKit(info) {
                nodes += outlet(p, type)
                continue
            }
            guard let type = p.type else {
                nodes.append(context.flag("property type is out of scope", "@property \(ObjCText.typeName(p.decl.type))\(name);"))
                continue
            }
            context.translatedStatements += 1
            let isWeak = p.decl.attributes.contains("weak")
            var declared = type
            if context.blockAliases.contains(declared.name) {
                declared.optionality = .optional
                declared.defaultValue = "nil"
            }
            if isWeak {
                declared.optionality = .optional
                if declared.name == "Any" { declared.name = "AnyObject" }
            }
            // A weak property cannot be wrapped: it stays plain (RACObserve sends its initial value only).
            let wrapper = info.isObserved && !isWeak ? "@RACObservable " : ""
            let access = wrapper + (p.isReadonly ? "private(set) " : "")
            let keyword = isWeak ? "weak var" : "var"
            let initial = declared.defaultValue ?? context.emptyValue(of: declared.name)
                ?? (declared.optionality == .none ? nil : "nil")
            if declared.isScalar, declared.name == "Int" || declared.name == "Bool", let initial {
                nodes.append(.line("\(access)\(keyword) \(p.swiftName) = \(initial)"))
            } else if let initial {
                nodes.append(.line("\(access)\(keyword) \(p.swiftName): \(declared.spelled) = \(initial)"))
            } else {
                nodes.append(.line("\(access)\(keyword) \(p.swiftName): \(declared.spelled)"))
            }
        }
        for ivar in info.ivars where info.properties[String(ivar.name.drop(while: { $0 == "_" }))] == nil {
            nodes.append(ivarNode(ivar))
        }
        return nodes
    }

    private func ivarNode(_ ivar: IvarDecl) -> SwiftNode {
        guard let type = context.swiftType(ivar.type, use: .storedProperty) else {
            return context.flag("instance variable type is out of scope", "\(ObjCText.typeName(ivar.type))\(ivar.name);")
        }
        context.translatedStatements += 1
        // `0` alone would make a CGFloat or Double an Int: only Int and Bool are left to inference.
        if type.isScalar, type.name == "Int" || type.name == "Bool" { return .line("private var \(ivar.name) = \(type.defaultValue ?? "0")") }
        if type.isScalar { return .line("private var \(ivar.name): \(type.name) = \(type.defaultValue ?? "0")") }
        return .line("private var \(ivar.name): \(type.spelled) = \(type.defaultValue ?? "nil")")
    }

    private func translate(_ method: MethodDecl, in info: ClassInfo, reportsInvocation: Bool) -> [SwiftNode] {
        guard let statements = method.body else { return [] }
        if let once = OnceInitialization(method) { return onceInitialized(method, once, in: info) }
        context.pushScope()
        defer {
            context.popScope()
            context.inInitializer = false
            context.inClassMethod = false
            context.outParameters = []
        }
        context.assigned = AssignmentScanner.assignedNames(statements)
        context.nilTested = AssignmentScanner.nilTestedNames(statements)
        context.inClassMethod = method.isClassMethod
        let selector = method.selector
        var header: String
        var params: [String] = []
        do {
            params = try parameters(method)
        } catch {
            return [context.flag(error.reason, method.text.isEmpty ? "\(method.isClassMethod ? "+" : "-") \(selector)" : method.text)]
        }
        if selector == "dealloc" {
            header = "deinit {"
        } else if !method.isClassMethod && ClassTranslator.isInitializer(selector) && !ClassTranslator.returnsVoid(method) {
            context.inInitializer = true
            let form = InitializerForm(method.body ?? [])
            let isOverride = !form.isConvenience && (context.inherited(method: selector, of: info)
                || selector == "init" && info.superclass.map { $0 != "NSObject" } == true)
            header = (isOverride ? "override " : "") + (form.isConvenience ? "convenience " : "")
                + (form.isFailable ? "init?" : "init") + "(\(params.joined(separator: ", "))) {"
        } else {
            let isOverride = !method.isClassMethod && (context.inherited(method: selector, of: info)
                || UIKitAPI.overridable.contains(selector) && context.inheritsFromUIKit(info))
            header = (isOverride ? "override " : "") + ClassTranslator.functionHeader(method, params, className: selfTypeName(info)) + " {"
            if context.extendedValueType != nil, !method.isClassMethod, ClassTranslator.mutatesSelf(statements) {
                header = "mutating " + header // `[self addObject:x]` in a category on NSMutableArray
            }
        }
        var body = Array(zip(statements, method.statementLines.count == statements.count
            ? method.statementLines : Array(repeating: method.position.line, count: statements.count)))
        if selector == "dealloc" {
            body.removeAll { if case .expression(.message(.identifier("super"), _)) = $0.0 { return true } else { return false } }
        }
        var nodes: [SwiftNode] = []
        // Objective-C parameters are variables: one the body assigns is copied into a `var` of the same name.
        for p in method.parameters where !p.name.isEmpty && context.assigned.contains(p.name) && !context.outParameters.contains(p.name) {
            nodes.append(.line("var \(SwiftKeywords.escaped(p.name)) = \(SwiftKeywords.escaped(p.name))"))
        }
        if reportsInvocation {
            // No message interception on Linux: the method reports its own call to rac_signalForSelector (contract 4.4).
            let arguments = method.parameters.filter { !$0.name.isEmpty }.map(\.name)
            nodes.append(.line("rac_selectorInvoked(" + (["\"\(method.selector)\""] + arguments).joined(separator: ", ") + ")"))
        }
        context.returnType = context.swiftType(method.returns, use: .returnValue)
        if method.returns.base == "instancetype" { context.returnType = SwiftType(name: selfTypeName(info), optionality: .none) }
        // Each statement is preceded by an anchor naming its Objective-C line, for --verify's messages.
        let translator = StatementTranslator(context: context)
        context.pushScope()
        for (statement, line) in body { nodes += [SwiftNode.anchor(line)] + translator.translate(statement) }
        context.popScope()
        if nodes.allSatisfy(\.isAnchor) { nodes = [] }
        context.returnType = nil
        return [.anchor(method.position.line), .group(open: header, body: nodes, close: "}")]
    }

    /// The Swift name of the class whose method is translated: the value type a Foundation category extends.
    private func selfTypeName(_ info: ClassInfo) -> String { context.extendedValueType ?? info.name }

    /// `static func name(params) -> Type` for a method (no body).
    static func functionHeader(_ method: MethodDecl, _ params: [String], className: String) -> String {
        let base = method.parameters[0].keyword
        var header = (method.isClassMethod ? "static func " : "func ") + SwiftKeywords.escaped(base)
            + "(\(params.joined(separator: ", ")))"
        if method.returns.base == "instancetype" {
            header += " -> \(className)"
        } else if let returns = TypeMapping.swiftType(method.returns, use: .returnValue), returns.name != "Void" {
            header += " -> \(returns.spelled)"
            if returns.name == "RACDisposable" { header = "@discardableResult\n" + header }
        }
        return header
    }

    func parameters(_ method: MethodDecl) throws(Flagged) -> [String] {
        var result: [String] = []
        let isInit = !method.isClassMethod && ClassTranslator.isInitializer(method.selector) && !ClassTranslator.returnsVoid(method)
        for (i, p) in method.parameters.enumerated() where !p.name.isEmpty {
            if p.name == "..." { throw Flagged(reason: "variadic methods are not translated") }
            if TypeMapping.isUIType(p.type) { throw Flagged(reason: ExpressionTranslator.uiNote) }
            guard var type = context.swiftType(p.type, use: .parameter) else {
                throw Flagged(reason: "parameter type \(ObjCText.typeName(p.type).trimmingSpaces()) is out of scope")
            }
            var label = p.keyword
            if i == 0 {
                if isInit {
                    var l = String(p.keyword.dropFirst(4))
                    if l.hasPrefix("With") { l = String(l.dropFirst(4)) }
                    label = l.prefix(1).lowercased() + l.dropFirst()
                } else {
                    label = "_"
                }
            }
            var spelled = type.spelled
            if p.type.base == "NSError" && p.type.pointers == 2 {
                spelled = "inout (any Error)?"
                context.outParameters.insert(p.name)
            } else if p.type.block != nil || context.blockAliases.contains(p.type.base) {
                switch p.type.nullable {
                case true?:
                    // A block the header says may be nil: an optional closure, called with `?()`.
                    type.optionality = .optional
                    spelled = type.spelled
                case nil:
                    // Unannotated, as Swift imports it: implicitly unwrapped, so callers may pass nil (a completion
                    // they do not need) and a call of a nil block stops, as it crashed in Objective-C.
                    type.optionality = .implicitlyUnwrapped
                    spelled = type.spelled
                case false?:
                    spelled = "@escaping " + spelled
                }
            }
            let isBlock = p.type.block != nil || context.blockAliases.contains(p.type.base)
            if type.optionality == .implicitlyUnwrapped && !isBlock { type.optionality = .none }
            context.declare(p.name, type)
            let name = SwiftKeywords.escaped(p.name)
            let argumentLabel = label == "_" ? label : (["inout", "var", "let"].contains(label) ? "`\(label)`" : label)
            result.append(label == p.name ? "\(argumentLabel): \(spelled)" : "\(argumentLabel) \(name): \(spelled)")
        }
        return result
    }
}
