import Foundation

/// Formats `setNameWithFormat` arguments: `%@` prints any value, numeric specifiers print numbers, `%%` a percent.
func RACFormat(_ format: String, _ arguments: [Any?]) -> String {
    var output = ""
    var iterator = arguments.makeIterator()
    var chars = format.makeIterator()
    while let c = chars.next() {
        guard c == "%" else { output.append(c); continue }
        var spec = "%"
        var conversion: Character?
        while let n = chars.next() {
            spec.append(n)
            if n.isLetter && !"hlqLzjt".contains(n) || n == "@" || n == "%" {
                conversion = n
                break
            }
        }
        guard let conversion else { output += spec; break }
        if conversion == "%" { output.append("%"); continue }
        let argument = iterator.next() ?? nil
        switch conversion {
        case "@", "s":
            output += argument.map { String(describing: $0) } ?? "(null)"
        case "d", "i", "u", "x", "X", "o", "c":
            let clean = spec.filter { !"hlqLzjt".contains($0) }.dropLast() + "ld"
            output += String(format: String(clean), integerValue(argument))
        case "f", "F", "e", "E", "g", "G":
            output += String(format: spec.filter { !"hlqLzjt".contains($0) }, doubleValue(argument))
        default:
            output += argument.map { String(describing: $0) } ?? "(null)"
        }
    }
    return output
}

private func integerValue(_ value: Any?) -> Int {
    switch value {
    case let v as Int: return v
    case let v as any BinaryInteger: return Int(v)
    case let v as Double: return Int(v)
    case let v as NSNumber: return v.intValue
    case let v as Bool: return v ? 1 : 0
    default: return 0
    }
}

private func doubleValue(_ value: Any?) -> Double {
    switch value {
    case let v as Double: return v
    case let v as Float: return Double(v)
    case let v as any BinaryInteger: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return 0
    }
}
