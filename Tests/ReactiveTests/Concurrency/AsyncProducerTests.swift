import Foundation
import Testing
@testable import Reactive

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

/// Producers made from async sequences and operations, and the async terminals of a producer.
@Suite("2.18 AsyncSequence bridging: producers from async code, async terminals", .timeLimit(.minutes(1)))
struct AsyncProducerTests {
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
