/// The init family as Objective-C writes it, read before translation: whether an initializer delegates to another
/// of its class (`return [self initWithName:…]`, `self = [self initWith…]`: a Swift convenience initializer), whether
/// it can fail (a `return nil` other than the checks on `self` that Swift makes unnecessary), and those checks.
struct InitializerForm {
    /// True when the initializer delegates across (`self.init(…)` in Swift).
    var isConvenience = false
    /// True when it returns nil for a reason of its own (`init?` in Swift).
    var isFailable = false

    init(_ body: [Statement]) {
        for statement in body { visit(statement) }
    }

    private mutating func visit(_ statement: Statement) {
        if InitializerForm.isSelfCheck(statement) { return }
        switch statement {
        case .returnValue(let value?):
            if InitializerForm.isSelfInit(value) { isConvenience = true }
            if case .identifier("nil") = value { isFailable = true }
        case .expression(.binary("=", .identifier("self"), let value)):
            if InitializerForm.isSelfInit(value) { isConvenience = true }
        case .ifElse(let condition, let body, let otherwise):
            if case .binary("=", .identifier("self"), let value) = InitializerForm.unwrapped(condition),
                InitializerForm.isSelfInit(value)
            {
                isConvenience = true
            }
            body.forEach { visit($0) }
            otherwise?.forEach { visit($0) }
        case .compound(let body):
            body.forEach { visit($0) }
        default:
            break
        }
    }

    /// `[self init…]`.
    static func isSelfInit(_ e: Expression) -> Bool {
        guard case .message(.identifier("self"), let pieces) = unwrapped(e) else { return false }
        return ClassTranslator.isInitializer(pieces.map { $0.argument == nil ? $0.keyword : $0.keyword + ":" }.joined())
    }

    /// `[super init…]`.
    static func isSuperInit(_ e: Expression) -> Bool {
        guard case .message(.identifier("super"), let pieces) = unwrapped(e) else { return false }
        return ClassTranslator.isInitializer(pieces[0].keyword)
    }

    /// `e` without the parentheses around it.
    static func unwrapped(_ e: Expression) -> Expression {
        var e = e
        while case .parenthesized(let inner) = e { e = inner }
        return e
    }

    /// `if (!self) return nil;`, `if (self == nil) return nil;` and `if (!(self = [super init])) return nil;`:
    /// the checks on `self` that a Swift initializer does not need (it either has an object or has failed).
    static func isSelfCheck(_ statement: Statement) -> Bool {
        guard case .ifElse(let condition, let body, nil) = statement, body.count == 1,
            case .returnValue(.identifier("nil")?) = body[0]
        else { return false }
        return superInitInSelfCheck(condition) != nil || testsSelfForNil(unwrapped(condition))
    }

    /// The `[super init…]` of `if (!(self = [super init…]))`, if the condition is that.
    static func superInitInSelfCheck(_ condition: Expression) -> Expression? {
        guard case .prefix("!", let operand) = unwrapped(condition),
            case .binary("=", .identifier("self"), let value) = unwrapped(operand), isSuperInit(value)
        else { return nil }
        return value
    }

    private static func testsSelfForNil(_ e: Expression) -> Bool {
        switch e {
        case .prefix("!", let operand): return unwrapped(operand) == .identifier("self")
        case .binary("==", let l, let r):
            return (l == .identifier("self") && r == .identifier("nil")) || (l == .identifier("nil") && r == .identifier("self"))
        default: return false
        }
    }
}
