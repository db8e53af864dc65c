// The raw-closure floor: the same per-value work as the libraries, done with plain Swift closures.

/// Hides a value from the optimiser, so the floor pays for real indirect closure calls like a library does.
@_optimize(none) @inline(never)
func opaque<T>(_ value: T) -> T { value }

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

/// N values, each handed to one observer closure (S1, S10).
func closureFloor() -> Participation {
    .timed { n in
        let sum = Cell()
        let observer: (Int) -> Void = opaque { sum.value &+= $0 }
        return {
            for i in 0..<n { observer(i) }
            return sum.value
        }
    }
}

/// N outer values, each turned into a one-value inner "producer" closure that is started with the observer
/// (S6, S7: with one-value inners, merging and switching do the same work).
func innerProducerFloor() -> Participation {
    .timed { n in
        let sum = Cell()
        let transform: (Int) -> (((Int) -> Void) -> Void) = opaque { value in { observer in observer(value) } }
        let observer: (Int) -> Void = opaque { sum.value &+= $0 }
        return {
            for i in 0..<n { transform(i)(observer) }
            return sum.value
        }
    }
}
