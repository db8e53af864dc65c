import Foundation
import Dispatch
import Testing
@testable import RACLegacy

/// What one `execute` returned, as text: its events in order, the not-enabled error naming whether its
/// `RACUnderlyingCommandErrorKey` is the command that refused.
private final class ExecutionRecord: @unchecked Sendable { // `recorded` guarded by `lock`
    private let lock = NSLock()
    private var recorded: [String] = []
    let terminated = DispatchSemaphore(value: 0)

    var events: [String] { lock.withLock { recorded } }

    /// Subscribes now, on this thread (RAC 2 subscriptions start synchronously as the immediate scheduler).
    init(_ signal: RACSignal, command: RACCommand) {
        onImmediate {
            signal.subscribeNext({ [self] value in
                lock.withLock { recorded.append("next(\(String(describing: value)))") }
            }, error: { [self] error in
                let ns = error as NSError?
                let refusedBySelf = ns?.userInfo[RACUnderlyingCommandErrorKey] as AnyObject? === command
                lock.withLock { recorded.append("error(\(ns?.domain ?? "nil"):\(ns?.code ?? 0)\(refusedBySelf ? ", self" : ""))") }
                terminated.signal()
            }, completed: { [self] in
                lock.withLock { recorded.append("completed") }
                terminated.signal()
            })
        }
    }
}

/// A thread-safe box for what the racing threads collect.
private final class Shared<T>: @unchecked Sendable { // `stored` guarded by `lock`
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T { lock.withLock { stored } }
    func mutate<R>(_ change: (inout T) -> R) -> R { lock.withLock { change(&stored) } }
}

/// The not-enabled error as `ExecutionRecord` writes it.
private let refused = ["error(\(RACCommandErrorDomain):\(RACCommandErrorNotEnabled), self)"]

/// Runs `command.execute(index)` on 8 threads at once (`concurrentPerform`) and records what each call returned.
private func executeOnEightThreads(_ command: RACCommand) -> [ExecutionRecord] {
    let signals = Shared([RACSignal?](repeating: nil, count: 8))
    DispatchQueue.concurrentPerform(iterations: 8) { index in
        let signal = command.execute(index)
        signals.mutate { $0[index] = signal }
    }
    return signals.value.map { ExecutionRecord($0!, command: command) }
}

@Suite("CommandRace: a non-concurrent RACCommand admits one execution at a time across threads", .serialized)
struct CommandRaceTests {
    @Test("admission, without threads: one slot while overlap is off, any number while on, freed by release")
    func admissionStateMachine() {
        var admission = CommandAdmission()
        var decisions = [admission.admit(), admission.admit()]
        admission.release()
        decisions.append(admission.admit())
        admission.allowsConcurrentExecution = true
        decisions += [admission.admit(), admission.admit()]
        #expect(decisions == [true, false, true, true, true])
        #expect(admission.running == 3)
        admission.allowsConcurrentExecution = false
        #expect(admission.admit() == false)
        admission.release()
        admission.release()
        admission.release()
        #expect(admission.running == 0)
        #expect(admission.admit() == true)
    }

    @Test("8 threads executing a command whose signal never ends: each of 200 rounds runs exactly one execution and refuses 7 with RACCommandErrorNotEnabled")
    func oneExecutionPerRound() {
        var failures: [String] = []
        for round in 0..<200 {
            let runs = Shared(0)
            let command = RACCommand { _ in
                runs.mutate { $0 += 1 }
                return RACSignal.never()
            }
            let records = executeOnEightThreads(command)
            // The admitted execution never ends, so its replaying signal has sent nothing; refusals error at once.
            let outcomes = records.map(\.events).sorted { $0.count < $1.count }
            let expected = [[String]()] + Array(repeating: refused, count: 7)
            if runs.value != 1 || outcomes != expected {
                failures.append("round \(round): \(runs.value) runs, \(outcomes)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 200 rounds failed; first: \(failures.prefix(3))")
    }

    @Test("8 threads executing a command whose executions complete: each execution that ran frees its slot when it ends, so once enabled again the command executes")
    func finishedExecutionsReleaseTheirSlot() {
        var failures: [String] = []
        for round in 0..<50 {
            let runs = Shared(0)
            let command = RACCommand { _ in
                runs.mutate { $0 += 1 }
                return RACSignal.empty()
            }
            let records = executeOnEightThreads(command)
            // Admitted executions complete on the main queue; refusals error at once. Every call ends either way.
            let ended = records.allSatisfy { $0.terminated.wait(timeout: .now() + 10) == .success }
            let completed = records.filter { $0.events == ["completed"] }.count
            let others = records.filter { $0.events != ["completed"] && $0.events != refused }.map(\.events)
            // A late subscriber to an ended execution may see its end before the command's own bookkeeping does,
            // so wait for the command to report itself enabled (on the main queue) before executing again.
            let enabledAgain = DispatchSemaphore(value: 0)
            let watch = onImmediateReturning {
                command.enabled.subscribeNext { value in
                    if value as? Bool == true { enabledAgain.signal() }
                }
            }
            let reEnabled = enabledAgain.wait(timeout: .now() + 10) == .success
            watch.dispose()
            // Every execution ended, so no slot may be left reserved: one more call runs.
            let after = ExecutionRecord(command.execute(nil), command: command)
            let afterEnded = after.terminated.wait(timeout: .now() + 10) == .success
            if !ended || completed < 1 || completed != runs.value - 1 || !others.isEmpty || !reEnabled || !afterEnded
                || after.events != ["completed"] {
                failures.append("round \(round): ended \(ended), \(completed) completed of \(runs.value) runs, "
                    + "unexpected \(others), enabled again \(reEnabled), then \(after.events)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 50 rounds failed; first: \(failures.prefix(3))")
    }
}
