/// Finds every local name a body assigns after its declaration, so declarations can choose `let` or `var`.
enum AssignmentScanner {
    /// First keywords of the mutable collections' mutating messages: their receiver is a `var` in Swift.
    static let mutatingKeywords: Set<String> = [
        "addObject", "removeAllObjects", "addObjectsFromArray", "setObject", "removeLastObject", "removeObject",
        "insertObject", "removeObjectAtIndex", "removeObjectForKey", "addEntriesFromDictionary", "setValue",
        "removeObjectsInArray", "removeFirstObject", "replaceObjectAtIndex", "appendString", "appendFormat",
        "unionSet", "minusSet", "intersectSet", "removeObjectsForKeys", "exchangeObjectAtIndex", "sortUsingComparator",
        "sortUsingDescriptors", "appendData", "addValue", "setHTTPMethod", "setHTTPBody", "setAllHTTPHeaderFields",
        "setTimeoutInterval", "setCachePolicy", "setURL", "appendBytes",
    ]

    /// Properties of Foundation's value types (URLRequest, URLComponents) that Objective-C set on a mutable object.
    static let valueTypeProperties: Set<String> = [
        "cachePolicy", "URL", "HTTPMethod", "HTTPBody", "allHTTPHeaderFields", "timeoutInterval",
        "HTTPShouldHandleCookies", "mainDocumentURL", "queryItems", "percentEncodedQuery",
    ]

    static func assignedNames(_ statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        for s in statements { visit(s, &names) }
        return names
    }

    /// Every local name the statements declare, in nested scopes too (not inside blocks).
    static func declaredNames(_ statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        for s in statements {
            switch s {
            case .declaration(_, let name, _, _): names.insert(name)
            case .forIn(_, let name, _, let b): names.insert(name); names.formUnion(declaredNames(b))
            case .ifElse(_, let b, let o): names.formUnion(declaredNames(b)); names.formUnion(declaredNames(o ?? []))
            case .forLoop(let i, _, _, let b): names.formUnion(declaredNames((i.map { [$0] } ?? []) + b))
            case .whileLoop(_, let b), .doWhile(let b, _), .compound(let b), .deferred(let b), .sequence(let b):
                names.formUnion(declaredNames(b))
            case .switchCase(_, let cases): for arm in cases { names.formUnion(declaredNames(arm.body)) }
            default: break
            }
        }
        return names
    }

    private static func visit(_ s: Statement, _ names: inout Set<String>) {
        switch s {
        case .expression(let e): visit(e, &names)
        case .declaration(_, _, let v, _): if let v { visit(v, &names) }
        case .ifElse(let c, let b, let o):
            visit(c, &names)
            b.forEach { visit($0, &names) }
            o?.forEach { visit($0, &names) }
        case .forLoop(let i, let c, let st, let b):
            if let i { visit(i, &names) }
            if let c { visit(c, &names) }
            if let st { visit(st, &names) }
            b.forEach { visit($0, &names) }
        case .forIn(_, _, let c, let b):
            visit(c, &names)
            b.forEach { visit($0, &names) }
        case .whileLoop(let c, let b), .doWhile(let b, let c):
            visit(c, &names)
            b.forEach { visit($0, &names) }
        case .switchCase(let v, let cases):
            visit(v, &names)
            cases.forEach { $0.body.forEach { visit($0, &names) } }
        case .returnValue(let v): if let v { visit(v, &names) }
        case .compound(let b), .deferred(let b), .sequence(let b): b.forEach { visit($0, &names) }
        case .breakLoop, .continueLoop, .weakify, .strongify, .mark, .unsupported: break
        }
    }

    private static func visit(_ e: Expression, _ names: inout Set<String>) {
        switch e {
        case .binary(let op, let l, let r):
            if op.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(op), case .identifier(let n) = l { names.insert(n) }
            // `request.cachePolicy = …` mutates a Foundation value (URLRequest, URLComponents): a `var` in Swift.
            if op == "=", case .member(.identifier(let n), let property) = l, valueTypeProperties.contains(property) {
                names.insert(n)
            }
            // `dict[key] = value` mutates the collection in a local: a `var` in Swift.
            if op.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(op), case .subscripted(.identifier(let n), _) = l {
                names.insert(n)
            }
            visit(l, &names)
            visit(r, &names)
        case .prefix(let op, let x):
            if op == "++" || op == "--" || op == "&", case .identifier(let n) = x { names.insert(n) }
            visit(x, &names)
        case .postfix(_, let x):
            if case .identifier(let n) = x { names.insert(n) }
        case .message(let r, let pieces):
            visit(r, &names)
            pieces.forEach { if let a = $0.argument { visit(a, &names) } }
            if let first = pieces.first, AssignmentScanner.mutatingKeywords.contains(first.keyword),
                case .identifier(let n) = r
            {
                names.insert(n)
            }
        case .block(let b): b.body.forEach { visit($0, &names) }
        case .call(let c, let args):
            visit(c, &names)
            args.forEach { visit($0, &names) }
        case .member(let b, _), .arrow(let b, _), .boxed(let b), .parenthesized(let b), .cast(_, let b):
            visit(b, &names)
        case .subscripted(let a, let b):
            visit(a, &names)
            visit(b, &names)
        case .ternary(let c, let t, let f):
            visit(c, &names)
            if let t { visit(t, &names) }
            visit(f, &names)
        case .arrayLiteral(let items), .comma(let items): items.forEach { visit($0, &names) }
        case .statementExpression(let body): body.forEach { visit($0, &names) }
        case .run(let first, let links):
            visit(first, &names)
            links.forEach { visit($0.operand, &names) }
        case .dictionaryLiteral(let entries): entries.forEach { visit($0.key, &names); visit($0.value, &names) }
        default: break
        }
    }
}

extension AssignmentScanner {
    /// Every name the statements (and the blocks in them) test for nil: `if (x)`, `while (x)`, `!x`, `x == nil`,
    /// `x != nil`, `x ? a : b`, `x && …`. An object local tested so may hold nil even when its value's type is
    /// unknown (a dependency's result), so it is declared optional.
    static func nilTestedNames(_ statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        func tested(_ e: Expression) {
            var e = e
            while case .parenthesized(let inner) = e { e = inner }
            if case .identifier(let name) = e { names.insert(name) }
        }
        func visitConditions(_ statements: [Statement]) {
            for s in statements {
                switch s {
                case .ifElse(let c, let b, let o):
                    tested(c)
                    visitConditions(b)
                    visitConditions(o ?? [])
                case .whileLoop(let c, let b), .doWhile(let b, let c):
                    tested(c)
                    visitConditions(b)
                case .forLoop(_, let c, _, let b):
                    if let c { tested(c) }
                    visitConditions(b)
                case .forIn(_, _, _, let b), .compound(let b), .deferred(let b), .sequence(let b):
                    visitConditions(b)
                case .switchCase(_, let cases):
                    for arm in cases { visitConditions(arm.body) }
                default: break
                }
            }
        }
        visitConditions(statements)
        SyntaxWalker.walk(statements) { e in
            switch e {
            case .prefix("!", let operand): tested(operand)
            case .binary("==", let a, .identifier("nil")), .binary("!=", let a, .identifier("nil")),
                .binary("==", .identifier("nil"), let a), .binary("!=", .identifier("nil"), let a):
                tested(a)
            case .binary("&&", let a, let b), .binary("||", let a, let b):
                tested(a)
                tested(b)
            case .ternary(let c, _, _): tested(c)
            case .block(let block): visitConditions(block.body)
            default: break
            }
        }
        return names
    }
}
