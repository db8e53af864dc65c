/// A sequence over an array snapshot, starting at `offset`.
class ArraySequence: RACSequence, @unchecked Sendable { // immutable
    let backing: [Any]
    let offset: Int

    init(_ backing: [Any], offset: Int) {
        self.backing = backing
        self.offset = offset
        super.init()
    }

    override var head: Any? {
        offset < backing.count ? flattenOptional(backing[offset]) : nil
    }

    override var tail: RACSequence? {
        offset + 1 < backing.count ? slice(from: offset + 1) : nil
    }

    func slice(from offset: Int) -> ArraySequence {
        ArraySequence(backing, offset: offset)
    }
}

/// An array sequence whose operators evaluate everything immediately.
final class EagerSequence: ArraySequence, @unchecked Sendable { // immutable
    override class func empty() -> RACSequence {
        EagerSequence([], offset: 0)
    }

    override class func `return`(_ value: Any?) -> RACSequence {
        EagerSequence([flattenOptional(value) as Any], offset: 0)
    }

    override func bind(_ block: @escaping () -> RACStreamBindBlock) -> RACSequence {
        let bindBlock = block()
        var result: [Any] = []
        for value in array {
            var stop = false
            guard let bound = bindBlock(value, &stop) else { break }
            guard let sequence = bound as? RACSequence else {
                preconditionFailure("-[RACSequence bind:] block returned a non-sequence \(bound)")
            }
            result.append(contentsOf: sequence.array)
            if stop { break }
        }
        return EagerSequence(result, offset: 0)
    }

    override func concat(_ stream: RACStream) -> RACSequence {
        guard let sequence = stream as? RACSequence else {
            preconditionFailure("-[RACSequence concat:] requires a RACSequence, got \(stream)")
        }
        return EagerSequence(array + sequence.array, offset: 0)
    }

    override func slice(from offset: Int) -> ArraySequence {
        EagerSequence(backing, offset: offset)
    }

    override var eagerSequence: RACSequence { self }

    override var lazySequence: RACSequence { ArraySequence(array, offset: 0) }
}
