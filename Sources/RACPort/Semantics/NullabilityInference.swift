/// Nullability the code shows where the declarations leave it unsaid (outside `NS_ASSUME_NONNULL`, no
/// `nullable`): Swift imports such a pointer as implicitly unwrapped, and the port types it non-optional, so a
/// method that answers nil, or a parameter some call passes nil, is made optional instead (as the annotation the
/// header lacks would have made it).
enum NullabilityInference {
    /// Marks optional the unannotated object results of methods that `return nil;` and the unannotated object
    /// parameters that a message somewhere in `decls` passes a literal nil for. Both go by selector, so that an
    /// override keeps its superclass's signature; a selector a protocol declares keeps the protocol's.
    static func infer(_ files: [SourceFile], _ decls: [ClassDecl], _ classes: inout [String: ClassInfo]) {
        var declaredByProtocols: Set<String> = []
        for case .protocolDecl(let p) in files.flatMap(\.items) {
            for case .method(let m) in p.members { declaredByProtocols.insert(m.selector) }
        }
        let nilArguments = nilArgumentPositions(decls)
        let nilResults = Set(classes.values.flatMap { info in
            info.methods.values.filter { method in method.body.map(returnsNil) == true }.map(\.selector)
        })
        for name in classes.keys {
            guard var info = classes[name] else { continue }
            for (selector, method) in info.methods where !declaredByProtocols.contains(selector) {
                var updated = method
                if updated.returns.nullable == nil, isObjectPointer(updated.returns), nilResults.contains(selector) {
                    updated.returns.nullable = true
                }
                for index in nilArguments[selector] ?? [] where index < updated.parameters.count {
                    let type = updated.parameters[index].type
                    if type.nullable == nil, isObjectPointer(type) { updated.parameters[index].type.nullable = true }
                }
                if updated != method { info.methods[selector] = updated }
            }
            classes[name] = info
        }
    }

    /// An object pointer that is not a collection (a nil collection is passed and read as the empty one) nor a RAC
    /// value with an empty form.
    private static func isObjectPointer(_ type: TypeName) -> Bool {
        guard type.block == nil, type.base == "id" || type.pointers == 1 && type.base.first?.isUppercase == true else {
            return false
        }
        let collections: Set<String> = ["NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet"]
        // A nil signal is answered as the empty one instead.
        return !collections.contains(type.base) && RACLegacyAPI.emptyResult(type.base) == nil
    }

    /// Selector → the argument positions some message passes a literal nil at.
    private static func nilArgumentPositions(_ decls: [ClassDecl]) -> [String: Set<Int>] {
        var found: [String: Set<Int>] = [:]
        for decl in decls where decl.isImplementation {
            SyntaxWalker.walk(decl) { e in
                guard case .message(_, let pieces) = e else { return }
                let selector = pieces.map { $0.keyword + ":" }.joined()
                for (index, piece) in pieces.enumerated() where piece.argument == .identifier("nil") {
                    found[selector, default: []].insert(index)
                }
            }
        }
        return found
    }

    /// Whether a statement of the method itself (not of a block inside it) is `return nil;`, or returns a local
    /// object that starts as nil (`Model *model = nil; if (…) model = …; return model;`).
    private static func returnsNil(_ body: [Statement]) -> Bool {
        returnsNil(body, nilLocals: nilLocals(body))
    }

    private static func returnsNil(_ body: [Statement], nilLocals: Set<String>) -> Bool {
        body.contains { statement in
            switch statement {
            case .returnValue(.identifier("nil")?): true
            case .returnValue(.identifier(let name)?): nilLocals.contains(name)
            case .ifElse(_, let then, let otherwise):
                returnsNil(then, nilLocals: nilLocals) || returnsNil(otherwise ?? [], nilLocals: nilLocals)
            case .forLoop(_, _, _, let b), .forIn(_, _, _, let b), .whileLoop(_, let b), .doWhile(let b, _),
                .compound(let b), .sequence(let b):
                returnsNil(b, nilLocals: nilLocals)
            case .switchCase(_, let arms): arms.contains { returnsNil($0.body, nilLocals: nilLocals) }
            default: false
            }
        }
    }

    /// The object locals the method's own statements declare without a value or with nil.
    private static func nilLocals(_ body: [Statement]) -> Set<String> {
        var names: Set<String> = []
        for statement in body {
            switch statement {
            case .declaration(let type, let name, let value, let qualifiers) where value == nil || value == .identifier("nil"):
                // A `static` one is the shared instance `dispatch_once` fills: never nil when returned.
                if isObjectPointer(type), !qualifiers.contains("static") { names.insert(name) }
            case .ifElse(_, let then, let otherwise): names.formUnion(nilLocals(then + (otherwise ?? [])))
            case .forLoop(_, _, _, let b), .forIn(_, _, _, let b), .whileLoop(_, let b), .doWhile(let b, _),
                .compound(let b), .sequence(let b):
                names.formUnion(nilLocals(b))
            default: break
            }
        }
        return names
    }
}
