import RACSupport

/// A first-in first-out buffer with amortised O(1) append and removeFirst.
@usableFromInline
struct FIFO<Element> {
    @usableFromInline var storage: ContiguousArray<Element> = []
    @usableFromInline var head = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { head == storage.count }

    @inlinable mutating func append(_ element: Element) { storage.append(element) }

    /// The buffered elements, oldest first.
    @inlinable var elements: ArraySlice<Element> { storage[head...] }

    /// Removes and returns the oldest element, or nil when empty.
    @inlinable
    mutating func popFirst() -> Element? {
        isEmpty ? nil : removeFirst()
    }

    /// Empties the buffer and frees its storage.
    @inlinable
    mutating func removeAll() {
        storage = []
        head = 0
    }

    /// Removes the oldest element; the buffer must not be empty.
    @inlinable
    mutating func removeFirst() -> Element {
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 32 && head * 2 > storage.count {
            OperationCount.add(storage.count - head)
            storage.removeFirst(head)
            head = 0
        }
        return element
    }
}
