/// Re-renders Objective-C syntax on one line, for the original text of flag comments.
enum ObjCText {
    static func statement(_ s: Statement) -> String {
        switch s {
        case .expression(let e): return expression(e) + ";"
        case .declaration(let type, let name, let value, let qualifiers):
            let q = qualifiers.isEmpty ? "" : qualifiers.joined(separator: " ") + " "
            return q + typeName(type) + name + (value.map { " = " + expression($0) } ?? "") + ";"
        case .ifElse(let c, _, _): return "if (\(expression(c))) { … }"
        case .forLoop: return "for (…) { … }"
        case .forIn(_, let name, let collection, _): return "for (\(name) in \(expression(collection))) { … }"
        case .whileLoop(let c, _): return "while (\(expression(c))) { … }"
        case .doWhile(_, let c): return "do { … } while (\(expression(c)));"
        case .switchCase(let v, _): return "switch (\(expression(v))) { … }"
        case .returnValue(let v): return "return" + (v.map { " " + expression($0) } ?? "") + ";"
        case .breakLoop: return "break;"
        case .continueLoop: return "continue;"
        case .compound: return "{ … }"
        case .weakify(let n): return "@weakify(\(n.joined(separator: ", ")));"
        case .strongify(let n): return "@strongify(\(n.joined(separator: ", ")));"
        case .mark(let t): return "#pragma mark \(t)"
        case .unsupported(_, let text): return text
        }
    }

    static func typeName(_ t: TypeName) -> String {
        if t.block != nil { return "block " }
        let protocols = t.protocols.isEmpty ? "" : "<\(t.protocols.joined(separator: ", "))>"
        return t.base + protocols + " " + String(repeating: "*", count: t.pointers)
    }

    static func expression(_ e: Expression) -> String {
        switch e {
        case .identifier(let n), .number(let n), .character(let n): return n
        case .objcString(let s): return "@\"\(s)\""
        case .cString(let s): return "\"\(s)\""
        case .boxed(let inner): return "@(\(expression(inner)))"
        case .arrayLiteral(let items): return "@[" + items.map(expression).joined(separator: ", ") + "]"
        case .dictionaryLiteral(let entries):
            return "@{" + entries.map { expression($0.key) + ": " + expression($0.value) }.joined(separator: ", ") + "}"
        case .message(let receiver, let pieces):
            var selector = ""
            for piece in pieces {
                guard let arg = piece.argument else {
                    selector += piece.keyword
                    continue
                }
                if piece.keyword.isEmpty {
                    selector += ", " + expression(arg)
                } else {
                    selector += (selector.isEmpty ? "" : " ") + piece.keyword + ":" + expression(arg)
                }
            }
            return "[\(expression(receiver)) \(selector)]"
        case .member(let base, let name): return expression(base) + "." + name
        case .arrow(let base, let name): return expression(base) + "->" + name
        case .call(let callee, let args): return expression(callee) + "(" + args.map(expression).joined(separator: ", ") + ")"
        case .subscripted(let base, let index): return expression(base) + "[" + expression(index) + "]"
        case .prefix(let op, let operand): return op + expression(operand)
        case .postfix(let op, let operand): return expression(operand) + op
        case .binary(let op, let l, let r): return expression(l) + " " + op + " " + expression(r)
        case .ternary(let c, let t, let f): return expression(c) + " ? " + (t.map(expression) ?? "") + " : " + expression(f)
        case .cast(let t, let inner): return "(" + typeName(t).trimmingSpaces() + ")" + expression(inner)
        case .parenthesized(let inner): return "(" + expression(inner) + ")"
        case .block: return "^{ … }"
        case .selector(let s): return "@selector(\(s))"
        case .keypath(let parts): return "@keypath(\(parts.joined(separator: ".")))"
        case .unsupported(_, let text): return text
        }
    }
}
