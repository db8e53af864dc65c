/// The two GCD calls RAC 2 code uses most: `dispatch_async` and `dispatch_get_*_queue`, as `DispatchQueue`.
struct DispatchTranslator {
    let translator: ExpressionTranslator

    /// A `DispatchQueue` spelling, or nil when `name` is not one of the translated GCD functions.
    func call(_ name: String, _ arguments: [Expression]) throws(Flagged) -> String? {
        switch name {
        case "dispatch_get_main_queue" where arguments.isEmpty:
            return "DispatchQueue.main"
        case "dispatch_get_global_queue":
            return "DispatchQueue.global()"
        case "dispatch_time" where arguments.count == 2:
            let base = try translator.translate(arguments[0])
            return "\(base) + .nanoseconds(Int(\(try translator.argument(arguments[1]))))"
        case "dispatch_after" where arguments.count == 3:
            let when = try translator.translate(arguments[0])
            let queue = try translator.translate(arguments[1])
            if case .block = arguments[2] {
                return "\(queue).asyncAfter(deadline: \(when)) \(try translator.translate(arguments[2]))"
            }
            return "\(queue).asyncAfter(deadline: \(when), execute: \(try translator.translate(arguments[2])))"
        case "dispatch_sync" where arguments.count == 2:
            let queue = try translator.translate(arguments[0])
            if case .block = arguments[1] { return "\(queue).sync \(try translator.translate(arguments[1]))" }
            return "\(queue).sync(execute: \(try translator.translate(arguments[1])))"
        case "dispatch_queue_create" where arguments.count == 2:
            return "DispatchQueue(label: String(cString: \(try translator.translate(arguments[0]))))"
        case "dispatch_async" where arguments.count == 2:
            let queue = try translator.translate(arguments[0])
            if case .block = arguments[1] { return "\(queue).async \(try translator.translate(arguments[1]))" }
            return "\(queue).async(execute: \(try translator.translate(arguments[1])))"
        default:
            return nil
        }
    }
}
