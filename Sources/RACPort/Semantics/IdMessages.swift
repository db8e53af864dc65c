/// A property read sent to `id` (`[[steps objectAtIndex:i] name]`): Objective-C found the getter at run time; the
/// port tries, in turn, each input class that declares a property of that name, when they all give it the same
/// Swift type (`(x as? ASHStep)?.name ?? (x as? ASHRecipe)?.name`), models before view models, controllers and
/// services. A value of any other class reads as nil, so the guess is written in a note above the statement.
extension ExpressionTranslator {
    /// The input classes declaring a property `name` (at most three, sorted), and its Swift type, when they agree.
    func idPropertyCandidates(_ name: String) -> (classes: [String], type: SwiftType)? {
        var found: [(String, SwiftType)] = []
        for (cls, info) in context.classes where info.isDeclaredClass && TypeMapping.valueTypeExtension(cls) == nil {
            guard let property = info.properties[name], property.swiftName == name, let type = property.type else { continue }
            // An inherited declaration is the ancestor's: only the class that declares it first is tried.
            if context.ancestors(of: info).contains(where: { $0.properties[name] != nil }) { continue }
            found.append((cls, type))
        }
        // Values an `id` holds are mostly the app's models: view models, controllers, views and services that
        // declare the name too are tried only when no other class does.
        let roles = ["ViewModel", "Controller", "View", "Cell", "Service", "Client", "Manager"]
        let models = found.filter { candidate in !roles.contains { candidate.0.hasSuffix($0) } }
        if !models.isEmpty { found = models }
        guard (1...3).contains(found.count), let first = found.first?.1,
            found.allSatisfy({ $0.1.name == first.name })
        else { return nil }
        return (found.map(\.0).sorted(), SwiftType(name: first.name, optionality: first.isScalar ? .none : .optional))
    }

    /// `(x as? A)?.name ?? (x as? B)?.name`, with the note naming the classes tried; nil when no class fits.
    func idPropertyRead(_ receiver: Expression, _ name: String) throws(Flagged) -> String? {
        guard let (classes, type) = idPropertyCandidates(name) else { return nil }
        let object = try translate(receiver)
        // A plain variable is read once per class; anything else is evaluated once, by a closure called at once.
        let plain = StatementTranslator.isPlainChain(object)
        var reads = classes.map { "(\(plain ? object : "object") as? \($0))?.\(SwiftKeywords.escaped(name))" }
        if type.isScalar { reads.append(TypeMapping.scalarDefault(type.name)) } // nil messaged: 0, as in Objective-C
        let note = "message to an id value read as the property of " + classes.joined(separator: " or ")
        context.notes.append(note)
        context.linesBeforeStatement.append("// rac-port: note: \(note)")
        let read = reads.count == 1 ? reads[0] : "(" + reads.joined(separator: " ?? ") + ")"
        return plain ? read : "{ (object: Any?) in \(read) }(\(object))"
    }
}
