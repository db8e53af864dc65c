/// Translates `[receiver keyword:argument …]` and dot syntax: `receiver.keyword(argument, label: …)`.
struct MessageTranslator {
    let translator: ExpressionTranslator
    var context: TranslationContext { translator.context }

    /// Zero-argument methods that Objective-C code often calls with dot syntax (contract D1): they keep `()`.
    static let methodsUsedAsProperties: Set<String> = [
        "replay", "replayLast", "replayLazily", "publish", "connect", "autoconnect", "distinctUntilChanged", "not",
        "and", "or", "materialize", "dematerialize", "rac_willDeallocSignal", "logAll", "logNext", "logError",
        "logCompleted", "ignoreValues", "switchToLatest", "flatten", "concat", "collect", "repeat", "retry",
        "deliverOnMainThread", "sendCompleted", "dispose", "mainThreadScheduler", "currentScheduler",
        "immediateScheduler", "scheduler", "subject", "empty", "never", "defaultUnit", "tupleNil", "reduceApply",
        "asScopedDisposable", "compoundDisposable", "toArray",
    ]

    /// Selectors of UIKit/AppKit categories, which do not exist on Linux.
    static let uiSelectors: Set<String> = [
        "rac_signalForControlEvents", "rac_textSignal", "rac_command", "rac_gestureSignal", "rac_newTextChannel",
        "rac_keyboardWillAppearSignal", "rac_prepareForReuseSignal", "rac_buttonClickedSignal", "rac_imageSelectedSignal",
        "rac_newOnChannel", "rac_newValueChannel", "rac_newDateChannel", "rac_newSelectedSegmentIndexChannel",
        "rac_channelForControlEvents",
    ]

    /// RAC 2 `@property`s (contract rule 5): read as properties even when Objective-C used message syntax.
    static let racProperties: Set<String> = [
        "array", "head", "tail", "eagerSequence", "lazySequence", "rac_sequence", "executionSignals", "executing",
        "enabled", "errors", "allowsConcurrentExecution", "second", "third", "fourth", "fifth", "last",
        "rac_deallocDisposable", "leadingTerminal", "followingTerminal", "disposed", "isDisposed",
    ]

    /// True when `name` is a property of the receiver: of `self`, or of the class or protocol its type names
    /// among the inputs (`[step name]` on a `Step *` reads the property, as Objective-C's getter did).
    private func isOwnProperty(_ receiver: Expression, _ name: String) -> Bool {
        if case .identifier("self") = receiver { return context.property(name) != nil }
        guard let type = translator.staticType(receiver) else { return false }
        return context.swiftPropertyName(name, ofType: type.name) != nil
    }

    /// Selectors whose result Swift would warn about when unused.
    static let valueReturningOperators: Set<String> = [
        "map", "filter", "flattenMap", "replay", "replayLast", "replayLazily", "publish", "rac_liftSelector",
        "doNext", "doError", "doCompleted", "take", "skip", "deliverOn", "subscribeOn", "catch", "retry",
    ]

    func send(_ receiver: Expression, _ pieces: [SelectorPiece]) throws(Flagged) -> String {
        let base = pieces[0].keyword
        let fullSelector = pieces.map { $0.argument == nil ? $0.keyword : $0.keyword + ":" }.joined()
        if let template = UIKitAPI.categoryMethods[fullSelector] {
            // RAC 2's UIKit categories: RACLegacyUIKit spells them by the same rules.
            let arguments = try pieces.compactMap(\.argument).map { a throws(Flagged) in try translator.translate(a) }
            return chained(try optionalHead(receiver), String(ExpressionTranslator.fill(template, arguments).dropFirst()))
        }
        if pieces.count == 1, pieces[0].argument == nil, UIKitAPI.categoryProperties.contains(base) {
            return try property(receiver, base)
        }
        if MessageTranslator.uiSelectors.contains(base) { throw Flagged(reason: ExpressionTranslator.uiNote) }
        if ["respondsToSelector", "performSelector", "conformsToProtocol", "methodForSelector"].contains(base) {
            throw Flagged(reason: "Objective-C runtime calls are not translated")
        }
        // [[X alloc] init…] and [X new]
        if case .message(.identifier(let cls), let inner) = receiver, inner.count == 1, inner[0].keyword == "alloc",
            inner[0].argument == nil
        {
            if let throwing = try FoundationTranslator(translator: translator).throwingSend(receiver, pieces, fullSelector) {
                return throwing // `[[NSString alloc] initWithContentsOfFile:…error:]`
            }
            // `[[self alloc] init…]` in a class method builds the class it runs on: `self.init(…)`.
            let call = try construct(cls, pieces)
            return cls == "self" ? "self.init" + call.dropFirst(4) : call
        }
        if case .identifier(let cls) = receiver, base == "new", pieces.count == 1, pieces[0].argument == nil {
            return try construct(cls, [SelectorPiece(keyword: "init", argument: nil)])
        }
        if case .identifier(let who) = receiver, who == "super" || who == "self", ClassTranslator.isInitializer(base),
            !isVoidMethod(receiver, pieces)
        {
            let call = try construct(who, pieces)
            return who + ".init" + call.dropFirst(who.count)
        }
        if ["sendNext", "sendCompleted", "sendError"].contains(base), translator.staticType(receiver)?.name == "RACSignal" {
            // A subject kept behind a RACSignal declaration (the header's type): Objective-C sent it subscriber
            // messages as it was; Swift reaches them through the subject.
            let head = "(\(try receiverText(receiver)) as? RACSubject)?"
            return chained(head, try callSuffix(pieces, callee: nil))
        }
        if base == "class", pieces.count == 1, pieces[0].argument == nil { return try classOf(receiver) }
        if base == "boolValue", pieces.count == 1, pieces[0].argument == nil,
            let type = translator.staticType(receiver), type.name == "Bool", type.optionality == .none
        {
            return try receiverText(receiver) // `[flag boolValue]` of a BOOL property: the Bool itself
        }
        if base == "isSubclassOfClass", pieces.count == 1, let argument = pieces[0].argument {
            // `[cls isSubclassOfClass:[Model class]]`: a cast of the metatype.
            let cls = try classOf(argument)
            guard cls.hasSuffix(".self"), !cls.hasPrefix("type(of:") else {
                throw Flagged(reason: "isSubclassOfClass: needs a class named in the code")
            }
            return "((\(try receiverText(receiver)) as? \(cls.dropLast(5)).Type) != nil)"
        }
        if base == "isKindOfClass" || base == "isMemberOfClass", pieces.count == 1, let argument = pieces[0].argument {
            let cls = try classOf(argument)
            let object = try receiverText(receiver)
            guard cls.hasSuffix(".self"), !cls.hasPrefix("type(of:") else {
                throw Flagged(reason: "\(base): needs a class named in the code")
            }
            var name = String(cls.dropLast(5))
            if base == "isKindOfClass", case .message(.identifier(let objc), _) = argument,
                let swift = FoundationAPI.kindTests[objc]
            {
                // Foundation's collections and strings are Swift values here: the test names the Swift type.
                name = swift
            }
            return base == "isKindOfClass" ? "(\(object) is \(name))" : "(type(of: \(object)) == \(cls))"
        }
        if let foundation = try FoundationTranslator(translator: translator).send(receiver, pieces) {
            return foundation
        }
        if base == "rac_liftSelector", pieces.count >= 2, case .selector(let selector)? = pieces[0].argument {
            return try liftSelector(receiver, selector, Array(pieces.dropFirst()))
        }
        // A declared property read with message syntax stays a property (so do NSError's, `[error userInfo]`).
        if pieces.count == 1, pieces[0].argument == nil,
            MessageTranslator.racProperties.contains(base) || isOwnProperty(receiver, base)
                || (translator.staticType(receiver)?.name == "any Error" && MessageTranslator.errorMembers.contains(base))
        {
            return try property(receiver, base)
        }
        if translator.staticType(receiver)?.name == "Any" {
            if pieces.count == 1, pieces[0].argument == nil, let read = try translator.idPropertyRead(receiver, base) {
                return read
            }
            // Objective-C sent any message to `id`; Swift on Linux has no dynamic dispatch to fall back on.
            throw Flagged(reason: "message to an id value; cast it to its class first")
        }
        var head = try receiverText(receiver)
        if let type = translator.staticType(receiver), type.isOptional, !type.isOptionalChain { head += "?" }
        let selector = pieces.map { $0.argument == nil ? $0.keyword : $0.keyword + ":" }.joined()
        let callee = context.method(selector, receiver: receiver, receiverType: translator.staticType(receiver))
        return chained(head, try callSuffix(pieces, callee: callee))
    }

    /// True when the message reaches a `- (void)` method of the inputs (`[self initCommand]`): a call, not an init.
    private func isVoidMethod(_ receiver: Expression, _ pieces: [SelectorPiece]) -> Bool {
        let selector = pieces.map { $0.argument == nil ? $0.keyword : $0.keyword + ":" }.joined()
        return context.method(selector, receiver: receiver, receiverType: nil).map(ClassTranslator.returnsVoid) ?? false
    }

    /// `[X class]` → `X.self`; `[self class]` / `[object class]` → `type(of: …)`.
    func classOf(_ receiver: Expression) throws(Flagged) -> String {
        if case .message(let inner, let pieces) = receiver, pieces.count == 1, pieces[0].keyword == "class",
            pieces[0].argument == nil
        {
            return try classOf(inner)
        }
        if case .member(let inner, "class") = receiver { return try classOf(inner) } // `NSString.class`
        if case .identifier(let name) = receiver, name != "self", name != "super", !context.isLocal(name),
            name.first?.isUppercase == true
        {
            if TypeMapping.isUIType(name) { throw Flagged(reason: ExpressionTranslator.uiNote) }
            return (context.classes[name] == nil ? FoundationAPI.classNames[name] ?? name : name) + ".self"
        }
        return "type(of: \(try translator.translate(receiver)))"
    }

    /// The receiver text, with class names kept as they are.
    func receiverText(_ receiver: Expression) throws(Flagged) -> String {
        if case .identifier(let name) = receiver, TypeMapping.isUIType(name) {
            throw Flagged(reason: ExpressionTranslator.uiNote)
        }
        switch receiver {
        case .binary, .ternary, .prefix: return "(\(try translator.translate(receiver)))"
        default: return try translator.translate(receiver)
        }
    }

    /// `base(args, label: …)`, with a trailing closure when the only argument is a block.
    func callSuffix(_ pieces: [SelectorPiece], callee: MethodDecl? = nil) throws(Flagged) -> String {
        let base = pieces[0].keyword
        guard pieces[0].argument != nil else { return base + "()" }
        if pieces.count == 1, case .block = pieces[0].argument! {
            context.expectedBlockResult = RACLegacyAPI.blockResults[base]
            return base + " " + (try translator.translate(pieces[0].argument!))
        }
        return base + (try arguments(pieces, labelFirst: nil, callee: callee))
    }

    /// The parenthesised argument list: the first unlabeled (or labeled with `labelFirst`), later ones labeled by
    /// their keyword.
    /// A block held in a variable or returned by a method (`[signal filter:self.errorsFilter]`) whose parameter is
    /// typed, passed where RACLegacy's closure takes `Any?`: a closure that casts the value and calls the block,
    /// which is evaluated once, where Objective-C evaluated it (a capture list).
    private func typedBlockValue(_ argument: Expression, _ value: String) -> String? {
        if case .block = argument { return nil }
        guard let type = translator.staticType(argument), type.name.hasPrefix("("), type.name.contains(") -> "),
            let close = type.name.firstRange(of: ") -> ")
        else { return nil }
        let parameter = String(type.name[type.name.index(after: type.name.startIndex)..<close.lowerBound])
        guard !parameter.isEmpty, !parameter.contains(","), !parameter.contains("->"), parameter != "Any?", parameter != "Any"
        else { return nil }
        var cast = parameter.hasSuffix("?") ? String(parameter.dropLast()) : parameter
        if cast.hasPrefix("("), cast.hasSuffix(")") { cast = String(cast.dropFirst().dropLast()) }
        let call = type.optionality == .none ? "block($0 as? \(cast))" : "block?($0 as? \(cast))"
        let result = type.name[close.upperBound...]
        let fallback = result == "Bool" && type.optionality != .none ? " ?? false" : ""
        return "{ [block = \(value)] in \(call)\(fallback) }"
    }

    func arguments(_ pieces: [SelectorPiece], labelFirst: String?, callee: MethodDecl? = nil) throws(Flagged) -> String {
        var parts: [ArgumentText] = []
        for (i, piece) in pieces.enumerated() {
            guard let argument = piece.argument else { continue }
            if case .block = argument { context.expectedBlockResult = RACLegacyAPI.blockResults[piece.keyword] }
            var value = try translator.translate(argument)
            if callee == nil, RACLegacyAPI.blockResults[piece.keyword] != nil, let wrapped = typedBlockValue(argument, value) {
                value = wrapped
            } else if value == "nil", let callee, i < callee.parameters.count,
                let type = TypeMapping.swiftType(callee.parameters[i].type, use: .parameter),
                TypeMapping.isCollection(type.name), type.optionality == .none
            {
                // nil for a collection parameter, which Swift declares non-optional: the empty collection.
                value = type.defaultValue ?? "[]"
            } else if let callee, i < callee.parameters.count,
                let type = TypeMapping.swiftType(callee.parameters[i].type, use: .parameter), type.isScalar,
                StatementTranslator.chainsOptionally(value), !StatementTranslator.coalesces(value)
            {
                value += type.name == "Bool" ? " ?? false" : " ?? 0" // a number read through a nil receiver is 0
            } else if let callee, i < callee.parameters.count,
                let type = TypeMapping.swiftType(callee.parameters[i].type, use: .parameter),
                let actual = translator.staticType(argument), actual.name == "Any"
            {
                // An `id` value (a dictionary lookup, a tuple member) where an input method declares a type.
                value = translator.castFromAny(value, actual, to: type)
            } else if let callee, i < callee.parameters.count,
                let type = TypeMapping.swiftType(callee.parameters[i].type, use: .parameter), type.optionality == .none,
                !type.isScalar, let actual = translator.staticType(argument), actual.isOptional, actual.name == type.name
            {
                // An optional of the class a parameter of an input method declares non-optional (the port's reading
                // of an unannotated or nonnull parameter): passed unwrapped, as Objective-C passed the object.
                value = ExpressionTranslator.unwrapped(value)
            }
            var isClosure = false
            if case .block = argument { isClosure = true }
            if i == 0 {
                parts.append(ArgumentText(text: labelFirst.map { "\($0): \(value)" } ?? value, isClosure: isClosure))
            } else if piece.keyword.isEmpty {
                parts.append(ArgumentText(text: value, isClosure: isClosure))
            } else {
                parts.append(ArgumentText(text: "\(piece.keyword): \(value)", isClosure: isClosure))
            }
        }
        return ArgumentText.list(parts)
    }

    /// `X(label: …)` for `[[X alloc] initWithLabel:…]`.
    func construct(_ cls: String, _ pieces: [SelectorPiece]) throws(Flagged) -> String {
        if TypeMapping.isUIType(cls) { throw Flagged(reason: ExpressionTranslator.uiNote) }
        let swiftClass = FoundationTranslator.constructedName(cls)
        let base = pieces[0].keyword
        guard base.hasPrefix("init") else { throw Flagged(reason: "allocation without an init call is not translated") }
        if pieces[0].argument == nil { return "\(swiftClass)()" }
        if base == "initWithCapacity", TypeMapping.isCollection(swiftClass) {
            return TypeMapping.isDictionary(swiftClass) ? "[:]" : "[]" // Swift collections grow as needed
        }
        var label = String(base.dropFirst(4))
        if label.hasPrefix("With") { label = String(label.dropFirst(4)) }
        label = label.prefix(1).lowercased() + label.dropFirst()
        let selector = pieces.map { $0.keyword + ":" }.joined()
        let owner = cls == "self" ? context.current?.name ?? cls : cls
        let callee = context.instanceMethod(selector, of: owner)
        return swiftClass + (try arguments(pieces, labelFirst: label.isEmpty ? nil : label, callee: callee))
    }

    /// The receiver's text, followed by `?` when it is optional (and not already an optional chain).
    private func optionalHead(_ receiver: Expression) throws(Flagged) -> String {
        var head = try receiverText(receiver)
        if let type = translator.staticType(receiver), type.isOptional, !type.isOptionalChain { head += "?" }
        return head
    }

    /// NSError's properties that Swift's `Error` reaches only through the bridge to NSError.
    static let errorMembers: Set<String> = ["code", "domain", "userInfo", "localizedFailureReason", "localizedRecoverySuggestion"]

    /// `base.name` in dot syntax: a property, or a zero-argument method spelled with `()`.
    func property(_ base: Expression, _ name: String) throws(Flagged) -> String {
        if let template = UIKitAPI.categoryMethods[name] {
            return chained(try optionalHead(base), String(template.dropFirst())) // `field.rac_textSignal` in dot syntax
        }
        if MessageTranslator.uiSelectors.contains(name), !UIKitAPI.categoryProperties.contains(name) {
            throw Flagged(reason: ExpressionTranslator.uiNote)
        }
        var head = try receiverText(base)
        let type = translator.staticType(base)
        if let type, UIKitAPI.classes.contains(type.name), let swiftName = UIKitAPI.propertyNames[name] {
            if type.isOptional, !type.isOptionalChain { head += "?" }
            return chained(head, swiftName) // UIKit reads `enabled` by its getter, `isEnabled`
        }
        if type?.name == "Any" {
            if let read = try translator.idPropertyRead(base, name) { return read }
            throw Flagged(reason: "message to an id value; cast it to its class first")
        }
        if type?.name == "any Error", MessageTranslator.errorMembers.contains(name) {
            // NSError's members: Swift's Error reaches them through the bridge.
            let optional = type?.isOptional == true
            return "(\(try receiverText(base)) as NSError\(optional ? "?" : ""))\(optional ? "?" : "").\(name)"
        }
        if let type, let swiftName = context.swiftPropertyName(name, ofType: type.name), swiftName != name {
            // A property with a getter of its own (`getter=isInCart`) is read by that name.
            if type.isOptional, !type.isOptionalChain { head += "?" }
            return chained(head, swiftName)
        }
        if FoundationAPI.valueCopies.contains(name), let type, TypeMapping.isCollection(type.name) || type.name == "String" {
            return head // `array.mutableCopy`: a Swift value is copied by assignment
        }
        if FoundationAPI.valueCopies.contains(name), let type, type.name.hasPrefix("NS"), !type.isOptional {
            // An object's copy is a method answering Any: cast back to the class (the mutable one for mutableCopy).
            var cls = type.name
            if name == "mutableCopy", !cls.hasPrefix("NSMutable") { cls = "NSMutable" + cls.dropFirst(2) }
            if name == "copy", cls.hasPrefix("NSMutable") { cls = "NS" + cls.dropFirst(9) }
            return "(\(head).\(name)() as! \(cls))"
        }
        if let text = FoundationTranslator.stringNumber(head, type, name) { return text }
        if let type, type.isOptional, !type.isOptionalChain { head += "?" }
        if name == "allKeys" || name == "allValues", !head.hasSuffix("?") {
            return "Array(\(head).\(name == "allKeys" ? "keys" : "values"))" // NSDictionary answered arrays
        }
        if name == "length", let type, ["NSAttributedString", "NSMutableAttributedString"].contains(type.name) {
            return chained(head, name) // an attributed string keeps NSString's length
        }
        if name == "allObjects", let type {
            if type.name.hasPrefix("Set<") { return type.isOptional ? "Array(\(try receiverText(base)) ?? [])" : "Array(\(head))" }
            if type.name == "RACTuple" { return chained(head, "allObjects()") } // a method in RACLegacy
        }
        if let renamed = FoundationTranslator.propertyRenames[name] { return chained(head, renamed) }
        if name == "URL", let type, ["URLRequest", "URLResponse", "HTTPURLResponse"].contains(type.name) {
            return chained(head, "url") // Foundation's value types and responses spell it in lower case
        }
        if name == "boolValue", let type, type.name == "Bool", type.optionality == .none { return try receiverText(base) }
        if name == "disposed" { return chained(head, "isDisposed") }
        if name == "signal", case .member(_, "rac_sequence") = base { return chained(head, "signal()") }
        if MessageTranslator.methodsUsedAsProperties.contains(name) && type?.name != "RACMulticastConnection" {
            return chained(head, name + "()")
        }
        if isZeroArgumentMethod(name, of: base) { return chained(head, name + "()") }
        return chained(head, name)
    }

    /// True when dot syntax `base.name` reaches a method of a class among the inputs rather than a property:
    /// `self.class.sharedError` (a class method), `Store.shared`, `self.reload`.
    private func isZeroArgumentMethod(_ name: String, of base: Expression) -> Bool {
        var owner: String?
        var wantsClassMethod = true
        if let inner = MessageTranslator.classReceiver(base) {
            owner = if case .identifier("self") = inner { context.current?.name } else { translator.staticType(inner)?.name }
        } else if case .identifier(let cls) = base, !context.isLocal(cls), context.classes[cls] != nil {
            owner = cls
        } else {
            owner = if case .identifier("self") = base { context.current?.name } else { translator.staticType(base)?.name }
            // In a class method, `self` is the class: `self.sharedQueue` calls the class method.
            wantsClassMethod = base == .identifier("self") && context.inClassMethod
        }
        guard let owner, context.property(name, ofType: owner) == nil else { return false }
        var cls = context.classes[owner] ?? context.foundationCategoryClass(owner, declaring: { $0.methods[name] != nil })
        var depth = 0
        while let info = cls, depth < 64 {
            if let method = info.methods[name], method.isClassMethod == wantsClassMethod { return true }
            cls = info.superclass.flatMap { context.classes[$0] }
            depth += 1
        }
        return false
    }

    /// `head.member`; after an argument list laid out one argument per line, the `)` goes on its own line.
    func chained(_ head: String, _ member: String) -> String {
        if head.hasSuffix(ArgumentText.brokenMarker) {
            return String(head.dropLast(ArgumentText.brokenMarker.count + 1)) + "\n)." + member
        }
        if head.hasSuffix(ArgumentText.brokenMarker + "?") {
            return String(head.dropLast(ArgumentText.brokenMarker.count + 2)) + "\n)?." + member
        }
        return head + "." + member
    }

    /// `x` of `x.class` or `[x class]`.
    static func classReceiver(_ e: Expression) -> Expression? {
        if case .member(let inner, "class") = e { return inner }
        if case .message(let inner, let pieces) = e, pieces == [SelectorPiece(keyword: "class", argument: nil)] { return inner }
        return nil
    }
}
