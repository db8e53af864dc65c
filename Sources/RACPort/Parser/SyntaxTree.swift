/// An Objective-C type as written, split into its base name and pointer stars.
public struct TypeName: Sendable, Equatable {
    /// The base name with qualifiers removed (`NSString`, `id`, `BOOL`, `RACSignal`).
    public var base: String
    /// The number of `*` after the base name.
    public var pointers: Int
    /// Protocol qualifiers such as `RACSubscriber` in `id<RACSubscriber>`.
    public var protocols: [String]
    /// Nullability written on the type (`nullable`, `nonnull`), if any.
    public var nullable: Bool?
    /// The block signature when this type is a block (`void (^)(id)`).
    public var block: BlockType? {
        get { blockStorage.first }
        set { blockStorage = newValue.map { [$0] } ?? [] }
    }
    private var blockStorage: [BlockType] = []
    /// Lightweight generic arguments (`NSString *` in `NSArray<NSString *> *`).
    public var arguments: [TypeName] = []

    /// True for types whose values may be nil: object pointers, `id`, `Class`, blocks.
    public var isPointerLike: Bool {
        pointers > 0 || block != nil || ["id", "Class", "instancetype", "dispatch_block_t"].contains(base)
    }

    /// Creates a type name.
    public init(base: String, pointers: Int = 0, protocols: [String] = [], nullable: Bool? = nil, block: BlockType? = nil) {
        self.base = base
        self.pointers = pointers
        self.protocols = protocols
        self.nullable = nullable
        self.blockStorage = block.map { [$0] } ?? []
    }
}

/// The signature of a block type: return type and parameter types.
public struct BlockType: Sendable, Equatable {
    /// The block's return type.
    public var returns: TypeName
    /// The block's parameter types.
    public var parameters: [TypeName]

    /// Creates a block signature.
    public init(returns: TypeName, parameters: [TypeName]) {
        self.returns = returns
        self.parameters = parameters
    }
}

/// One parameter of a block literal or method.
public struct Parameter: Sendable, Equatable {
    /// The selector keyword before the parameter (methods only; empty for blocks).
    public var keyword: String
    /// The parameter's type.
    public var type: TypeName
    /// The parameter's name.
    public var name: String

    /// Creates a parameter.
    public init(keyword: String = "", type: TypeName, name: String) {
        self.keyword = keyword
        self.type = type
        self.name = name
    }
}

/// A block literal `^ReturnType (params) { body }`.
public struct BlockLiteral: Sendable, Equatable {
    /// The declared return type, if written.
    public var returns: TypeName?
    /// The parameters.
    public var parameters: [Parameter]
    /// The statements of the body.
    public var body: [Statement]

    /// Creates a block literal.
    public init(returns: TypeName?, parameters: [Parameter], body: [Statement]) {
        self.returns = returns
        self.parameters = parameters
        self.body = body
    }
}

/// An expression of the Objective-C subset.
public indirect enum Expression: Sendable, Equatable {
    /// A name: variable, class, constant or function.
    case identifier(String)
    /// A number literal as written.
    case number(String)
    /// An `@"…"` literal (escapes as written).
    case objcString(String)
    /// A C string `"…"`.
    case cString(String)
    /// A character literal as written.
    case character(String)
    /// `@( expr )` or `@42`.
    case boxed(Expression)
    /// `@[ … ]`.
    case arrayLiteral([Expression])
    /// `@{ key: value, … }`.
    case dictionaryLiteral([DictionaryEntry])
    /// `[receiver keyword:arg …]`; a unary selector has one piece with no argument.
    case message(receiver: Expression, pieces: [SelectorPiece])
    /// `object.name`.
    case member(Expression, String)
    /// `object->name` (flagged when translated).
    case arrow(Expression, String)
    /// `function(arguments)`, including RAC macros.
    case call(Expression, [Expression])
    /// `base[index]`.
    case subscripted(Expression, Expression)
    /// A prefix operator such as `!x`, `-x`, `&x`, `*x`, `++x`.
    case prefix(String, Expression)
    /// A postfix operator `x++` or `x--`.
    case postfix(String, Expression)
    /// A binary operator, assignments included.
    case binary(String, Expression, Expression)
    /// `condition ? a : b` (or `a ?: b` with a nil middle).
    case ternary(Expression, Expression?, Expression)
    /// `(Type)expr`.
    case cast(TypeName, Expression)
    /// `(expr)`.
    case parenthesized(Expression)
    /// A block literal.
    case block(BlockLiteral)
    /// `@selector(name:)`.
    case selector(String)
    /// `@keypath(a.b)` or `@keypath(Class.new, a)`.
    case keypath([String])
    /// A GNU statement expression `({ …; value; })`: the statements run, the last one's value is the result.
    case statementExpression([Statement])
    /// The comma operator `a, b`: both evaluated in order, the value is the last one's.
    case comma([Expression])
    /// A long left-associative run of one precedence (`1 + 2 - 3 + …`, past `Parser.longRun` operands), kept as
    /// a list so that no pass recurses once per operand: the first operand and each operator with its operand.
    case run(Expression, [RunLink])
    /// A construct outside the subset, kept with its reason and original text.
    case unsupported(reason: String, text: String)
}

/// One operator and the operand after it, in a `run`.
public struct RunLink: Sendable, Equatable {
    /// The binary operator.
    public var op: String
    /// The operand on its right.
    public var operand: Expression

    /// Creates a link.
    public init(op: String, operand: Expression) {
        self.op = op
        self.operand = operand
    }
}

/// One `keyword:argument` pair of a message send.
public struct SelectorPiece: Sendable, Equatable {
    /// The keyword, without its colon.
    public var keyword: String
    /// The argument; nil for a unary selector.
    public var argument: Expression?

    /// Creates a selector piece.
    public init(keyword: String, argument: Expression?) {
        self.keyword = keyword
        self.argument = argument
    }
}

/// One `key: value` entry of a dictionary literal.
public struct DictionaryEntry: Sendable, Equatable {
    /// The key expression.
    public var key: Expression
    /// The value expression.
    public var value: Expression

    /// Creates an entry.
    public init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}

/// A statement of a method or block body.
public indirect enum Statement: Sendable, Equatable {
    /// An expression followed by `;`.
    case expression(Expression)
    /// A local declaration `Type name = value;` with its storage qualifiers.
    case declaration(type: TypeName, name: String, value: Expression?, qualifiers: [String])
    /// `if (c) … else …`.
    case ifElse(Expression, [Statement], [Statement]?)
    /// A C `for` loop.
    case forLoop(initial: Statement?, condition: Expression?, step: Expression?, body: [Statement])
    /// `for (Type x in collection)`.
    case forIn(type: TypeName?, name: String, collection: Expression, body: [Statement])
    /// `while (c) …`.
    case whileLoop(Expression, [Statement])
    /// `do … while (c);`.
    case doWhile([Statement], Expression)
    /// `switch (value) { case …: … }`.
    case switchCase(Expression, [SwitchCase])
    /// `return expr;`.
    case returnValue(Expression?)
    /// `break;`.
    case breakLoop
    /// `continue;`.
    case continueLoop
    /// `{ … }` nested scope.
    case compound([Statement])
    /// `@weakify(a, b);` or `@strongify(a);`.
    case weakify([String])
    /// `@strongify(a, b);`.
    case strongify([String])
    /// `#pragma mark Title`.
    case mark(String)
    /// `@onExit { … };`: the body runs when the enclosing scope ends.
    case deferred([Statement])
    /// Several declarations in one (`int a = 1, b = 2;`), in order.
    case sequence([Statement])
    /// A construct outside the subset, kept with its reason and original text.
    case unsupported(reason: String, text: String)
}

/// One `case`/`default` arm of a switch.
public struct SwitchCase: Sendable, Equatable {
    /// The case values; empty for `default`.
    public var values: [Expression]
    /// The statements of the arm (a trailing `break` removed).
    public var body: [Statement]
    /// True when the arm's statements can run on into the next arm's (C's fallthrough: no `break`, `return` or
    /// `continue` ends them).
    public var fallsThrough = false

    /// Creates a switch arm.
    public init(values: [Expression], body: [Statement]) {
        self.values = values
        self.body = body
    }

    /// Whether statements end a switch arm on every path (`break`, `return`, `continue`, both branches of an `if`),
    /// so that control never reaches the next arm. A construct left untranslated counts as ending it.
    public static func endsArm(_ body: [Statement]) -> Bool {
        switch body.last {
        case .breakLoop?, .returnValue?, .continueLoop?, .unsupported?: return true
        case .compound(let inner)?: return endsArm(inner)
        case .ifElse(_, let then, let otherwise?)?: return endsArm(then) && endsArm(otherwise)
        default: return false
        }
    }
}
