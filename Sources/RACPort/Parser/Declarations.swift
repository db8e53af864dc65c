/// A `@property` declaration.
public struct PropertyDecl: Sendable, Equatable {
    /// The attributes in parentheses (`nonatomic`, `readonly`, `getter=isX`, …).
    public var attributes: [String]
    /// The property's type.
    public var type: TypeName
    /// The property's name.
    public var name: String

    /// Creates a property declaration.
    public init(attributes: [String], type: TypeName, name: String) {
        self.attributes = attributes
        self.type = type
        self.name = name
    }
}

/// An instance variable declared in braces after `@interface` or `@implementation`.
public struct IvarDecl: Sendable, Equatable {
    /// The variable's type.
    public var type: TypeName
    /// The variable's name.
    public var name: String

    /// Creates an ivar.
    public init(type: TypeName, name: String) {
        self.type = type
        self.name = name
    }
}

/// A method declaration or definition.
public struct MethodDecl: Sendable, Equatable {
    /// True for `+` class methods.
    public var isClassMethod: Bool
    /// The return type.
    public var returns: TypeName
    /// The selector pieces with their parameters; a unary selector has one piece with an empty name.
    public var parameters: [Parameter]
    /// The body; nil for a declaration only.
    public var body: [Statement]?
    /// Where the method starts.
    public var position: SourcePosition
    /// The method's original text, signature and body.
    public var text: String
    /// The line each statement of the body starts on, in order (for mapping Swift back to Objective-C).
    public var statementLines: [Int] = []

    /// Creates a method.
    public init(isClassMethod: Bool, returns: TypeName, parameters: [Parameter], body: [Statement]?,
                position: SourcePosition, text: String = "") {
        self.text = text
        self.isClassMethod = isClassMethod
        self.returns = returns
        self.parameters = parameters
        self.body = body
        self.position = position
    }

    /// This method with the nullability of `other` (the same selector, declared elsewhere) filled in where this
    /// one leaves it unsaid.
    public func adoptingNullability(of other: MethodDecl) -> MethodDecl {
        guard other.parameters.count == parameters.count else { return self }
        var result = self
        if result.returns.nullable == nil { result.returns.nullable = other.returns.nullable }
        for i in result.parameters.indices where result.parameters[i].type.nullable == nil {
            result.parameters[i].type.nullable = other.parameters[i].type.nullable
        }
        return result
    }

    /// The Objective-C selector, e.g. `initWithName:age:` or `start`.
    public var selector: String {
        if parameters.count == 1 && parameters[0].name.isEmpty { return parameters[0].keyword }
        return parameters.map { $0.keyword + ":" }.joined()
    }
}

/// An item of an `@interface` or `@implementation` body.
public enum Member: Sendable, Equatable {
    /// A property.
    case property(PropertyDecl)
    /// An instance variable.
    case ivar(IvarDecl)
    /// A method.
    case method(MethodDecl)
    /// `@synthesize a = _a;` pairs.
    case synthesize([String])
    /// `#pragma mark`.
    case mark(String)
    /// A construct outside the subset.
    case unsupported(reason: String, text: String)
}

/// An `@interface` (class, class extension or category) or `@implementation`.
public struct ClassDecl: Sendable, Equatable {
    /// True for `@implementation`.
    public var isImplementation: Bool
    /// The class name.
    public var name: String
    /// The superclass, if written.
    public var superclass: String?
    /// The category name (empty for a class extension), if this is a category.
    public var category: String?
    /// Adopted protocols.
    public var protocols: [String]
    /// The members in source order.
    public var members: [Member]
    /// Where the declaration starts.
    public var position: SourcePosition
    /// The original text from `@interface`/`@implementation` through `@end`.
    public var text: String

    /// Creates a class declaration.
    public init(isImplementation: Bool, name: String, superclass: String?, category: String?, protocols: [String],
                members: [Member], position: SourcePosition, text: String = "") {
        self.text = text
        self.isImplementation = isImplementation
        self.name = name
        self.superclass = superclass
        self.category = category
        self.protocols = protocols
        self.members = members
        self.position = position
    }
}

/// A top-level item of a file.
public enum TopLevel: Sendable, Equatable {
    /// An interface or implementation.
    case classDecl(ClassDecl)
    /// `#import` / `#include` lines (dropped in Swift).
    case importLine(String)
    /// `#define NAME value` with a simple value.
    case constant(name: String, value: Expression)
    /// `static NSString * const Name = @"…";` and friends.
    case global(type: TypeName, name: String, value: Expression?)
    /// `#pragma mark`.
    case mark(String)
    /// `typedef NS_ENUM(NSInteger, Name) { NameA, NameB = 2 };`
    case enumeration(EnumDecl)
    /// `@protocol Name <Base> … @end`.
    case protocolDecl(ProtocolDecl)
    /// `typedef void (^Name)(id);` or `@compatibility_alias Name Class;`: another name for a type.
    case blockAlias(name: String, type: TypeName)
    /// `extern NSString *const Name;` or a function prototype: defined in another input, nothing to write.
    case externDeclaration(name: String)
    /// A C function with a body.
    case function(FunctionDecl)
    /// A construct outside the subset.
    case unsupported(reason: String, text: String)
}

/// A `@protocol` declaration with its members, each marked `@optional` or not.
public struct ProtocolDecl: Sendable, Equatable {
    /// The protocol's name.
    public var name: String
    /// The protocols it refines.
    public var bases: [String]
    /// The members in order.
    public var members: [Member]
    /// The selectors declared after `@optional`.
    public var optionalSelectors: Set<String>

    /// Creates a protocol declaration.
    public init(name: String, bases: [String], members: [Member], optionalSelectors: Set<String>) {
        self.name = name
        self.bases = bases
        self.members = members
        self.optionalSelectors = optionalSelectors
    }
}

/// An `NS_ENUM` or `NS_OPTIONS` declaration: its name, raw type and cases in order.
public struct EnumDecl: Sendable, Equatable {
    /// The enum's name.
    public var name: String
    /// The raw type (`NSInteger`, `NSUInteger`, …).
    public var rawType: TypeName
    /// The cases with their explicit values, if written.
    public var cases: [(name: String, value: Expression?)]
    /// True for `NS_OPTIONS`: a bit set, which Swift imports as an `OptionSet`.
    public var isOptions: Bool
    /// True for a plain C `enum` (not `NS_ENUM`): its cases are integer constants, used as numbers.
    public var isPlainC = false

    /// Creates an enum declaration.
    public init(name: String, rawType: TypeName, cases: [(name: String, value: Expression?)], isOptions: Bool = false) {
        self.name = name
        self.rawType = rawType
        self.cases = cases
        self.isOptions = isOptions
    }

    /// Two declarations are equal when names, raw types, cases and kinds are.
    public static func == (lhs: EnumDecl, rhs: EnumDecl) -> Bool {
        lhs.name == rhs.name && lhs.rawType == rhs.rawType && lhs.cases.map(\.name) == rhs.cases.map(\.name)
            && lhs.cases.map(\.value) == rhs.cases.map(\.value) && lhs.isOptions == rhs.isOptions
    }
}

/// A parsed file.
public struct SourceFile: Sendable, Equatable {
    /// The file's top-level items in order.
    public var items: [TopLevel]

    /// Creates a file.
    public init(items: [TopLevel]) {
        self.items = items
    }
}

/// A C function definition (`static inline` helpers and the like).
public struct FunctionDecl: Sendable, Equatable {
    /// The function's name.
    public var name: String
    /// The return type.
    public var returns: TypeName
    /// The parameters in order (keywords empty).
    public var parameters: [Parameter]
    /// The body's statements.
    public var body: [Statement]
    /// The function's original text.
    public var text: String

    /// Creates a function.
    public init(name: String, returns: TypeName, parameters: [Parameter], body: [Statement], text: String = "") {
        self.text = text
        self.name = name
        self.returns = returns
        self.parameters = parameters
        self.body = body
    }
}
