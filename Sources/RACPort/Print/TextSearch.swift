/// Substring tests on generated Swift, byte by byte. `String.contains(_:)` compares Characters through the standard
/// library's generic searcher: the import checks of a file (about 90 names, each over the file's whole text) took
/// over half of rac-port's time. The names searched for are ASCII, and in Swift source a byte match is where a
/// Character match is.
struct TextSearch {
    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Whether `needle` occurs in the text.
    func contains(_ needle: String) -> Bool {
        contains(bytes: Array(needle.utf8))
    }

    /// Whether the UTF-8 bytes `needle` occur in the text.
    func contains(bytes needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                var start = 0
                while start <= text.count - needle.count {
                    if text[start] == first {
                        var matched = 1
                        while matched < needle.count && text[start + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
