/// The two halves of a `concat`. Chains of `concat` form a binary tree of these nodes; starting one walks the tree
/// with an explicit stack into the list of plain producers to run one after the other (through the trampolined
/// `.concat` flattening), and releasing one dismantles the tree with a loop (`ProducerNode.release`), so neither
/// grows the call stack however deep the chain (left- or right-nested) is.
@usableFromInline
final class ConcatenatedProducers<Value, Error: Swift.Error>: ProducerNode {
    // Immutable after init except in `deinit`, which only runs when no other thread can reach the node.
    @usableFromInline var parts: [SignalProducer<Value, Error>]

    @inlinable
    init(first: SignalProducer<Value, Error>, second: SignalProducer<Value, Error>) {
        parts = [first, second]
        super.init(isConcatenation: true)
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

    @usableFromInline
    override func takeChildren() -> [ProducerNode] {
        let nodes = parts.compactMap(\.node)
        parts = []
        return nodes
    }

    deinit {
        var children = takeChildren()
        ProducerNode.release(&children)
    }
}

// Never mutated while shared: `parts` changes only in `deinit`.
extension ConcatenatedProducers: @unchecked Sendable {}
