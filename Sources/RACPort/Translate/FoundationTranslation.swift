/// Foundation messages whose Swift spelling is not the mechanical one (`length` → `count`, `addObject:` → `append`).
struct FoundationTranslator {
    let translator: ExpressionTranslator

    /// Dot-syntax properties renamed in Swift.
    static let propertyRenames: [String: String] = [
        "length": "count", "integerValue": "intValue", "uppercaseString": "uppercased()",
        "lowercaseString": "lowercased()", "firstObject": "first", "lastObject": "last",
        "localizedDescription": "localizedDescription", "allKeys": "keys", "allValues": "values",
        "unsignedIntegerValue": "intValue", "longLongValue": "int64Value",
    ]

    /// The Swift name to construct for an Objective-C class (`NSMutableArray` → `[Any]`).
    static func constructedName(_ cls: String) -> String {
        switch cls {
        case "NSMutableArray", "NSArray": return "[Any]"
        case "NSMutableDictionary", "NSDictionary": return "[AnyHashable: Any]"
        case "NSMutableString", "NSString": return "String"
        case "NSDate": return "Date"
        case "NSObject": return "NSObject"
        default: return TypeMapping.objectNames[cls] ?? FoundationAPI.classNames[cls] ?? cls
        }
    }

    /// `[NSData dataWithContentsOfFile:p]` → `NSData(contentsOfFile: p)`: Foundation's class factories named after
    /// their class are initializers in Swift (as the Objective-C importer maps them); RAC's keep their names.
    private func factoryInitializer(_ cls: String, _ pieces: [SelectorPiece]) throws(Flagged) -> String? {
        guard cls.hasPrefix("NS"), !translator.context.isLocal(cls), pieces[0].argument != nil else { return nil }
        var stem = String(cls.dropFirst(2))
        if stem.hasPrefix("Mutable") { stem = String(stem.dropFirst(7)) }
        let lowered = stem.prefix(while: { $0.isUppercase }).count > 1
            ? stem : stem.prefix(1).lowercased() + stem.dropFirst()
        let keyword = pieces[0].keyword
        guard keyword.hasPrefix(lowered + "With"), ["arrayWithObjects", "dictionaryWithObjectsAndKeys",
                                                     "setWithObjects"].contains(keyword) == false
        else { return nil }
        var label = String(keyword.dropFirst(lowered.count + 4))
        label = label.prefix(1).lowercased() + label.dropFirst()
        let arguments = try MessageTranslator(translator: translator).arguments(pieces, labelFirst: label)
        let swiftName = ["NSURL": "URL", "NSDate": "Date", "NSUUID": "UUID"][cls] ?? cls
        return swiftName + arguments
    }

    /// Instance selectors with a Swift spelling of their own (arguments are translated only for these).
    static let handledSelectors: Set<String> = [
        "length", "count", "integerValue", "intValue", "unsignedIntegerValue", "boolValue", "doubleValue",
        "floatValue", "uppercaseString", "lowercaseString", "firstObject", "lastObject", "isEqualToString:",
        "isEqualToArray:", "isEqualToDictionary:", "isEqualToNumber:", "isEqual:", "addObject:",
        "addObjectsFromArray:", "removeAllObjects", "removeLastObject", "objectAtIndex:", "objectAtIndexedSubscript:",
        "objectForKey:", "valueForKey:", "setObject:forKey:", "containsString:", "hasPrefix:", "hasSuffix:",
        "stringByAppendingString:", "componentsJoinedByString:", "copy", "mutableCopy",
    ]

    /// Class messages with a Swift spelling of their own.
    static let handledClassMessages: Set<String> = [
        "NSString stringWithFormat:", "NSDate date", "NSDate dateWithTimeIntervalSinceNow:", "NSNull null",
        "NSArray array", "NSMutableArray array", "NSArray arrayWithObjects:", "NSSet setWithObjects:", "NSMutableSet setWithObjects:", "NSMutableArray arrayWithObjects:", "NSMutableArray arrayWithCapacity:", "NSArray arrayWithArray:",
        "NSMutableArray arrayWithArray:", "NSDictionary dictionary", "NSMutableDictionary dictionary",
        "NSNotificationCenter defaultCenter", "NSUserDefaults standardUserDefaults",
        "NSError errorWithDomain:code:userInfo:", "NSThread isMainThread",
    ]

    /// The handled class message `cls selector`, if there is one.
    private func classSpelling(_ cls: String, _ selector: String) -> String? {
        let key = "\(cls) \(selector)"
        return cls == "NSNumber" || FoundationTranslator.handledClassMessages.contains(key) ? key : nil
    }

    /// True when the receiver is an object of a class from the inputs that declares `selector` itself.
    func isAppMethod(_ receiver: Expression, _ selector: String) -> Bool {
        let context = translator.context
        var name: String?
        if case .identifier("self") = receiver { name = context.current?.name }
        if name == nil, let type = translator.staticType(receiver) { name = type.name }
        while let cls = name, let info = context.classes[cls] {
            if info.methods[selector] != nil { return true }
            name = info.superclass
        }
        return false
    }

    private func isClassReceiver(_ receiver: Expression) -> Bool {
        guard case .identifier(let cls) = receiver, !translator.context.isLocal(cls) else { return false }
        return cls == "NSNumber" || FoundationTranslator.handledClassMessages.contains { $0.hasPrefix(cls + " ") }
    }

    /// A Swift spelling for a Foundation message, or nil when the generic rule applies.
    func send(_ receiver: Expression, _ pieces: [SelectorPiece]) throws(Flagged) -> String? {
        let selector = pieces.count == 1 && pieces[0].argument == nil
            ? pieces[0].keyword : pieces.filter { !$0.keyword.isEmpty }.map { $0.keyword + ":" }.joined()
        if let throwing = try throwingSend(receiver, pieces, selector) { return throwing }
        if let ordered = try orderedSetSend(receiver, pieces, selector) { return ordered }
        if let timer = try timerSend(receiver, pieces, selector) { return timer }
        if case .identifier(let cls) = receiver, !translator.context.isLocal(cls),
            let property = FoundationAPI.classProperties["\(cls) \(selector)"]
        {
            return property
        }
        if case .identifier(let cls) = receiver, !translator.context.isLocal(cls),
            let template = FoundationAPI.classMembers["\(cls) \(selector)"]
        {
            let args = try pieces.compactMap(\.argument).map { a throws(Flagged) in try translator.translate(a) }
            if FoundationAPI.failableInitializers.contains("\(cls) \(selector)"), let first = pieces[0].argument,
                translator.staticType(first)?.isOptional == true
            {
                // A nil argument made nil: the optional is mapped through the failable initializer.
                let base = args[0].contains(" ") ? "(\(args[0]))" : args[0]
                return base + ".flatMap { " + ExpressionTranslator.fill(template, ["$0"]) + " }"
            }
            return ExpressionTranslator.fill(template, args)
        }
        if case .identifier(let cls) = receiver, !isClassReceiver(receiver) || classSpelling(cls, selector) == nil,
            let factory = try factoryInitializer(cls, pieces)
        {
            return factory
        }
        if selector == "subarrayWithRange:", case .call(.identifier("NSMakeRange"), let bounds)? = pieces[0].argument,
            bounds.count == 2
        {
            // A range made in place: the slice of those indices, as an array.
            let start = try translator.scalar(bounds[0])
            let length = try translator.scalar(bounds[1])
            let base = try MessageTranslator(translator: translator).receiverText(receiver)
            return "Array(\(base)[\(start)..<(\(start) + \(length))])"
        }
        if FoundationAPI.valueCopies.contains(selector), let type = translator.staticType(receiver),
            TypeMapping.isCollection(type.name) || type.name == "String"
        {
            // A Swift array, dictionary, set or string is copied by assignment (a nil one stays nil).
            return try MessageTranslator(translator: translator).receiverText(receiver)
        }
        if let text = try collectionSend(receiver, pieces, selector) { return text }
        if selector == "setValue:forKey:", try isUserDefaults(receiver), pieces.count == 2,
            let value = pieces[0].argument, let key = pieces[1].argument
        {
            let head = try MessageTranslator(translator: translator).receiverText(receiver)
            return "\(head).set(\(try translator.translate(value)), forKey: \(try translator.translate(key)))"
        }
        if let template = FoundationAPI.instanceMembers[selector], !isAppMethod(receiver, selector) {
            if case .identifier(let cls) = receiver, cls.first?.isUppercase == true, !translator.context.isLocal(cls) {
                return nil
            }
            let messages = MessageTranslator(translator: translator)
            var head = try messages.receiverText(receiver)
            let receiverType = translator.staticType(receiver)
            let optionalReceiver = receiverType.map { $0.isOptional && !$0.isOptionalChain } ?? false
            var args: [String] = []
            for piece in pieces {
                guard let argument = piece.argument else { continue }
                if case .block = argument { translator.context.expectedBlockResult = RACLegacyAPI.blockResults[piece.keyword] }
                var text = try translator.translate(argument)
                // A String argument Objective-C allowed to be nil: Swift's parameter is a String.
                if let type = translator.staticType(argument), type.name == "String", type.optionality != .none,
                    template.contains("Component") || FoundationAPI.stringArguments.contains(selector)
                {
                    text += " ?? \"\""
                }
                args.append(text)
            }
            if FoundationAPI.numberArguments.contains(selector), let first = pieces[0].argument {
                args[0] = try translator.numberArgument(first)
            }
            if FoundationAPI.mappedArguments.contains(selector), let first = pieces[0].argument,
                let type = translator.staticType(first), type.optionality == .optional || type.isOptionalChain,
                !template.contains("$r")
            {
                // A formatter given nil answered nil: the optional argument is mapped through the call.
                if optionalReceiver { head += "?" }
                let call = head + ExpressionTranslator.fill(template, ["$0"] + args.dropFirst())
                return "\(args[0]).flatMap { \(call) }"
            }
            let filled = ExpressionTranslator.fill(template, args)
            if filled.contains("$r") {
                // A whole expression: an optional receiver is mapped through it.
                if optionalReceiver { return head + ".map { " + filled.replacing("$r", with: "$0") + " }" }
                return filled.replacing("$r", with: head)
            }
            if optionalReceiver { head += "?" }
            return head + filled
        }
        guard FoundationTranslator.handledSelectors.contains(selector) || isClassReceiver(receiver) else { return nil }
        // String methods taking a String need a value where Objective-C passed a possibly nil NSString.
        let needsString = ["hasPrefix:", "hasSuffix:", "containsString:", "stringByAppendingString:"].contains(selector)
        var args: [String] = []
        for case let argument? in pieces.map(\.argument) {
            var text = try translator.translate(argument)
            if needsString, let type = translator.staticType(argument), type.isOptional, type.name == "String" {
                text += " ?? \"\""
            }
            args.append(text)
        }
        if case .identifier(let cls) = receiver, !translator.context.isLocal(cls), cls.first?.isUppercase == true {
            return try classMessage(cls, selector, pieces, args)
        }
        let messages = MessageTranslator(translator: translator)
        var head: String { get throws(Flagged) {
            var text = try messages.receiverText(receiver)
            if let type = translator.staticType(receiver), type.isOptional, !type.isOptionalChain { text += "?" }
            return text
        } }
        // A number read from an `id` (a JSON value, a dictionary lookup): read as an NSNumber, 0 when it is not one.
        var number: String { get throws(Flagged) {
            guard translator.staticType(receiver)?.name == "Any" else { return try head }
            return "(\(try messages.receiverText(receiver)) as? NSNumber)?"
        } }
        if let text = FoundationTranslator.stringNumber(try messages.receiverText(receiver), translator.staticType(receiver), selector) {
            return text
        }
        switch selector {
        case "length" where ["NSAttributedString", "NSMutableAttributedString"].contains(translator.staticType(receiver)?.name ?? ""):
            return try head + ".length"
        case "length", "count": return try head + ".count"
        case "integerValue", "intValue", "unsignedIntegerValue": return try number + ".intValue"
        case "boolValue", "doubleValue", "floatValue": return try number + "." + selector
        case "uppercaseString": return try head + ".uppercased()"
        case "lowercaseString": return try head + ".lowercased()"
        case "firstObject": return try head + ".first"
        case "lastObject": return try head + ".last"
        case "isEqualToString:", "isEqualToArray:", "isEqualToDictionary:", "isEqualToNumber:", "isEqual:":
            return try equality(receiver, pieces, selector, args)
        case "addObject:":
            // Adding nil raised in Objective-C; an optional is unwrapped, which stops the same way.
            let value = args[0]
            let optional = pieces[0].argument.flatMap { translator.staticType($0) }.map { $0.optionality != .none }
                ?? StatementTranslator.chainsOptionally(value)
            return try head + ".append(\(optional ? ExpressionTranslator.unwrapped(value) : value))"
        case "addObjectsFromArray:": return try head + ".append(contentsOf: \(args[0]))"
        case "removeAllObjects": return try head + ".removeAll()"
        case "removeLastObject": return try head + ".removeLast()"
        case "objectAtIndex:", "objectAtIndexedSubscript:": return "\(try messages.receiverText(receiver))[\(args[0])]"
        case "objectForKey:" where try isUserDefaults(receiver), "valueForKey:" where try isUserDefaults(receiver):
            return "\(try messages.receiverText(receiver)).object(forKey: \(args[0]))"
        case "setObject:forKey:" where try isUserDefaults(receiver):
            return "\(try messages.receiverText(receiver)).set(\(args[0]), forKey: \(args[1]))"
        case "objectForKey:", "valueForKey:": return "\(try messages.receiverText(receiver))[\(args[0])]"
        case "setObject:forKey:": return "\(try messages.receiverText(receiver))[\(args[1])] = \(args[0])"
        case "containsString:": return try head + ".contains(\(args[0]))"
        case "hasPrefix:", "hasSuffix:": return try head + ".\(pieces[0].keyword)(\(args[0]))"
        case "stringByAppendingString:":
            let optional = translator.staticType(receiver)?.isOptional == true
            let text = try messages.receiverText(receiver)
            return optional ? "(\(text) ?? \"\") + \(args[0])" : "\(text) + \(args[0])"
        case "componentsJoinedByString:": return try head + ".map { \"\\($0)\" }.joined(separator: \(args[0]))"
        case "copy", "mutableCopy": return try messages.receiverText(receiver)
        default: return nil
        }
    }

    private func classMessage(_ cls: String, _ selector: String, _ pieces: [SelectorPiece], _ args: [String])
        throws(Flagged) -> String?
    {
        switch (cls, selector) {
        case ("NSString", "stringWithFormat:"):
            let arguments = pieces.compactMap(\.argument)
            return try FormatTranslator(translator: translator).interpolate(arguments)
        case ("NSDate", "date"): return "Date()"
        case ("NSDate", "dateWithTimeIntervalSinceNow:"): return "Date(timeIntervalSinceNow: \(args[0]))"
        case ("NSNull", "null"): return "NSNull()"
        case ("NSArray", "array"), ("NSMutableArray", "array"): return "[]"
        case ("NSArray", "arrayWithObjects:"), ("NSMutableArray", "arrayWithObjects:"):
            return "[" + args.filter { $0 != "nil" }.joined(separator: ", ") + "]"
        case ("NSMutableArray", "arrayWithCapacity:"): return "[]"
        case ("NSSet", "setWithObjects:"), ("NSMutableSet", "setWithObjects:"):
            return "Set<AnyHashable>([" + args.filter { $0 != "nil" }.joined(separator: ", ") + "])"
        case ("NSArray", "arrayWithArray:"), ("NSMutableArray", "arrayWithArray:"): return args[0]
        case ("NSDictionary", "dictionary"), ("NSMutableDictionary", "dictionary"): return "[:]"
        case ("NSNumber", _) where selector.hasPrefix("numberWith"): return args[0]
        case ("NSNotificationCenter", "defaultCenter"): return "NotificationCenter.default"
        case ("NSUserDefaults", "standardUserDefaults"): return "UserDefaults.standard"
        case ("NSError", "errorWithDomain:code:userInfo:"):
            // Swift's userInfo has String keys; a dictionary the port typed with AnyHashable keys is cast.
            var userInfo = args[2]
            var code = args[1]
            if pieces.count == 3, let codeArgument = pieces[1].argument { code = try translator.numberArgument(codeArgument) }
            if let third = pieces.last?.argument, translator.staticType(third)?.name == "[AnyHashable: Any]" {
                userInfo += " as? [String: Any]"
            }
            return "NSError(domain: \(args[0]), code: \(code), userInfo: \(userInfo))"
        case ("NSThread", "isMainThread"): return "Thread.isMainThread"
        default: return nil
        }
    }
}

extension FoundationTranslator {
    /// True for user defaults, which Swift reads with `object(forKey:)` and writes with `set(_:forKey:)`.
    fileprivate func isUserDefaults(_ receiver: Expression) throws(Flagged) -> Bool {
        if translator.staticType(receiver)?.name == "UserDefaults" { return true }
        return try MessageTranslator(translator: translator).receiverText(receiver).hasPrefix("UserDefaults.standard")
    }
}
