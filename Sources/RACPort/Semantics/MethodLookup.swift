/// Finding the method a message reaches, in the symbol table the inputs make (their classes, interfaces and
/// implementations merged by `ClassCollector`).
extension TranslationContext {
    /// The property `name` of the class (through its superclasses among the inputs) or protocol `type` names
    /// (`any P` for a protocol-typed value).
    func property(_ name: String, ofType type: String) -> PropertyDecl? {
        let bare = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
        if let found = protocolProperties[bare]?[name] { return found }
        var cls = classes[bare] ?? foundationCategoryClass(bare, declaring: { $0.properties[name] != nil })
        var depth = 0
        while let info = cls, depth < 64 {
            if let found = info.properties[name] { return found.decl }
            cls = info.superclass.flatMap { classes[$0] }
            depth += 1
        }
        return nil
    }

    /// The declaration `selector` reaches when sent to `receiver`, if its class is among the inputs: `self` and
    /// `super` search the class being translated, a class name its class methods, and any other receiver the class
    /// of its known type; each search walks up through the superclasses among the inputs.
    func method(_ selector: String, receiver: Expression, receiverType: SwiftType?) -> MethodDecl? {
        var start: ClassInfo?
        var wantsClassMethod = false
        switch receiver {
        case .identifier("self"):
            start = current
        case .identifier("super"):
            start = current?.superclass.flatMap { classes[$0] }
        case .identifier(let name) where !isLocal(name) && classes[name] != nil:
            start = classes[name]
            wantsClassMethod = true
        default:
            start = receiverType.flatMap { classes[$0.name] ?? foundationCategoryClass($0.name, declaring: { $0.methods[selector] != nil }) }
            if start == nil, let name = receiverType?.name, name.hasPrefix("any ") {
                return protocolMethod(selector, in: String(name.dropFirst(4)))
            }
        }
        var cls = start
        var depth = 0
        while let info = cls, depth < 64 {
            if let found = info.methods[selector], !wantsClassMethod || found.isClassMethod { return found }
            cls = info.superclass.flatMap { classes[$0] }
            depth += 1
        }
        return nil
    }

    /// For a Swift value type (`URL`, `[Any]`), the inputs' category class of the Foundation class it stands for
    /// (`NSURL`, `NSArray` or `NSMutableArray`) that declares what `declaring` looks for.
    func foundationCategoryClass(_ swiftName: String, declaring: (ClassInfo) -> Bool) -> ClassInfo? {
        let candidates = ["NSString", "NSMutableString", "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary",
                          "NSSet", "NSMutableSet", "NSURL", "NSDate", "NSData", "NSMutableData", "NSUUID", "NSIndexSet"]
        for cls in candidates where TypeMapping.valueTypeExtension(cls)?.selfType == swiftName {
            if let info = classes[cls], declaring(info) { return info }
        }
        return nil
    }

    /// The method `selector` that protocol `name` or one it refines declares.
    func protocolMethod(_ selector: String, in name: String, depth: Int = 0) -> MethodDecl? {
        if let found = protocolMethods[name]?[selector] { return found }
        guard depth < 32 else { return nil }
        for base in protocolBases[name] ?? [] {
            if let found = protocolMethod(selector, in: base, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The instance method `selector` of class `name` or a superclass among the inputs (an initializer, say).
    func instanceMethod(_ selector: String, of name: String) -> MethodDecl? {
        var cls = classes[name]
        var depth = 0
        while let info = cls, depth < 64 {
            if let found = info.methods[selector], !found.isClassMethod { return found }
            cls = info.superclass.flatMap { classes[$0] }
            depth += 1
        }
        return nil
    }

    /// The Swift name of the property of class or protocol `type` (through superclasses among the inputs) whose
    /// Objective-C name or getter is `name`: `inCart` and `isInCart` both read `isInCart` for
    /// `@property (getter=isInCart) BOOL inCart`.
    func swiftPropertyName(_ name: String, ofType type: String) -> String? {
        let bare = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
        if let declared = protocolProperties[bare] {
            for p in declared.values {
                let getter = ClassCollector.getter(of: p) ?? p.name
                if p.name == name || getter == name { return getter }
            }
        }
        var cls = classes[bare]
        var depth = 0
        while let info = cls, depth < 64 {
            if let found = info.properties[name] { return found.swiftName }
            if let found = info.properties.values.first(where: { $0.swiftName == name }) { return found.swiftName }
            cls = info.superclass.flatMap { classes[$0] }
            depth += 1
        }
        return nil
    }
}
