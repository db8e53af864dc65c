/// Removal handle of a `SlotBag` entry, allocated by the bag's owner as part of an object it needs anyway (a subject
/// subscription's disposable); the bag rewrites `bagIndex` when it compacts, and sets it to -1 on removal.
@usableFromInline
package protocol BagSlot: AnyObject {
    /// Only touched by the bag, inside its owner's lock.
    var bagIndex: Int { get set }
}

/// What a `SlotBag` holds: an object that knows its removal handle, so the bag keeps one array, not two.
@usableFromInline
package protocol BagElement: AnyObject {
    associatedtype Slot: BagSlot
    var bagSlot: Slot { get }
}

/// Insertion-ordered collection with O(1) insertion and amortized O(1) removal by slot.
///
/// Not thread-safe by itself: owners keep it inside a `Locked` state. `elements` may be copied out under the lock
/// and iterated after it (one retain); removed entries leave `nil` holes until the bag compacts.
@usableFromInline
package struct SlotBag<Element: BagElement> {
    @usableFromInline package var elements: ContiguousArray<Element?> = []
    @usableFromInline var holes = 0

    @inlinable package init() {}

    @inlinable package var isEmpty: Bool { elements.count == holes }
    @inlinable package var count: Int { elements.count - holes }

    /// Adds `element`, removable later through its slot.
    @inlinable
    package mutating func insert(_ element: Element) {
        element.bagSlot.bagIndex = elements.count
        elements.append(element)
    }

    @inlinable @discardableResult
    package mutating func remove(_ slot: Element.Slot) -> Element? {
        let index = slot.bagIndex
        guard index >= 0, index < elements.count, let element = elements[index], element.bagSlot === slot else {
            return nil
        }
        slot.bagIndex = -1
        if index == elements.count - 1 {
            // The newest entry (attach/detach churn) leaves no hole; holes it uncovers at the end are dropped too.
            elements.removeLast()
            while holes > 0, elements.last! == nil {
                elements.removeLast()
                holes -= 1
            }
            return element
        }
        elements[index] = nil
        holes += 1
        if holes > 16 && holes * 2 > elements.count { compact() }
        return element
    }

    @usableFromInline mutating func compact() {
        var packed = ContiguousArray<Element?>()
        packed.reserveCapacity(count)
        for case let element? in elements {
            element.bagSlot.bagIndex = packed.count
            packed.append(element)
        }
        elements = packed
        holes = 0
    }

    @inlinable package mutating func removeAll() -> [Element] {
        let all = elements.compactMap { $0 }
        for element in all { element.bagSlot.bagIndex = -1 }
        elements = []
        holes = 0
        return all
    }
}
