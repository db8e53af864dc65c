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
private struct Countdown: AsyncSequence {
    typealias Element = Int
    typealias Failure = TestError
    let count: Int
    var failure: TestError?

    struct AsyncIterator: AsyncIteratorProtocol {
        typealias Element = Int
        typealias Failure = TestError
        var remaining: Int
        let failure: TestError?

        mutating func next() async throws(TestError) -> Int? {
            if remaining == 0 {
                if let failure { throw failure }
                return nil
            }
            defer { remaining -= 1 }
            return remaining
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(remaining: count, failure: failure)
    }
}

/// Never ends by itself; reports its release and its cancellation.
private struct Endless: AsyncSequence {
    typealias Element = Int
    typealias Failure = Never
    let report: AsyncStream<String>.Continuation

    struct AsyncIterator: AsyncIteratorProtocol {
        typealias Element = Int
        typealias Failure = Never
        let report: AsyncStream<String>.Continuation
        let release: ReleaseTracker

        mutating func next() async -> Int? {
            report.yield("next")
            let (never, _) = AsyncStream<Int>.makeStream()
            for await _ in never {}  // returns only when the task is cancelled
            report.yield(Task.isCancelled ? "cancelled" : "ended")
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(report: report, release: ReleaseTracker(report))
    }
}

/// Reports "released" when deinitialised.
private final class ReleaseTracker: Sendable {
    let report: AsyncStream<String>.Continuation
    init(_ report: AsyncStream<String>.Continuation) { self.report = report }
    deinit { report.yield("released") }
}

/// Ignores task cancellation: reports each pull, parks the third pull until `gate` opens, and ends after 200 pulls
/// (so that a run that keeps pulling still ends, and the test sees how far it went).
private struct IgnoresCancellation: AsyncSequence {
    typealias Element = Int
    typealias Failure = Never
    let report: AsyncStream<String>.Continuation
    let gate: Gate

    struct AsyncIterator: AsyncIteratorProtocol {
        typealias Element = Int
        typealias Failure = Never
        let report: AsyncStream<String>.Continuation
        let gate: Gate
        let release: ReleaseTracker
        var pulls = 0

        mutating func next() async -> Int? {
            pulls += 1
            report.yield("pull \(pulls)")
            if pulls == 3 { return await gate.passage() }
            return pulls > 200 ? nil : pulls
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(report: report, gate: gate, release: ReleaseTracker(report))
    }
}

/// Holds one waiter until `open(with:)`; a checked continuation, so a cancelled task keeps waiting.
private final class Gate: @unchecked Sendable {  // `lock` guards `waiter` and `value`
    private let lock = NSLock()
    private var waiter: CheckedContinuation<Int, Never>?
    private var value: Int?

    /// Waits until the gate opens; returns the value it opened with.
    func passage() async -> Int {
        await withCheckedContinuation { (waiter: CheckedContinuation<Int, Never>) in
            let opened: Int? = lock.withLock {
                if value == nil { self.waiter = waiter }
                return value
            }
            if let opened { waiter.resume(returning: opened) }
        }
    }

    /// Lets the waiter, present or future, through with `value`.
    func open(with value: Int) {
        let waiter: CheckedContinuation<Int, Never>? = lock.withLock {
            self.value = value
            defer { self.waiter = nil }
            return self.waiter
        }
        waiter?.resume(returning: value)
    }
}

/// Starts `producer` and waits for its terminal event; returns every event.
private func events<V, E>(of producer: SignalProducer<V, E>) async -> [Signal<V, E>.Event] {
    let recorder = EventRecorder<V, E>()
    let record = recorder.observer
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        producer.start { event in
            record.send(event)
            if event.isTerminating { done.resume() }
        }
    }
    return recorder.events
}

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

    // MARK: SignalProducer(asyncSequence), SignalProducer(asyncOperation:)

    @Test("a producer from an async sequence sends its elements, then completes, once per start")
    func fromAsyncSequence() async {
        let producer = SignalProducer<Int, TestError>(Countdown(count: 3))
        #expect(await events(of: producer) == [.value(3), .value(2), .value(1), .completed])
        #expect(await events(of: producer) == [.value(3), .value(2), .value(1), .completed])
    }

    @Test("a producer from a failing async sequence fails with its typed error")
    func fromFailingAsyncSequence() async {
        let producer = SignalProducer<Int, TestError>(Countdown(count: 1, failure: .second))
        #expect(await events(of: producer) == [.value(1), .failed(.second)])
    }

    @Test("a producer from an AsyncStream forwards what the stream yields")
    func fromAsyncStream() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.yield(5)
        continuation.yield(6)
        continuation.finish()
        #expect(await events(of: SignalProducer(stream)) == [.value(5), .value(6), .completed])
    }

    @Test("interrupting a run from an async sequence cancels its task, which then releases the iterator")
    func asyncSequenceInterruptCancels() async {
        let (progress, report) = AsyncStream<String>.makeStream()
        let (recorder, disposable) = SignalProducer(Endless(report: report)).recordWithDisposable()
        var steps = progress.makeAsyncIterator()
        #expect(await steps.next() == "next")
        disposable.dispose()
        #expect(await steps.next() == "cancelled")
        #expect(await steps.next() == "released")
        #expect(recorder.events == [.interrupted])
    }

    @Test("a run from an async sequence that ignores cancellation pulls nothing more once interrupted")
    func asyncSequenceStopsPullingWhenInterrupted() async {
        let (progress, report) = AsyncStream<String>.makeStream()
        let gate = Gate()
        let (recorder, disposable) = SignalProducer(IgnoresCancellation(report: report, gate: gate)).recordWithDisposable()
        var steps = progress.makeAsyncIterator()
        #expect(await steps.next() == "pull 1")
        #expect(await steps.next() == "pull 2")
        #expect(await steps.next() == "pull 3")
        // The third pull is in flight and does not notice the cancellation; once it returns, the run must not pull
        // again, so the next report is the iterator's release when the task ends.
        disposable.dispose()
        gate.open(with: 3)
        var after: [String] = []
        while after.count <= 201, let step = await steps.next() {
            after.append(step)
            if step == "released" { break }
        }
        #expect(after == ["released"])
        #expect(recorder.events == [.value(1), .value(2), .interrupted])
    }

    @Test("an async operation's value is sent, then completed; a thrown error fails the run")
    func fromAsyncOperation() async {
        let succeeding = SignalProducer<Int, Never>(asyncOperation: { 5 })
        #expect(await events(of: succeeding) == [.value(5), .completed])
        let failing = SignalProducer<Int, TestError>(asyncOperation: { () async throws(TestError) -> Int in throw .first })
        #expect(await events(of: failing) == [.failed(.first)])
    }

    @Test("an async operation runs once per start")
    func asyncOperationPerStart() async {
        let runs = Atomic(0)
        let producer = SignalProducer<Int, Never>(asyncOperation: { runs.modify { $0 += 1; return $0 } })
        #expect(await events(of: producer) == [.value(1), .completed])
        #expect(await events(of: producer) == [.value(2), .completed])
    }

    @Test("a synchronous closure still picks the synchronous initialiser")
    func synchronousClosureInit() {
        let producer = SignalProducer<Int, Never> { 5 }
        #expect(producer.record().events == [.value(5), .completed])
    }

    @Test("interrupting a run of an async operation cancels its task")
    func asyncOperationInterruptCancels() async {
        let (progress, report) = AsyncStream<String>.makeStream()
        let producer = SignalProducer<Int, Never>(asyncOperation: {
            report.yield("started")
            let (never, _) = AsyncStream<Int>.makeStream()
            for await _ in never {}  // returns only when the task is cancelled
            report.yield(Task.isCancelled ? "cancelled" : "ended")
            return 0
        })
        let (recorder, disposable) = producer.recordWithDisposable()
        var steps = progress.makeAsyncIterator()
        #expect(await steps.next() == "started")
        disposable.dispose()
        #expect(await steps.next() == "cancelled")
        #expect(recorder.events == [.interrupted])
    }

    // MARK: asyncFirst / asyncSingle / asyncLast / asyncWait

    @Test("asyncFirst returns the first value and interrupts the run; nil when empty; throws a failure")
    func asyncFirst() async throws {
        let interrupted = Atomic(false)
        let endless = SignalProducer<Int, TestError> { observer, lifetime in
            observer.send(value: 1)
            observer.send(value: 2)
            lifetime.observeEnded { interrupted.value = true }
        }
        #expect(try await endless.asyncFirst() == 1)
        #expect(interrupted.value == true)
        #expect(try await SignalProducer<Int, TestError>.empty.asyncFirst() == nil)
        await #expect(throws: TestError.first) { try await SignalProducer<Int, TestError>(error: .first).asyncFirst() }
    }

    @Test("asyncSingle returns a lone value; nil for none, two, or an interruption; throws a failure")
    func asyncSingle() async throws {
        #expect(try await SignalProducer<Int, TestError>(value: 7).asyncSingle() == 7)
        #expect(try await SignalProducer<Int, TestError>.empty.asyncSingle() == nil)
        #expect(try await SignalProducer<Int, TestError>([1, 2]).asyncSingle() == nil)
        let interruptedAfterOne = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        #expect(try await interruptedAfterOne.asyncSingle() == nil)
        let failedAfterOne = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: .second)
        }
        await #expect(throws: TestError.second) { try await failedAfterOne.asyncSingle() }
    }

    @Test("asyncLast returns the last value on completion; nil when empty or interrupted; throws a failure")
    func asyncLast() async throws {
        #expect(try await SignalProducer<Int, TestError>([1, 2, 3]).asyncLast() == 3)
        #expect(try await SignalProducer<Int, TestError>.empty.asyncLast() == nil)
        let interrupted = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        #expect(try await interrupted.asyncLast() == nil)
        let failed = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: .first)
        }
        await #expect(throws: TestError.first) { try await failed.asyncLast() }
    }

    @Test("asyncWait returns on completion or interruption and throws a failure")
    func asyncWait() async throws {
        let runs = Atomic(0)
        try await SignalProducer<Int, TestError>([1, 2]).on(completed: { runs.modify { $0 += 1 } }).asyncWait()
        #expect(runs.value == 1)
        try await SignalProducer<Int, TestError> { observer, _ in observer.sendInterrupted() }.asyncWait()
        await #expect(throws: TestError.second) { try await SignalProducer<Int, TestError>(error: .second).asyncWait() }
        await SignalProducer<Int, Never>.empty.asyncWait()  // no `try` when Error == Never
    }

    @Test("cancelling a task waiting in asyncFirst interrupts the run and returns nil")
    func asyncFirstCancellation() async {
        let (progress, reached) = AsyncStream<String>.makeStream()
        let producer = SignalProducer<Int, Never> { _, lifetime in
            reached.yield("started")
            lifetime.observeEnded { reached.yield("interrupted") }
        }
        let waiter = Task { await producer.asyncFirst() }
        var steps = progress.makeAsyncIterator()
        #expect(await steps.next() == "started")
        waiter.cancel()
        #expect(await steps.next() == "interrupted")
        #expect(await waiter.value == nil)
    }

    @Test("cancelling a task waiting in asyncWait interrupts the run and returns")
    func asyncWaitCancellation() async {
        let (progress, reached) = AsyncStream<String>.makeStream()
        let producer = SignalProducer<Int, Never> { _, lifetime in
            reached.yield("started")
            lifetime.observeEnded { reached.yield("interrupted") }
        }
        let waiter = Task { await producer.asyncWait() }
        var steps = progress.makeAsyncIterator()
        #expect(await steps.next() == "started")
        waiter.cancel()
        #expect(await steps.next() == "interrupted")
        await waiter.value
    }
}
