import Foundation
import Testing
@testable import Reactive

@Suite("2.8 Flatten state machines (pure transitions)")
struct FlattenStateMachineTests {
    @Test("concurrent: the start loop owner picks queued inners while slots are free")
    func concurrentStartLoop() {
        var machine = FlattenConcurrentStateMachine<String>(limit: 1)
        // "a" arrives with a free slot: the caller starts it at once and owns the start loop.
        let r1 = machine.outerValue("a")
        #expect(r1 == "a")
        let r2 = machine.nextToStart(continuing: false)
        #expect(r2 == nil)
        // "b" arrives while "a" is being started: the loop owner will see it.
        let r3 = machine.outerValue("b")
        #expect(r3 == nil)
        let r4 = machine.nextToStart(continuing: false)
        #expect(r4 == nil)
        // "a" ends synchronously inside its start: only the slot is freed.
        let r5 = machine.innerEnded()
        #expect(r5 == .none)
        let r6 = machine.nextToStart(continuing: true)
        #expect(r6 == "b")
        let r7 = machine.nextToStart(continuing: true)
        #expect(r7 == nil)
        #expect(!machine.isStarting)
        let r8 = machine.outerCompleted()
        #expect(r8 == .none)
        let r9 = machine.innerEnded()
        #expect(r9 == .complete)
    }

    @Test("concurrent: an inner ending outside the loop asks for a new loop when inners wait")
    func concurrentAsyncEnd() {
        var machine = FlattenConcurrentStateMachine<Int>(limit: 1)
        _ = machine.outerValue(1)
        _ = machine.nextToStart(continuing: true)
        let r10 = machine.outerValue(2)
        #expect(r10 == nil)
        let r11 = machine.innerEnded()
        #expect(r11 == .runStartLoop)
    }

    @Test("concurrent: a new inner arriving while earlier ones wait for a slot starts after them")
    func concurrentKeepsOrder() {
        var machine = FlattenConcurrentStateMachine<Int>(limit: 1)
        #expect(machine.outerValue(1) == 1)
        #expect(machine.nextToStart(continuing: true) == nil)
        #expect(machine.outerValue(2) == nil)
        #expect(machine.innerEnded() == .runStartLoop)
        // 3 arrives before the loop asked for by the end of 1 has run: 2 must start first.
        #expect(machine.outerValue(3) == 2)
        #expect(machine.nextToStart(continuing: true) == nil)
        #expect(machine.innerEnded() == .runStartLoop)
        #expect(machine.nextToStart(continuing: false) == 3)
    }

    @Test("concurrent: termination drops the queue and ignores later events")
    func concurrentTerminate() {
        var machine = FlattenConcurrentStateMachine<Int>(limit: 2)
        _ = machine.outerValue(1)
        let r12 = machine.terminate()
        #expect(r12)
        let r13 = machine.terminate()
        #expect(!r13)
        let r14 = machine.nextToStart(continuing: false)
        #expect(r14 == nil)
        let r15 = machine.outerCompleted()
        #expect(r15 == .none)
    }

    @Test("latest: only the current inner's end completes after the outer completed")
    func latestTransitions() {
        var machine = FlattenLatestStateMachine()
        let first = machine.outerValue()!
        let second = machine.outerValue()!
        #expect(!machine.isCurrent(first))
        let r16 = machine.innerEnded(first)
        #expect(!r16)
        let r17 = machine.outerCompleted()
        #expect(!r17)
        let r18 = machine.innerFailed(first)
        #expect(!r18)
        let r19 = machine.innerEnded(second)
        #expect(r19)
    }

    @Test("race: the first event picks the winner and returns the losers")
    func raceTransitions() {
        var machine = FlattenRaceStateMachine<String>()
        let a = machine.outerValue()!
        let b = machine.outerValue()!
        let r20 = machine.register(a, "A")
        #expect(r20)
        let r21 = machine.register(b, "B")
        #expect(r21)
        guard case let .accept(losers, forward) = machine.innerEvent(b, isTerminating: false, isCompletion: false) else {
            Issue.record("the first event must be accepted")
            return
        }
        #expect(losers == ["A"])
        #expect(forward)
        guard case .drop = machine.innerEvent(a, isTerminating: false, isCompletion: false) else {
            Issue.record("a loser's event must be dropped")
            return
        }
        let r22 = machine.outerValue()
        #expect(r22 == nil)
        guard case .accept(_, false) = machine.innerEvent(b, isTerminating: true, isCompletion: true) else {
            Issue.record("the winner's completion waits for the outer")
            return
        }
        let r23 = machine.outerCompleted()
        #expect(r23)
    }

    @Test("throttle: arrivals are dropped while an inner is active")
    func throttleTransitions() {
        var machine = FlattenThrottleStateMachine()
        let r24 = machine.outerValue()
        #expect(r24)
        let r25 = machine.outerValue()
        #expect(!r25)
        let r26 = machine.innerCompleted()
        #expect(!r26)
        let r27 = machine.outerValue()
        #expect(r27)
        let r28 = machine.outerCompleted()
        #expect(!r28)
        let r29 = machine.innerCompleted()
        #expect(r29)
    }
}
