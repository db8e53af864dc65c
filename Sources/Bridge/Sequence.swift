import Foundation
import RACLegacy
import Reactive
import RACSupport

extension SignalProducer where Value == Any, Error == Never {
    /// A producer that sends the elements of `sequence`, then completes, on each start.
    public init(_ sequence: RACSequence) {
        self.init { observer, lifetime in
            var cursor: RACSequence? = sequence
            // Checked before each element is pulled, so an infinite sequence stops when the run ends.
            while !lifetime.hasEnded, let current = cursor, let value = current.head {
                observer.send(value: value)
                cursor = current.tail
            }
            observer.sendCompleted()
        }
    }
}

extension RACSequence {
    /// A lazy RACSequence over a Swift sequence (one pass, memoized).
    ///
    /// The iterator is made on first access and each element is pulled once; nil elements become `NSNull()`,
    /// since a RAC 2 sequence cannot hold nil.
    public static func bridging<S: Sequence>(_ elements: S) -> RACSequence {
        BridgedElements(elements).node()
    }
}

/// The single pass over a Swift sequence that the nodes of a bridged RACSequence share.
private final class BridgedElements<S: Sequence>: @unchecked Sendable { // `state` is a Locked
    private enum State {
        case unstarted(S)
        case iterating(S.Iterator)
        case finished
    }

    private let state: Locked<State>

    init(_ elements: S) {
        state = Locked(.unstarted(elements))
    }

    /// The next element as RAC stores it, or nil at the end.
    private func pull() -> Any? {
        state.withLock { state -> Any? in
            var iterator: S.Iterator
            switch state {
            case .unstarted(let elements): iterator = elements.makeIterator()
            case .iterating(let current): iterator = current
            case .finished: return nil
            }
            guard let element = iterator.next() else {
                state = .finished
                return nil
            }
            state = .iterating(iterator)
            return bridgedValue(element) ?? NSNull()
        }
    }

    /// A node whose head is the next element pulled (once, when first needed).
    func node() -> RACSequence {
        let slot = PulledElement()
        return RACSequence.sequenceWithHeadBlock({ slot.value { self.pull() } }, tailBlock: {
            // The element must be pulled before the rest of the sequence, whichever is read first.
            slot.value { self.pull() } == nil ? nil : self.node()
        })
    }
}

/// One element of a bridged sequence, pulled at most once.
private final class PulledElement: @unchecked Sendable { // `pulled` is a Locked
    private let pulled = Locked<Any??>(nil)

    func value(_ pull: () -> Any?) -> Any? {
        pulled.withLock { pulled -> Any? in
            if let value = pulled { return value }
            let value = pull()
            pulled = .some(value)
            return value
        }
    }
}
