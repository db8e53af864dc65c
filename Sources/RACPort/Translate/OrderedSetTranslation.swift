extension FoundationTranslator {
    /// Messages to an `NSOrderedSet`/`NSMutableOrderedSet` (Core Data's ordered to-many relationships): a class in
    /// Swift as in Objective-C, so a copy is the class's `copy()`/`mutableCopy()` cast back, and its mutations keep
    /// the names Swift imports (`add`, `removeObject(at:)`), not the Swift array's.
    func orderedSetSend(_ receiver: Expression, _ pieces: [SelectorPiece], _ selector: String) throws(Flagged) -> String? {
        guard let type = translator.staticType(receiver), ["NSOrderedSet", "NSMutableOrderedSet"].contains(type.name),
            let template = FoundationTranslator.orderedSetMembers[selector]
        else { return nil }
        var head = try MessageTranslator(translator: translator).receiverText(receiver)
        if type.isOptional, !type.isOptionalChain { head += "?" }
        var args = try pieces.compactMap(\.argument).map { a throws(Flagged) in try translator.translate(a) }
        // Adding nil raised in Objective-C; an optional is unwrapped, which stops the same way.
        if selector == "addObject:" || selector == "insertObject:atIndex:", let first = pieces[0].argument,
            translator.staticType(first).map({ $0.optionality != .none }) ?? StatementTranslator.chainsOptionally(args[0])
        {
            args[0] = ExpressionTranslator.unwrapped(args[0])
        }
        let filled = ExpressionTranslator.fill(template, args)
        return filled.contains("$r") ? filled.replacing("$r", with: head) : head + filled
    }

    /// Selector → the Swift spelling for an ordered set (`$r` the receiver, `$0`… the arguments).
    static let orderedSetMembers: [String: String] = [
        "mutableCopy": "($r.mutableCopy() as! NSMutableOrderedSet)", "copy": "($r.copy() as! NSOrderedSet)",
        "addObject:": ".add($0)", "insertObject:atIndex:": ".insert($0, at: $1)",
        "removeObjectAtIndex:": ".removeObject(at: $0)", "removeObject:": ".remove($0)",
        "objectAtIndex:": ".object(at: $0)", "indexOfObject:": ".index(of: $0)",
        "moveObjectsAtIndexes:toIndex:": ".moveObjects(at: $0, to: $1)",
        "exchangeObjectAtIndex:withObjectAtIndex:": ".exchangeObject(at: $0, withObjectAt: $1)",
    ]
}
