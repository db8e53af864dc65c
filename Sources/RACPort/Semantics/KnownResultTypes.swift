extension ExpressionTranslator {
    /// Result types of RAC and Foundation members whose value is `Any?` (so a typed variable needs a cast).
    static let knownResultTypes: [String: SwiftType] = {
        let any = SwiftType(name: "Any", optionality: .optional)
        var table: [String: SwiftType] = [:]
        for name in ["foldLeftWithStart:reduce:", "foldRightWithStart:reduce:", "head", "first", "second", "third",
                     "fourth", "fifth", "last", "objectPassingTest:", "firstOrDefault:", "objectForKey:"] {
            table[name] = any
        }
        table["array"] = SwiftType(name: "[Any]", optionality: .none)
        table["componentsSeparatedByString:"] = SwiftType(name: "[String]", optionality: .none)
        for name in ["stringWithFormat:", "stringByAppendingString:", "stringByAppendingFormat:",
                     "stringByReplacingOccurrencesOfString:withString:", "stringByTrimmingCharactersInSet:",
                     "uppercaseString", "lowercaseString", "capitalizedString"] {
            table[name] = SwiftType(name: "String", optionality: .none) // NSString's results are never nil
        }
        for name in ["compare:", "caseInsensitiveCompare:", "localizedCaseInsensitiveCompare:", "localizedCompare:",
                     "localizedStandardCompare:"] {
            table[name] = SwiftType(name: "ComparisonResult", optionality: .none)
        }
        table["count"] = SwiftType(name: "Int", optionality: .none)
        table["length"] = SwiftType(name: "Int", optionality: .none)
        table["URLWithString:"] = SwiftType(name: "URL", optionality: .optional)
        table["infoDictionary"] = SwiftType(name: "[String: Any]", optionality: .optional)
        table["bundleIdentifier"] = SwiftType(name: "String", optionality: .optional)
        for (name, type) in [("doubleValue", "Double"), ("floatValue", "Float"), ("intValue", "Int"),
                             ("integerValue", "Int"), ("unsignedIntegerValue", "Int"), ("boolValue", "Bool")] {
            table[name] = SwiftType(name: type, optionality: .none)
        }
        for (key, entry) in FoundationAPI.throwingMembers {
            let selector = key.split(separator: " ").last.map(String.init) ?? key
            let optional = entry.result.hasSuffix("?")
            table[selector] = SwiftType(name: optional ? String(entry.result.dropLast()) : entry.result,
                                        optionality: optional ? .optional : .none)
        }
        return table
    }()
}
