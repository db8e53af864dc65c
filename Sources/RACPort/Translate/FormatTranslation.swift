/// Turns `[NSString stringWithFormat:@"%@ has %ld", a, b]` into `"\(a) has \(b)"` when the format is simple, and into
/// `String(format:)` printing what Objective-C printed otherwise.
struct FormatTranslator {
    let translator: ExpressionTranslator

    func interpolate(_ arguments: [Expression]) throws(Flagged) -> String {
        var arguments = arguments
        while case .parenthesized(let inner)? = arguments.first { arguments[0] = inner } // `(@"%s " fmt)` of a macro
        guard case .objcString(let format)? = arguments.first else {
            // A format held in a variable (a localized one, say): String(format:) reads it at run time.
            guard let first = arguments.first else { throw Flagged(reason: "format string is missing") }
            var text = try translator.translate(first)
            if let type = translator.staticType(first), type.optionality != .none { text += " ?? \"\"" }
            var parts = ["String(format: \(text)"]
            for value in arguments.dropFirst() {
                var piece = try translator.translate(value)
                if let type = translator.staticType(value), type.optionality != .none {
                    piece += type.name == "String" ? " ?? \"(null)\"" : " ?? 0"
                } else if StatementTranslator.chainsOptionally(piece),
                    [".intValue", ".count", ".doubleValue", ".floatValue", ".int64Value"].contains(where: piece.hasSuffix)
                {
                    piece += " ?? 0" // a number read through a nil receiver: 0, as Objective-C printed it
                }
                parts.append(piece)
            }
            return parts.joined(separator: ", ") + ")"
        }
        var values = Array(arguments.dropFirst())
        var out = "\""
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            guard c == "%" else {
                out.append(c)
                i += 1
                continue
            }
            var j = i + 1
            while j < chars.count, "lzhqjt".contains(chars[j]) { j += 1 }
            guard j < chars.count else { throw Flagged(reason: "format string ends with '%'") }
            let conversion = chars[j]
            if conversion == "%" {
                out.append("%")
            } else if "@difuxXs".contains(conversion), !values.isEmpty {
                let value = values.removeFirst()
                out += "\\(" + (try piece(value, conversion)) + ")"
            } else {
                // Width, precision or flags (`%.2f`, `%02d`): Foundation's String(format:) prints what
                // Objective-C printed.
                return try formatted(format, Array(arguments.dropFirst()))
            }
            i = j + 1
        }
        guard values.isEmpty else { throw Flagged(reason: "format string has more arguments than conversions") }
        return out + "\""
    }

    /// `String(format: "…", a, b)`: each number as a C variadic argument (nil-messaged reads 0, `%d` widened to
    /// `%ld` for Swift's Int), each `%@` as the text Objective-C printed (`(null)` for nil).
    private func formatted(_ format: String, _ values: [Expression]) throws(Flagged) -> String {
        let chars = Array(format)
        var swiftFormat = ""
        var arguments: [String] = []
        var values = values[...]
        var i = 0
        while i < chars.count {
            swiftFormat.append(chars[i])
            guard chars[i] == "%" else {
                i += 1
                continue
            }
            var j = i + 1
            while j < chars.count, !"@diouxXeEfgGcsp%".contains(chars[j]) { j += 1 }
            guard j < chars.count else { throw Flagged(reason: "format string ends inside a conversion") }
            var spec = String(chars[(i + 1)..<j])
            let conversion = chars[j]
            if conversion != "%" {
                guard let value = values.popFirst() else {
                    throw Flagged(reason: "format string has more conversions than arguments")
                }
                if "diouxX".contains(conversion), !spec.contains("l"), !spec.contains("h") { spec += "l" }
                arguments.append(conversion == "@" || conversion == "s" ? try piece(value, "@") : try translator.argument(value))
                if conversion == "s" { spec += "@" }
            }
            swiftFormat += spec + (conversion == "s" ? "" : String(conversion))
            i = j + 1
        }
        guard values.isEmpty else { throw Flagged(reason: "format string has more arguments than conversions") }
        return "String(format: \"\(swiftFormat)\"" + arguments.map { ", " + $0 }.joined() + ")"
    }

    private func piece(_ value: Expression, _ conversion: Character) throws(Flagged) -> String {
        // A number conversion prints 0 for a nil-messaged value, as Objective-C did (never `Optional(…)`).
        if conversion != "@" {
            let text = try translator.argument(value)
            let isCoalesced = text.hasPrefix("(") && text.hasSuffix(" ?? 0)")
            return isCoalesced ? String(text.dropFirst().dropLast()) : text
        }
        let text = try translator.translate(value)
        if let type = translator.staticType(value) {
            if type.optionality == .none { return text }
            return "\(text).map { \"\\($0)\" } ?? \"(null)\""
        }
        switch value {
        case .objcString, .number: return text
        default: return "String(describing: \(text))"
        }
    }
}
