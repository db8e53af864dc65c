import Foundation
import Testing
@testable import Reactive

/// Synchronous runs chained through the trampolined operators in the stack-depth tests: 100,000 by default,
/// 1,000,000 under `RAC_RELIABILITY=full` (CI's full-size run, which selects these tests by their names ending in
/// `AtDepth`). 1,000,000 takes up to 10 s per test in a debug build; nested starts cost hundreds of bytes of stack
/// each if the operators recursed, so even 100,000 would overflow a test thread's 8 MiB stack.
let flattenTrampolineCount = ProcessInfo.processInfo.environment["RAC_RELIABILITY"] == "full" ? 1_000_000 : 100_000

@Suite("2.8 Flatten: merge, concat, concurrent")
struct FlattenMergeConcatTests {
    typealias Inner = Signal<Int, TestError>

    @Test("merge forwards values of every inner as they arrive and completes after outer and all inners")
    func mergeInterleaves() {
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        let (b, bInput) = Inner.pipe()
        let recorder = outer.flatten(.merge).record()
        outerInput.send(value: a)
        aInput.send(value: 1)
        outerInput.send(value: b)
        bInput.send(value: 2)
        aInput.send(value: 3)
        outerInput.sendCompleted()
        aInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .value(3)])
        bInput.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("merge counts an inner interruption as its completion")
    func mergeInnerInterruption() {
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        let recorder = outer.flatten(.merge).record()
        outerInput.send(value: a)
        aInput.send(value: 1)
        aInput.sendInterrupted()
        outerInput.sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("an inner failure fails the result at once and disposes the other inners")
    func mergeInnerFailure() {
        let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        var bInterrupted = 0
        let b = SignalProducer<Int, TestError> { _, lifetime in lifetime.observeEnded { bInterrupted += 1 } }
        let recorder = outer.flatten(.merge).record()
        outerInput.send(value: SignalProducer(a))
        outerInput.send(value: b)
        aInput.send(error: .first)
        #expect(recorder.events == [.failed(.first)])
        #expect(bInterrupted == 1)
    }

    @Test("outer failure and interruption terminate the result at once")
    func outerTermination() {
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let (a, _) = Inner.pipe()
        let recorder = outer.flatten(.merge).record()
        outerInput.send(value: a)
        outerInput.send(error: .second)
        #expect(recorder.events == [.failed(.second)])

        let (outer2, outerInput2) = Signal<Inner, TestError>.pipe()
        let recorder2 = outer2.flatten(.concat).record()
        outerInput2.send(value: a)
        outerInput2.sendInterrupted()
        #expect(recorder2.events == [.interrupted])
    }

    @Test("concat runs inners one at a time in arrival order")
    func concatOrder() {
        let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
        let (a, aInput) = Inner.pipe()
        var bStarted = false
        let b = SignalProducer<Int, TestError> { observer, _ in
            bStarted = true
            observer.send(value: 10)
            observer.sendCompleted()
        }
        let recorder = outer.flatten(.concat).record()
        outerInput.send(value: SignalProducer(a))
        outerInput.send(value: b)
        aInput.send(value: 1)
        #expect(!bStarted)
        outerInput.sendCompleted()
        aInput.sendCompleted()
        #expect(bStarted)
        #expect(recorder.events == [.value(1), .value(10), .completed])
    }

    @Test("concat starts the next inner when the current one is interrupted")
    func concatInterruptionStartsNext() {
        let recorder = SignalProducer<SignalProducer<Int, TestError>, TestError>([
            SignalProducer { observer, _ in observer.send(value: 1); observer.sendInterrupted() },
            SignalProducer(value: 2),
        ]).flatten(.concat).record()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test("concurrent(limit: 2) runs at most two inners and queues the rest")
    func concurrentLimit() {
        let pipes = (0..<3).map { _ in Inner.pipe() }
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let recorder = outer.flatten(.concurrent(limit: 2)).record()
        for pipe in pipes { outerInput.send(value: pipe.output) }
        pipes[2].input.send(value: 99)  // not observed yet
        pipes[0].input.send(value: 0)
        pipes[1].input.send(value: 1)
        pipes[0].input.sendCompleted()
        pipes[2].input.send(value: 2)
        outerInput.sendCompleted()
        pipes[1].input.sendCompleted()
        pipes[2].input.sendCompleted()
        #expect(recorder.events == [.value(0), .value(1), .value(2), .completed])
    }

    @Test("concurrent(limit: 0) traps with a message naming the operator")
    func concurrentZeroTraps() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = FlattenStrategy.concurrent(limit: 0)
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("concurrent(limit:)"))
        }
    }

    @Test("an empty outer completes at once")
    func emptyOuter() {
        let recorder = SignalProducer<SignalProducer<Int, TestError>, TestError>.empty.flatten(.merge).record()
        #expect(recorder.events == [.completed])
    }

    @Test("disposing a flattened producer interrupts every inner exactly once and starts no queued inner")
    func disposalInterruptsInners() {
        var interruptions = 0
        var started = 0
        let inner = SignalProducer<Int, TestError> { _, lifetime in
            started += 1
            lifetime.observeEnded { interruptions += 1 }
        }
        let (recorder, disposable) = SignalProducer<SignalProducer<Int, TestError>, TestError>([inner, inner, inner])
            .concat(.never)
            .flatten(.concurrent(limit: 2))
            .recordWithDisposable()
        #expect(started == 2)
        disposable.dispose()
        disposable.dispose()
        #expect(interruptions == 2)
        #expect(started == 2)
        #expect(recorder.events == [.interrupted])
    }

    @Test("flatten(.concat) over 100,000 synchronous inners (1,000,000 in full) does not grow the stack")
    func concatTrampolineAtDepth() {
        let count = flattenTrampolineCount
        var sum = 0
        var completed = false
        SignalProducer<Int, Never>(0..<count)
            .flatMap(.concat) { SignalProducer<Int, Never>(value: $0) }
            .start(Signal.Observer(value: { sum += $0 }, completed: { completed = true }))
        #expect(sum == (count - 1) * count / 2)
        #expect(completed)
    }

    @Test("flatten of a Never-failing outer takes the inner error type")
    func neverOuterPromotes() {
        let recorder = SignalProducer<SignalProducer<Int, TestError>, Never>(value: SignalProducer(error: .first))
            .flatten(.merge).record()
        #expect(recorder.events == [.failed(.first)])
        let recorder2 = SignalProducer<SignalProducer<Int, Never>, TestError>(value: SignalProducer(value: 3))
            .flatten(.concat).record()
        #expect(recorder2.events == [.value(3), .completed])
    }

    @Test("flatten of sequences sends every element in order")
    func sequenceFlatten() {
        let recorder = SignalProducer<[Int], TestError>([[1, 2], [], [3]]).flatten().record()
        #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("inners and their observers are released after termination")
    func innersReleased() {
        weak var weakInner: Inner?
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let recorder: EventRecorder<Int, TestError>
        do {
            let (inner, innerInput) = Inner.pipe()
            weakInner = inner
            recorder = outer.flatten(.merge).record()
            outerInput.send(value: inner)
            innerInput.send(value: 1)
            innerInput.sendCompleted()
        }
        #expect(weakInner == nil)
        outerInput.sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
    }
}
