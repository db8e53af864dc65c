/// A place in an input file, counted from 1 in both directions.
public struct SourcePosition: Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in bytes.
    public var column: Int

    /// Creates a position from a line and a column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position as `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// The lexical category of a token.
public enum TokenKind: Sendable, Equatable {
    /// A name such as `self`, `RACSignal` or `subscribeNext`.
    case identifier
    /// An `@` keyword such as `@interface`, spelled with its `@`.
    case atKeyword
    /// An integer or floating point literal, suffixes included.
    case number
    /// An `@"…"` literal; the token text is the body without quotes.
    case objcString
    /// A C string literal `"…"`; the token text is the body without quotes.
    case cString
    /// A character literal such as `'a'`, quotes kept.
    case character
    /// An operator or punctuation mark.
    case punct
    /// A whole preprocessor line such as `#import "A.h"`.
    case directive
    /// The end of the input.
    case end
}

/// One lexical token with the position of its first character.
public struct Token: Sendable, Equatable {
    /// What kind of token this is.
    public var kind: TokenKind
    /// The token's text (see `TokenKind` for literals).
    public var text: String
    /// Where the token starts.
    public var position: SourcePosition
    /// The byte offset of the token's first character, for slicing the original text.
    public var offset: Int
    /// The byte offset just past the token.
    public var endOffset: Int
    /// True between `NS_ASSUME_NONNULL_BEGIN` and `NS_ASSUME_NONNULL_END`: unannotated pointers are nonnull.
    public var assumesNonnull = false

    /// Creates a token.
    public init(kind: TokenKind, text: String, position: SourcePosition, offset: Int, endOffset: Int) {
        self.kind = kind
        self.text = text
        self.position = position
        self.offset = offset
        self.endOffset = endOffset
    }

    /// True when this is the punctuation or keyword `text`.
    func isPunct(_ p: String) -> Bool { kind == .punct && text == p }
}
