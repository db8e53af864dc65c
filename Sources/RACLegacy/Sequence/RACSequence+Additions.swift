import Foundation

extension Array {
    /// A sequence over a snapshot of the elements, in order.
    public var rac_sequence: RACSequence { ArraySequence(map { $0 as Any }, offset: 0) }
}

extension Dictionary {
    /// RACTuple(key, value) per entry, in iteration order.
    public var rac_sequence: RACSequence { ArraySequence(map { RACTuple(values: [$0.key, $0.value]) as Any }, offset: 0) }
    /// The keys.
    public var rac_keySequence: RACSequence { ArraySequence(keys.map { $0 as Any }, offset: 0) }
    /// The values.
    public var rac_valueSequence: RACSequence { ArraySequence(values.map { $0 as Any }, offset: 0) }
}

extension Set {
    /// The elements in iteration order.
    public var rac_sequence: RACSequence { ArraySequence(map { $0 as Any }, offset: 0) }
}

extension String {
    /// One String per Character.
    public var rac_sequence: RACSequence { ArraySequence(map { String($0) as Any }, offset: 0) }
}

extension NSEnumerator {
    /// Pulls lazily from the enumerator, consuming it.
    public var rac_sequence: RACSequence {
        RACSequence.sequenceWithHeadBlock({ [self] in nextObject() }, tailBlock: { [self] in rac_sequence })
    }
}

extension IndexSet {
    /// The indexes, ascending.
    public var rac_sequence: RACSequence { ArraySequence(map { $0 as Any }, offset: 0) }
}
