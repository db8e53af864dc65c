/// One `#define` that the preprocessor expands where it is used, as C does: an object-like macro whose value is an
/// expression or statement (`#define SharedClient ((AppDelegate *)[UIApplication sharedApplication].delegate).client`)
/// or a function-like one (`#define RGB(r, g, b) [UIColor colorWithRed:r/255.0 green:g/255.0 blue:b/255.0 alpha:1]`).
struct Macro: Sendable {
    var name: String
    /// The parameter names of a function-like macro (`__VA_ARGS__` stands for the `...`); nil for an object-like one.
    var parameters: [String]?
    var isVariadic = false
    var body: [Token]
}

/// The macros of a set of inputs that are expanded at each use. Not here, and so translated as before: a simple
/// constant or a shared instance (`#define kTimeout 30`, `#define Center [NSNotificationCenter defaultCenter]`),
/// which becomes a Swift constant; a name rac-port gives a meaning of its own (RAC's macros, Apple's `NS`/`UI`/`CG`
/// names); an object-like macro without a value; a body that stringifies or pastes tokens (`#x`, `a ## b`) or
/// leaves a bracket open.
struct MacroTable: Sendable {
    private(set) var macros: [String: Macro] = [:]

    init() {}

    /// The expandable macros defined by the directive tokens of `files`; the first definition of a name wins.
    init(collecting files: [[Token]]) {
        for tokens in files {
            for token in tokens where token.kind == .directive {
                if let macro = Self.macro(token.text), macros[macro.name] == nil { macros[macro.name] = macro }
            }
        }
    }

    var isEmpty: Bool { macros.isEmpty }

    subscript(name: String) -> Macro? { macros[name] }

    /// Names whose meaning rac-port knows: never expanded, whatever the inputs define.
    static func isReserved(_ name: String) -> Bool {
        let prefixes = ["RAC", "rac_", "metamacro", "ext_", "NS", "UI", "CG", "CF", "dispatch_", "__", "OBJC_"]
        let names: Set<String> = ["weakify", "strongify", "unsafeify", "keypath", "collectionKeypath", "onExit",
                                  "MIN", "MAX", "ABS", "YES", "NO", "nil", "Nil", "NULL", "TRUE", "FALSE"]
        return names.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }

    /// The macro a `#define` line defines, when it is one to expand.
    static func macro(_ line: String) -> Macro? {
        guard Preprocessor.directiveWord(line) == "define" else { return nil }
        var text = Substring(line).dropFirst().drop { $0 == " " || $0 == "\t" }.dropFirst("define".count)
        guard text.first == " " || text.first == "\t" else { return nil }
        text = text.drop { $0 == " " || $0 == "\t" }
        let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty, !isReserved(name) else { return nil }
        text = text.dropFirst(name.count)
        var parameters: [String]?
        var isVariadic = false
        if text.first == "(" {
            // Function-like only when the parenthesis touches the name, as in C.
            guard let close = text.firstIndex(of: ")") else { return nil }
            var list: [String] = []
            for raw in text[text.index(after: text.startIndex)..<close].split(separator: ",") {
                let parameter = raw.trimmingSpaces
                if parameter == "..." {
                    isVariadic = true
                    list.append("__VA_ARGS__")
                } else if !parameter.isEmpty, parameter.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    list.append(String(parameter))
                } else {
                    return nil
                }
            }
            parameters = list
            text = text[text.index(after: close)...]
        }
        let bodyText = String(text).replacingContinuations
        var lexer = Lexer(bytes: Array(bodyText.utf8))
        guard let lexed = try? lexer.tokenize() else { return nil }
        let body = Array(lexed.dropLast()) // the end token
        // An object-like macro without a value is a flag for `#ifdef` (or an include guard), not code.
        guard isExpandable(body, variadic: isVariadic), parameters != nil || !body.isEmpty else { return nil }
        if parameters == nil, !body.isEmpty, let value = try? Parser.parse(expression: bodyText),
            Parser.isSimpleConstant(value) || Parser.isSharedInstance(value)
        {
            return nil // a constant: translated as a Swift `let`
        }
        return Macro(name: name, parameters: parameters, isVariadic: isVariadic, body: body)
    }

    /// Balanced brackets, no directive, and no `#`/`##` but the `, ## __VA_ARGS__` that drops its comma.
    private static func isExpandable(_ body: [Token], variadic: Bool) -> Bool {
        var depth = 0
        for (i, token) in body.enumerated() {
            switch token.kind {
            case .directive: return false
            case .punct:
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) {
                    depth -= 1
                    if depth < 0 { return false }
                }
                if token.text == "##" {
                    guard variadic, i > 0, body[i - 1].isPunct(","), i + 1 < body.count,
                        body[i + 1].text == "__VA_ARGS__"
                    else { return false }
                } else if token.text.hasPrefix("#") {
                    return false
                }
            default: break
            }
        }
        return depth == 0
    }
}

/// Expands the macros of a `MacroTable` in a token stream, as C's preprocessor does: the arguments of a
/// function-like macro are expanded before they are put in its body, and the result is scanned again with the
/// macro's own name left alone (so a macro naming itself stops). Every token of an expansion takes the place of the
/// macro's use (its position and source range), so flags and line anchors show the use as written.
enum MacroExpander {
    static func expand(_ tokens: [Token], _ table: MacroTable) -> [Token] {
        guard !table.isEmpty else { return tokens }
        var output: [Token] = []
        output.reserveCapacity(tokens.count)
        expand(tokens[...], table, active: [], into: &output, depth: 0)
        return output
    }

    private static func expand(_ tokens: ArraySlice<Token>, _ table: MacroTable, active: Set<String>,
                               into output: inout [Token], depth: Int)
    {
        var i = tokens.startIndex
        while i < tokens.endIndex {
            let token = tokens[i]
            if token.kind == .directive, let macro = MacroTable.macro(token.text), table[macro.name] != nil {
                i += 1 // the definition itself: expanded where used
                continue
            }
            guard token.kind == .identifier, depth < 64, !active.contains(token.text), let macro = table[token.text],
                !isMemberName(tokens, at: i)
            else {
                output.append(token)
                i += 1
                continue
            }
            var body = macro.body
            var last = i
            if let parameters = macro.parameters {
                guard let (arguments, close) = arguments(tokens, after: i),
                    arguments.count == parameters.count
                        || (macro.isVariadic && arguments.count >= parameters.count - 1)
                        || (parameters.isEmpty && arguments == [[]])
                else {
                    output.append(token)
                    i += 1
                    continue
                }
                var expanded: [String: [Token]] = [:]
                for (n, name) in parameters.enumerated() {
                    var raw: [Token]
                    if macro.isVariadic && n == parameters.count - 1 {
                        raw = []
                        for (k, argument) in arguments.dropFirst(n).enumerated() {
                            if k > 0 { raw.append(comma(token)) }
                            raw += argument
                        }
                    } else {
                        raw = n < arguments.count ? arguments[n] : []
                    }
                    var result: [Token] = []
                    expand(raw[...], table, active: active, into: &result, depth: depth + 1)
                    expanded[name] = result
                }
                body = substitute(macro.body, expanded)
                last = close
            }
            let use = (position: token.position, offset: token.offset, end: tokens[last].endOffset)
            for k in body.indices {
                body[k].position = use.position
                body[k].offset = use.offset
                body[k].endOffset = use.end
                body[k].assumesNonnull = token.assumesNonnull
            }
            expand(body[...], table, active: active.union([macro.name]), into: &output, depth: depth + 1)
            i = last + 1
        }
    }

    /// `x.NAME`, `x->NAME` and `@selector(NAME)`: a member or selector, which C would expand too, but whose
    /// expansion in real code is always an accident of naming; left as written.
    private static func isMemberName(_ tokens: ArraySlice<Token>, at i: Int) -> Bool {
        guard i > tokens.startIndex else { return false }
        let previous = tokens[i - 1]
        return previous.isPunct(".") || previous.isPunct("->")
            || (previous.isPunct("(") && i - 2 >= tokens.startIndex && tokens[i - 2].text == "@selector")
    }

    /// The arguments of a function-like macro's use (split at top-level commas, as C splits them: only parentheses
    /// nest) and the index of the closing parenthesis; nil when no `(` follows the name or it is never closed.
    private static func arguments(_ tokens: ArraySlice<Token>, after name: Int) -> ([[Token]], Int)? {
        var i = name + 1
        guard i < tokens.endIndex, tokens[i].isPunct("(") else { return nil }
        var arguments: [[Token]] = [[]]
        var depth = 0
        i += 1
        while i < tokens.endIndex, tokens[i].kind != .end {
            let token = tokens[i]
            if token.isPunct("(") { depth += 1 }
            if token.isPunct(")") {
                if depth == 0 { return (arguments, i) }
                depth -= 1
            }
            if token.isPunct(","), depth == 0 {
                arguments.append([])
            } else {
                arguments[arguments.count - 1].append(token)
            }
            i += 1
        }
        return nil
    }

    /// The body with each parameter replaced by its expanded argument; `, ## __VA_ARGS__` loses its comma when
    /// no variable arguments were given.
    private static func substitute(_ body: [Token], _ arguments: [String: [Token]]) -> [Token] {
        var result: [Token] = []
        var k = 0
        while k < body.count {
            let token = body[k]
            if token.isPunct("##") {
                if arguments["__VA_ARGS__"]?.isEmpty ?? true, result.last?.isPunct(",") == true { result.removeLast() }
                k += 1
                continue
            }
            if token.kind == .identifier, let argument = arguments[token.text] {
                result += argument
            } else {
                result.append(token)
            }
            k += 1
        }
        return result
    }

    private static func comma(_ at: Token) -> Token {
        Token(kind: .punct, text: ",", position: at.position, offset: at.offset, endOffset: at.endOffset)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}

extension String {
    /// A macro body with its `\` line continuations joined.
    fileprivate var replacingContinuations: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\\") ? String($0.dropLast()) : String($0) }.joined(separator: " ")
    }
}
