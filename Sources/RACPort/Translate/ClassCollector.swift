/// Merges every interface, class extension and implementation of a class into one `ClassInfo`,
/// and marks the classes that some `RACObserve` targets.
enum ClassCollector {
    /// The getter a property declares (`getter=isInCart`, spaces around `=` allowed), if any.
    static func getter(of p: PropertyDecl) -> String? {
        for attribute in p.attributes {
            let compact = attribute.filter { $0 != " " }
            if compact.hasPrefix("getter=") { return String(compact.dropFirst(7)) }
        }
        return nil
    }

    static func collect(_ files: [SourceFile]) -> [String: ClassInfo] {
        var classes: [String: ClassInfo] = [:]
        let decls = files.flatMap { $0.items }.compactMap { item -> ClassDecl? in
            if case .classDecl(let d) = item { return d } else { return nil }
        }
        var blockAliases: Set<String> = []
        for case .blockAlias(let name, _) in files.flatMap(\.items) { blockAliases.insert(name) }
        for decl in decls {
            var info = classes[decl.name] ?? ClassInfo(name: decl.name)
            if let superclass = decl.superclass { info.superclass = superclass }
            if decl.category == nil { info.isDeclaredClass = true }
            // A class extension (`@interface X () <Delegate>`) adds conformances to the class itself.
            if decl.category == nil || decl.category == "" {
                info.protocols += decl.protocols.filter { !info.protocols.contains($0) }
            }
            for member in decl.members {
                switch member {
                case .property(let p):
                    let getter = ClassCollector.getter(of: p)
                    let readonly = p.attributes.contains("readonly")
                    if var existing = info.properties[p.name] {
                        // A readwrite redeclaration in a class extension is private to the implementation.
                        if p.attributes.contains("readwrite") && decl.category == nil { existing.isReadonly = false }
                        if readonly { existing.isReadonly = true }
                        info.properties[p.name] = existing
                    } else {
                        var type = TypeMapping.swiftType(p.type, use: .storedProperty, blockAliases: blockAliases)
                        // A weak property is declared optional (`weak var x: T?`): reads of it are optional too.
                        if p.attributes.contains("weak"), type != nil { type?.optionality = .optional }
                        info.properties[p.name] = ClassInfo.Property(
                            decl: p, swiftName: getter ?? p.name, type: type, isReadonly: readonly)
                        info.propertyOrder.append(p.name)
                    }
                case .ivar(let ivar):
                    if !info.ivars.contains(ivar) { info.ivars.append(ivar) }
                case .method(let m):
                    if let existing = info.methods[m.selector] {
                        // The header's signature decides nullability where the implementation leaves it unsaid.
                        info.methods[m.selector] = m.body != nil ? m.adoptingNullability(of: existing)
                            : existing.adoptingNullability(of: m)
                    } else {
                        info.methods[m.selector] = m
                    }
                default:
                    break
                }
            }
            if decl.isImplementation && ClassTranslator.usesRACObject(decl) { info.usesRACObject = true }
            classes[decl.name] = info
        }
        adoptSynthesizedProtocolProperties(files, decls, &classes)
        NullabilityInference.infer(files, decls, &classes)
        unwrapOutletsOfViewClasses(&classes)
        for decl in decls where decl.isImplementation {
            markObserved(Set(observedTargets(decl, classes)), in: &classes)
        }
        return classes
    }

    /// The outlets of a UIKit subclass (a view controller) are connected before use: implicitly unwrapped, as
    /// Xcode declares them.
    private static func unwrapOutletsOfViewClasses(_ classes: inout [String: ClassInfo]) {
        for (name, info) in classes {
            var top = info
            var depth = 0
            while let superclass = top.superclass, let next = classes[superclass], depth < 64 {
                top = next
                depth += 1
            }
            guard let root = top.superclass, UIKitAPI.classes.contains(root) else { continue }
            for (key, property) in info.properties where property.decl.attributes.contains("IBOutlet") {
                classes[name]?.properties[key]?.type?.optionality = .implicitlyUnwrapped
            }
        }
    }

    /// `@synthesize services = _services;` of a property the class declares only through a protocol it adopts
    /// (`<MRCViewModelServices>`): Objective-C made the storage there; Swift needs the stored property in the class.
    private static func adoptSynthesizedProtocolProperties(_ files: [SourceFile], _ decls: [ClassDecl],
                                                           _ classes: inout [String: ClassInfo])
    {
        var protocols: [String: ProtocolDecl] = [:]
        for case .protocolDecl(let p) in files.flatMap(\.items) { protocols[p.name] = p }
        func property(_ name: String, in protocolNames: [String], depth: Int = 0) -> PropertyDecl? {
            guard depth < 32 else { return nil }
            for protocolName in protocolNames {
                guard let p = protocols[protocolName] else { continue }
                for case .property(let found) in p.members where found.name == name { return found }
                if let found = property(name, in: p.bases, depth: depth + 1) { return found }
            }
            return nil
        }
        var protocolMethods: [String: [String: MethodDecl]] = [:]
        for (name, p) in protocols {
            for case .method(let m) in p.members { protocolMethods[name, default: [:]][m.selector] = m }
        }
        func method(_ selector: String, in protocolNames: [String], depth: Int = 0) -> MethodDecl? {
            guard depth < 32 else { return nil }
            for protocolName in protocolNames {
                if let found = protocolMethods[protocolName]?[selector] { return found }
                if let found = method(selector, in: protocols[protocolName]?.bases ?? [], depth: depth + 1) { return found }
            }
            return nil
        }
        for decl in decls where decl.isImplementation {
            guard var info = classes[decl.name] else { continue }
            // A method implementing an adopted protocol's takes the protocol's nullability where it says none, so
            // the Swift signatures match and the class conforms.
            for (selector, m) in info.methods {
                if let declared = method(selector, in: info.protocols) { info.methods[selector] = m.adoptingNullability(of: declared) }
            }
            for case .synthesize(let names) in decl.members {
                for name in names where info.properties[name] == nil {
                    guard let p = property(name, in: info.protocols) else { continue }
                    info.properties[name] = ClassInfo.Property(
                        decl: p, swiftName: getter(of: p) ?? name, type: TypeMapping.swiftType(p.type, use: .storedProperty),
                        isReadonly: false)
                    info.propertyOrder.append(name)
                }
            }
            classes[decl.name] = info
        }
    }

    /// Marks each named input class observed, with its input ancestors: the observed property may be inherited.
    static func markObserved(_ targets: Set<String>, in classes: inout [String: ClassInfo]) {
        for target in targets where classes[target] != nil {
            var name: String? = target
            var depth = 0
            // A category on a Foundation class (`NSObject (Helpers)`) is no class of the hierarchy's to observe.
            while let current = name, classes[current]?.isDeclaredClass == true, depth < 64 {
                classes[current]?.isObserved = true
                name = classes[current]?.superclass
                depth += 1
            }
        }
    }

    /// Class names that `RACObserve`/`RACChannelTo` in this implementation observe.
    private static func observedTargets(_ decl: ClassDecl, _ classes: [String: ClassInfo]) -> [String] {
        var found: [String] = []
        SyntaxWalker.walk(decl) { e in
            guard case .call(.identifier(let name), let args) = e,
                ["RACObserve", "RACChannelTo", "RACAble", "RACAbleWithStart"].contains(name), let target = args.first
            else { return }
            switch target {
            case .identifier("self"): found.append(decl.name)
            case .member(.identifier("self"), let p):
                if let type = classes[decl.name]?.properties[p]?.decl.type.base { found.append(type) }
            default: break
            }
        }
        return found
    }
}
