/// One input file: a name for messages and its bytes.
public struct PortInput: Sendable {
    /// The name used in error messages (usually the path).
    public var name: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates an input from bytes.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Creates an input from text.
    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }
}

/// One generated Swift file, named after the `@implementation` it came from.
public struct PortOutput: Sendable, Equatable {
    /// The class (or category) name; the file is `<name>.swift`.
    public var name: String
    /// The Swift source text.
    public var swift: String
    /// The input the `@implementation` came from.
    public var source: String = ""
    /// Swift line → Objective-C line of `source`, for messages about the Swift.
    public var anchors = SourceAnchors()
}

/// The result of a translation: the Swift files and what was flagged.
public struct PortResult: Sendable {
    /// One file per `@implementation`, or one file of declarations when there is none.
    public var outputs: [PortOutput]
    /// How many statements and declarations were translated.
    public var translatedStatements: Int
    /// The reason of every flagged construct, in output order.
    public var flagged: [String]
    /// Inputs that could not be read or lexed, and duplicate classes: each is reported, the rest still translated.
    public var failures: [PortFailure] = []
    /// Things read but not written (an `@interface` with no `@implementation` among the inputs): no edit needed.
    public var notes: [String] = []

    /// `N statements translated, M constructs flagged` plus the reasons grouped by kind.
    public var summary: String {
        var text = "rac-port: \(translatedStatements) statements translated, \(flagged.count) constructs flagged"
        if !notes.isEmpty { text += ", \(notes.count) interfaces read for their declarations only" }
        if !failures.isEmpty { text += ", \(failures.count) inputs failed" }
        var counts: [String: Int] = [:]
        for reason in flagged { counts[reason, default: 0] += 1 }
        for (reason, count) in counts.sorted(by: { $0.key < $1.key }) {
            text += "\n  \(count) × \(reason)"
        }
        return text
    }
}

/// A parse failure in a named file, printed as `file:line:column: error: message`.
public struct PortFailure: Error, Sendable, CustomStringConvertible {
    /// The file that failed.
    public var file: String
    /// The position and reason.
    public var error: PortError

    /// `file:line:column: error: message`.
    public var description: String { "\(file):\(error.position.line):\(error.position.column): error: \(error.message)" }
}

/// The translator's entry points: Objective-C files in, Swift files out.
public enum RACPortTranslator {
    /// Parses and translates a set of files (headers and implementations together), throwing the first failure.
    public static func translate(_ inputs: [PortInput]) throws(PortFailure) -> PortResult {
        let result = translateBatch(inputs)
        if let failure = result.failures.first { throw failure }
        return result
    }

    /// Parses and translates a set of files; a file that cannot be read or lexed, or a class implemented twice, is
    /// reported in `failures` and the other files are translated all the same.
    public static func translateBatch(_ inputs: [PortInput]) -> PortResult {
        var files: [(name: String, file: SourceFile)] = []
        var failures: [PortFailure] = []
        // Lexed first, so a macro one file defines (a project's `#define` in a header) expands in every file.
        var lexed: [[Token]?] = []
        for input in inputs {
            var lexer = Lexer(bytes: input.bytes)
            do throws(PortError) {
                lexed.append(input.name.hasSuffix(".mm") ? nil : try lexer.tokenize())
            } catch {
                failures.append(PortFailure(file: input.name, error: error))
                lexed.append(nil)
            }
        }
        let macros = MacroTable(collecting: lexed.compactMap { $0 })
        for (input, tokens) in zip(inputs, lexed) {
            if input.name.hasSuffix(".mm") {
                // Objective-C++ is out of scope: the file is flagged as a whole rather than half parsed.
                let flag = TopLevel.unsupported(reason: "Objective-C++ is out of scope", text: input.name)
                files.append((input.name, SourceFile(items: [flag])))
                continue
            }
            guard let tokens else { continue }
            do {
                files.append((input.name, try Parser.parse(tokens: tokens, bytes: input.bytes, macros: macros)))
            } catch where error.kind == .emptyFile && inputs.count > 1 {
                // In a batch (a project folder), an empty header is ordinary: it has nothing to translate.
                continue
            } catch {
                failures.append(PortFailure(file: input.name, error: error))
            }
        }
        failures += removeDuplicateImplementations(&files)
        var result = translate(parsed: files)
        result.failures = failures
        return result
    }

    /// Reports a class (or category) implemented in two inputs, naming both places, and keeps only the first.
    private static func removeDuplicateImplementations(_ files: inout [(name: String, file: SourceFile)]) -> [PortFailure] {
        var seen: [String: String] = [:]
        var failures: [PortFailure] = []
        for f in files.indices {
            let fileName = files[f].name
            files[f].file.items.removeAll { item in
                guard case .classDecl(let decl) = item, decl.isImplementation else { return false }
                let key = decl.category.map { "\(decl.name) (\($0))" } ?? decl.name
                let place = "\(fileName):\(decl.position)"
                if let first = seen[key] {
                    failures.append(PortFailure(file: fileName, error: PortError(
                        .duplicate, at: decl.position, "expected one @implementation \(key), found a second (the first is at \(first)); this one is not translated")))
                    return true
                }
                seen[key] = place
                return false
            }
        }
        return failures
    }

    /// Translates one Objective-C text and returns the Swift text of every output, concatenated.
    public static func translate(objc text: String) throws(PortFailure) -> String {
        try translate([PortInput(name: "input.m", text: text)]).outputs.map(\.swift).joined(separator: "\n")
    }

    /// Names that a method or function body assigns (`sharedInstance = [[self alloc] init];`).
    private static func assignedNames(_ items: [TopLevel]) -> Set<String> {
        var names: Set<String> = []
        for item in items {
            switch item {
            case .classDecl(let decl):
                for case .method(let m) in decl.members { names.formUnion(AssignmentScanner.assignedNames(m.body ?? [])) }
            case .function(let decl):
                names.formUnion(AssignmentScanner.assignedNames(decl.body))
            default: break
            }
        }
        return names
    }

    /// A file-level variable that code assigns: a Swift global `var`, which Swift 6 accepts only as
    /// `nonisolated(unsafe)` (it was as unsynchronized in Objective-C).
    private static func mutableGlobal(_ name: String, _ value: Expression?, context: TranslationContext) -> SwiftNode {
        let type = context.globalTypes[name] ?? SwiftType(name: "Any", optionality: .optional)
        do throws(Flagged) {
            let initial = try value.map { e throws(Flagged) in try ExpressionTranslator(context: context).translate(e) }
                ?? type.defaultValue ?? (type.optionality == .none ? nil : "nil")
            context.translatedStatements += 1
            return .line("nonisolated(unsafe) var \(name): \(type.spelled)" + (initial.map { " = \($0)" } ?? ""))
        } catch {
            return context.flag(error.reason, name)
        }
    }

    static func translate(parsed named: [(name: String, file: SourceFile)]) -> PortResult {
        // A class observed through a local, a parameter or a method's result (`RACObserve(manager, token)`) is
        // found only while translating, where expressions have types: the classes found then are marked observed
        // and the inputs translated once more, so that their properties are written observable.
        var observed: Set<String> = []
        for _ in 0..<3 {
            let (result, found) = translateOnce(named, observed: observed)
            if found.isSubset(of: observed) { return result }
            observed.formUnion(found)
        }
        return translateOnce(named, observed: observed).result
    }

    private static func translateOnce(_ named: [(name: String, file: SourceFile)], observed: Set<String>)
        -> (result: PortResult, observedFound: Set<String>)
    {
        let files = named.map(\.file)
        var classes = ClassCollector.collect(files)
        ClassCollector.markObserved(observed, in: &classes)
        let context = TranslationContext(classes: classes)
        for case .enumeration(let decl) in files.flatMap(\.items) { EnumTranslator.register(decl, in: context) }
        for case .blockAlias(let name, _) in files.flatMap(\.items) { context.blockAliases.insert(name) }
        for case .protocolDecl(let decl) in files.flatMap(\.items) {
            context.protocols.insert(decl.name)
            for case .property(let p) in decl.members { context.protocolProperties[decl.name, default: [:]][p.name] = p }
            for case .method(let m) in decl.members { context.protocolMethods[decl.name, default: [:]][m.selector] = m }
            context.protocolBases[decl.name] = decl.bases
        }
        var outputs: [PortOutput] = []
        var pending: [SwiftNode] = []
        let items = files.flatMap(\.items)
        var definedNames: Set<String> = []
        let assignedNames = Self.assignedNames(items)
        for case .global(let type, let name, let value) in items {
            var swift = TypeMapping.swiftType(type, use: .storedProperty)
            if assignedNames.contains(name) {
                context.mutableGlobals.insert(name)
            } else if let value, value != .identifier("nil") {
                swift?.optionality = .none // a constant with a value: `let kKey = "key"` is a String
            }
            context.globalTypes[name] = swift
        }
        for case .constant(let name, .message(.identifier(let cls), _)) in items {
            context.sharedInstanceMacros.insert(name)
            context.globalTypes[name] = SwiftType(name: FoundationAPI.classNames[cls] ?? cls, optionality: .none)
        }
        for item in items {
            switch item {
            case .global(_, let name, _), .constant(let name, _): definedNames.insert(name)
            case .function(let decl): definedNames.insert(decl.name)
            default: break
            }
        }
        pending += declaredOnly(items, context: context)
        var needsObservation = false
        for (fileName, file) in named {
            for item in file.items {
                switch item {
                case .classDecl(let decl) where decl.isImplementation:
                    var nodes = pending
                    if !pending.isEmpty { nodes.append(.blank) }
                    pending = []
                    nodes += ClassTranslator(context: context).translate(decl)
                    let observed = context.classes[decl.name]?.isObserved == true
                    needsObservation = needsObservation || observed
                    let name = decl.category.map { "\(decl.name)+\($0)" } ?? decl.name
                    let (swift, anchors) = SourceAnchors.extract(render(nodes, observation: observed))
                    outputs.append(PortOutput(name: name, swift: swift, source: fileName, anchors: anchors))
                case .classDecl:
                    break
                case .importLine, .mark:
                    break
                case .global(_, let name, let value) where context.mutableGlobals.contains(name):
                    pending.append(Self.mutableGlobal(name, value, context: context))
                case .constant(let name, let value), .global(_, let name, let value?):
                    let translator = ExpressionTranslator(context: context)
                    do {
                        var text = try translator.translate(value)
                        if text == "nil", case .global(let type, _, _) = item,
                            let swift = TypeMapping.swiftType(type, use: .storedProperty)
                        {
                            text = swift.optionality == .none ? (swift.defaultValue ?? text) : text
                            pending.append(.line("let \(name): \(swift.spelled) = \(text)"))
                        } else if case .global(let type, _, _) = item, let swift = TypeMapping.swiftType(type, use: .storedProperty),
                            swift.isScalar, swift.name != "Int", swift.name != "Bool"
                        {
                            // `int32_t limit = 23;`: the literal alone would make an Int.
                            pending.append(.line("let \(name): \(swift.name) = \(text)"))
                        } else if context.sharedInstanceMacros.contains(name) {
                            // A shared instance: Swift 6 asks a global of a class it does not know as Sendable to say so.
                            pending.append(.line("nonisolated(unsafe) let \(name) = \(text)"))
                        } else {
                            pending.append(.line("let \(name) = \(text)"))
                        }
                        context.translatedStatements += 1
                    } catch {
                        pending.append(context.flag(error.reason, name))
                    }
                case .global(let type, let name, nil):
                    pending.append(context.flag("global variable without a value is not translated",
                                                ObjCText.typeName(type) + name + ";"))
                case .protocolDecl(let decl) where decl.members.isEmpty && context.classes[decl.name]?.isDeclaredClass == true:
                    // JSONModel's marker (`@protocol Notice @end` beside `@interface Notice`, typing array
                    // elements): Swift cannot give a protocol its class's name, and an empty one adds nothing.
                    pending.append(context.note("@protocol \(decl.name) is empty and named as its class (a JSONModel marker): not written"))
                case .protocolDecl(let decl):
                    pending += ProtocolTranslator(context: context).translate(decl) + [.blank]
                case .externDeclaration(let name):
                    if !definedNames.contains(name) {
                        pending.append(context.flag("declared extern but defined in none of the inputs", name))
                    }
                case .function(let decl):
                    pending += FunctionTranslator(context: context).translate(decl) + [.blank]
                case .blockAlias(let name, let type):
                    let closure = TypeMapping.swiftType(type, use: .parameter)?.spelled ?? "() -> Void"
                    pending += [.line("typealias \(name) = \(closure)"), .blank]
                    context.translatedStatements += 1
                case .enumeration(let decl):
                    pending += EnumTranslator(context: context).translate(decl) + [.blank]
                case .unsupported(let reason, let text):
                    pending.append(context.flag(reason, text))
                }
            }
        }
        if !pending.isEmpty {
            if outputs.isEmpty {
                outputs.append(PortOutput(name: "Declarations", swift: SourceAnchors.extract(render(pending, observation: false)).0))
            } else {
                outputs[outputs.count - 1].swift += "\n" + SourceAnchors.extract(SwiftPrinter().render(pending)).0
            }
        }
        var result = PortResult(outputs: outputs, translatedStatements: context.translatedStatements, flagged: context.flags)
        result.notes = context.notes
        return (result, context.observedTargets)
    }

    /// Flags for each `@interface` (or category interface) with no `@implementation` among the inputs: nothing is
    /// written for it, and the flag says so instead of the declaration vanishing.
    private static func declaredOnly(_ items: [TopLevel], context: TranslationContext) -> [SwiftNode] {
        var implemented: Set<String> = []
        for case .classDecl(let decl) in items where decl.isImplementation {
            implemented.insert(decl.name)
            if let category = decl.category { implemented.insert("\(decl.name)(\(category))") }
        }
        var nodes: [SwiftNode] = []
        for case .classDecl(let decl) in items where !decl.isImplementation {
            let isNamedCategory = decl.category.map { !$0.isEmpty } ?? false
            let key = isNamedCategory ? "\(decl.name)(\(decl.category ?? ""))" : decl.name
            guard !implemented.contains(key) else { continue }
            let firstLine = decl.text.split(separator: "\n").first.map(String.init) ?? "@interface \(decl.name)"
            nodes.append(context.note("\(firstLine) was read for its declarations; no @implementation among the inputs"))
        }
        return nodes
    }

    private static func render(_ nodes: [SwiftNode], observation: Bool) -> String {
        let body = SwiftPrinter().render(nodes)
        let text = TextSearch(body)
        var head: [SwiftNode] = [.line("import Foundation")]
        if networkingNames.contains(where: text.contains) {
            // URLSession, URLRequest and their kin live in FoundationNetworking outside Apple platforms.
            head += [.line("#if canImport(FoundationNetworking)"), .line("import FoundationNetworking"), .line("#endif")]
        }
        if observation { head.append(.line("import Observation")) }
        head.append(.line("import RACLegacy"))
        if UIKitAPI.isUsed(in: text) { head += [.line("import RACLegacyUIKit"), .line("import UIKit")] }
        head.append(.blank)
        return LineWrapper.wrapLines(SwiftPrinter().render(head) + body)
    }

    /// Types that need FoundationNetworking on Linux.
    private static let networkingNames = ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "HTTPCookie",
                                          "URLCache", "URLCredential", "URLProtectionSpace", "URLAuthenticationChallenge"]
}
