import RACLegacy
import Synchronization

// The raw-closure floor: the same per-value work as the libraries, done with plain Swift closures.
//
// Each closure is passed once, at setup, through a non-generic identity function the optimiser may not look
// into, so every call in the timed loop is a real indirect call through a closure context, as in a library. The
// functions are non-generic on purpose: a generic identity makes the caller reabstract the closure (a thunk per
// call, and an allocation per returned closure); `--mallocs` shows the floors allocating no more than the plain
// closures they are made of (S4, S6 and S7: one context per iteration, the inner "producer"; the others: none).

@inline(never) @_optimize(none) func opaque(_ f: @escaping (Int) -> Void) -> (Int) -> Void { f }
@inline(never) @_optimize(none) func opaque(_ f: @escaping (Int) -> Int) -> (Int) -> Int { f }
@inline(never) @_optimize(none) func opaque(_ f: @escaping (Int) -> Bool) -> (Int) -> Bool { f }
@inline(never) @_optimize(none) func opaque(_ f: @escaping (Int, Int) -> Void) -> (Int, Int) -> Void { f }
@inline(never) @_optimize(none) func opaque(_ f: @escaping () -> Void) -> () -> Void { f }
@inline(never) @_optimize(none) func opaque(_ f: @escaping (Any?) -> Int) -> (Any?) -> Int { f }
@inline(never) @_optimize(none) func opaque(_ f: @escaping (Int) -> Any?) -> (Int) -> Any? { f }
@inline(never) @_optimize(none) func opaque(_ f: @escaping (Any?) -> Void) -> (Any?) -> Void { f }

/// A one-value "producer": started with an observer, it sends its value.
typealias InnerProducer = ((Int) -> Void) -> Void
@inline(never) @_optimize(none) func opaque(_ f: @escaping (Int) -> InnerProducer) -> (Int) -> InnerProducer { f }

/// A one-value stream started with a value and a completion observer.
typealias ColdStream = ((Int) -> Void, () -> Void) -> Void
@inline(never) @_optimize(none) func opaque(_ f: @escaping (Int) -> ColdStream) -> (Int) -> ColdStream { f }

/// Observers kept in a dictionary by key: attach and detach are O(1), like a library's observer storage.
final class ClosureBag {
    private var observers: [Int: (Int) -> Void] = [:]
    private var nextKey = 0

    func insert(_ observer: @escaping (Int) -> Void) -> Int {
        nextKey += 1
        observers[nextKey] = observer
        return nextKey
    }

    func remove(_ key: Int) {
        observers[key] = nil
    }

    func send(_ value: Int) {
        for observer in observers.values { observer(value) }
    }
}

/// The plain floor and the locked floor of a scenario, from one workload maker told whether to lock.
func floors(_ make: (_ locked: Bool) -> Participation) -> [(Library, Participation)] {
    [(.floor, make(false)), (.lockedFloor, make(true))]
}

/// A floor's final observer: adds to `sum`; when `locked`, inside an uncontended `Mutex` taken per delivery.
func floorObserver(_ sum: Sum, locked: Bool) -> (Int) -> Void {
    guard locked else { return opaque { (value: Int) -> Void in sum.add(value) } }
    let lock = FloorLock()
    return opaque { (value: Int) -> Void in lock.mutex.withLock { _ in sum.add(value) } }
}

/// The lock of the locked floor.
final class FloorLock: Sendable {
    let mutex = Mutex(())
}

/// N values, each handed to one observer closure (S1, S10).
func closureFloor(locked: Bool = false) -> Participation {
    .timed { n in
        let sum = Sum()
        let observer = floorObserver(sum, locked: locked)
        return {
            for i in 0..<n { observer(i) }
            return sum.value
        }
    }
}

/// N outer values, each turned into a one-value inner "producer" closure that is started with the observer
/// (S6, S7: with one-value inners, merging and switching do the same work).
func innerProducerFloor(locked: Bool = false) -> Participation {
    .timed { n in
        let sum = Sum()
        let transform = opaque { (value: Int) -> InnerProducer in { observer in observer(value) } }
        let observer = floorObserver(sum, locked: locked)
        return {
            for i in 0..<n { transform(i)(observer) }
            return sum.value
        }
    }
}

/// The accumulator observers add to, behind a raw pointer: no exclusivity check and no reference counting per
/// add, in any library (`@exclusivity(unchecked)` on a stored property is not honoured once the access is inlined
/// into another module, and a captured `var` pays a dynamic check per access).
final class Sum {
    let pointer: UnsafeMutablePointer<Int>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: 0)
    }

    deinit { pointer.deallocate() }

    var value: Int { pointer.pointee }

    @inline(__always) func add(_ value: Int) { pointer.pointee &+= value }
}

/// How a RACLegacy observer reads the Int inside the `Any?` it is handed: with the `as! Int` a user writes, or (the
/// "typed" rows) with RACLegacy's public typed read, `racValue(_:as:)`, its fast form.
struct IntReader {
    let casts: Bool

    @inline(__always) func callAsFunction(_ value: Any?) -> Int {
        casts ? value as! Int : racValue(value, as: Int.self)
    }

    /// A RACTuple handed as `Any?`: `as! RACTuple`, or the typed read (a class: it then casts too).
    @inline(__always) func tuple(_ value: Any?) -> RACTuple {
        casts ? value as! RACTuple : racValue(value, as: RACTuple.self)
    }
}

/// A `Sum` that reads the RAC value itself, for the observer blocks S4 and S4c make once per iteration. Such a
/// block then captures one object, as a ported `{ total.add($0 as! Int) }` does, and Swift makes no context for
/// it; capturing the `IntReader` as well would allocate a context per iteration that Reactive's
/// `{ sum.add($0) }` does not pay.
final class ReadingSum {
    let sum = Sum()
    let int: IntReader

    init(_ int: IntReader) {
        self.int = int
    }

    var value: Int { sum.value }

    @inline(__always) func add(_ value: Any?) { sum.add(int(value)) }
}
