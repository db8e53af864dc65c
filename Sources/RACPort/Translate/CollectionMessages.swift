/// Messages to Swift arrays and dictionaries that Foundation's classes answered: searches that compared with
/// `-isEqual:`, a dictionary's key-value coding setter, sorting by a comparison selector.
extension FoundationTranslator {
    func collectionSend(_ receiver: Expression, _ pieces: [SelectorPiece], _ selector: String) throws(Flagged) -> String? {
        if ["removeObject:", "indexOfObject:"].contains(selector) || (selector == "containsObject:"
                && translator.staticType(receiver).flatMap { TypeMapping.arrayElement($0.name) } == "Any"),
            let type = translator.staticType(receiver), TypeMapping.arrayElement(type.name) != nil,
            let value = pieces[0].argument, !isAppMethod(receiver, selector)
        {
            // An array of objects compared with -isEqual:, as RACEqual compares (`[Any]` has no `==`).
            let head = try MessageTranslator(translator: translator).receiverText(receiver)
            let test = "{ RACEqual($0, \(try translator.translate(value))) }"
            switch selector {
            case "removeObject:": return "\(head).removeAll \(test)"
            case "indexOfObject:": return "(\(head).firstIndex \(test) ?? NSNotFound)"
            default: return "\(head).contains \(test)"
            }
        }
        if selector == "setValue:forKey:", let type = translator.staticType(receiver), TypeMapping.isDictionary(type.name),
            !type.isOptional, let value = pieces[0].argument, let key = pieces[1].argument
        {
            // A dictionary's -setValue:forKey: sets the key, or removes it for nil: Swift's subscript does both.
            let head = try MessageTranslator(translator: translator).receiverText(receiver)
            return "\(head)[\(try translator.translate(key))] = \(try translator.translate(value))"
        }
        if selector == "sortedArrayUsingSelector:", case .selector(let compare)? = pieces[0].argument,
            let type = translator.staticType(receiver), let element = TypeMapping.arrayElement(type.name),
            FoundationAPI.stringComparisons.contains(compare) || (compare == "compare:" && element == "String")
        {
            // Sorted by a string comparison: the elements are strings (a non-string one sorts as "").
            let head = try MessageTranslator(translator: translator).receiverText(receiver)
            let strings = element == "String" ? head : "\(head).map { $0 as? String ?? \"\" }"
            let method = FoundationAPI.instanceMembers[compare].map { String($0.dropFirst().prefix { $0 != "(" }) } ?? "compare"
            return "\(strings).sorted { $0.\(method)($1) == .orderedAscending }"
        }
        if selector == "allObjects", let type = translator.staticType(receiver), type.name.hasPrefix("Set<") {
            // A set's members as an array (in the set's order, which Foundation did not promise either).
            let head = try MessageTranslator(translator: translator).receiverText(receiver)
            return type.isOptional ? "Array(\(head) ?? [])" : "Array(\(head))"
        }
        return nil
    }
}
