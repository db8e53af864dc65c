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
