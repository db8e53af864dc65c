/// Removal token of a `Bag` entry; its slot index is rewritten when the bag compacts.
@usableFromInline
final class BagToken {
    // Only touched by the bag, inside its owner's lock; the dynamic exclusivity check would only add cost.
    @exclusivity(unchecked) @usableFromInline var index: Int
    @inlinable init(index: Int) { self.index = index }
}

/// Insertion-ordered collection with O(1) insertion and amortized O(1) removal by token.
///
/// Not thread-safe by itself: owners keep it inside a `Locked` state. `elements` may be copied out under the lock
/// and iterated after it (one retain); removed entries leave `nil` holes until the bag compacts.
@usableFromInline
struct Bag<Element> {
    @usableFromInline var elements: ContiguousArray<Element?> = []
    @usableFromInline var tokens: ContiguousArray<BagToken?> = []
    @usableFromInline var holes = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { elements.count == holes }
    @inlinable var count: Int { elements.count - holes }

    @inlinable @discardableResult
    mutating func insert(_ element: Element) -> BagToken {
        let token = BagToken(index: elements.count)
        elements.append(element)
        tokens.append(token)
        return token
    }

    @inlinable @discardableResult
    mutating func remove(_ token: BagToken) -> Element? {
        let index = token.index
        guard index >= 0, index < tokens.count, tokens[index] === token else { return nil }
        let element = elements[index]
        elements[index] = nil
        tokens[index] = nil
        token.index = -1
        holes += 1
        // Trailing holes are dropped at once, so attach/detach churn at the end never grows the arrays.
        while let last = tokens.last, last == nil {
            elements.removeLast()
            tokens.removeLast()
            holes -= 1
        }
        if holes == elements.count {
            elements.removeAll(keepingCapacity: true)
            tokens.removeAll(keepingCapacity: true)
            holes = 0
        } else if holes > 16 && holes * 2 > elements.count {
            compact()
        }
        return element
    }

    @usableFromInline mutating func compact() {
        var packedElements = ContiguousArray<Element?>()
        var packedTokens = ContiguousArray<BagToken?>()
        packedElements.reserveCapacity(count)
        packedTokens.reserveCapacity(count)
        for index in elements.indices {
            guard let token = tokens[index] else { continue }
            token.index = packedTokens.count
            packedTokens.append(token)
            packedElements.append(elements[index])
        }
        elements = packedElements
        tokens = packedTokens
        holes = 0
    }

    @inlinable mutating func removeAll() -> [Element] {
        let all = elements.compactMap { $0 }
        for case let token? in tokens { token.index = -1 }
        elements = []
        tokens = []
        holes = 0
        return all
    }
}
