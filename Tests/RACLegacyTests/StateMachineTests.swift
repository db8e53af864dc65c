import Testing
import Foundation
@testable import RACLegacy

/// The pure state machines behind zip, combineLatest and flatten(_:), tested without threads or signals.
@Suite("2.10 operator state machines") struct StateMachineTests {
    @Test("zip pairs in order and completes when a completed input has no unpaired values") func zip() {
        var zip = ZipStateMachine(count: 2)
        guard case .none = zip.receive(1, at: 0) else { Issue.record("unexpected"); return }
        guard case .none = zip.receive(2, at: 0) else { Issue.record("unexpected"); return }
        guard case .none = zip.complete(at: 0) else { Issue.record("completed early"); return }
        guard case .send(let first, let done1) = zip.receive("a", at: 1) else { Issue.record("no tuple"); return }
        #expect(first == RACTuplePack(1, "a") && !done1)
        guard case .send(let second, let done2) = zip.receive("b", at: 1) else { Issue.record("no tuple"); return }
        #expect(second == RACTuplePack(2, "b") && done2)
        guard case .none = zip.receive("c", at: 1) else { Issue.record("value after completion"); return }
    }

    @Test("combineLatest waits for every input and completes after all") func combineLatest() {
        var state = CombineLatestStateMachine(count: 2)
        let r1 = state.receive(1, at: 0)
        let r2 = state.receive(nil, at: 1)
        let r3 = state.receive(2, at: 0)
        let c1 = state.complete(at: 0)
        let c2 = state.complete(at: 1)
        #expect(r1 == nil && r2 == RACTuplePack(1, nil) && r3 == RACTuplePack(2, nil))
        #expect(!c1 && c2)
    }

    @Test("combineLatestWith's pair state waits for both inputs and completes after both") func combineLatestPair() {
        var state = CombineLatestPairStateMachine()
        let r1 = state.receive(1, isFirst: true)
        let r2 = state.receive(RACTupleNil.tupleNil(), isFirst: false)
        let r3 = state.receive(2, isFirst: true)
        let c1 = state.complete()
        let c2 = state.complete()
        #expect(r1 == nil)
        #expect(r2.map { RACTuple(storage: $0) } == RACTuplePack(1, nil))
        #expect(r3.map { RACTuple(storage: $0) } == RACTuplePack(2, nil))
        #expect(!c1 && c2)
    }

    @Test("flatten(2) queues the third inner signal and starts it when one completes") func flatten() {
        var state = FlattenStateMachine(maxConcurrent: 2)
        let a = RACSignal.never(), b = RACSignal.never(), c = RACSignal.never()
        let startA = state.receive(a), startB = state.receive(b), startC = state.receive(c)
        #expect(startA && startB && !startC)
        guard case .subscribe(let next) = state.innerCompleted() else { Issue.record("queued signal not started"); return }
        #expect(next === c)
        let outerDone = state.outerCompleted()
        #expect(!outerDone)
        guard case .none = state.innerCompleted() else { Issue.record("completed early"); return }
        guard case .complete = state.innerCompleted() else { Issue.record("did not complete"); return }
    }
}
