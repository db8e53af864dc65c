import Dispatch
import Foundation
import Synchronization
import Testing
@testable import Reactive
import RACSupport

/// Paths that must not grow with the square of the work (issue #12): each runs its large case and bounds the steps
/// `OperationCount` counted on this thread (elements moved or visited, comparisons, tree levels), never the time.
@Suite("Cost that must not grow with the square of the work")
struct LinearCostTests {
    /// ⌈log2(n)⌉, the depth of a balanced structure of n elements.
    private func depth(_ n: Int) -> Int { Int.bitWidth - (n - 1).leadingZeroBitCount }

    /// An order in which the members of a collection are removed.
    enum Order: String, CaseIterable, CustomTestStringConvertible {
        case oldestFirst, newestFirst, scattered

        /// The insertion positions 0..<n in this order (`scattered` is a fixed permutation).
        func positions(_ n: Int) -> [Int] {
            switch self {
            case .oldestFirst: Array(0..<n)
            case .newestFirst: Array((0..<n).reversed())
            case .scattered: (0..<n).map { ($0 &* 7_919) % n }
            }
        }

        var testDescription: String { rawValue }
    }

    // MARK: Bag

    @Test("Bag: 50,000 members removed in any order in a bounded count of steps; the rest keep insertion order",
          arguments: Order.allCases)
    func bagRemoval(order: Order) {
        let n = 50_000
        var bag = Bag<Int>()
        let tokens = (0..<n).map { bag.insert($0) }
        var isRemoved = [Bool](repeating: false, count: n)
        var steps = 0
        var wrongElements = 0
        for (done, position) in order.positions(n).enumerated() {
            let before = OperationCount.current
            let element = bag.remove(using: tokens[position])
            steps += OperationCount.current - before
            if element != position { wrongElements += 1 }
            isRemoved[position] = true
            if done == n / 3 || done == n / 2 {
                let expected = (0..<n).filter { !isRemoved[$0] }
                #expect(Array(bag) == expected)
                #expect(bag.indices == 0..<expected.count)
                #expect(bag.indices.map { bag[$0] } == expected)
                #expect(bag.remove(using: tokens[position]) == nil)
            }
        }
        #expect(wrongElements == 0)
        #expect(bag.isEmpty)
        #expect(Array(bag) == [])
        #expect(steps <= n * (2 * depth(n) + 8), "\(steps) steps for \(n) removals")
    }

    @Test("Bag: reading every index of 50,000 members with scattered holes costs O(log n) steps a read")
    func bagIndexingWithHoles() {
        let n = 50_000
        var bag = Bag<Int>()
        let tokens = (0..<n).map { bag.insert($0) }
        // Removes a third of the members, scattered, leaving holes all over the bag.
        let removed = Set(Order.scattered.positions(n).prefix(n / 3))
        for position in Order.scattered.positions(n).prefix(n / 3) { bag.remove(using: tokens[position]) }
        let expected = (0..<n).filter { !removed.contains($0) }
        let before = OperationCount.current
        let read = bag.indices.map { bag[$0] }
        let steps = OperationCount.current - before
        #expect(read == expected)
        #expect(Array(bag) == expected)
        #expect(bag.count == expected.count && bag.first == expected.first && bag.last == expected.last)
        #expect(steps <= expected.count * (depth(n) + 2), "\(steps) steps for \(expected.count) reads")
    }

    @Test("Bag: 50,000 times insert one and remove the oldest of 1,000 live members, in a bounded count of steps")
    func bagChurn() {
        let n = 50_000
        let live = 1_000
        var bag = Bag<Int>()
        var tokens = (0..<live).map { bag.insert($0) }
        var oldest = 0
        let before = OperationCount.current
        for value in live..<(live + n) {
            tokens.append(bag.insert(value))
            if bag.remove(using: tokens[oldest]) != oldest { Issue.record("wrong element for \(oldest)") }
            oldest += 1
        }
        let steps = OperationCount.current - before
        #expect(Array(bag) == Array(n..<(n + live)))
        #expect(bag[0] == n && bag[live - 1] == n + live - 1)
        #expect(steps <= n * (2 * depth(live) + 8), "\(steps) steps for \(n) insertions and removals")
    }

    // MARK: Disposables and lifetimes

    @Test("CompositeDisposable: 25,000 of 50,000 children removed by their handles in a bounded count of steps",
          arguments: [Order.oldestFirst, .scattered])
    func compositeRemoval(order: Order) {
        let n = 50_000
        let composite = CompositeDisposable()
        let disposed = Mutex<[Int]>([])
        let handles = (0..<n).map { index in
            composite.add { disposed.withLock { $0.append(index) } }
        }
        let before = OperationCount.current
        for position in order.positions(n) where position % 2 == 1 { handles[position]?.dispose() }
        let steps = OperationCount.current - before
        #expect(disposed.withLock { $0.isEmpty })
        composite.dispose()
        #expect(disposed.withLock { $0 } == Array(stride(from: 0, to: n, by: 2)))
        #expect(steps <= n / 2 * (2 * depth(n) + 8), "\(steps) steps for \(n / 2) removals")
    }

    @Test("Lifetime: 45,000 of 50,000 end observers unregistered oldest first in a bounded count of steps")
    func lifetimeUnregistration() {
        let n = 50_000
        let (lifetime, token) = Lifetime.make()
        let ran = Mutex<[Int]>([])
        let handles = (0..<n).map { index in lifetime.observeEnded { ran.withLock { $0.append(index) } } }
        let before = OperationCount.current
        for index in 0..<n where index % 10 != 0 { handles[index]?.dispose() }
        let steps = OperationCount.current - before
        token.dispose()
        #expect(ran.withLock { $0 } == Array(stride(from: 0, to: n, by: 10)))
        #expect(steps <= n * (2 * depth(n) + 8), "\(steps) steps for \(n) registrations removed")
    }

    // MARK: Operators

    @Test("flatten(.merge): 50,000 live inners ending in the order they started, in a bounded count of steps")
    func mergeManyInnersEndingInOrder() {
        let n = 50_000
        let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
        let recorder = outer.flatten(.merge).record()
        let inners = (0..<n).map { _ in Signal<Int, Never>.pipe() }
        for inner in inners { outerInput.send(value: inner.output) }
        outerInput.sendCompleted()
        let before = OperationCount.current
        for (index, inner) in inners.enumerated() {
            inner.input.send(value: index)
            inner.input.sendCompleted()
        }
        let steps = OperationCount.current - before
        #expect(recorder.values == Array(0..<n))
        #expect(recorder.events.last == .completed)
        #expect(steps <= n * (2 * depth(n) + 8), "\(steps) steps for \(n) inners ending")
    }

    @Test("reentrantUnserialized: 50,000 values sent from inside delivery are queued and delivered in order, in a bounded count of steps")
    func reentrantQueue() {
        let n = 50_000
        let (output, input) = Signal<Int, Never>.reentrantUnserializedPipe()
        var received: [Int] = []
        received.reserveCapacity(n)
        output.observeValues { value in
            received.append(value)
            if value == 0 { for next in 1..<n { input.send(value: next) } }
        }
        let recorder = output.record()
        let before = OperationCount.current
        input.send(value: 0)
        let steps = OperationCount.current - before
        input.sendCompleted()
        #expect(received == Array(0..<n))
        #expect(recorder.values == Array(0..<n))
        #expect(recorder.events.last == .completed)
        #expect(steps <= 4 * n, "\(steps) steps for \(n) queued values")
    }

    @Test("take(last:): keeping the last 25,000 of 50,000 values costs a bounded count of steps")
    func takeLastMany() {
        let n = 50_000
        let (output, input) = Signal<Int, Never>.pipe()
        let recorder = output.take(last: n / 2).record()
        let before = OperationCount.current
        for value in 0..<n { input.send(value: value) }
        input.sendCompleted()
        let steps = OperationCount.current - before
        #expect(recorder.values == Array((n / 2)..<n))
        #expect(recorder.events.last == .completed)
        #expect(steps <= 4 * n, "\(steps) steps for \(n) values")
    }

    @Test("TestScheduler: 50,000 actions at scattered dates run by date, then in FIFO order, with O(log n) steps each")
    func testSchedulerManyActions() {
        let n = 50_000
        let scheduler = TestScheduler()
        var ran: [Int] = []
        ran.reserveCapacity(n)
        // Four actions share each date (FIFO among them); every 7th is disposed before it is due.
        let delays = (0..<n).map { ($0 &* 7_919) % (n / 4) }
        let before = OperationCount.current
        let disposables = (0..<n).map { index in
            scheduler.schedule(after: .seconds(delays[index])) { ran.append(index) }
        }
        for index in stride(from: 0, to: n, by: 7) { disposables[index]?.dispose() }
        scheduler.run()
        let steps = OperationCount.current - before
        let expected = (0..<n).filter { $0 % 7 != 0 }.sorted { (delays[$0], $0) < (delays[$1], $1) }
        #expect(ran == expected)
        #expect(scheduler.currentDate == .distantFuture)
        #expect(steps <= 4 * n * depth(n), "\(steps) steps for \(n) actions")
    }

    @Test("TestScheduler: an action scheduled while running, at a date already due, runs after those due before it")
    func testSchedulerOrderWhileRunning() {
        let scheduler = TestScheduler()
        var ran: [String] = []
        let start = scheduler.currentDate
        let repeating = scheduler.schedule(after: start.addingTimeInterval(2), interval: .seconds(2)) { ran.append("tick") }
        scheduler.schedule(after: start.addingTimeInterval(2)) {
            ran.append("at 2")
            scheduler.schedule(after: start.addingTimeInterval(1)) { ran.append("late, for 1") }
            scheduler.schedule { ran.append("now, at 2") }
        }
        scheduler.schedule(after: start.addingTimeInterval(3)) { ran.append("at 3") }
        scheduler.advance(by: .seconds(4))
        repeating?.dispose()
        scheduler.run()
        #expect(ran == ["tick", "at 2", "late, for 1", "now, at 2", "at 3", "tick"])
        #expect(scheduler.currentDate == .distantFuture)
    }

    // MARK: OrderedOutput

    /// A value whose release a test can observe through a weak reference.
    final class Payload {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test("combineLatest: while a feedback loop keeps its output busy, delivered values are released at once")
    func combineLatestReleasesDeliveredValues() {
        let n = 20_000
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Payload, Never>.pipe()
        var released = [Bool](repeating: false, count: n)
        var isAlive: [Int: () -> Bool] = [:]
        var received: [Int] = []
        var retainedAfterDelivery = 0
        received.reserveCapacity(n)
        func send(_ number: Int) {
            let payload = Payload(number)
            isAlive[number] = { [weak payload] in payload != nil }
            rightInput.send(value: payload)
        }
        left.combineLatest(with: right).observeValues { _, payload in
            received.append(payload.number)
            // The previous pair has been delivered: nothing may hold its payload any more.
            if payload.number >= 1, let check = isAlive.removeValue(forKey: payload.number - 1) {
                if check() { retainedAfterDelivery += 1 } else { released[payload.number - 1] = true }
            }
            if payload.number + 1 < n { send(payload.number + 1) }
        }
        // The first pair is delivered on the left input's stack, so the loop can feed the right input.
        send(0)
        leftInput.send(value: 0)
        leftInput.sendCompleted()
        rightInput.sendCompleted()
        #expect(received == Array(0..<n))
        #expect(retainedAfterDelivery == 0, "\(retainedAfterDelivery) of \(n - 1) delivered payloads still held")
        #expect(released.dropLast().allSatisfy { $0 })
    }

    @Test("combineLatest fed by two threads delivers every value, each side in order, and completes")
    func combineLatestFromTwoThreads() {
        let n = 20_000
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        let pairs = Mutex<[(Int, Int)]>([])
        let completed = Mutex(false)
        left.combineLatest(with: right).observe { event in
            switch event {
            case let .value(pair): pairs.withLock { $0.append(pair) }
            case .completed: completed.withLock { $0 = true }
            default: break
            }
        }
        let done = DispatchSemaphore(value: 0)
        for input in [leftInput, rightInput] {
            Thread {
                for value in 0..<n { input.send(value: value) }
                input.sendCompleted()
                done.signal()
            }.start()
        }
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(done.wait(timeout: .now() + 60) == .success)
        let received = pairs.withLock { $0 }
        #expect(completed.withLock { $0 })
        #expect(received.last.map { $0 == (n - 1, n - 1) } == true)
        // Every pair moves exactly one side on by one value; the values one side sent before the other's first value
        // are not paired.
        let moves = zip(received, received.dropFirst()).filter { previous, next in
            (next.0 == previous.0 + 1 && next.1 == previous.1) || (next.0 == previous.0 && next.1 == previous.1 + 1)
        }
        #expect(moves.count == received.count - 1)
        if let first = received.first {
            #expect(min(first.0, first.1) == 0)
            #expect(received.count == 2 * n - 1 - max(first.0, first.1))
        }
    }
}
