/// Command-line options: `rac-bench [--quick] [--filter S3[,S9b]] [--json]`.
struct Options {
    /// Smoke run: one run per library, no warm-up, N divided by 10.
    var quick = false
    /// Scenario ids to run (exact, case-insensitive); empty runs all.
    var filter: Set<String> = []
    /// Print only a JSON array of rows on stdout.
    var json = false

    static let usage = "usage: rac-bench [--quick] [--filter S3[,S9b]] [--json]"

    /// Parses `arguments` (without the program name); returns nil on anything unknown.
    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--json": json = true
            case "--filter":
                guard let list = rest.popFirst() else { return nil }
                filter.formUnion(list.split(separator: ",").map { $0.uppercased() })
            default: return nil
            }
        }
    }

    /// Whether the scenario with `id` was asked for.
    func includes(_ id: String) -> Bool {
        filter.isEmpty || filter.contains(id.uppercased())
    }

    /// Runs per library after the warm-up.
    var runs: Int { quick ? 1 : 7 }

    /// Whether each library gets one untimed run first.
    var warmsUp: Bool { !quick }

    /// The scenario's N for this mode.
    func scaled(_ n: Int) -> Int { quick ? max(1, n / 10) : n }
}
