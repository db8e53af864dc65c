import RACSupport

/// A Fenwick (binary indexed) tree over the slots of a `Bag`, counting 1 for a live slot and 0 for a removed one, so
/// that the slot holding the k-th live member is found in O(log n) steps while removed slots are still in place.
///
/// Inactive (no storage) until `build(over:)`; it then follows every removal (`remove(at:)`), append and trimmed slot
/// of the bag until the bag compacts and drops it.
@usableFromInline
struct LiveSlotIndex: Sendable {
    /// Node k (stored at k - 1, 1-based as Fenwick trees are) counts the live slots in (k - lowbit(k), k].
    @usableFromInline var tree: ContiguousArray<Int> = []

    @inlinable init() {}

    /// True once built over a bag's slots.
    @inlinable var isActive: Bool { !tree.isEmpty }

    /// Builds the tree over `slots` (nil marks a removed slot) in O(n) steps.
    @inlinable
    mutating func build<Element>(over slots: ContiguousArray<Element?>) {
        tree.removeAll(keepingCapacity: true)
        tree.reserveCapacity(slots.count)
        for slot in slots { tree.append(slot == nil ? 0 : 1) }
        let count = tree.count
        for node in 1...count {
            let parent = node + (node & -node)
            if parent <= count { tree[parent - 1] += tree[node - 1] }
        }
        OperationCount.add(count)
    }

    /// A live slot was appended after the others.
    @inlinable
    mutating func appendLive() {
        let node = tree.count + 1
        let stop = node - (node & -node)
        var live = 1
        var child = node - 1
        while child > stop {
            OperationCount.add(1)
            live += tree[child - 1]
            child -= child & -child
        }
        tree.append(live)
    }

    /// The last slot was dropped (no node depends on a later one).
    @inlinable
    mutating func removeLast() {
        tree.removeLast()
    }

    /// The member in `slot` was removed.
    @inlinable
    mutating func remove(at slot: Int) {
        var node = slot + 1
        while node <= tree.count {
            OperationCount.add(1)
            tree[node - 1] -= 1
            node += node & -node
        }
    }

    /// The slot of the live member at `position` (0-based, counting live members only); it must exist.
    @inlinable
    func slot(ofLive position: Int) -> Int {
        // Descends from the largest power of two: `node` ends on the last node whose prefix holds fewer than
        // `position + 1` live slots, so the member sits in the slot right after it.
        var node = 0
        var remaining = position + 1
        var step = 1 << (Int.bitWidth - 1 - tree.count.leadingZeroBitCount)
        while step > 0 {
            OperationCount.add(1)
            let next = node + step
            if next <= tree.count && tree[next - 1] < remaining {
                node = next
                remaining -= tree[next - 1]
            }
            step >>= 1
        }
        return node
    }
}
