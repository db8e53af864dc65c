import Foundation
import HeapStats
import Reactive

/// Paths of Reactive that were quadratic (issue #12), each at two sizes ten times apart: the per-item cost must not
/// grow with the size. Q11 and Q12 are memory: the heap a combineLatest still holds once its inputs have sent N values
/// (through a feedback loop from its own observer; from two threads at once).
func reactiveQuadraticScenarios() -> [Scenario] {
    let sizes = [(5_000, "5k"), (50_000, "50k")]
    return sizes.map { count, label in
        Scenario("Q4-\(label)", "Bag: \(count) members removed oldest first", n: count, fixedN: true,
                 group: "bag", unit: "ns per removal", [(.reactive, .timed { n in bagRemoval(n, order: Array(0..<n)) })])
    }
    + sizes.map { count, label in
        Scenario("Q5-\(label)", "Bag: \(count) members removed in scattered order", n: count, fixedN: true,
                 group: "bag", unit: "ns per removal", [
            (.reactive, .timed { n in bagRemoval(n, order: (0..<n).map { ($0 &* 7_919) % n }) }),
        ])
    }
    + sizes.map { count, label in
        Scenario("Q6-\(label)", "CompositeDisposable: \(count) children removed by their handles, oldest first",
                 n: count, fixedN: true, group: "composite", unit: "ns per removal", [
            (.reactive, .timed { n in
                let sum = Sum()
                let composite = CompositeDisposable()
                let handles = (0..<n).map { i in composite.add { sum.add(i) } }
                return {
                    for handle in handles { handle?.dispose() }
                    composite.dispose()
                    return sum.value &+ handles.count
                }
            }),
        ])
    }
    + sizes.map { count, label in
        Scenario("Q7-\(label)", "flatten(.merge): \(count) live inners, each sends 1 value and ends, oldest first",
                 n: count, fixedN: true, group: "mergeend", unit: "ns per inner", [
            (.reactive, .timed { n in
                let sum = Sum()
                let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
                outer.flatten(.merge).observeValues { sum.add($0) }
                let inners = (0..<n).map { _ in Signal<Int, Never>.pipe() }
                for inner in inners { outerInput.send(value: inner.output) }
                return {
                    for (i, inner) in inners.enumerated() {
                        inner.input.send(value: i)
                        inner.input.sendCompleted()
                    }
                    return withExtendedLifetime(outerInput) { sum.value }
                }
            }),
        ])
    }
    + sizes.map { count, label in
        Scenario("Q8-\(label)", "reentrantUnserialized: \(count) values sent from inside delivery, then delivered",
                 n: count, fixedN: true, group: "reentrant", unit: "ns per value", [
            (.reactive, .timed { n in
                let sum = Sum()
                let (output, input) = Signal<Int, Never>.reentrantUnserializedPipe()
                output.observeValues { value in
                    sum.add(value)
                    if value == 0 { for next in 1..<n { input.send(value: next) } }
                }
                return {
                    input.send(value: 0)
                    return sum.value
                }
            }),
        ])
    }
    + sizes.map { count, label in
        Scenario("Q9-\(label)", "TestScheduler: \(count) actions at scattered dates, then run", n: count,
                 fixedN: true, group: "testscheduler", unit: "ns per action", [
            (.reactive, .timed { n in
                let sum = Sum()
                let scheduler = TestScheduler()
                return {
                    for i in 0..<n {
                        scheduler.schedule(after: .seconds((i &* 7_919) % n)) { sum.add(i) }
                    }
                    scheduler.run()
                    return sum.value
                }
            }),
        ])
    }
    + sizes.map { count, label in
        Scenario("Q10-\(label)", "take(last: \(count / 2)) of \(count) values", n: count, fixedN: true,
                 group: "takelast", unit: "ns per value", [
            (.reactive, .timed { n in
                let sum = Sum()
                let (output, input) = Signal<Int, Never>.pipe()
                output.take(last: n / 2).observeValues { sum.add($0) }
                return {
                    for i in 0..<n { input.send(value: i) }
                    input.sendCompleted()
                    return sum.value
                }
            }),
        ])
    }
    + [(100_000, "100k"), (1_000_000, "1M")].map { count, label in
        Scenario("Q11-\(label)", "combineLatest: its observer feeds \(count) values back into it: heap held afterwards",
                 n: count, fixedN: true, group: "combinememory", unit: "bytes held after the sends", [
            (.reactive, .memory { n in
                let latest = Sum()  // the sum of the last pair delivered
                let (left, leftInput) = Signal<Int, Never>.pipe()
                let (right, rightInput) = Signal<Int, Never>.pipe()
                left.combineLatest(with: right).observeValues { pair in
                    latest.add(pair.0 &+ pair.1 &- latest.value)
                    // Delivered on the left input's stack, so the right input is free to take the next value.
                    if pair.1 + 1 < n { rightInput.send(value: pair.1 + 1) }
                }
                let before = heap_bytes_in_use()
                rightInput.send(value: 0)
                leftInput.send(value: 0)
                let held = Double(heap_bytes_in_use()) - Double(before)
                leftInput.sendCompleted()
                rightInput.sendCompleted()
                return (held, latest.value)
            }),
        ])
    }
    + [(100_000, "100k"), (1_000_000, "1M")].map { count, label in
        Scenario("Q12-\(label)", "combineLatest fed by 2 threads, \(count) values each: heap held afterwards",
                 n: count, fixedN: true, group: "combinememory", unit: "bytes held after the sends", [
            (.reactive, .memory { n in
                let latest = Sum()  // the sum of the last pair delivered
                let (left, leftInput) = Signal<Int, Never>.pipe()
                let (right, rightInput) = Signal<Int, Never>.pipe()
                left.combineLatest(with: right).observeValues { pair in
                    latest.add(pair.0 &+ pair.1 &- latest.value)
                }
                let before = heap_bytes_in_use()
                sendConcurrently(n, into: [{ leftInput.send(value: $0) }, { rightInput.send(value: $0) }])
                let held = Double(heap_bytes_in_use()) - Double(before)
                // Ending the inputs releases the operator now, not whenever the sender threads are freed, so that
                // its buffers cannot be freed during the next measurement.
                leftInput.sendCompleted()
                rightInput.sendCompleted()
                // The last pair is (n - 1, n - 1) whichever thread finished first.
                return (held, latest.value)
            }),
        ])
    }
}

/// Removes the `n` members of a `Bag` in `order` (positions in insertion order); the checksum sums what came back.
private func bagRemoval(_ n: Int, order: [Int]) -> () -> Int {
    var bag = Bag<Int>()
    let tokens = (0..<n).map { bag.insert($0) }
    return {
        var sum = 0
        for position in order { sum &+= bag.remove(using: tokens[position]) ?? 0 }
        return sum &+ bag.count
    }
}
