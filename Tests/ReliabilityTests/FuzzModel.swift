/// The differential fuzzer's vocabulary: random operator chains over two scripted hot sources, and a small
/// reference model of what each chain must produce, written from the documented semantics.

/// SplitMix64: a tiny, fast, seedable generator (no dependency needed).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// How the two sources are joined before the unary operators run.
enum Join: CustomStringConvertible {
    case first, merge, combineLatest, zip, concat

    var description: String {
        switch self {
        case .first: return "a"
        case .merge: return "merge(a, b)"
        case .combineLatest: return "combineLatest(a, b, +)"
        case .zip: return "zip(a, b, +)"
        case .concat: return "a.concat(b)"
        }
    }
}

/// One unary operator of a chain.
enum Op: CustomStringConvertible {
    case map(Int), filter(Int), take(Int), skip(Int), scan, distinct, recover(Int)

    var description: String {
        switch self {
        case .map(let k): return "map(*\(k)+1)"
        case .filter(let k): return "filter(%\(k)!=0)"
        case .take(let n): return "take(\(n))"
        case .skip(let n): return "skip(\(n))"
        case .scan: return "scan(+)"
        case .distinct: return "distinct"
        case .recover(let k): return "catch(return \(k))"
        }
    }
}

/// One step of a script: something a source sends, or the subscriber disposing.
enum Step: CustomStringConvertible {
    case value(source: Int, Int), complete(source: Int), fail(source: Int), dispose

    var description: String {
        switch self {
        case let .value(source, v): return "\(source == 0 ? "a" : "b")\(v)"
        case .complete(let source): return "\(source == 0 ? "a" : "b")|"
        case .fail(let source): return "\(source == 0 ? "a" : "b")!"
        case .dispose: return "dispose"
        }
    }
}

/// A generated case.
struct FuzzCase: CustomStringConvertible {
    var join: Join
    var ops: [Op]
    var script: [Step]

    var description: String {
        "chain: \(([join.description] + ops.map(\.description)).joined(separator: " → ")); script: \(script.map(\.description).joined(separator: " "))"
    }

    static func random(_ rng: inout SplitMix64) -> FuzzCase {
        let joins: [Join] = [.first, .first, .merge, .combineLatest, .zip, .concat]
        let join = joins[rng.below(joins.count)]
        let ops: [Op] = (0..<rng.below(4)).map { _ in
            switch rng.below(7) {
            case 0: return .map(rng.below(3) + 1)
            case 1: return .filter(rng.below(2) + 2)
            case 2: return .take(rng.below(4))
            case 3: return .skip(rng.below(3))
            case 4: return .scan
            case 5: return .distinct
            default: return .recover(rng.below(5) + 10)
            }
        }
        let script: [Step] = (0..<rng.below(13)).map { _ in
            let source = rng.below(2)
            switch rng.below(12) {
            case 0: return .complete(source: source)
            case 1: return .fail(source: source)
            case 2: return .dispose
            default: return .value(source: source, rng.below(4))
            }
        }
        return FuzzCase(join: join, ops: ops, script: script)
    }
}

/// Recorded output, the same vocabulary for every implementation: `3`, `error`, `completed`.
typealias Output = [String]

// MARK: - Reference model

/// A push-based node of the model: receives events, sends to `downstream`.
private class Node {
    var downstream: (ModelEvent) -> Void = { _ in }
    var isDone = false

    func send(_ event: ModelEvent) {
        guard !isDone else { return }
        if event.isTerminal { isDone = true }
        downstream(event)
    }
}

enum ModelEvent {
    case value(Int), error, completed
    /// Ends the stream without an event RAC 2 could see (the typed API's `interrupted`).
    case interrupted

    var isTerminal: Bool { if case .value = self { return false } else { return true } }
}

/// The model's view of a unary operator.
private final class UnaryNode: Node {
    let op: Op
    let dialect: Dialect
    var count = 0
    var accumulator = 0
    var last: Int?

    init(_ op: Op, _ dialect: Dialect) {
        self.op = op
        self.dialect = dialect
    }

    /// Called when the chain is subscribed: take(0) ends at once (RAC 2's `-take:0` is `+empty`, which completes;
    /// ReactiveSwift's `take(first: 0)` is `.interrupted`).
    func start() {
        if case .take(0) = op { send(dialect == .rac2 ? .completed : .interrupted) }
    }

    func receive(_ event: ModelEvent) {
        guard !isDone else { return }
        switch (op, event) {
        case (.map(let k), .value(let v)): send(.value(v &* k &+ 1))
        case (.filter(let k), .value(let v)): if v % k != 0 { send(.value(v)) }
        case (.take(let n), .value(let v)):
            count += 1
            send(.value(v))
            if count == n { send(.completed) }
        case (.skip(let n), .value(let v)):
            count += 1
            if count > n { send(.value(v)) }
        case (.scan, .value(let v)):
            accumulator += v
            send(.value(accumulator))
        case (.distinct, .value(let v)):
            if last != v { send(.value(v)) }
            last = v
        case (.recover(let k), .error):
            send(.value(k))
            send(.completed)
        default:
            send(event)
        }
    }
}

/// The model's join of the two sources.
private final class JoinNode: Node {
    let join: Join
    let dialect: Dialect
    var completed = [false, false]
    /// For concat: the second source ended before concat reached it.
    var secondEndedEarly = false
    var latest: [Int?] = [nil, nil]
    var queues: [[Int]] = [[], []]
    var concatOnSecond = false

    init(_ join: Join, _ dialect: Dialect) {
        self.join = join
        self.dialect = dialect
    }

    func receive(_ event: ModelEvent, from source: Int) {
        guard !isDone else { return }
        switch join {
        case .first:
            if source == 0 { send(event) }
        case .merge:
            switch event {
            case .value, .error, .interrupted: send(event)
            case .completed:
                completed[source] = true
                if completed[0] && completed[1] { send(.completed) }
            }
        case .combineLatest:
            switch event {
            case .value(let v):
                latest[source] = v
                if let a = latest[0], let b = latest[1] { send(.value(a + b)) }
            case .error, .interrupted: send(event)
            case .completed:
                completed[source] = true
                if completed[0] && completed[1] { send(.completed) }
            }
        case .zip:
            switch event {
            case .value(let v):
                queues[source].append(v)
                if !queues[0].isEmpty && !queues[1].isEmpty {
                    send(.value(queues[0].removeFirst() + queues[1].removeFirst()))
                }
            case .error, .interrupted: send(event)
            case .completed: completed[source] = true
            }
            // Zip ends once a finished input has nothing left to pair.
            if !isDone, (0..<2).contains(where: { completed[$0] && queues[$0].isEmpty }) { send(.completed) }
        case .concat:
            if source == 0 {
                guard case .completed = event else { return send(event) }
                concatOnSecond = true
                // Starting a producer of a signal that already ended gives `interrupted`, which ReactiveSwift's
                // flatten treats like completion; a RAC 2 subject that already ended sends a late subscriber nothing.
                if secondEndedEarly && dialect == .typed { send(.completed) }
            } else if concatOnSecond {
                send(event)
            } else if event.isTerminal {
                secondEndedEarly = true
            }
        }
    }
}

/// Where the two APIs document different behaviour, which one the model follows.
enum Dialect { case rac2, typed }

/// What `fuzzCase` must produce, according to the model.
func modelOutput(_ fuzzCase: FuzzCase, _ dialect: Dialect = .rac2) -> Output {
    var output: Output = []
    var disposed = false
    let join = JoinNode(fuzzCase.join, dialect)
    let nodes = fuzzCase.ops.map { UnaryNode($0, dialect) }
    var sink: (ModelEvent) -> Void = { event in
        guard !disposed else { return }
        switch event {
        case .value(let v): output.append("\(v)")
        case .error: output.append("error")
        case .completed: output.append("completed")
        case .interrupted: break
        }
    }
    for node in nodes.reversed() {
        let next = sink
        node.downstream = next
        sink = { node.receive($0) }
    }
    join.downstream = sink
    for node in nodes { node.start() }
    var sourceDone = [false, false]
    for step in fuzzCase.script {
        switch step {
        case .dispose:
            disposed = true
        case let .value(source, v):
            if !sourceDone[source] { join.receive(.value(v), from: source) }
        case .complete(let source):
            if !sourceDone[source] { sourceDone[source] = true; join.receive(.completed, from: source) }
        case .fail(let source):
            if !sourceDone[source] { sourceDone[source] = true; join.receive(.error, from: source) }
        }
    }
    return output
}
