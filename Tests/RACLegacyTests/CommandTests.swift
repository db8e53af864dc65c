import Testing
import Foundation
import Dispatch
@testable import RACLegacy

/// Waits (bounded) until `condition` holds, letting the main queue run in between.
func eventually(_ condition: () -> Bool) -> Bool {
    // Main-queue round trips first; on a loaded machine the background work the condition waits for may need
    // longer, so keep polling (bounded: 10 s) with a short back-off instead of failing after ~200 fast round trips.
    let deadline = Date().addingTimeInterval(10)
    var attempts = 0
    while Date() < deadline {
        if condition() { return true }
        drainMainQueue()
        attempts += 1
        if attempts > 200 { Thread.sleep(forTimeInterval: 0.001) }
    }
    return condition()
}

@Suite("2.17 RACCommand", .serialized) struct CommandTests {
    @Test("enabled and not executing by default; concurrent execution off") func defaults() {
        let command = RACCommand { _ in RACSignal.empty() }
        #expect(command.allowsConcurrentExecution == false)
        #expect(command.enabled.first() as? Bool == true)
        #expect(command.executing.first() as? Bool == false)
    }

    @Test("execute calls the block once per call, replays the execution, runs without subscribers") func execute() {
        let calls = Box(0)
        let ran = DispatchSemaphore(value: 0)
        let command = RACCommand { input in
            calls.mutate { $0 += 1 }
            return RACSignal.createSignal { s in
                s.sendNext(input)
                s.sendCompleted()
                ran.signal()
                return nil
            }
        }
        let result = command.execute(42)
        #expect(calls.value == 1)
        #expect(ran.wait(timeout: .now() + 5) == .success)
        let r = Recorder()
        r.record(result)
        #expect(r.waitForTermination())
        #expect(r.events == nx(42) + [.completed])
    }

    @Test("while executing, executing is true and enabled false; both revert after completion") func executingState() {
        let finish = RACSubject()
        let command = RACCommand { _ in finish }
        let executing = Recorder(), enabled = Recorder()
        executing.record(command.executing)
        enabled.record(command.enabled)
        #expect(eventually { executing.values == [false] && enabled.values == [true] })
        command.execute(nil)
        #expect(eventually { executing.values == [false, true] && enabled.values == [true, false] })
        let refused = Recorder()
        refused.record(command.execute(nil))
        #expect(refused.waitForTermination())
        #expect(refused.events == [.error("RACCommandErrorDomain:1")])
        drainMainQueue()
        finish.sendCompleted()
        #expect(eventually { executing.values == [false, true, false] && enabled.values == [true, false, true] })
    }

    @Test("execute while disabled errors with RACCommandErrorNotEnabled naming the command and skips the block") func disabled() {
        let calls = Box(0)
        let command = RACCommand(enabled: RACSignal.return(false)) { _ in
            calls.mutate { $0 += 1 }
            return RACSignal.empty()
        }
        #expect(command.enabled.first() as? Bool == false)
        var error: (any Error)?
        var success = true
        _ = command.execute(nil).firstOrDefault(nil, success: &success, error: &error)
        let ns = error as NSError?
        #expect(!success)
        #expect(ns?.domain == RACCommandErrorDomain && ns?.code == RACCommandErrorNotEnabled)
        #expect(ns?.userInfo[RACUnderlyingCommandErrorKey] as AnyObject? === command)
        #expect(calls.value == 0)
        #expect(RACCommandError.notEnabled.rawValue == RACCommandErrorNotEnabled)
    }

    @Test("executionSignals, executing, enabled and errors deliver on the main thread") func mainDelivery() {
        let command = RACCommand { _ in RACSignal.error(testError(9)).subscribeOn(RACScheduler.scheduler()) }
        let onMain = Box([Bool]())
        let check: (Any?) -> Void = { _ in
            onMain.mutate { $0.append(RACScheduler.currentScheduler() === RACScheduler.mainThreadScheduler()) }
        }
        let gotError = DispatchSemaphore(value: 0)
        onImmediate {
            command.executionSignals.subscribeNext(check)
            command.executing.skip(1).subscribeNext(check)
            command.enabled.skip(1).subscribeNext(check)
            command.errors.subscribeNext { e in
                check(e)
                gotError.signal()
            }
        }
        Thread.detachNewThread { command.execute(nil) }
        #expect(gotError.wait(timeout: .now() + 5) == .success)
        #expect(eventually { onMain.value.count >= 4 })
        #expect(onMain.value.allSatisfy { $0 })
    }

    @Test("an execution error reaches errors and execute's signal, never executionSignals") func errors() {
        let command = RACCommand { _ in RACSignal.error(testError(3)) }
        let errors = Recorder(), executions = Recorder(), inner = Recorder()
        onImmediate {
            errors.record(command.errors)
            executions.record(command.executionSignals)
            command.executionSignals.subscribeNext { inner.record($0 as! RACSignal) }
        }
        let result = Recorder()
        result.record(command.execute(nil))
        #expect(result.waitForTermination())
        #expect(result.events == [.error("test:3")])
        let ok = eventually { errors.values.count == 1 && inner.events == [.completed] }
        #expect(ok, "errors: \(errors.events) inner: \(inner.events)")
        #expect(!executions.events.contains { if case .error = $0 { return true } else { return false } })
    }

    @Test("enabled follows the enabled signal, sampled synchronously at init") func enabledSignal() {
        let input = RACBehaviorSubject(defaultValue: false)
        let command = RACCommand(enabled: input) { _ in RACSignal.empty() }
        let r = Recorder()
        r.record(command.enabled)
        #expect(eventually { r.values == [false] })
        input.sendNext(true)
        #expect(eventually { r.values == [false, true] })
    }

    @Test("allowsConcurrentExecution lets a second execution run while the first is still going") func concurrent() {
        let calls = Box<[Int]>([])
        let command = RACCommand { input in
            calls.mutate { $0.append(input as! Int) }
            // Each execution sends its input and never completes, so the first is still running at the second.
            return RACSignal.createSignal { subscriber in
                subscriber.sendNext(input)
                return nil
            }
        }
        command.allowsConcurrentExecution = true
        command.execute(1)
        let second = command.execute(2)
        let r = Recorder()
        r.record(second)
        #expect(eventually { r.events == nx(2) })
        #expect(calls.value == [1, 2])
        #expect(command.allowsConcurrentExecution)
    }
}
