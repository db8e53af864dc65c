/// Thrown inside translation when a construct is outside the subset; the enclosing statement becomes a flag line.
struct Flagged: Error {
    var reason: String
}

/// What the translator knows about one Objective-C class, merged from its interface, extensions and implementation.
struct ClassInfo {
    struct Property {
        var decl: PropertyDecl
        var swiftName: String
        var type: SwiftType?
        var isReadonly: Bool
    }

    var name: String
    var superclass: String?
    var protocols: [String] = []
    var properties: [String: Property] = [:]
    var propertyOrder: [String] = []
    var ivars: [IvarDecl] = []
    var methods: [String: MethodDecl] = [:]
    var isObserved = false
    var usesRACObject = false
    /// True when the inputs declare the class itself (`@interface X : Y` or `@implementation X`), not only a
    /// category on it (`@interface NSObject (Helpers)`): only such a class is written as a Swift class.
    var isDeclaredClass = false
}

/// The mutable state of one translation: scopes of local variables, the class being translated, counters.
final class TranslationContext {
    var classes: [String: ClassInfo]
    var current: ClassInfo?
    var scopes: [[String: SwiftType?]] = []
    var weakified: Set<String> = []
    var assigned: Set<String> = []
    /// The Swift value type a category on a Foundation class extends (`[AnyHashable: Any]` for `NSDictionary (X)`),
    /// while its methods are translated.
    var extendedValueType: String?
    /// Names the body being translated tests for nil (`AssignmentScanner.nilTestedNames`).
    var nilTested: Set<String> = []
    var outParameters: Set<String> = []
    /// Locals declared `__block`: blocks share them (by reference); every other local a block captures by value.
    var sharedLocals: Set<String> = []
    var inInitializer = false
    /// True in the body of a class method, where `self` is the class.
    var inClassMethod = false
    /// The Swift return type of the method being translated (nil inside blocks).
    var returnType: SwiftType?
    /// Properties whose `_name` instance variable is a private stored property of its own (custom accessors).
    var backingStorage: Set<String> = []
    /// The Swift result type of the block being translated, where its declaration or the selector piece it is
    /// passed to states one (`RACSignal`, `Bool`): a nil return there becomes the type's empty value.
    var blockResult: String?
    /// Set by a message for the block argument it is about to translate: the result its selector piece expects.
    var expectedBlockResult: String?
    /// The static types of the values returned by the block being translated, by name (nil outside blocks).
    var blockReturnedTypes: [String]?
    /// Names of block types declared with `typedef` (closures: optional when stored, escaping when passed).
    var blockAliases: Set<String> = []
    /// The `@protocol`s translated in this run (classes may conform to them).
    var protocols: Set<String> = []
    /// The properties each translated protocol declares, by name.
    var protocolProperties: [String: [String: PropertyDecl]] = [:]
    /// The methods each translated protocol declares, by selector, and the protocols each refines.
    var protocolMethods: [String: [String: MethodDecl]] = [:]
    var protocolBases: [String: [String]] = [:]
    /// Objective-C enum case names → their Swift spelling (`LoginStateIdle` → `LoginState.idle`).
    var enumCases: [String: String] = [:]
    /// Enum names → the Swift name of their first case, the default of a stored property of that type.
    var enumDefaults: [String: String] = [:]
    /// Names of `NS_OPTIONS` types, which become `OptionSet` structs (their empty value is `[]`).
    var optionSets: Set<String> = []
    /// The type names of plain C enums (aliases of their raw type).
    var plainEnumTypes: Set<String> = []
    /// Input classes that `RACObserve`/`RACChannelTo` observe, by the static type of their target.
    var observedTargets: Set<String> = []
    /// File-level variables and constants with their Swift types (`static NSString *const kKey = @"k";`).
    var globalTypes: [String: SwiftType] = [:]
    /// File-level variables some function or method assigns (`static id shared = nil;`).
    var mutableGlobals: Set<String> = []
    /// Macros naming a class's shared instance (`#define Center [NSNotificationCenter defaultCenter]`): objects, not
    /// classes, though capitalized.
    var sharedInstanceMacros: Set<String> = []
    /// Lines an expression needs written before the statement that holds it (`nonisolated(unsafe) let timerTarget =
    /// self` before a block timer): the statement translator writes and clears them.
    var linesBeforeStatement: [String] = []
    var translatedStatements = 0
    var flags: [String] = []
    /// What the summary reports beside the flags: things read but not written, which need no edit.
    var notes: [String] = []

    init(classes: [String: ClassInfo]) {
        self.classes = classes
    }

    /// The value a stored property of an enum or options type starts with: the first case, or the empty set.
    /// `TypeMapping.swiftType`, knowing the inputs' block typedefs: a lower-case alias (`requestBlock`) is a type too.
    func swiftType(_ type: TypeName, use: TypeUse) -> SwiftType? {
        TypeMapping.swiftType(type, use: use, blockAliases: blockAliases)
    }

    func emptyValue(of type: String) -> String? {
        if optionSets.contains(type) { return "[]" }
        if plainEnumTypes.contains(type) { return "0" }
        return enumDefaults[type].map { "." + $0 }
    }

    func pushScope() { scopes.append([:]) }

    func popScope() { scopes.removeLast() }

    func declare(_ name: String, _ type: SwiftType?) {
        if scopes.isEmpty { pushScope() }
        scopes[scopes.count - 1][name] = .some(type)
    }

    /// The type of a local variable, or nil when the name is not a known local.
    func local(_ name: String) -> SwiftType?? {
        for scope in scopes.reversed() {
            if let found = scope[name] { return .some(found) }
        }
        return nil
    }

    /// Whether `name` is a variable, not a class: a local, a file-level variable or constant (`NSString *Limit`),
    /// or a macro naming a shared instance.
    func isLocal(_ name: String) -> Bool {
        local(name) != nil || sharedInstanceMacros.contains(name) || (globalTypes[name] != nil && classes[name] == nil)
    }

    func property(_ name: String) -> ClassInfo.Property? {
        var cls = current
        while let info = cls {
            if let p = info.properties[name] { return p }
            cls = info.superclass.flatMap { classes[$0] }
        }
        return nil
    }

    /// A note comment: `// rac-port: note: text`; counted apart from flags (it does not make the exit status 1).
    func note(_ text: String) -> SwiftNode {
        notes.append(text)
        return .line("// rac-port: note: \(text)")
    }

    /// The superclasses of `info` among the inputs, nearest first.
    func ancestors(of info: ClassInfo) -> [ClassInfo] {
        var result: [ClassInfo] = []
        var cls = info.superclass.flatMap { classes[$0] }
        while let ancestor = cls, result.count < 64 {
            result.append(ancestor)
            cls = ancestor.superclass.flatMap { classes[$0] }
        }
        return result
    }

    /// True when `info` descends from one of the UIKit classes RACLegacyUIKit covers (`UIViewController`).
    func inheritsFromUIKit(_ info: ClassInfo) -> Bool {
        let top = ancestors(of: info).last ?? info
        return top.superclass.map(UIKitAPI.classes.contains) ?? false
    }

    /// True when a superclass of `info` among the inputs declares or defines `selector`.
    func inherited(method selector: String, of info: ClassInfo) -> Bool {
        ancestors(of: info).contains { $0.methods[selector] != nil }
    }

    /// The type the class being translated re-declares an inherited property with, when it differs from the
    /// inherited one (`@property ASHRecipe *model` over the superclass's `id model`): Swift keeps the superclass's
    /// stored property, so a read of it is cast to the narrower class.
    func narrowedInheritedProperty(_ name: String) -> SwiftType? {
        guard let info = current, let own = info.properties[name]?.type, !own.isScalar,
            let inherited = ancestors(of: info).lazy.compactMap({ $0.properties[name]?.type }).first,
            inherited.name != own.name
        else { return nil }
        return SwiftType(name: own.name, optionality: .optional)
    }

    /// True when a superclass of `info` among the inputs declares the property `name`.
    func inherited(property name: String, of info: ClassInfo) -> Bool {
        ancestors(of: info).contains { $0.properties[name] != nil }
    }

    /// A flag comment: `// rac-port: reason: text` for one line; for a longer original, the reason on its own
    /// line and the original text below it, every line kept, so nothing of the input is lost.
    func flag(_ reason: String, _ text: String) -> SwiftNode {
        flags.append(reason)
        guard text.contains("\n") else { return .line("// rac-port: \(reason): \(text)") }
        let lines = Parser.dedented(text).split(separator: "\n", omittingEmptySubsequences: false)
        return .line("// rac-port: \(reason):\n" + lines.map { $0.isEmpty ? "//" : "//     " + $0 }.joined(separator: "\n"))
    }
}
