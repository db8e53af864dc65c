/// RACLegacy's block-taking API as Swift declares it, written as data: what a block passed for a selector piece must
/// return. A block literal in Objective-C rarely states its return type; the piece it is passed to does.
enum RACLegacyAPI {
    /// Selector piece → the Swift result type of the closure passed there (non-optional: a `nil` return, or the
    /// bail-out of a `@strongify`ed block, needs a value of this type).
    static let blockResults: [String: String] = [
        "initWithSignalBlock": "RACSignal", "signalBlock": "RACSignal", "then": "RACSignal", "catch": "RACSignal",
        "flattenMap": "RACSignal",
        "filter": "Bool", "takeUntilBlock": "Bool", "takeWhileBlock": "Bool", "skipUntilBlock": "Bool",
        "skipWhileBlock": "Bool", "any": "Bool", "all": "Bool",
        // Blocks whose nil result is a value sent on (`Any?`): nil stays nil whatever else they return.
        "map": "Any?", "reduceEach": "Any?", "reduce": "Any?", "reduceWithIndex": "Any?", "tryMap": "Any?",
        "scanWithStart": "Any?", "aggregateWithStart": "Any?",
        // Foundation's comparators, translated beside RAC's blocks: a comparison sent to nil answered NSOrderedSame.
        "sortedArrayUsingComparator": "ComparisonResult", "sortUsingComparator": "ComparisonResult",
    ]

    /// What a closure returning `type` returns where RAC 2 code returned nil (or its object was gone): RAC reads a
    /// nil signal as the empty one and a nil predicate result as NO. Nil for types that take nil as they are.
    static func emptyResult(_ type: String) -> String? {
        switch type {
        case "RACSignal": return "RACSignal.empty()"
        case "Bool": return "false"
        case "ComparisonResult": return ".orderedSame"
        default: return nil
        }
    }
}
