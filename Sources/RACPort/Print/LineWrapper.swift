/// Wraps a one-line statement that is too long at its final call's parentheses, as swift-format does:
/// `f(a, b)` becomes `f(` + the arguments on the next line, or one argument per line when they do not fit.
enum LineWrapper {
    /// swift-format's default line length.
    static let lineLength = 100

    /// Wraps every line of a rendered file that is longer than `lineLength` and ends with a call.
    static func wrapLines(_ file: String) -> String {
        var column = 0
        var longest = 0
        for byte in file.utf8 {
            column = byte == 10 ? 0 : column + 1
            longest = max(longest, column)
        }
        if longest <= lineLength { return file }
        var out = ""
        out.reserveCapacity(file.utf8.count + 64)
        // Split as bytes: splitting the String compares Characters, a fifth of rac-port's time on large files.
        for bytes in file.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = Substring(bytes)
            if !out.isEmpty || line.startIndex != file.startIndex { out += "\n" }
            guard line.utf8.count > lineLength else {
                out += line
                continue
            }
            let indentation = line.prefix(while: { $0 == " " }).count
            let pad = String(repeating: " ", count: indentation)
            let wrapped = wrap(String(line.dropFirst(indentation)), indentation: indentation)
            out += wrapped.split(separator: "\n").map { pad + $0 }.joined(separator: "\n")
        }
        return out
    }

    static func wrap(_ text: String, indentation: Int) -> String {
        guard indentation + text.count > lineLength, !text.contains("\n"), !text.hasPrefix("//") else { return text }
        // A closure header that does not fit: its parameters go to the next line.
        if text.hasSuffix(" in"), let brace = lastClosureBrace(text) {
            let opener = String(text[..<brace] + " {")
            if indentation + opener.count > lineLength, let fitted = breakBeforeChain(text, indentation) { return fitted }
            let fitted = indentation + opener.count > lineLength ? (breakBeforeChain(opener, indentation) ?? opener) : opener
            return fitted + "\n    " + text[text.index(brace, offsetBy: 3)...]
        }
        if text.hasSuffix(" {"), let fitted = breakBeforeChain(text, indentation) { return fitted }
        // A returned string literal that does not fit starts on the next line.
        if text.hasPrefix("return \""), text.hasSuffix("\"") {
            return "return\n    " + text.dropFirst(7)
        }
        if let split = logicalSplit(text, indentation: indentation) { return split }
        if let expanded = expandTrailingClosure(text, indentation: indentation) { return expanded }
        return wrapCall(text, indentation: indentation)
    }

    /// A one-line trailing closure `f { x in body }` that does not fit opens on this line and closes on its own.
    private static func expandTrailingClosure(_ text: String, indentation: Int) -> String? {
        guard text.hasSuffix(" }"), let open = matchingOpener(text), text[open] == "{" else { return nil }
        let head = text[..<open]
        var inside = text[text.index(after: open)..<text.index(text.endIndex, offsetBy: -2)].trimmingSpaces()
        var parameters = ""
        if let inRange = closureParameterEnd(inside) {
            parameters = " " + inside[..<inRange].trimmingSpaces() + " in"
            inside = inside[inside.index(inRange, offsetBy: 3)...].trimmingSpaces()
        }
        guard !inside.isEmpty, indentation + head.count + 1 + parameters.count <= lineLength else { return nil }
        return head + "{" + parameters + "\n    " + inside + "\n}"
    }

    /// The position of ` in ` ending a closure's parameter list (a single identifier list), if there is one.
    private static func closureParameterEnd(_ text: String) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if text[index...].hasPrefix(" in ") { return index }
            guard c.isLetter || c.isNumber || c == "_" || c == "," || c == " " || c == "[" || c == "]" else {
                return nil
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The opener matching the line's final closer, outside string literals; nil when it is on another line.
    private static func matchingOpener(_ text: String) -> String.Index? {
        var inString = false
        var opens: [String.Index] = []
        var matched: String.Index?
        var previous: Character = " "
        for index in text.indices {
            let c = text[index]
            if c == "\"" && previous != "\\" { inString.toggle() }
            previous = c
            if inString { continue }
            if "([{".contains(c) {
                opens.append(index)
            } else if ")]}".contains(c) {
                let open = opens.popLast()
                if index == text.index(before: text.endIndex) { matched = open }
            }
        }
        return matched
    }

    /// `a.b(x).c {` that does not fit: the last call's arguments go on their own line and `).c {` closes them,
    /// as swift-format breaks a member chain that opens a closure.
    private static func breakBeforeChain(_ text: String, _ indentation: Int) -> String? {
        var depth = 0
        var inString = false
        var previous: Character = " "
        var opens: [String.Index] = []
        var candidate: (open: String.Index, close: String.Index)?
        for index in text.indices {
            let c = text[index]
            if c == "\"" && previous != "\\" { inString.toggle() }
            previous = c
            if inString { continue }
            if "([{".contains(c) {
                opens.append(index)
                depth += 1
            } else if ")]}".contains(c) {
                depth -= 1
                guard let open = opens.popLast() else { return nil }
                let next = text.index(after: index)
                if depth == 0, c == ")", next < text.endIndex, text[next] == "." { candidate = (open, index) }
            }
        }
        guard let candidate else { return nil }
        let head = text[...candidate.open]
        let inner = text[text.index(after: candidate.open)..<candidate.close]
        let tail = text[candidate.close...]
        guard !inner.isEmpty, indentation + head.count <= lineLength, indentation + 4 + inner.count <= lineLength,
            indentation + tail.count <= lineLength
        else { return nil }
        return head + "\n    " + inner + "\n" + tail
    }

    /// Where the last ` { ` of the line starts.
    private static func lastClosureBrace(_ text: String) -> String.Index? {
        var found: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(" { ") { found = index }
            index = text.index(after: index)
        }
        return found
    }

    /// Breaks before the last top-level `&&` or `||` whose left side fits; the rest continues 4 spaces in.
    /// In an assignment or declaration the whole right side first moves to the next line.
    private static func logicalSplit(_ text: String, indentation: Int) -> String? {
        if let equals = topLevelAssignment(text) {
            let rhs = String(text[text.index(equals, offsetBy: 3)...])
            guard let split = logicalCut(rhs, indentation: indentation + 4) else { return nil }
            return text[..<equals] + " =\n    " + split.replacingContinuation()
        }
        return logicalCut(text, indentation: indentation)
    }

    /// Where ` = ` of a top-level assignment is, if the line has one.
    private static func topLevelAssignment(_ text: String) -> String.Index? {
        var depth = 0
        var inString = false
        var previous: Character = " "
        for index in text.indices {
            let c = text[index]
            if c == "\"" && previous != "\\" { inString.toggle() }
            previous = c
            if inString { continue }
            if "([{".contains(c) { depth += 1 }
            if ")]}".contains(c) { depth -= 1 }
            if depth == 0, c == " ", text[index...].hasPrefix(" = ") { return index }
        }
        return nil
    }

    private static func logicalCut(_ text: String, indentation: Int) -> String? {
        if indentation + text.count <= lineLength { return text }
        var depth = 0
        var inString = false
        var previous: Character = " "
        var candidates: [String.Index] = []
        for index in text.indices {
            let c = text[index]
            if c == "\"" && previous != "\\" { inString.toggle() }
            previous = c
            if inString { continue }
            if "([{".contains(c) { depth += 1 }
            if ")]}".contains(c) { depth -= 1 }
            if depth == 0, c == " ", text[index...].hasPrefix(" && ") || text[index...].hasPrefix(" || ") {
                candidates.append(index)
            }
        }
        guard let cut = candidates.last(where: { text.distance(from: text.startIndex, to: $0) + indentation <= lineLength })
        else { return nil }
        return text[..<cut] + "\n    " + text[text.index(after: cut)...]
    }

    private static func wrapCall(_ text: String, indentation: Int) -> String {
        guard text.hasSuffix(")"),
            !text.hasPrefix("//"), let open = openingParenthesis(of: text)
        else { return text }
        let head = text[..<open]
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard !inner.isEmpty else { return text }
        guard indentation + head.count + 1 <= lineLength else { return memberBreak(text, head, indentation) ?? text }
        if indentation + 4 + inner.count + 1 <= lineLength {
            return head + "(\n    " + inner + ")"
        }
        let arguments = topLevelArguments(inner)
        guard arguments.count > 1 else { return text }
        return head + "(\n" + arguments.map { "    " + $0 }.joined(separator: ",\n") + ")"
    }

    /// `a.b(x).c(y)` whose last call cannot open on this line: the last `.c(y)` moves to the next line, 4 spaces in.
    private static func memberBreak(_ text: String, _ head: Substring, _ indentation: Int) -> String? {
        guard let dot = head.lastIndex(of: "."), head[..<dot].last == ")" else { return nil }
        let first = text[..<dot]
        let rest = text[dot...]
        guard indentation + first.count <= lineLength, indentation + 4 + rest.count <= lineLength else { return nil }
        return first + "\n    " + rest
    }

    /// The `(` matching the final `)`, outside string literals.
    private static func openingParenthesis(of text: String) -> String.Index? {
        guard let open = matchingOpener(text), text[open] == "(" else { return nil }
        return open
    }

    /// Splits an argument list at its top-level commas.
    private static func topLevelArguments(_ inner: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for c in inner {
            if c == "\"" && previous != "\\" { inString.toggle() }
            previous = c
            if !inString {
                if "([{".contains(c) { depth += 1 }
                if ")]}".contains(c) { depth -= 1 }
                if c == "," && depth == 0 {
                    parts.append(current.trimmingSpaces())
                    current = ""
                    continue
                }
            }
            current.append(c)
        }
        parts.append(current.trimmingSpaces())
        return parts
    }
}

extension String {
    /// A split right side keeps its continuation lines at the right side's own indentation.
    fileprivate func replacingContinuation() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 ? String($0.element) : String($0.element.dropFirst(4)) }
            .joined(separator: "\n    ")
    }
}
