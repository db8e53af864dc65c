import Synchronization

/// A run of stateless operators (`map`, `filter`) over one source signal, applied inside a single subscription.
///
/// `[[[s map:f] filter:g] map:h]` subscribes to `s` once either way. Fused, a value goes through `f`, `g` and `h` in
/// one loop instead of through a sink, a subscriber and a closure per operator, and a deep chain does not deepen the
/// stack. Every operator still returns its own signal (with its own name); only the subscription is shared.
@usableFromInline
final class FusedSteps: @unchecked Sendable { // immutable, but for the step list built once
    /// One step, boxed so that the loop can call its block without reference counting: the block is a constant
    /// of a box the loop does not retain.
    class Box: @unchecked Sendable { // immutable
        let isMap: Bool

        init(isMap: Bool) {
            self.isMap = isMap
        }

        /// A map's value for `value`.
        @inline(__always) final func mapped(_ value: Any?) -> Any? {
            unsafeDowncast(self, to: MapBox.self).transform(value)
        }

        /// Whether a filter keeps `value`.
        @inline(__always) final func keeps(_ value: Any?) -> Bool {
            unsafeDowncast(self, to: FilterBox.self).include(value)
        }
    }

    final class MapBox: Box, @unchecked Sendable { // immutable
        let transform: (Any?) -> Any?

        init(_ transform: @escaping (Any?) -> Any?) {
            self.transform = transform
            super.init(isMap: true)
        }
    }

    final class FilterBox: Box, @unchecked Sendable { // immutable
        let include: (Any?) -> Bool

        init(_ include: @escaping (Any?) -> Bool) {
            self.include = include
            super.init(isMap: false)
        }
    }

    /// The steps in order.
    final class List: @unchecked Sendable { // immutable
        /// Keeps the boxes alive for `unretained`.
        let boxes: ContiguousArray<Box>
        let unretained: ContiguousArray<Unmanaged<Box>>

        init(_ boxes: ContiguousArray<Box>) {
            self.boxes = boxes
            unretained = ContiguousArray(boxes.lazy.map { Unmanaged.passUnretained($0) })
        }
    }

    /// The signal the first step reads from (never itself fused).
    let source: RACSignal
    let last: Box
    let previous: FusedSteps?
    private let list = AtomicLazyReference<List>()

    private init(source: RACSignal, last: Box, previous: FusedSteps?) {
        self.source = source
        self.last = last
        self.previous = previous
    }

    /// The signal applying `step` (a `MapBox` or a `FilterBox`) to `signal`'s values: joined to `signal`'s own steps
    /// when it has any.
    static func signal(_ signal: RACSignal, then step: Box) -> RACSignal {
        let previous = (signal as? RACDynamicSignal)?.fused
        let fused = FusedSteps(source: previous?.source ?? signal, last: step, previous: previous)
        return RACDynamicSignal(fused)
    }

    /// The steps from the first to `last`, collected once (walking back the chain) at the first subscription.
    var steps: List {
        if let built = list.load() { return built }
        var reversed = ContiguousArray<Box>()
        var node: FusedSteps? = self
        while let current = node {
            reversed.append(current.last)
            node = current.previous
        }
        return list.storeIfNil(List(ContiguousArray(reversed.reversed())))
    }

    /// Subscribes `sink` to the source through the steps.
    func run(into sink: SubscriptionSink) {
        // The steps are only ever called from the source's own subscriber, one event at a time, so they deliver to
        // `sink` as its delivery owner (and `isFedSerially` has `sendNext` do the same for any other caller).
        sink.isFedSerially = true
        guard previous != nil else {
            if last.isMap {
                let transform = unsafeDowncast(last, to: MapBox.self).transform
                source.subscribe(into: sink, next: { value in
                    let mapped = transform(value)
                    sink.deliverNextOwned(mapped)
                    discard(mapped)
                })
            } else {
                let include = unsafeDowncast(last, to: FilterBox.self).include
                source.subscribe(into: sink, next: { if include($0) { sink.deliverNextOwned($0) } })
            }
            return
        }
        let steps = self.steps
        source.subscribe(into: sink, next: { FusedSteps.apply(steps, to: $0, into: sink) })
    }

    /// Takes `value` through every step and sends what comes out to `sink`.
    ///
    /// Copying or destroying an `Any?` goes through its value witnesses, so the value is never copied: filters
    /// ahead of the first map test it as given, and each map's result replaces the previous one.
    private static func apply(_ steps: List, to value: Any?, into sink: SubscriptionSink) {
        // `steps` keeps the boxes alive for the whole call.
        let boxes = steps.unretained
        for index in boxes.indices {
            // Unfused, the sink between two operators stopped here once the subscription was disposed.
            if index > 0, sink.disposable.isDisposed { return }
            let box = boxes[index]
            if box._withUnsafeGuaranteedRef({ $0.isMap }) {
                apply(boxes, from: index + 1, to: box._withUnsafeGuaranteedRef { $0.mapped(value) }, into: sink)
                return
            }
            if !box._withUnsafeGuaranteedRef({ $0.keeps(value) }) { return }
        }
        sink.deliverNextOwned(value)
    }

    /// Takes a map's result through the steps from `start` on.
    @inline(__always)
    private static func apply(_ boxes: ContiguousArray<Unmanaged<Box>>, from start: Int, to value: consuming Any?,
                              into sink: SubscriptionSink) {
        // Every way out ends the value with `discard`.
        for index in start..<boxes.count {
            if sink.disposable.isDisposed {
                discard(value)
                return
            }
            let box = boxes[index]
            if box._withUnsafeGuaranteedRef({ $0.isMap }) {
                let mapped = box._withUnsafeGuaranteedRef { $0.mapped(value) }
                discard(value)
                value = mapped
            } else if !box._withUnsafeGuaranteedRef({ $0.keeps(value) }) {
                discard(value)
                return
            }
        }
        sink.deliverNextOwned(value)
        discard(value)
    }
}

/// Ends the life of a value the library made (a map's result). The same as letting it go out of scope, cheaper:
/// nothing is done for nil or for a plain value stored inline (an `Int`, a `Bool`), which own nothing; anything
/// else is destroyed through the existential's own witnesses rather than through `Optional`'s generic ones (about
/// 30 instructions instead of 75).
@inline(__always)
func discard(_ value: consuming Any?) {
    // Room for one `Any?` that the compiler does not destroy: the value is moved in, and destroyed only if needed.
    var room: (UInt, UInt, UInt, UInt) = (0, 0, 0, 0)
    discard(value, movedTo: &room)
}

@inline(__always)
private func discard(_ value: consuming Any?, movedTo room: UnsafeMutableRawPointer) {
    let slot = room.initializeMemory(as: Any?.self, to: value)
    if ownsNothing(UnsafeRawPointer(room)) { return }
    switch slot.move() {
    case .some(let payload): _fixLifetime(payload)
    case .none: break
    }
}

/// Whether the `Any?` at `container` owns nothing: it is nil, or its payload is a plain value (no references)
/// stored in the container's inline buffer.
@inline(__always)
func ownsNothing(_ container: UnsafeRawPointer) -> Bool {
    let word = MemoryLayout<Int>.size
    // Swift's existential container (a stable ABI): three buffer words, then the stored type's metadata (null for
    // nil). The word before a type's metadata points to its value witness table, whose flags follow eight
    // function pointers, the size and the stride; their `IsNonPOD` and `IsNonInline` bits are clear for a plain
    // value stored inline.
    guard let metadata = container.load(fromByteOffset: 3 * word, as: UnsafeRawPointer?.self) else { return true }
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    let flags = witnesses.load(fromByteOffset: 10 * word, as: UInt32.self)
    return flags & 0x0003_0000 == 0
}
