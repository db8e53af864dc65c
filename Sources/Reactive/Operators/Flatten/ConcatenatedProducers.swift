/// The two halves of a `concat`. Chains of `concat` form a binary tree of these nodes; starting one walks the tree
/// with an explicit stack into the list of plain producers to run one after the other (through the trampolined
/// `.concat` flattening), and releasing one dismantles the tree with a loop, so neither grows the call stack however
/// deep the chain (left- or right-nested) is.
@usableFromInline
final class ConcatenatedProducers<Value, Error: Swift.Error> {
    // Immutable after init except in `deinit`, which only runs when no other thread can reach the node.
    @usableFromInline var parts: [SignalProducer<Value, Error>]

    @inlinable
    init(first: SignalProducer<Value, Error>, second: SignalProducer<Value, Error>) {
        parts = [first, second]
    }

    /// The plain producers of the tree, in run order.
    @inlinable
    func leaves() -> [SignalProducer<Value, Error>] {
        var result: [SignalProducer<Value, Error>] = []
        var stack: [SignalProducer<Value, Error>] = parts.reversed()
        while let producer = stack.popLast() {
            if let node = producer.concatenation {
                stack.append(contentsOf: node.parts.reversed())
            } else {
                result.append(producer)
            }
        }
        return result
    }

    deinit {
        var pending = parts
        parts = []
        while var producer = pending.popLast() {
            guard var node = producer.concatenation else { continue }
            producer.concatenation = nil
            if isKnownUniquelyReferenced(&node) {
                pending.append(contentsOf: node.parts)
                node.parts = []
            }
        }
    }
}

// Never mutated while shared: `parts` changes only in `deinit`.
extension ConcatenatedProducers: @unchecked Sendable {}
