/// The shared-instance idiom: a class method whose body is
///
///     static Foo *shared = nil;            // or a file-level static
///     static dispatch_once_t onceToken;
///     dispatch_once(&onceToken, ^{ shared = …; … });
///     return shared;
///
/// is, in Swift, a lazily initialized `static let` (initialized once, thread-safely, as dispatch_once did) that the
/// method returns.
struct OnceInitialization {
    /// The variable the block initializes.
    var variable: String
    /// Its declared type, when the method declares it.
    var type: TypeName?
    /// The block's statements.
    var body: [Statement]

    init?(_ method: MethodDecl) {
        guard method.isClassMethod, let statements = method.body, let last = statements.last,
            case .returnValue(.identifier(let returned)?) = last
        else { return nil }
        var type: TypeName?
        var token: String?
        var block: [Statement]?
        for statement in statements.dropLast() {
            switch statement {
            case .declaration(let t, let name, _, let qualifiers) where qualifiers.contains("static"):
                if t.base == "dispatch_once_t" {
                    token = name
                } else if name == returned {
                    type = t
                } else {
                    return nil
                }
            case .expression(.call(.identifier("dispatch_once"), let arguments)) where arguments.count == 2:
                guard case .prefix("&", .identifier(let used)) = arguments[0], used == token,
                    case .block(let literal) = arguments[1]
                else { return nil }
                block = literal.body
            default:
                return nil
            }
        }
        guard let block, token != nil, OnceInitialization.assigns(returned, in: block) else { return nil }
        self.variable = returned
        self.type = type
        self.body = block
    }

    /// The name of the `static let` for `selector` (`sharedInstance` → `sharedInstanceOnce`).
    static func storageName(_ selector: String) -> String { selector + "Once" }

    private static func assigns(_ name: String, in statements: [Statement]) -> Bool {
        statements.contains { statement in
            if case .expression(.binary("=", .identifier(name), _)) = statement { return true }
            return false
        }
    }

    /// `[self alloc]`/`[self new]` in a class method name the class: written with the class name, since a
    /// `static let`'s initializer has no `self`.
    static func namingClass(_ e: Expression, _ cls: String) -> Expression {
        switch e {
        case .message(.identifier("self"), let pieces) where ["alloc", "new"].contains(pieces[0].keyword):
            return .message(receiver: .identifier(cls), pieces: pieces)
        case .message(let receiver, let pieces):
            let arguments = pieces.map { SelectorPiece(keyword: $0.keyword, argument: $0.argument.map { namingClass($0, cls) }) }
            return .message(receiver: namingClass(receiver, cls), pieces: arguments)
        case .binary(let op, let l, let r):
            return .binary(op, namingClass(l, cls), namingClass(r, cls))
        default:
            return e
        }
    }
}

extension ClassTranslator {
    /// A shared instance made once: `private static let …Once: T = { … }()` and the method returning it.
    func onceInitialized(_ method: MethodDecl, _ once: OnceInitialization, in info: ClassInfo) -> [SwiftNode] {
        context.pushScope()
        defer {
            context.popScope()
            context.returnType = nil
        }
        let returns = method.returns.base == "instancetype" ? SwiftType(name: info.name, optionality: .none)
            : TypeMapping.swiftType(method.returns, use: .returnValue)
        guard let returns, let header = try? parameters(method), header.isEmpty else {
            return [context.flag("a once-initialized value with parameters is not translated", method.text)]
        }
        let storage = OnceInitialization.storageName(method.selector)
        let declared = once.type.flatMap { TypeMapping.swiftType($0, use: .local) } ?? returns
        context.declare(once.variable, SwiftType(name: declared.name, optionality: .optional))
        context.assigned = [once.variable]
        var body = once.body.map { statement -> Statement in
            guard case .expression(let e) = statement else { return statement }
            return .expression(OnceInitialization.namingClass(e, info.name))
        }
        let storageType = once.type
            ?? (method.returns.base == "instancetype" ? TypeName(base: info.name, pointers: 1) : method.returns)
        body.insert(.declaration(type: storageType, name: once.variable, value: nil, qualifiers: []), at: 0)
        let statements = StatementTranslator(context: context)
        var nodes = body.flatMap(statements.translate)
        // An `id` storage (`static id shared`) holds the class the method returns: cast back to it.
        nodes.append(.line(declared.name == "Any" && returns.name != "Any"
            ? "return \(once.variable) as! \(returns.name)" : "return \(once.variable)!"))
        context.translatedStatements += 1
        let spelled = returns.name
        return [
            // Unchecked, as dispatch_once's value was: Swift 6 asks non-Sendable static state to say so.
            .group(open: "nonisolated(unsafe) private static let \(storage): \(spelled) = {", body: nodes, close: "}()"),
            .blank,
            .group(open: "static func \(SwiftKeywords.escaped(method.selector))() -> \(spelled) {",
                   body: [.line("return \(storage)")], close: "}"),
        ]
    }
}
