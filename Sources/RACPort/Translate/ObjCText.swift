/// Re-renders Objective-C syntax from the tree, for the original text of flag comments: statements and blocks are
/// written whole (bodies on their own lines, four spaces a level), never abbreviated.
enum ObjCText {
    static func statement(_ s: Statement) -> String {
        switch s {
        case .expression(let e): return expression(e) + ";"
        case .declaration(let type, let name, let value, let qualifiers):
            let q = qualifiers.isEmpty ? "" : qualifiers.joined(separator: " ") + " "
            return q + typeName(type) + name + (value.map { " = " + expression($0) } ?? "") + ";"
        case .ifElse(let c, let body, let otherwise):
            var text = "if (\(expression(c))) " + braced(body)
            if let otherwise {
                if otherwise.count == 1, case .ifElse = otherwise[0] {
                    text += " else " + statement(otherwise[0])
                } else {
                    text += " else " + braced(otherwise)
                }
            }
            return text
        case .forLoop(let initial, let condition, let step, let body):
            let first = initial.map { String(statement($0).dropLast()) } ?? ""
            return "for (\(first); \(condition.map(expression) ?? ""); \(step.map(expression) ?? "")) " + braced(body)
        case .forIn(let type, let name, let collection, let body):
            return "for (\(type.map(typeName) ?? "")\(name) in \(expression(collection))) " + braced(body)
        case .whileLoop(let c, let body): return "while (\(expression(c))) " + braced(body)
        case .doWhile(let body, let c): return "do " + braced(body) + " while (\(expression(c)));"
        case .switchCase(let v, let cases):
            var lines: [String] = []
            for arm in cases {
                lines.append(arm.values.isEmpty ? "default:" : arm.values.map { "case \(expression($0)):" }.joined(separator: " "))
                lines += arm.body.map { indented(statement($0)) }
            }
            return "switch (\(expression(v))) {\n" + lines.map(indented).joined(separator: "\n") + "\n}"
        case .returnValue(let v): return "return" + (v.map { " " + expression($0) } ?? "") + ";"
        case .breakLoop: return "break;"
        case .continueLoop: return "continue;"
        case .compound(let body): return braced(body)
        case .weakify(let n): return "@weakify(\(n.joined(separator: ", ")));"
        case .strongify(let n): return "@strongify(\(n.joined(separator: ", ")));"
        case .mark(let t): return "#pragma mark \(t)"
        case .deferred(let body): return "@onExit " + braced(body) + ";"
        case .sequence(let parts): return parts.map(statement).joined(separator: "\n")
        case .unsupported(_, let text): return text
        }
    }

    /// `{ … }` with each statement on its own line, indented.
    static func braced(_ body: [Statement]) -> String {
        if body.isEmpty { return "{}" }
        return "{\n" + body.map { indented(statement($0)) }.joined(separator: "\n") + "\n}"
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    static func typeName(_ t: TypeName) -> String {
        if let block = t.block {
            let parameters = block.parameters.map { typeName($0).trimmingSpaces() }.joined(separator: ", ")
            return typeName(block.returns) + "(^)(" + parameters + ") "
        }
        let protocols = t.protocols.isEmpty ? "" : "<\(t.protocols.joined(separator: ", "))>"
        let arguments = t.arguments.isEmpty ? ""
            : "<" + t.arguments.map { typeName($0).trimmingSpaces() }.joined(separator: ", ") + ">"
        return t.base + protocols + arguments + " " + String(repeating: "*", count: t.pointers)
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
        case .block(let b):
            let returns = b.returns.map { typeName($0).trimmingSpaces() + " " } ?? ""
            let parameters = b.parameters.isEmpty ? ""
                : "(" + b.parameters.map { typeName($0.type) + $0.name }.joined(separator: ", ") + ") "
            return "^" + returns + parameters + braced(b.body)
        case .selector(let s): return "@selector(\(s))"
        case .keypath(let parts): return "@keypath(\(parts.joined(separator: ".")))"
        case .statementExpression(let body): return "(" + braced(body) + ")"
        case .comma(let parts): return parts.map(expression).joined(separator: ", ")
        case .run(let first, let links): return expression(first) + links.map { " \($0.op) " + expression($0.operand) }.joined()
        case .unsupported(_, let text): return text
        }
    }
}
