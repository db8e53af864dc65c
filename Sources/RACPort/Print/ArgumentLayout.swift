/// One translated argument of a call, and whether it is a closure literal.
struct ArgumentText {
    var text: String
    var isClosure: Bool

    /// Follows a `)` that closes an argument list laid out one argument per line; `SwiftPrinter` removes it.
    static let brokenMarker = "\u{2}"

    /// `(a, b)`; when an argument spans several lines, the layout swift-format gives it: a line break after `(`
    /// and before each multi-line argument, single-line arguments kept on the line they follow, `)` closing the
    /// last one. A lone closure argument stays `(label: { … })`.
    static func list(_ parts: [ArgumentText]) -> String {
        let multiline = parts.map { $0.text.contains("\n") }
        guard multiline.contains(true), !(parts.count == 1 && parts[0].isClosure) else {
            return "(" + parts.map(\.text).joined(separator: ", ") + ")"
        }
        var body = parts[0].text
        for i in parts.indices.dropFirst() {
            body += (multiline[i] ? ",\n" : ", ") + parts[i].text
        }
        return "(\n" + SwiftPrinter.indent(body) + ")" + brokenMarker
    }
}
