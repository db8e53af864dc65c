/// A piece of Swift output: a line (possibly spanning several lines, each indented together) or a braced group.
public indirect enum SwiftNode: Sendable, Equatable {
    /// Text at the current indentation (one level out when it starts with NUL, for `} else {` and `case`).
    case line(String)
    /// `open {` … `}` with the body indented one level; with an empty `open` and `close`, the body is spliced in.
    case group(open: String, body: [SwiftNode], close: String)
    /// An empty line.
    case blank
}

extension SwiftNode {
    /// A line that renders as a marker naming the Objective-C line `line`; `SourceAnchors.extract` removes the
    /// markers from the final text and keeps where they stood.
    static func anchor(_ line: Int) -> SwiftNode { .line("\u{1}\(line)") }

    /// True for an anchor marker.
    var isAnchor: Bool {
        if case .line(let text) = self { return text.utf8.first == 1 }
        return false
    }
}

/// Where each part of a generated Swift file came from: Swift line → Objective-C line, for error messages.
public struct SourceAnchors: Sendable, Equatable {
    /// Pairs of (first Swift line of a part, Objective-C line it came from), in Swift line order.
    public var lines: [(swift: Int, objc: Int)] = []

    /// The Objective-C line the Swift line `line` came from: that of the nearest part starting at or before it.
    public func objcLine(forSwiftLine line: Int) -> Int? {
        lines.last { $0.swift <= line }?.objc
    }

    /// Removes the anchor markers from `text`, noting the Swift line (1-based) each one stood before.
    static func extract(_ text: String) -> (String, SourceAnchors) {
        guard text.utf8.contains(1) else { return (text, SourceAnchors()) }
        var anchors = SourceAnchors()
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.first == "\u{1}", let objc = Int(trimmed.dropFirst()) {
                anchors.lines.append((kept.count + 1, objc))
            } else {
                kept.append(line)
            }
        }
        return (kept.joined(separator: "\n"), anchors)
    }

    public static func == (lhs: SourceAnchors, rhs: SourceAnchors) -> Bool {
        lhs.lines.map(\.swift) == rhs.lines.map(\.swift) && lhs.lines.map(\.objc) == rhs.lines.map(\.objc)
    }
}

/// Renders `SwiftNode`s as text indented by four spaces per level.
public struct SwiftPrinter {
    /// Creates a printer.
    public init() {}

    /// The text of `nodes`, each line ending with a newline.
    public func render(_ nodes: [SwiftNode]) -> String {
        var out = ""
        out.reserveCapacity(nodes.count * 40)
        append(nodes, level: 0, to: &out)
        if out.utf8.contains(2) { out.removeAll { $0 == "\u{2}" } }
        return out
    }

    /// Indents every line of `text` by `level` steps (used for closure bodies inside expressions).
    public static func indent(_ text: String, level: Int = 1) -> String {
        // One pass over the bytes: a pad before every non-empty line.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16 * level)
        var atLineStart = true
        for byte in text.utf8 {
            if atLineStart && byte != 10 {
                bytes.append(contentsOf: repeatElement(32, count: 4 * level))
            }
            bytes.append(byte)
            atLineStart = byte == 10
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func append(_ nodes: [SwiftNode], level: Int, to out: inout String) {
        var previousWasBlank = true
        for node in nodes {
            switch node {
            case .blank:
                if !previousWasBlank { out += "\n" }
                previousWasBlank = true
                continue
            case .line(let text):
                if text.hasPrefix("\u{0}") {
                    out += SwiftPrinter.indent(String(text.dropFirst()), level: max(level - 1, 0))
                } else {
                    out += SwiftPrinter.indent(text, level: level)
                }
                out += "\n"
            case .group(let open, let body, let close) where open.isEmpty && close.isEmpty:
                append(body, level: level, to: &out)
            case .group(let open, let body, let close):
                out += SwiftPrinter.indent(open, level: level)
                if body.isEmpty && close == "}" {
                    out += "}\n"
                } else {
                    out += "\n"
                    append(trimmed(body), level: level + 1, to: &out)
                    out += SwiftPrinter.indent(close, level: level) + "\n"
                }
            }
            previousWasBlank = false
        }
    }

    private func trimmed(_ nodes: [SwiftNode]) -> [SwiftNode] {
        var nodes = nodes
        while nodes.first == .blank { nodes.removeFirst() }
        while nodes.last == .blank { nodes.removeLast() }
        return nodes
    }
}
