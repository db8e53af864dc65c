/// Command-line options: `rac-bench [--quick] [--filter S3[,S9b]] [--library Reactive[,floor]] [--json]`.
struct Options {
    /// Smoke run: only the checked run per library (checksums still compared), N divided by 10.
    var quick = false
    /// Scenario ids or curve/group names to run (exact, case-insensitive); empty runs all.
    var filter: Set<String> = []
    /// Print only a JSON array of rows on stdout.
    var json = false
    /// Libraries to run (exact names, case-insensitive); empty runs all. For profiling one library's row, e.g.
    /// under callgrind, where the other rows would only add noise.
    var libraries: Set<String> = []

    static let usage = "usage: rac-bench [--quick] [--filter S3[,S9b,depth]] [--library Reactive[,floor]] [--json]"

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
            case "--library":
                guard let list = rest.popFirst() else { return nil }
                libraries.formUnion(list.split(separator: ",").map { $0.uppercased() })
            default: return nil
            }
        }
    }

    /// Whether `scenario` was asked for, by id or by group.
    func includes(_ scenario: Scenario) -> Bool {
        filter.isEmpty || filter.contains(scenario.id.uppercased())
            || scenario.group.map { filter.contains($0.uppercased()) } == true
    }

    /// Whether `library`'s row was asked for.
    func includes(_ library: Library) -> Bool {
        libraries.isEmpty || libraries.contains(library.rawValue.uppercased())
    }

    /// Timed rounds after the checked run (the library order rotates per round).
    var runs: Int { quick ? 0 : 7 }

    /// Whether memory rows get one unmeasured run first.
    var warmsUp: Bool { !quick }

    /// The scenario's N for this mode.
    func scaled(_ n: Int) -> Int { quick ? max(1, n / 10) : n }
}
