import Foundation
import Testing
@testable import Reactive

// RAC 4 code wrote its own operators as extensions of `SignalProducerType` / `SignalType` and called the built-in
// operators on `self` (contract 3.1). These extensions are written the RAC 4 way, verbatim apart from the closures'
// bodies; they compile with deprecation warnings only, which the attributes below silence.

@available(*, deprecated, message: "RAC 4 protocol-extension operators")
extension SignalProducerType where Value == Int {
    func doubledPositives() -> SignalProducer<Int, Error> {
        return self.map { $0 * 2 }.filter { $0 > 0 }
    }

    func firstTwoLogged(_ log: @escaping (Int) -> Void) -> SignalProducer<Int, Error> {
        return self.take(2).on(next: log)
    }

    func latestSquares() -> SignalProducer<Int, Error> {
        return self.flatMap(.Latest) { SignalProducer<Int, Error>(value: $0 * $0) }
    }

    func liftedIncrement() -> SignalProducer<Int, Error> {
        return self.lift { $0.map { $0 + 1 } }
    }

    func recovered(with fallback: Int) -> SignalProducer<Int, Never> {
        return self.flatMapError { _ in SignalProducer<Int, Never>(value: fallback) }
    }

    func collectNext(into sink: @escaping (Int) -> Void) -> Disposable {
        return self.startWithNext(sink)
    }
}

@available(*, deprecated, message: "RAC 4 protocol-extension operators")
extension SignalType where Value == Int {
    func incrementedFirst(_ count: Int) -> Signal<Int, Error> {
        return self.map { $0 + 1 }.filter { $0 > 1 }.take(count)
    }

    func record(into sink: @escaping (Signal<Int, Error>.Event) -> Void) -> Disposable? {
        return self.observe(sink)
    }

    func recovered(with fallback: Int) -> Signal<Int, Never> {
        return self.flatMapError { _ in SignalProducer<Int, Never>(value: fallback) }
    }
}

@Suite("3.1 RAC 4 protocol-extension operators")
struct ProtocolExtensionOperatorTests {
    @available(*, deprecated, message: "exercises RAC 4 protocol-extension operators")
    @Test("operators called on self in a SignalProducerType extension run the producer's operators")
    func producerExtensions() {
        let producer = SignalProducer<Int, TestError>([-1, 1, 2, 3])
        #expect(producer.doubledPositives().record().events == [.value(2), .value(4), .value(6), .completed])
        var logged: [Int] = []
        #expect(producer.firstTwoLogged { logged.append($0) }.record().events == [.value(-1), .value(1), .completed])
        #expect(logged == [-1, 1])
        #expect(producer.latestSquares().record().values == [1, 1, 4, 9])
        #expect(producer.liftedIncrement().record().values == [0, 2, 3, 4])
        let failing = SignalProducer<Int, TestError>(error: .first)
        #expect(failing.recovered(with: 7).record().events == [.value(7), .completed])
        var next: [Int] = []
        _ = producer.collectNext { next.append($0) }
        #expect(next == [-1, 1, 2, 3])
    }

    @available(*, deprecated, message: "exercises RAC 4 protocol-extension operators")
    @Test("operators called on self in a SignalType extension observe the signal")
    func signalExtensions() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var taken: [Signal<Int, TestError>.Event] = []
        signal.incrementedFirst(2).observe { taken.append($0) }
        var all: [Signal<Int, TestError>.Event] = []
        _ = signal.record { all.append($0) }
        var recovered: [Signal<Int, Never>.Event] = []
        signal.recovered(with: 9).observe { recovered.append($0) }
        input.send(value: 0)
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: .first)
        #expect(taken == [.value(2), .value(3), .completed])
        #expect(all == [.value(0), .value(1), .value(2), .failed(.first)])
        #expect(recovered == [.value(0), .value(1), .value(2), .value(9), .completed])
    }

    @available(*, deprecated, message: "exercises the RAC 4 scheduleAfter(_:action:) shim")
    @Test("DateScheduler.scheduleAfter(interval) schedules that many seconds after the scheduler's current date")
    func scheduleAfterInterval() {
        let scheduler = TestScheduler()
        var ran: [String] = []
        scheduler.scheduleAfter(2) { ran.append("two") }
        scheduler.scheduleAfter(scheduler.currentDate.addingTimeInterval(1)) { ran.append("one") }
        scheduler.advance(by: 1.5)
        #expect(ran == ["one"])
        scheduler.advance(by: 0.5)
        #expect(ran == ["one", "two"])
    }

    /// Every public instance method of `Signal` / `SignalProducer` (read from the sources) is also a member of
    /// `SignalProtocol` / `SignalProducerProtocol` (read from the generated file), with the same name and labels.
    @Test("every Signal and SignalProducer operator has its protocol member")
    func everyOperatorHasItsProtocolMember() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources/Reactive")
        let generated = sources.appendingPathComponent("Compatibility/ProtocolMembers")
        var concrete: Set<String> = []
        var members: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            if file.deletingLastPathComponent().lastPathComponent == generated.lastPathComponent {
                members.formUnion(Self.methods(in: source, publicOnly: false,
                                               containers: ["SignalProtocol": "Signal", "SignalProducerProtocol": "SignalProducer"]))
            } else {
                concrete.formUnion(Self.methods(in: source, publicOnly: true,
                                                containers: ["Signal": "Signal", "SignalProducer": "SignalProducer"]))
            }
        }
        #expect(concrete.count > 200)
        let missing = concrete.subtracting(members).sorted()
        #expect(missing == [], "run python3 Scripts/generate_protocol_forwarders.py")
    }

    /// "Kind.name(labels:)" for each `func` declared directly in a top-level block of one of `containers` (an
    /// `extension` or a `protocol` declaration), skipping unavailable ones; only `public` ones if `publicOnly`.
    static func methods(in source: String, publicOnly: Bool, containers: [String: String]) -> Set<String> {
        var found: Set<String> = []
        var depth = 0
        var kind: String?
        var unavailable = false
        let lines = source.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index].components(separatedBy: "//").first!
            var trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 1 { trimmed = Self.droppingLeadingAttributes(trimmed, unavailable: &unavailable) }
            if depth == 0 {
                kind = nil
                for (container, name) in containers {
                    for prefix in ["extension \(container) ", "extension \(container):", "public protocol \(container):",
                                   "public protocol \(container)<", "public protocol \(container) "]
                    where trimmed.hasPrefix(prefix) && trimmed.hasSuffix("{") {
                        kind = name
                    }
                }
            } else if depth == 1, let kind {
                if let range = trimmed.range(of: publicOnly ? #"^public func [A-Za-z_`][A-Za-z0-9_`]*"# : #"^(public )?func [A-Za-z_`][A-Za-z0-9_`]*"#,
                                             options: .regularExpression),
                   !trimmed.contains("static ") {
                    let name = trimmed[range].split(separator: " ").last!
                    // The parameter list may span lines: gather until its parenthesis closes.
                    var text = trimmed
                    var end = index
                    while text.filter({ $0 == "(" }).count > text.filter({ $0 == ")" }).count || !text.contains("(") {
                        end += 1
                        text += lines[end]
                    }
                    if !unavailable { found.insert("\(kind).\(name)(\(Self.labels(text)))") }
                    unavailable = false
                } else if !trimmed.isEmpty && !trimmed.hasPrefix("///") {
                    unavailable = false
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            index += 1
        }
        return found
    }

    /// `line` without the attributes it starts with (a generated requirement has them on its own line), noting an
    /// `unavailable` one; a line of attributes alone comes back empty.
    static func droppingLeadingAttributes(_ line: String, unavailable: inout Bool) -> String {
        var rest = Substring(line)
        while rest.hasPrefix("@") {
            if rest.hasPrefix("@available(*, unavailable") { unavailable = true }
            var depth = 0
            var end = rest.endIndex
            for index in rest.indices {
                let c = rest[index]
                if c == "(" { depth += 1 }
                if c == ")" { depth -= 1 }
                if c == " " && depth == 0 { end = index; break }
            }
            rest = rest[end...].drop(while: { $0 == " " })
        }
        return String(rest)
    }

    /// The argument labels of the first parameter list in `declaration`, e.g. "_:on:".
    static func labels(_ declaration: String) -> String {
        var chars = Array(declaration)
        // Skip a generic clause, then take the top-level parameter list.
        guard let open = chars.firstIndex(of: "(") else { return "" }
        chars = Array(chars[(open + 1)...])
        var depth = 0
        var current = ""
        var parameters: [String] = []
        for (offset, c) in chars.enumerated() {
            if c == "(" || c == "[" || c == "<" { depth += 1 }
            if c == ")" || c == "]" || (c == ">" && offset > 0 && chars[offset - 1] != "-") {
                if depth == 0 { break }
                depth -= 1
            }
            if c == "," && depth == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        return parameters.map { parameter in
            let head = parameter.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            return (head.split(separator: " ").first.map(String.init) ?? "_") + ":"
        }.joined()
    }
}
