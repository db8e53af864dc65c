import Foundation
import RACPort

/// Translates statements placed in the body of `- (void)run` and returns that body, dedented.
func port(statements objc: String, declarations: String = "") throws -> String {
    let source = """
        @interface T : NSObject
        \(declarations)
        @end
        @implementation T
        - (void)run {
        \(objc)
        }
        @end
        """
    let swift = try RACPortTranslator.translate(objc: source)
    let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("    func run()") }) else { return swift }
    var body: [String] = []
    for line in lines[(start + 1)...] {
        if line == "    }" { break }
        body.append(line.hasPrefix("        ") ? String(line.dropFirst(8)) : String(line))
    }
    return body.joined(separator: "\n")
}

/// Translates a whole file and returns the Swift text.
func port(file objc: String) throws -> String {
    try RACPortTranslator.translate(objc: objc)
}

/// Translates a whole file and returns the Swift text without the import lines that open every output.
func port(body objc: String) throws -> String {
    var swift = try RACPortTranslator.translate(objc: objc)
    let head = "import Foundation\nimport RACLegacy\n\n"
    if swift.hasPrefix(head) { swift.removeFirst(head.count) }
    while swift.hasSuffix("\n") { swift.removeLast() }
    return swift
}

/// Runs `body` on a thread with a 64 MiB stack, as the rac-port tool runs every translation: the deepest inputs
/// the parser accepts recurse deeper than a sanitizer build's frames allow on a test thread's stack.
func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let box = LargeStackResult<T>()
    let done = DispatchSemaphore(value: 0)
    let worker = Thread {
        box.value = body()
        done.signal()
    }
    worker.stackSize = 64 << 20
    worker.start()
    done.wait()
    return box.value!
}

/// The value a large-stack thread hands back: written by the worker before the semaphore signals, read after.
private final class LargeStackResult<T>: @unchecked Sendable {
    var value: T?
}
