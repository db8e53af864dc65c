/// Visits every expression of statements, depth first, blocks included.
enum SyntaxWalker {
    /// Calls `visit` on every expression inside `statements`.
    static func walk(_ statements: [Statement], _ visit: (Expression) -> Void) {
        for statement in statements { walk(statement, visit) }
    }

    /// Calls `visit` on every expression of the methods of a class.
    static func walk(_ decl: ClassDecl, _ visit: (Expression) -> Void) {
        for case .method(let method) in decl.members { walk(method.body ?? [], visit) }
    }

    private static func walk(_ s: Statement, _ visit: (Expression) -> Void) {
        switch s {
        case .expression(let e): walk(e, visit)
        case .declaration(_, _, let v, _): if let v { walk(v, visit) }
        case .ifElse(let c, let b, let o):
            walk(c, visit)
            walk(b, visit)
            walk(o ?? [], visit)
        case .forLoop(let i, let c, let st, let b):
            if let i { walk(i, visit) }
            if let c { walk(c, visit) }
            if let st { walk(st, visit) }
            walk(b, visit)
        case .forIn(_, _, let c, let b), .whileLoop(let c, let b), .doWhile(let b, let c):
            walk(c, visit)
            walk(b, visit)
        case .switchCase(let v, let cases):
            walk(v, visit)
            for arm in cases { walk(arm.body, visit) }
        case .returnValue(let v): if let v { walk(v, visit) }
        case .compound(let b), .deferred(let b), .sequence(let b): walk(b, visit)
        case .breakLoop, .continueLoop, .weakify, .strongify, .mark, .unsupported: break
        }
    }

    private static func walk(_ e: Expression, _ visit: (Expression) -> Void) {
        visit(e)
        switch e {
        case .message(let r, let pieces):
            walk(r, visit)
            for case let a? in pieces.map(\.argument) { walk(a, visit) }
        case .block(let b): walk(b.body, visit)
        case .call(let c, let args):
            walk(c, visit)
            for a in args { walk(a, visit) }
        case .member(let b, _), .arrow(let b, _), .boxed(let b), .parenthesized(let b), .cast(_, let b),
            .prefix(_, let b), .postfix(_, let b):
            walk(b, visit)
        case .subscripted(let a, let b), .binary(_, let a, let b):
            walk(a, visit)
            walk(b, visit)
        case .ternary(let c, let t, let f):
            walk(c, visit)
            if let t { walk(t, visit) }
            walk(f, visit)
        case .arrayLiteral(let items), .comma(let items):
            for item in items { walk(item, visit) }
        case .statementExpression(let body):
            walk(body, visit)
        case .run(let first, let links):
            walk(first, visit)
            for link in links { walk(link.operand, visit) }
        case .dictionaryLiteral(let entries):
            for entry in entries {
                walk(entry.key, visit)
                walk(entry.value, visit)
            }
        case .identifier, .number, .objcString, .cString, .character, .selector, .keypath, .unsupported:
            break
        }
    }
}
