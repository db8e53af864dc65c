extension FoundationTranslator {
    /// `[a isEqualToString:b]` and the other equality messages: `==` (`RACEqual` for `isEqual:`), except that a
    /// nil receiver answers NO, also when the argument is nil.
    func equality(_ receiver: Expression, _ pieces: [SelectorPiece], _ selector: String, _ args: [String]) throws(Flagged)
        -> String
    {
        let messages = MessageTranslator(translator: translator)
        let text = try messages.receiverText(receiver)
        let compare = selector == "isEqual:" ? { (l: String) in "RACEqual(\(l), \(args[0]))" } : { "\($0) == \(args[0])" }
        // Sent to nil, the message answered NO even for a nil argument; Swift's nil == nil is true.
        let receiverType = translator.staticType(receiver)
        let argumentType = pieces[0].argument.flatMap { translator.staticType($0) }
        var literal = false
        if case .objcString? = pieces[0].argument { literal = true }
        if receiverType.map({ $0.optionality != .none || $0.isOptionalChain }) ?? StatementTranslator.chainsOptionally(text),
            !literal, argumentType.map({ $0.optionality != .none || $0.isOptionalChain || $0.name == "Any" }) ?? true
        {
            let plain = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            return (plain ? text : "(\(text))") + ".map { \(compare("$0")) } ?? false"
        }
        return compare(text)
    }
}

extension FoundationTranslator {
    /// NSString's number readings (`integerValue`, `doubleValue`, `boolValue`…), which Swift's String lacks: read
    /// through NSString, which parses a leading number as Objective-C did (`"12abc"` is 12). Nil for another receiver.
    static func stringNumber(_ receiverText: String, _ type: SwiftType?, _ selector: String) -> String? {
        guard let type, type.name == "String" else { return nil }
        let member: String
        switch selector {
        case "integerValue", "intValue", "unsignedIntegerValue", "longLongValue": member = "integerValue"
        case "doubleValue", "floatValue", "boolValue": member = selector
        default: return nil
        }
        let optional = type.optionality != .none || type.isOptionalChain || StatementTranslator.chainsOptionally(receiverText)
        return optional ? "(\(receiverText) as NSString?)?.\(member)" : "(\(receiverText) as NSString).\(member)"
    }
}
