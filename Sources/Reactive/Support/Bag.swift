import RACSupport

/// An ordered collection whose `insert` hands out a token that later removes exactly that element.
///
/// Removal in any order costs O(log n) amortised: a removed member leaves an empty slot behind (a hole) instead of
/// moving the members after it. Removing the first or last live member takes no hole, so first-in-first-out and
/// last-in-first-out use stay O(1) with direct indexing; the slots are compacted once removed ones outnumber live
/// ones. Indices always count live members only, and while holes remain, a `LiveSlotIndex` finds a member's slot.
public struct Bag<Element> {
    /// Identifies one inserted element.
    public struct Token {
        @usableFromInline let identifier: UInt64
        @inlinable init(identifier: UInt64) { self.identifier = identifier }
    }

    /// The members in insertion order; nil marks a removed member whose slot has not been compacted away yet.
    /// The last slot, if any, is always live.
    @usableFromInline var slots: ContiguousArray<Element?> = []
    @usableFromInline var identifiers: ContiguousArray<UInt64> = []  // ascending, parallel to `slots`
    @usableFromInline var nextIdentifier: UInt64 = 0
    /// Every slot before `head` is removed; the slot at `head`, if any, is live.
    @usableFromInline var head = 0
    /// Removed slots after `head`.
    @usableFromInline var holes = 0
    /// Finds slots by position while there are holes among more than `scanLimit` slots; kept until compaction.
    @usableFromInline var liveSlots = LiveSlotIndex()

    /// Up to this many slots, a position is found by scanning the slots instead of building a `LiveSlotIndex`.
    @inlinable static var scanLimit: Int { 16 }

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag holding `elements` in order.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        for element in elements { insert(element) }
    }

    /// Appends `value` and returns the token that removes it.
    @discardableResult @inlinable
    public mutating func insert(_ value: Element) -> Token {
        let identifier = nextIdentifier
        nextIdentifier &+= 1
        slots.append(value)
        identifiers.append(identifier)
        if holes != 0 || liveSlots.isActive { appendedWithHoles() }
        return Token(identifier: identifier)
    }

    /// Removes and returns the element `token` was issued for, or nil if it is already gone.
    @discardableResult @inlinable
    public mutating func remove(using token: Token) -> Element? {
        var low = head
        var high = identifiers.count
        while low < high {
            OperationCount.add(1)
            let mid = (low + high) / 2
            if identifiers[mid] < token.identifier { low = mid + 1 } else { high = mid }
        }
        guard low < identifiers.count, identifiers[low] == token.identifier, let element = slots[low] else {
            return nil
        }
        if count == 1 {
            removeAllSlots()
            return element
        }
        slots[low] = nil
        if liveSlots.isActive { liveSlots.remove(at: low) }
        if low == slots.count - 1 {
            dropTrailingHoles()
        } else if low == head {
            skipLeadingHoles()
        } else {
            holes += 1
            indexIfNeeded()
        }
        if head + holes > count { compact() }
        return element
    }

    /// Keeps the slot index up to date after an append while it is active or holes remain.
    @inlinable
    mutating func appendedWithHoles() {
        if liveSlots.isActive { liveSlots.appendLive() } else { indexIfNeeded() }
    }

    /// Builds the slot index once holes remain among more slots than a scan may visit.
    @inlinable
    mutating func indexIfNeeded() {
        if holes != 0, !liveSlots.isActive, slots.count > Self.scanLimit { liveSlots.build(over: slots) }
    }

    /// Drops the removed last slot and the holes before it, so that the last slot is live again.
    @inlinable
    mutating func dropTrailingHoles() {
        dropLastSlot()
        while slots[slots.count - 1] == nil {
            dropLastSlot()
            holes -= 1
        }
    }

    @inlinable
    mutating func dropLastSlot() {
        OperationCount.add(1)
        slots.removeLast()
        identifiers.removeLast()
        if liveSlots.isActive { liveSlots.removeLast() }
    }

    /// Moves `head` past the removed first live slot and the holes after it.
    @inlinable
    mutating func skipLeadingHoles() {
        OperationCount.add(1)
        head += 1
        while slots[head] == nil {
            OperationCount.add(1)
            head += 1
            holes -= 1
        }
    }

    /// Moves the live members to the front, in order, and drops the removed slots and the slot index.
    @inlinable
    mutating func compact() {
        OperationCount.add(slots.count - head)
        var write = 0
        for read in head..<slots.count where slots[read] != nil {
            slots.swapAt(write, read)
            identifiers[write] = identifiers[read]
            write += 1
        }
        slots.removeLast(slots.count - write)
        identifiers.removeLast(identifiers.count - write)
        head = 0
        holes = 0
        liveSlots = LiveSlotIndex()
    }

    /// Empties the bag, keeping its storage for the next members.
    @inlinable
    mutating func removeAllSlots() {
        slots.removeAll(keepingCapacity: true)
        identifiers.removeAll(keepingCapacity: true)
        head = 0
        holes = 0
        if liveSlots.isActive { liveSlots = LiveSlotIndex() }
    }

    /// The slot of the member at `position`.
    @inlinable
    func slot(at position: Int) -> Int {
        if holes == 0 { return head + position }
        if liveSlots.isActive { return liveSlots.slot(ofLive: position) }
        var remaining = position
        var slot = head
        while true {
            OperationCount.add(1)
            if slots[slot] != nil {
                if remaining == 0 { return slot }
                remaining -= 1
            }
            slot += 1
        }
    }
}

extension Bag: RandomAccessCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = Slice<Bag<Element>>

    /// Always 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of elements.
    @inlinable public var endIndex: Int { slots.count - head - holes }
    /// The element at `index`, in insertion order.
    @inlinable
    public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < endIndex, "Bag index out of range")
        return slots[slot(at: index)]!
    }

    /// An iterator over the elements in insertion order.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(slots: slots, position: head) }

    /// Iterates a bag in insertion order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let slots: ContiguousArray<Element?>
        @usableFromInline var position: Int
        @inlinable init(slots: ContiguousArray<Element?>, position: Int) {
            self.slots = slots
            self.position = position
        }

        /// The next element, or nil at the end.
        @inlinable
        public mutating func next() -> Element? {
            while position < slots.count {
                let slot = slots[position]
                position += 1
                if let element = slot { return element }
            }
            return nil
        }
    }
}

extension Bag: Sendable where Element: Sendable {}
extension Bag.Token: Sendable {}
