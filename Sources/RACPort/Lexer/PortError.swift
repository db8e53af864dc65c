/// Why an input could not be read or parsed; always carries a position.
public struct PortError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The broad reason, stable enough for tests to match on.
    public enum Kind: Sendable, Equatable {
        /// The file has no code at all.
        case emptyFile
        /// The file holds bytes that are not UTF-8 text.
        case binaryFile
        /// A `/*` comment has no `*/`.
        case unterminatedComment
        /// A string or character literal reaches the end of its line.
        case unterminatedString
        /// A `{`, `(` or `[` is never closed, or a closer has no opener.
        case unbalanced
        /// A token appeared where the grammar wanted something else.
        case unexpected
        /// Statements, expressions or types nest deeper than the parser's documented limit.
        case tooDeep
        /// A class or category is implemented in two inputs.
        case duplicate
    }

    /// The broad reason.
    public var kind: Kind
    /// Where the problem was found.
    public var position: SourcePosition
    /// What was expected, in words.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, at position: SourcePosition, _ message: String) {
        self.kind = kind
        self.position = position
        self.message = message
    }

    /// `line:column: message`, ready to be prefixed with a file name.
    public var description: String { "\(position): error: \(message)" }
}
