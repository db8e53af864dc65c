extension FoundationTranslator {
    /// A Foundation message that fills an `NSError **` as Swift's throwing call (`FoundationAPI.throwingMembers`).
    /// Given nil there, `try?` drops what the caller ignored; given `&error`, the thrown error is stored into
    /// `error` and the result is what Objective-C answered on failure (nil, or NO).
    func throwingSend(_ receiver: Expression, _ pieces: [SelectorPiece], _ selector: String) throws(Flagged) -> String? {
        guard selector.hasSuffix("error:"), let errorArgument = pieces.last?.argument else { return nil }
        let isClass: Bool
        let entry: (call: String, result: String)
        if case .identifier(let cls) = receiver, !translator.context.isLocal(cls), cls.first?.isUppercase == true {
            guard let found = FoundationAPI.throwingMembers["\(cls) \(selector)"] else { return nil }
            (isClass, entry) = (true, found)
        } else if case .message(.identifier(let cls), let allocation) = receiver, allocation.count == 1,
            allocation[0].keyword == "alloc", allocation[0].argument == nil, selector.hasPrefix("initWith"),
            !translator.context.isLocal(cls), translator.context.classes[cls] == nil
        {
            // `[[NSString alloc] initWithContentsOfFile:…error:]`: the factory's throwing initializer.
            let factory = "\(cls) \(cls.dropFirst(2).lowercased())With" + selector.dropFirst("initWith".count)
            guard let found = FoundationAPI.throwingMembers[factory] else { return nil }
            (isClass, entry) = (true, found)
        } else {
            guard let found = FoundationAPI.throwingMembers[selector], !isAppMethod(receiver, selector) else { return nil }
            (isClass, entry) = (false, found)
        }
        var args: [String] = []
        for argument in pieces.dropLast().compactMap(\.argument) {
            var text = try translator.translate(argument)
            if let type = translator.staticType(argument), type.isOptional, !type.isOptionalChain {
                // Foundation raised for nil data; a nil path is no file.
                text = type.name == "String" ? "\(text) ?? \"\"" : ExpressionTranslator.unwrapped(text)
            }
            args.append(text)
        }
        var call = ExpressionTranslator.fill(entry.call, args)
        if !isClass {
            var head = try MessageTranslator(translator: translator).receiverText(receiver)
            if let type = translator.staticType(receiver), type.isOptional, !type.isOptionalChain { head += "?" }
            call = head + call
        }
        let isBool = entry.result == "Bool"
        switch errorArgument {
        case .identifier("nil"), .identifier("NULL"):
            return isBool ? "((try? \(call)) != nil)" : "(try? \(call))"
        case .prefix("&", .identifier(let name)):
            let stored = translator.staticType(.identifier(name))?.name == "NSError" ? "thrown as NSError" : "thrown"
            let success = isBool ? "try \(call); return true" : "return try \(call)"
            let failure = isBool ? "false" : "nil"
            return "{ () -> \(entry.result) in do { \(success) } catch let thrown { \(name) = \(stored); return \(failure) } }()"
        default:
            return nil
        }
    }
}
