/// Removal handle of a `Bag` entry, allocated by the bag's owner (often as part of an object it needs anyway, such
/// as the subscription's disposable); the bag rewrites `bagIndex` when it compacts, and sets it to -1 on removal.
@usableFromInline
protocol BagSlot: AnyObject {
    /// Only touched by the bag, inside its owner's lock.
    var bagIndex: Int { get set }
}

/// Insertion-ordered collection with O(1) insertion and amortized O(1) removal by token.
///
/// Not thread-safe by itself: owners keep it inside a `Locked` state. `elements` may be copied out under the lock
/// and iterated after it (one retain); removed entries leave `nil` holes until the bag compacts.
@usableFromInline
struct Bag<Element, Slot: BagSlot> {
    @usableFromInline var elements: ContiguousArray<Element?> = []
    @usableFromInline var tokens: ContiguousArray<Slot?> = []
    @usableFromInline var holes = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { elements.count == holes }
    @inlinable var count: Int { elements.count - holes }

    /// Adds `element`, removable later through `slot`.
    @inlinable
    mutating func insert(_ element: Element, slot: Slot) {
        slot.bagIndex = elements.count
        elements.append(element)
        tokens.append(slot)
    }

    @inlinable @discardableResult
    mutating func remove(_ token: Slot) -> Element? {
        let index = token.bagIndex
        guard index >= 0, index < tokens.count, tokens[index] === token else { return nil }
        token.bagIndex = -1
        if index == tokens.count - 1 {
            // The newest entry (attach/detach churn) leaves no hole; holes it uncovers at the end are dropped too.
            tokens.removeLast()
            let element = elements.removeLast()
            while holes > 0, tokens.last! == nil {
                tokens.removeLast()
                elements.removeLast()
                holes -= 1
            }
            return element
        }
        let element = elements[index]
        elements[index] = nil
        tokens[index] = nil
        holes += 1
        if holes > 16 && holes * 2 > elements.count { compact() }
        return element
    }

    @usableFromInline mutating func compact() {
        var packedElements = ContiguousArray<Element?>()
        var packedTokens = ContiguousArray<Slot?>()
        packedElements.reserveCapacity(count)
        packedTokens.reserveCapacity(count)
        for index in elements.indices {
            guard let token = tokens[index] else { continue }
            token.bagIndex = packedTokens.count
            packedTokens.append(token)
            packedElements.append(elements[index])
        }
        elements = packedElements
        tokens = packedTokens
        holes = 0
    }

    @inlinable mutating func removeAll() -> [Element] {
        let all = elements.compactMap { $0 }
        for case let token? in tokens { token.bagIndex = -1 }
        elements = []
        tokens = []
        holes = 0
        return all
    }
}
