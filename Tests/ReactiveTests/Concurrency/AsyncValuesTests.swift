import Foundation
import Testing
@testable import Reactive

/// A weak reference handed from one task to another.
private final class WeakReference: @unchecked Sendable {  // `lock` guards `stored`
    private let lock = NSLock()
    private weak var stored: AnyObject?
    var object: AnyObject? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Counts down from `count` to 1, then fails with `failure` if set (a re-iterable sequence with a typed failure).
@Suite("2.18 AsyncSequence bridging", .timeLimit(.minutes(1)))
struct AsyncValuesTests {
    // MARK: Signal.values

    @Test("a signal's values: earlier values are not seen, later ones arrive in order, completion ends the loop")
    func signalIsHot() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(value: 1)
        var iterator = signal.values.makeAsyncIterator()
        input.send(value: 2)
        input.send(value: 3)
        input.sendCompleted()
        var seen: [Int] = []
        while let value = await iterator.next() { seen.append(value) }  // no `try`: Error == Never
        #expect(seen == [2, 3])
        #expect(await iterator.next() == nil)
    }

    @Test("a failed signal throws its typed error after its values, then returns nil")
    func signalFailure() async throws {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var iterator = signal.values.makeAsyncIterator()
        input.send(value: 1)
        input.send(error: .second)
        var seen: [Int] = []
        do throws(TestError) {
            while let value = try await iterator.next() { seen.append(value) }
            Issue.record("expected a failure")
        } catch {
            #expect(error == .second)
        }
        #expect(seen == [1])
        #expect(try await iterator.next() == nil)
    }

    @Test("an interrupted signal ends the loop with nil")
    func signalInterrupted() async throws {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var iterator = signal.values.makeAsyncIterator()
        input.send(value: 4)
        input.sendInterrupted()
        #expect(try await iterator.next() == 4)
        #expect(try await iterator.next() == nil)
    }

    @Test("cancelling the consuming task disposes the observation, ends the loop and releases everything")
    func signalCancellation() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (progress, reached) = AsyncStream<String>.makeStream()
        let queue = WeakReference()
        let consumer = Task {
            var seen: [Int] = []
            var iterator = signal.values.makeAsyncIterator()
            queue.object = iterator.iteration.queue
            reached.yield("observing")
            while let value = await iterator.next() {
                seen.append(value)
                reached.yield("\(value)")
            }
            return seen
        }
        var steps = progress.makeAsyncIterator()
        #expect(await steps.next() == "observing")
        input.send(value: 1)
        #expect(await steps.next() == "1")
        input.send(value: 2)
        #expect(await steps.next() == "2")
        consumer.cancel()
        #expect(await consumer.value == [1, 2])
        input.send(value: 3)
        #expect(queue.object == nil)
    }

    @Test("dropping an iterator disposes its observation and releases its buffer")
    func signalIteratorDropped() {
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var queue: AsyncEventQueue<Int, Never>?
        do {
            let iterator = signal.values.makeAsyncIterator()
            queue = iterator.iteration.queue
            input.send(value: 1)
        }
        input.send(value: 2)
        #expect(queue == nil)
    }

    // MARK: SignalProducer.values

    @Test("each for-await loop over a producer's values starts it once (no try: Error == Never)")
    func producerStartsPerIteration() async {
        let starts = Atomic(0)
        let producer = SignalProducer<Int, Never>([1, 2, 3]).on(started: { starts.modify { $0 += 1 } })
        let values = producer.values
        #expect(starts.value == 0)
        var first: [Int] = []
        for await value in values { first.append(value) }
        #expect(starts.value == 1)
        var second: [Int] = []
        for await value in values { second.append(value) }
        #expect(starts.value == 2)
        #expect(first == [1, 2, 3])
        #expect(second == [1, 2, 3])
    }

    @Test("a failing producer throws its typed error after its values, then returns nil")
    func producerFailure() async throws {
        let producer = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(value: 2)
            observer.send(error: .first)
        }
        var iterator = producer.values.makeAsyncIterator()
        var seen: [Int] = []
        do throws(TestError) {
            for try await value in producer.values { seen.append(value) }
            Issue.record("expected a failure")
        } catch {
            #expect(error == .first)
        }
        #expect(seen == [1, 2])
        #expect(try await iterator.next() == 1)
        #expect(try await iterator.next() == 2)
        await #expect(throws: TestError.first) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test("values sent while the consumer is busy are buffered and all delivered in order")
    func producerBuffersValues() async {
        let scheduler = TestScheduler()
        let producer = SignalProducer<Date, Never>.timer(interval: .seconds(1), on: scheduler).scan(0) { count, _ in count + 1 }.take(first: 5)
        var iterator = producer.values.makeAsyncIterator()
        // Every value is sent before the first is taken (the synchronous advance, from a synchronous closure).
        let advance = { scheduler.advance(by: .seconds(5)) }
        advance()
        var seen: [Int] = []
        while let value = await iterator.next() { seen.append(value) }
        #expect(seen == [1, 2, 3, 4, 5])
    }

    @Test("cancelling the consuming task interrupts the run and releases it")
    func producerCancellation() async {
        let (progress, reached) = AsyncStream<String>.makeStream()
        let input = WeakReference()
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            input.object = observer
            observer.send(value: 1)
            lifetime.observeEnded { reached.yield("interrupted") }
        }
        let consumer = Task {
            var seen: [Int] = []
            for await value in producer.values {
                seen.append(value)
                reached.yield("\(value)")
            }
            return seen
        }
        var steps = progress.makeAsyncIterator()
        #expect(await steps.next() == "1")
        consumer.cancel()
        #expect(await steps.next() == "interrupted")
        #expect(await consumer.value == [1])
        #expect(input.object == nil)
    }

    @Test("dropping a producer iterator interrupts its run at once")
    func producerIteratorDropped() {
        let interrupted = Atomic(false)
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded { interrupted.value = true }
        }
        do {
            let iterator = producer.values.makeAsyncIterator()
            _ = iterator
            #expect(interrupted.value == false)
        }
        #expect(interrupted.value == true)
    }

    /// A value that is not Sendable.
    final class Counter {
        let count: Int
        init(_ count: Int) { self.count = count }
    }

    @MainActor
    @Test("for await on the main actor iterates values that are not Sendable")
    func mainActorLoop() async {
        let producer = SignalProducer<Counter, Never>([Counter(1), Counter(2)])
        var seen: [Int] = []
        for await counter in producer.values { seen.append(counter.count) }
        #expect(seen == [1, 2])
        #expect(await producer.asyncLast()?.count == 2)
    }

    // MARK: PropertyProtocol.values

    @Test("a property's values are its current value, then every change")
    func propertyValues() async {
        let property = MutableProperty(1)
        property.value = 2
        var iterator = property.values.makeAsyncIterator()
        property.value = 3
        property.value = 4
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == 3)
        #expect(await iterator.next() == 4)
    }

    @Test("a property's values end when the property deinitialises")
    func propertyValuesEnd() async {
        var property: MutableProperty<Int>? = MutableProperty(7)
        var iterator = property!.values.makeAsyncIterator()
        property = nil
        #expect(await iterator.next() == 7)
        #expect(await iterator.next() == nil)
    }

}
