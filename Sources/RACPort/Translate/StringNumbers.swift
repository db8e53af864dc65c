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
