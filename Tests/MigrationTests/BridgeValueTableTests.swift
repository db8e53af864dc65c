// Part V's value-conversion table, checked row by row: the table in MIGRATION.md must list exactly these rows, and
// each row's result must be what the bridge does.
import Foundation
import Testing
import RACLegacy
import Reactive
import Bridge

@Suite("MIGRATION Part V bridge value table")
struct BridgeValueTableTests {
    /// One row: the RAC value and requested type as the guide writes them, and the conversion it states.
    struct Row: Sendable {
        let value: String
        let type: String
        let convert: @Sendable () -> String
    }

    /// The result of converting `value` to `T`, as the table writes it.
    static func result<T>(_ value: Any?, _ type: T.Type) -> String {
        do {
            let converted = try bridgedValue(from: value, as: type)
            if let optional = converted as Any? as? any OptionalBox, optional.isNone { return "`nil`" }
            return "`\(unwrapped(converted))`"
        } catch let .typeMismatch(expected, actual) {
            return "fails: `typeMismatch(expected: \(expected), actual: \(actual))`"
        } catch {
            return "fails: `\(error)`"
        }
    }

    /// The typed-to-RAC direction, as the table writes it.
    static func toRAC<T>(_ value: T) -> String {
        guard let converted = bridgedValue(value) else { return "`nil`" }
        return "`\(converted)` (`\(type(of: converted))`)"
    }

    static func unwrapped(_ value: Any) -> Any {
        if let optional = value as? any OptionalBox, let inner = optional.inner { return unwrapped(inner) }
        return value
    }

    static let toSwift: [Row] = [
        Row(value: "`1` (`Int`)", type: "`Int`") { result(1, Int.self) },
        Row(value: "`1` (`Int`)", type: "`Int?`") { result(1, Int?.self) },
        Row(value: "`1` (`Int`)", type: "`Any`") { result(1, Any.self) },
        Row(value: "`1` (`Int`)", type: "`Double`") { result(1, Double.self) },
        Row(value: "`1.5` (`Double`)", type: "`Int`") { result(1.5, Int.self) },
        Row(value: "`NSNumber(value: 1)`", type: "`Int`") { result(NSNumber(value: 1), Int.self) },
        Row(value: "`NSNumber(value: 1)`", type: "`Double`") { result(NSNumber(value: 1), Double.self) },
        Row(value: "`NSNumber(value: 1)`", type: "`Bool`") { result(NSNumber(value: 1), Bool.self) },
        Row(value: "`NSNumber(value: 1)`", type: "`UInt`") { result(NSNumber(value: 1), UInt.self) },
        Row(value: "`NSNumber(value: true)`", type: "`Int`") { result(NSNumber(value: true), Int.self) },
        Row(value: "`NSNumber(value: 1.5)`", type: "`Int`") { result(NSNumber(value: 1.5), Int.self) },
        Row(value: "`true` (`Bool`)", type: "`Int`") { result(true, Int.self) },
        Row(value: "`\"Ann\"` (`String`)", type: "`String`") { result("Ann", String.self) },
        Row(value: "`NSString(string: \"Ann\")`", type: "`String`") { result(NSString(string: "Ann"), String.self) },
        Row(value: "`[1, 2]` (`[Int]`)", type: "`[Int]`") { result([1, 2], [Int].self) },
        Row(value: "`[1, 2]` (`[Int]`)", type: "`[Double]`") { result([1, 2], [Double].self) },
        Row(value: "`nil`", type: "`Int?`") { result(nil, Int?.self) },
        Row(value: "`nil`", type: "`Int`") { result(nil, Int.self) },
        Row(value: "`nil`", type: "`Any`") { result(nil, Any.self) },
        Row(value: "`Optional(Optional(1))` boxed in `Any`", type: "`Int`") { result(Optional(Optional(1)) as Any, Int.self) },
        Row(value: "`NSNull()`", type: "`Int?`") { result(NSNull(), Int?.self) },
        Row(value: "`RACUnit.defaultUnit()`", type: "`Void`") { result(RACUnit.defaultUnit(), Void.self) },
        Row(value: "`RACUnit.defaultUnit()`", type: "`RACUnit`") { result(RACUnit.defaultUnit(), RACUnit.self) },
        Row(value: "`RACTuplePack(1, \"a\")`", type: "`(Int, String)`") { result(RACTuplePack(1, "a"), (Int, String).self) },
        Row(value: "`RACTuplePack(nil, \"a\")`", type: "`(Int?, String)`") { result(RACTuplePack(nil, "a"), (Int?, String).self) },
        Row(value: "`RACTuplePack(1, \"a\", 2)`", type: "`(Int, String)`") { result(RACTuplePack(1, "a", 2), (Int, String).self) },
        Row(value: "`RACTuplePack(1, 2)`", type: "`(Int, String)`") { result(RACTuplePack(1, 2), (Int, String).self) },
    ]

    static let toLegacy: [Row] = [
        Row(value: "`Optional<Int>.none`", type: "RAC side") { toRAC(Optional<Int>.none) },
        Row(value: "`Optional(Optional(1))`", type: "RAC side") { toRAC(Optional(Optional(1))) },
        Row(value: "`1` (`Int`)", type: "RAC side") { toRAC(1) },
        Row(value: "`()` (`Void`)", type: "RAC side") { toRAC(()) },
        Row(value: "`(1, \"a\")` (`(Int, String)`)", type: "RAC side") { toRACTuple((1, "a")) },
        Row(value: "`(nil, \"a\")` (`(Int?, String)`)", type: "RAC side") { toRACTuple((Int?.none, "a")) },
    ]

    /// A tuple's trip to the RAC side, as the table writes it: the RACTuple's elements (tuple-nil read as nil).
    static func toRACTuple<T>(_ value: T) -> String {
        guard let tuple = bridgedValue(value) as? RACTuple else { return "`\(String(describing: bridgedValue(value)))`" }
        let elements = (0..<tuple.count).map { tuple.objectAtIndex($0).map { "\($0)" } ?? "nil" }
        return "`RACTuple` of `\(elements.joined(separator: ", "))`"
    }

    /// The rows of the markdown table whose header starts with `header`, as cells without outer spaces.
    static func tableRows(after header: String) throws -> [[String]] {
        let guide = try String(contentsOf: DriftTests.guide, encoding: .utf8).components(separatedBy: "\n")
        guard let start = guide.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        var rows: [[String]] = []
        for line in guide[(start + 2)...] {
            guard line.hasPrefix("|") else { break }
            rows.append(line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return rows
    }

    @Test("the RAC → Swift table in MIGRATION.md is exactly what the bridge does, row by row")
    func toSwiftTable() throws {
        let guideRows = try Self.tableRows(after: "| RAC value | requested Swift type | result |")
        let actual = Self.toSwift.map { [$0.value, $0.type, $0.convert()] }
        #expect(guideRows.count == actual.count)
        for (guideRow, row) in zip(guideRows, actual) { #expect(guideRow == row) }
    }

    @Test("the Swift → RAC table in MIGRATION.md is exactly what the bridge does, row by row")
    func toLegacyTable() throws {
        let guideRows = try Self.tableRows(after: "| Swift value | sent to | RAC value |")
        let actual = Self.toLegacy.map { [$0.value, $0.type, $0.convert()] }
        #expect(guideRows.count == actual.count)
        for (guideRow, row) in zip(guideRows, actual) { #expect(guideRow == row) }
    }

    @Test("print the rows (to paste into the guide when the bridge's rule changes)")
    func printRows() {
        for row in Self.toSwift { Swift.print("| \(row.value) | \(row.type) | \(row.convert()) |") }
        for row in Self.toLegacy { Swift.print("| \(row.value) | \(row.type) | \(row.convert()) |") }
    }
}

/// Lets the table tell a nil optional of any type from a value.
protocol OptionalBox {
    var isNone: Bool { get }
    var inner: Any? { get }
}

extension Optional: OptionalBox {
    var isNone: Bool { self == nil }
    var inner: Any? { self.map { $0 as Any } }
}
