/// An ordered collection whose `insert` hands out a token that later removes exactly that element.
public struct Bag<Element> {
    /// Identifies one inserted element.
    public struct Token {
        @usableFromInline let identifier: UInt64
        @inlinable init(identifier: UInt64) { self.identifier = identifier }
    }

    @usableFromInline var elements: ContiguousArray<Element> = []
    @usableFromInline var identifiers: ContiguousArray<UInt64> = []  // ascending, parallel to `elements`
    @usableFromInline var nextIdentifier: UInt64 = 0

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
        elements.append(value)
        identifiers.append(identifier)
        return Token(identifier: identifier)
    }

    /// Removes and returns the element `token` was issued for, or nil if it is already gone.
    @discardableResult @inlinable
    public mutating func remove(using token: Token) -> Element? {
        var low = 0
        var high = identifiers.count
        while low < high {
            let mid = (low + high) / 2
            if identifiers[mid] < token.identifier { low = mid + 1 } else { high = mid }
        }
        guard low < identifiers.count, identifiers[low] == token.identifier else { return nil }
        identifiers.remove(at: low)
        return elements.remove(at: low)
    }
}

extension Bag: RandomAccessCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = Slice<Bag<Element>>

    /// Always 0.
    public var startIndex: Int { 0 }
    /// The number of elements.
    public var endIndex: Int { elements.count }
    /// The element at `index`, in insertion order.
    public subscript(index: Int) -> Element { elements[index] }

    /// An iterator over the elements in insertion order.
    public func makeIterator() -> Iterator { Iterator(base: elements.makeIterator()) }

    /// Iterates a bag in insertion order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var base: ContiguousArray<Element>.Iterator
        @inlinable init(base: ContiguousArray<Element>.Iterator) { self.base = base }
        /// The next element, or nil at the end.
        @inlinable public mutating func next() -> Element? { base.next() }
    }
}

extension Bag: Sendable where Element: Sendable {}
extension Bag.Token: Sendable {}
