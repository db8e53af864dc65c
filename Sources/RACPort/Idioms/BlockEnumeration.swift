/// `[items enumerateObjectsUsingBlock:^(Item *item, NSUInteger idx, BOOL *stop) { … }]`, rewritten before translation
/// as the loop it is, in a scope of its own:
///
///     { BOOL stop = NO; NSInteger idx = -1;
///       for (Item *item in items) { if (stop) break; idx++; … } }
///
/// where `*stop = YES;` sets `stop` (the block ran to its end, then no other element was visited) and a `return;`
/// of the block is `continue;`. A block whose `return` sits in a loop or switch of its own (where `continue` would
/// mean something else) is left to the block translation.
enum BlockEnumeration {
    static func rewrite(_ expression: Expression) -> Statement? {
        guard case .message(let collection, let pieces) = expression, pieces.count == 1,
            pieces[0].keyword == "enumerateObjectsUsingBlock", case .block(let block)? = pieces[0].argument,
            block.parameters.count == 3
        else { return nil }
        let (object, index, stop) = (block.parameters[0], block.parameters[1], block.parameters[2])
        guard stop.type.pointers == 1, !returnsInsideLoop(block.body, nested: false) else { return nil }
        let body = rewritten(block.body, stop: stop.name)
        var named: Set<String> = []
        SyntaxWalker.walk(block.body) { if case .identifier(let name) = $0 { named.insert(name) } }
        // Only what the body uses is declared (a variable never read would be a warning).
        var before: [Statement] = []
        var loop: [Statement] = []
        if named.contains(stop.name) {
            before.append(.declaration(type: TypeName(base: "BOOL"), name: stop.name, value: .identifier("NO"), qualifiers: []))
            loop.append(.ifElse(.identifier(stop.name), [.breakLoop], nil))
        }
        if named.contains(index.name) {
            before.append(.declaration(type: TypeName(base: "NSInteger"), name: index.name, value: .prefix("-", .number("1")),
                                       qualifiers: []))
            loop.append(.expression(.postfix("++", .identifier(index.name))))
        }
        // Every element reaches the block (typed or not), so the loop visits all and casts each, keeping the index.
        var element: [Statement] = []
        if object.type.base != "id" {
            element.append(.declaration(type: object.type, name: object.name, value: .cast(object.type, .identifier(object.name)),
                                        qualifiers: []))
        }
        let forIn = Statement.forIn(type: nil, name: object.name, collection: collection, body: loop + element + body)
        return before.isEmpty ? forIn : .compound(before + [forIn])
    }

    /// The names a rewritten enumeration assigns (its stop flag and index), which are Swift variables.
    static func assignedNames(_ statement: Statement) -> [String] {
        guard case .compound(let parts) = statement else { return [] }
        return parts.compactMap { if case .declaration(_, let name, _, _) = $0 { name } else { nil } }
    }

    /// True when a `return` of the block sits inside a loop or switch of the block's own.
    private static func returnsInsideLoop(_ statements: [Statement], nested: Bool) -> Bool {
        statements.contains { statement in
            switch statement {
            case .returnValue: nested
            case .ifElse(_, let then, let otherwise):
                returnsInsideLoop(then, nested: nested) || returnsInsideLoop(otherwise ?? [], nested: nested)
            case .compound(let b), .deferred(let b), .sequence(let b): returnsInsideLoop(b, nested: nested)
            case .forLoop(_, _, _, let b), .forIn(_, _, _, let b), .whileLoop(_, let b), .doWhile(let b, _):
                returnsInsideLoop(b, nested: true)
            case .switchCase(_, let arms): arms.contains { returnsInsideLoop($0.body, nested: true) }
            default: false
            }
        }
    }

    /// `*stop = YES;` → `stop = YES;`, `return;` → `continue;`, through the block's own statements.
    private static func rewritten(_ statements: [Statement], stop: String) -> [Statement] {
        statements.map { statement in
            switch statement {
            case .expression(.binary("=", .prefix("*", .identifier(stop)), let value)):
                .expression(.binary("=", .identifier(stop), value))
            case .returnValue(nil): .continueLoop
            case .ifElse(let c, let then, let otherwise):
                .ifElse(c, rewritten(then, stop: stop), otherwise.map { rewritten($0, stop: stop) })
            case .compound(let b): .compound(rewritten(b, stop: stop))
            case .forLoop(let i, let c, let s, let b): .forLoop(initial: i, condition: c, step: s, body: rewritten(b, stop: stop))
            case .forIn(let t, let n, let c, let b): .forIn(type: t, name: n, collection: c, body: rewritten(b, stop: stop))
            case .whileLoop(let c, let b): .whileLoop(c, rewritten(b, stop: stop))
            default: statement
            }
        }
    }
}
