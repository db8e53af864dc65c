/// Swift's reserved words: Objective-C names that collide with them are declared with backticks.
enum SwiftKeywords {
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
        "is", "try", "throws", "Any", "Self", "super", "self", "true", "false", "nil",
    ]

    /// `name`, or `` `name` `` when it is reserved.
    static func escaped(_ name: String) -> String {
        reserved.contains(name) && name != "self" && name != "super" ? "`\(name)`" : name
    }
}
