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
            return (StatementTranslator.isPlainChain(text) ? text : "(\(text))") + ".map { \(compare("$0")) } ?? false"
        }
        return compare(text)
    }
}
