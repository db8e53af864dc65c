/// A Swift type produced from an Objective-C type, with how it treats nil.
struct SwiftType: Equatable {
    enum Optionality { case none, optional, implicitlyUnwrapped }

    /// The type without optionality (`String`, `RACSignal`, `Any`).
    var name: String
    /// Whether the value may be nil, and how.
    var optionality: Optionality
    /// A value a stored property of this type starts with.
    var defaultValue: String?
    /// True when the value is optional only because it was read through an optional chain (`a?.b`): Swift
    /// continues such a chain with `.`, not `?.`.
    var isOptionalChain = false

    var spelled: String {
        let needsParens = name.contains("->") || name.hasPrefix("any ")
        let base = needsParens && optionality != .none ? "(\(name))" : name
        switch optionality {
        case .none: return base
        case .optional: return base + "?"
        case .implicitlyUnwrapped: return base + "!"
        }
    }

    var isOptional: Bool { optionality == .optional }
    var isScalar: Bool { ["Int", "Bool", "Double", "Float", "CGFloat", "TimeInterval", "UInt8", "Int16", "Int32", "Int64"]
        .contains(name) && optionality == .none }
}

/// Where a type is used; decides how unannotated Objective-C pointers treat nil.
enum TypeUse { case storedProperty, parameter, returnValue, local }

enum TypeMapping {
    static let scalarNames: [String: String] = [
        "BOOL": "Bool", "bool": "Bool", "NSInteger": "Int", "NSUInteger": "Int", "int": "Int", "long": "Int",
        "long long": "Int", "unsigned": "Int", "unsigned int": "Int", "unsigned long": "Int", "short": "Int",
        "double": "Double", "float": "Float", "CGFloat": "CGFloat", "NSTimeInterval": "TimeInterval",
        "size_t": "Int", "uint8_t": "UInt8", "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64", "uint32_t": "Int",
        "uint64_t": "Int", "NSComparisonResult": "ComparisonResult", "CFTimeInterval": "TimeInterval",
        "CFAbsoluteTime": "TimeInterval", "unsigned long long": "Int", "unsigned short": "Int", "int8_t": "Int8",
        "uint16_t": "UInt16",
    ]

    static let objectNames: [String: String] = [
        "NSString": "String", "NSMutableString": "String", "NSNumber": "NSNumber", "NSArray": "[Any]",
        "NSMutableArray": "[Any]", "NSDictionary": "[AnyHashable: Any]", "NSMutableDictionary": "[AnyHashable: Any]",
        "NSSet": "Set<AnyHashable>", "NSMutableSet": "Set<AnyHashable>", "NSDate": "Date", "NSURL": "URL",
        "NSData": "Data", "NSError": "any Error", "NSObject": "AnyObject", "NSNull": "NSNull", "NSValue": "Any",
        "NSIndexSet": "IndexSet", "NSNotification": "Notification", "NSUUID": "UUID", "NSTimer": "Timer",
        "NSURLRequest": "URLRequest", "NSURLSession": "URLSession", "NSNotificationCenter": "NotificationCenter",
        "NSUserDefaults": "UserDefaults", "NSRunLoop": "RunLoop", "NSOperationQueue": "OperationQueue",
        "NSEnumerator": "NSEnumerator", "NSHTTPURLResponse": "HTTPURLResponse", "NSURLResponse": "URLResponse",
    ]

    /// A category on a Foundation class that Swift imports as a value type extends the value type, since that is
    /// what the port passes around (`NSDictionary (Safe)` → `extension Dictionary where Key == AnyHashable, Value ==
    /// Any`): the extended type as written after `extension`, and the type `self` has in its methods.
    static func valueTypeExtension(_ cls: String) -> (extended: String, selfType: String)? {
        switch cls {
        case "NSString", "NSMutableString": ("String", "String")
        case "NSArray", "NSMutableArray": ("Array where Element == Any", "[Any]")
        case "NSDictionary", "NSMutableDictionary": ("Dictionary where Key == AnyHashable, Value == Any", "[AnyHashable: Any]")
        case "NSSet", "NSMutableSet": ("Set where Element == AnyHashable", "Set<AnyHashable>")
        case "NSURL", "NSDate", "NSData", "NSMutableData", "NSUUID", "NSIndexSet":
            objectNames[cls].map { ($0, $0) }
        default: nil
        }
    }

    /// True for UIKit/AppKit types, which do not exist on Linux.
    static func isUIType(_ name: String) -> Bool {
        let uiPrefixes = ["UI", "NSView", "NSWindow", "NSControl", "NSButton", "NSTextField", "NSTableView",
                          "NSApplication", "NSColor", "NSImage", "NSFont", "CALayer", "MKMapView", "MKAnnotation"]
        if UIKitAPI.classes.contains(name) || UIKitAPI.controlEvents[name] != nil { return false } // RACLegacyUIKit's
        return uiPrefixes.contains { name.hasPrefix($0) && name.count > $0.count }
            || ["UIView", "NSView"].contains(name)
    }

    /// True when a type names a UIKit/AppKit class or protocol (`UIView *`, `id<UITableViewDelegate>`).
    static func isUIType(_ type: TypeName) -> Bool {
        isUIType(type.base) || type.protocols.contains(where: isUIType)
    }

    /// The default of a stored scalar: `false`, `0` or `0.0`.
    static func scalarDefault(_ swift: String) -> String {
        switch swift {
        case "Bool": return "false"
        case "Double", "Float", "CGFloat", "TimeInterval": return "0"
        default: return "0"
        }
    }

    /// Maps an Objective-C type for a given use; nil when the type cannot be expressed.
    static func swiftType(_ type: TypeName, use: TypeUse) -> SwiftType? {
        if let block = type.block {
            // A block held in a local is written as a closure literal, whose object parameters arrive as `Any?`
            // and are cast in its body (as RAC's operators pass them): the local's type says so, so it can be
            // passed to `map`, `filter` and the like.
            let parameters = block.parameters.compactMap { parameter in
                use == .local && parameter.pointers == 1 && parameter.block == nil && parameter.base != "NSError"
                    ? "Any?" : swiftType(parameter, use: .parameter)?.spelled
            }
            let returns = swiftType(block.returns, use: .returnValue)?.spelled ?? "Void"
            let closure = "(\(parameters.joined(separator: ", "))) -> \(returns)"
            let opt: SwiftType.Optionality = type.nullable == true || use == .storedProperty ? .optional : .none
            return SwiftType(name: closure, optionality: opt, defaultValue: opt == .optional ? "nil" : nil)
        }
        if let scalar = scalarNames[type.base], type.pointers == 0 {
            return SwiftType(name: scalar, optionality: .none, defaultValue: scalarDefault(scalar))
        }
        switch type.base {
        case "void" where type.pointers == 0:
            return SwiftType(name: "Void", optionality: .none, defaultValue: nil)
        case "id" where type.pointers == 0:
            // `id<NSCopying>` is a dictionary key: Swift's keys are AnyHashable.
            if type.protocols == ["NSCopying"] { return objectType("AnyHashable", type, use) }
            if let proto = type.protocols.first {
                return objectType("any \(proto)", type, use)
            }
            return SwiftType(name: "Any", optionality: .optional, defaultValue: "nil")
        case "instancetype":
            return nil
        case "SEL":
            return SwiftType(name: "String", optionality: .none, defaultValue: "\"\"")
        case "Class":
            return SwiftType(name: "AnyClass", optionality: .optional, defaultValue: "nil")
        case "dispatch_time_t" where type.pointers == 0:
            return SwiftType(name: "DispatchTime", optionality: .none, defaultValue: "DispatchTime.now()")
        case "dispatch_queue_t" where type.pointers == 0:
            return SwiftType(name: "DispatchQueue", optionality: use == .storedProperty ? .implicitlyUnwrapped : .none,
                             defaultValue: use == .storedProperty ? "nil" : nil)
        case "dispatch_block_t":
            return SwiftType(name: "() -> Void", optionality: use == .storedProperty ? .optional : .none,
                             defaultValue: "nil")
        case "NSError" where type.pointers == 2:
            return SwiftType(name: "any Error", optionality: .optional, defaultValue: "nil")
        default:
            break
        }
        if scalarNames[type.base] != nil || type.base == "void" { return nil }
        // C structs, unions and enums named with their keyword have no Swift counterpart here.
        if type.base.hasPrefix("struct ") || type.base.hasPrefix("union ") || type.base.hasPrefix("enum ") { return nil }
        guard type.pointers == 1 else {
            if type.pointers == 0, let zero = structZeros[type.base] {
                return SwiftType(name: type.base, optionality: .none, defaultValue: zero)
            }
            if type.pointers == 0, type.base.first?.isUppercase == true, !type.base.hasPrefix("NS") {
                return SwiftType(name: type.base, optionality: .none, defaultValue: nil)
            }
            return nil
        }
        if let typed = genericCollection(type) { return objectType(typed, type, use) }
        if let mapped = objectNames[type.base] ?? FoundationAPI.classNames[type.base] { return objectType(mapped, type, use) }
        return objectType(type.base, type, use)
    }

    /// `swiftType(_:use:)`, knowing the inputs' block typedefs: a lower-case alias (`requestBlock`) is a type too.
    static func swiftType(_ type: TypeName, use: TypeUse, blockAliases: Set<String>) -> SwiftType? {
        if let mapped = swiftType(type, use: use) { return mapped }
        guard type.pointers == 0, blockAliases.contains(type.base) else { return nil }
        let optional = type.nullable == true || use == .storedProperty
        return SwiftType(name: type.base, optionality: optional ? .optional : .none, defaultValue: optional ? "nil" : nil)
    }

    /// `NSArray<NSString *> *` → `[String]`, `NSDictionary<NSString *, NSNumber *> *` → `[String: NSNumber]`,
    /// `NSSet<NSString *> *` → `Set<String>`: lightweight generics give the element types Swift imports.
    private static func genericCollection(_ type: TypeName) -> String? {
        let elements = type.arguments.compactMap { swiftType($0, use: .local)?.name }
        guard elements.count == type.arguments.count, !elements.isEmpty else { return nil }
        switch (type.base, elements.count) {
        case ("NSArray", 1), ("NSMutableArray", 1), ("NSOrderedSet", 1):
            return "[\(elements[0])]"
        case ("NSDictionary", 2), ("NSMutableDictionary", 2):
            return hashable.contains(elements[0]) ? "[\(elements[0]): \(elements[1])]" : nil
        case ("NSSet", 1), ("NSMutableSet", 1):
            return hashable.contains(elements[0]) ? "Set<\(elements[0])>" : nil
        default:
            return nil
        }
    }

    /// Element types that may key a dictionary or fill a set in Swift.
    private static let hashable: Set<String> = ["String", "NSNumber", "Int", "URL", "Date", "UUID", "AnyHashable"]

    /// The element type of a Swift array type name (`[String]` → `String`), if it is one.
    static func arrayElement(_ name: String) -> String? {
        guard name.hasPrefix("["), name.hasSuffix("]"), !isDictionary(name) else { return nil }
        return String(name.dropFirst().dropLast())
    }

    /// `[K: V]` but not `[[K: V]]`: a colon directly inside the outer brackets.
    static func isDictionary(_ name: String) -> Bool {
        guard name.hasPrefix("[") else { return false }
        var depth = 0
        for character in name {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 1: return true
            default: break
            }
        }
        return false
    }

    /// Geometry and range structs with their zero value, which a stored property starts with (as Objective-C's
    /// zeroed instance memory did).
    static let structZeros: [String: String] = [
        "CGSize": ".zero", "CGPoint": ".zero", "CGRect": ".zero", "CGVector": ".zero", "NSRange": "NSRange()",
        "UIEdgeInsets": ".zero", "CGAffineTransform": ".identity",
    ]

    /// Collections read nil as empty (as nil messaging did), so they are never optional in Swift.
    static func isCollection(_ name: String) -> Bool { name.hasPrefix("[") || name.hasPrefix("Set<") }

    private static func objectType(_ name: String, _ type: TypeName, _ use: TypeUse) -> SwiftType {
        if isCollection(name) && type.nullable != true {
            return SwiftType(name: name, optionality: .none, defaultValue: isDictionary(name) ? "[:]" : "[]")
        }
        let isValueLike = objectNames.values.contains(name) || name == "any Error" || name.hasPrefix("any ")
        let optionality: SwiftType.Optionality
        switch (type.nullable, use) {
        case (true?, _): optionality = .optional
        case (false?, .storedProperty): optionality = .implicitlyUnwrapped
        case (false?, _): optionality = .none
        case (nil, .storedProperty): optionality = isValueLike ? .optional : .implicitlyUnwrapped
        case (nil, .local), (nil, .parameter), (nil, .returnValue):
            optionality = isValueLike && !name.hasPrefix("any RAC") ? .optional : .none
        }
        return SwiftType(name: name, optionality: optionality, defaultValue: optionality == .none ? nil : "nil")
    }
}
