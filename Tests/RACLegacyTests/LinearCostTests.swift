import Foundation
import Testing
@testable import RACLegacy
import RACSupport

/// Paths that must not grow with the square of the work: each runs its large case and bounds the steps counted
/// by `OperationCount` (comparisons, elements visited or moved) on this thread, never the time taken.
@Suite("Cost that must not grow with the square of the work") struct LinearCostTests {
    /// ⌈log2(n)⌉, the depth of a balanced structure of n elements.
    private func depth(_ n: Int) -> Int { Int.bitWidth - (n - 1).leadingZeroBitCount }

    @Test("RACCompoundDisposable: 80,000 children removed oldest first in a bounded count of steps; none disposed")
    func compoundRemovalOldestFirst() {
        let n = 80_000
        let compound = RACCompoundDisposable()
        var disposed = 0
        let children = (0..<n).map { _ in RACDisposable { disposed += 1 } }
        for child in children { compound.addDisposable(child) }
        let before = OperationCount.current
        for child in children { compound.removeDisposable(child) }
        let steps = OperationCount.current - before
        #expect(steps <= 8 * n, "\(steps) steps for \(n) removals")
        compound.dispose()
        #expect(disposed == 0)
        #expect(compound.isDisposed)
    }

    @Test("RACCompoundDisposable: removal in any order keeps the others, which are disposed once, in insertion order")
    func compoundRemovalKeepsOrder() {
        let n = 10_000
        let compound = RACCompoundDisposable()
        var order: [Int] = []
        let children = (0..<n).map { index in RACDisposable { order.append(index) } }
        for child in children { compound.addDisposable(child) }
        // Remove every index divisible by 3 (from the back), then every other odd index from the front.
        let removed = Set(stride(from: n - 1, through: 0, by: -1).filter { $0 % 3 == 0 })
            .union(stride(from: 1, to: n, by: 4))
        let before = OperationCount.current
        for index in stride(from: n - 1, through: 0, by: -1) where index % 3 == 0 { compound.removeDisposable(children[index]) }
        for index in stride(from: 1, to: n, by: 4) { compound.removeDisposable(children[index]) }
        #expect(OperationCount.current - before <= 8 * n)
        compound.dispose()
        #expect(order == (0..<n).filter { !removed.contains($0) })
    }

    @Test("RACCompoundDisposable: removing a child added twice removes its last occurrence only")
    func compoundRemovalOfDuplicate() {
        let compound = RACCompoundDisposable()
        var order: [String] = []
        let a = RACDisposable { order.append("a") }
        let b = RACDisposable { order.append("b") }
        for child in [a, b, a] { compound.addDisposable(child) }
        for index in 0..<40 { compound.addDisposable(RACDisposable { order.append("\(index)") }) }
        compound.removeDisposable(a)
        compound.dispose()
        #expect(order == ["a", "b"] + (0..<40).map { "\($0)" })
    }

    @Test("delay: 80,000 values pending on a test scheduler are delivered in order in a bounded count of steps")
    func delayWithManyPendingValues() {
        let n = 80_000
        let scheduler = RACTestScheduler()
        let subject = RACSubject()
        var received: [Int] = []
        var completed = 0
        received.reserveCapacity(n)
        let before = OperationCount.current
        scheduler.performAsCurrentScheduler {
            subject.delay(1).subscribeNext({ received.append($0 as! Int) }, completed: { completed += 1 })
            for value in 0..<n { subject.sendNext(value) }
            subject.sendCompleted()
        }
        scheduler.stepAll()
        let steps = OperationCount.current - before
        #expect(received.count == n)
        #expect(received.elementsEqual(0..<n))
        #expect(completed == 1)
        #expect(steps <= 8 * n * depth(n), "\(steps) steps for \(n) pending values")
    }

    @Test("RACTestScheduler: 20,000 actions at scattered times run by date then FIFO, O(log n) comparisons a step")
    func testSchedulerStepCost() {
        let n = 20_000
        let scheduler = RACTestScheduler()
        var ran: [Int] = []
        ran.reserveCapacity(n)
        // Every 4th action shares its date with others (FIFO among them); every 7th is disposed before stepping.
        let delays = (0..<n).map { Double(($0 &* 7_919) % (n / 4)) }
        let disposables = (0..<n).map { index in scheduler.afterDelay(delays[index]) { ran.append(index) } }
        for index in stride(from: 0, to: n, by: 7) { disposables[index]?.dispose() }
        let before = OperationCount.current
        scheduler.stepAll()
        let steps = OperationCount.current - before
        let expected = (0..<n).filter { $0 % 7 != 0 }.sorted { (delays[$0], $0) < (delays[$1], $1) }
        #expect(ran.count == expected.count)
        #expect(ran == expected)
        #expect(steps <= 4 * n * depth(n), "\(steps) comparisons for \(n) actions")
    }

    @Test("RACTestScheduler: a repeating action re-enqueues at its next date, after actions already due then")
    func testSchedulerRepeatingOrder() {
        let scheduler = RACTestScheduler()
        var ran: [String] = []
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let repeating = scheduler.after(start, repeatingEvery: 2, withLeeway: 0) { ran.append("tick") }
        scheduler.after(start.addingTimeInterval(2)) { ran.append("at 2") }
        scheduler.after(start.addingTimeInterval(3)) { ran.append("at 3") }
        scheduler.step(4)
        repeating?.dispose()
        scheduler.stepAll()
        #expect(ran == ["tick", "at 2", "tick", "at 3"])
    }
}
