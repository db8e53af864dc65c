/// What kind of method a declaration is, read from its selector, result and body.
extension ClassTranslator {
    /// True when a statement sends `self` one of the mutable collections' mutating messages.
    static func mutatesSelf(_ statements: [Statement]) -> Bool {
        var found = false
        SyntaxWalker.walk(statements) { e in
            if case .message(.identifier("self"), let pieces) = e, AssignmentScanner.mutatingKeywords.contains(pieces[0].keyword) {
                found = true
            }
        }
        return found
    }

    /// True for a method declared `- (void)…`: named like an initializer (`initCommand`), it is a plain method.
    static func returnsVoid(_ method: MethodDecl) -> Bool {
        method.returns.base == "void" && method.returns.pointers == 0
    }

    /// `init`, `initWithName:`, `initForTesting`: the init family (not `initialize`, `initializeViews`).
    static func isInitializer(_ selector: String) -> Bool {
        guard selector.hasPrefix("init") else { return false }
        let rest = selector.dropFirst(4)
        return rest.isEmpty || rest.first?.isUppercase == true || rest.first == ":"
    }
}
