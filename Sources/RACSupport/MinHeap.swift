/// An element of a `MinHeap`: knows whether it comes out before another.
package protocol HeapOrdered {
    /// True when `self` must come out of the heap before `other`.
    func precedes(_ other: Self) -> Bool
}

/// A binary min-heap: `first` is the element that precedes all others; inserting and removing the first cost
/// O(log n) comparisons (each counted by `OperationCount`). The test schedulers keep their pending actions in one,
/// ordered by date and then by scheduling order, so that actions due at the same date run first-in first-out.
package struct MinHeap<Element: HeapOrdered> {
    private var storage: [Element] = []

    package init() {}

    package var isEmpty: Bool { storage.isEmpty }

    /// The element that comes out next, if any.
    package var first: Element? { storage.first }

    package mutating func insert(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(child, parent) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the element that comes out next, or nil when empty.
    package mutating func popFirst() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let first = storage.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var earliest = parent
            if left < storage.count && precedes(left, earliest) { earliest = left }
            if right < storage.count && precedes(right, earliest) { earliest = right }
            if earliest == parent { return first }
            storage.swapAt(parent, earliest)
            parent = earliest
        }
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        OperationCount.add(1)
        return storage[a].precedes(storage[b])
    }
}
