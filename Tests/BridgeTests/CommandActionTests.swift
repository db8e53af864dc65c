import Foundation
import Testing
import RACLegacy
import Reactive
@testable import Bridge

/// RAC 2 delivers a command's state and executions on the main thread: these tests wait (bounded) for it.
@Suite("3.3 RACCommand ⇄ Action", .serialized)
struct CommandActionTests {
    // MARK: RACCommand → Action

    @Test("Action(command).isEnabled follows the command's enabled signal")
    func enabledFollowsCommand() {
        let enabled = RACSubject()
        let command = RACCommand(enabled: enabled) { _ in RACSignal.empty() }
        let action = Action(command)
        #expect(action.isEnabled.value == true)
        enabled.sendNext(false)
        #expect(eventually { action.isEnabled.value == false })
        enabled.sendNext(true)
        #expect(eventually { action.isEnabled.value == true })
    }

    @Test("an error from the command's enabled signal leaves the Action disabled")
    func enabledErrorDisables() {
        let enabled = RACSubject()
        let command = RACCommand(enabled: enabled) { _ in RACSignal.empty() }
        let action = Action(command)
        enabled.sendError(TestError.x)
        #expect(eventually { action.isEnabled.value == false })
    }

    @Test("each start executes the command once: apply(0) twice, apply(2), apply(0) give [1, 1, 3, 1]")
    func executesOncePerStart() {
        let command = RACCommand { input in RACSignal.return((input as! Int) + 1) }
        let action = Action(command)
        let executions = RACEvents()
        executions.record(command.executionSignals.flatten())
        let applied = action.apply(0)
        #expect(eventually { executions.all.isEmpty })
        for input in [0, 0, 2, 0] {
            let producer = input == 0 ? applied : action.apply(input)
            let events = Events<Any?, ActionError<any Error>>()
            producer.start(events.observer)
            #expect(events.waitForTermination())
            #expect(events.all == ["value(\(input + 1))", "completed"])
            // The command's own enabled state returns to true on the main thread after the execution ended.
            #expect(eventually { action.isEnabled.value })
        }
        #expect(eventually { executions.all.count == 4 })
        #expect(executions.all == ["next(1)", "next(1)", "next(3)", "next(1)"])
    }

    @Test("the typed form casts outputs and fails with producerFailed(typeMismatch) on a wrong one")
    func typedOutputs() {
        let command = RACCommand { input in
            RACSignal.createSignal { subscriber in
                subscriber.sendNext(input)
                subscriber.sendNext("x")
                subscriber.sendCompleted()
                return nil
            }
        }
        let action = Action(command, input: Int?.self, output: Int.self)
        let events = Events<Int, ActionError<any Error>>()
        action.apply(5).start(events.observer)
        #expect(events.waitForTermination())
        #expect(events.all == ["value(5)", "failed(producerFailed(typeMismatch(Int, String)))"])
    }

    @Test("a command error e fails apply with producerFailed(e) and action.errors sends e; nil becomes nilError")
    func executionErrors() {
        let command = RACCommand { input in RACSignal.error(input == nil ? nil : TestError.x) }
        let action = Action(command)
        let errors = Box<[String]>([])
        action.errors.observeValues { error in errors.mutate { $0.append(renderError(error)) } }
        var applied: [[String]] = []
        for input in [1 as Any?, nil] {
            let events = Events<Any?, ActionError<any Error>>()
            action.apply(input).start(events.observer)
            #expect(events.waitForTermination())
            #expect(eventually { action.isEnabled.value })
            applied.append(events.all)
        }
        #expect(applied == [["failed(producerFailed(TestError.x))"], ["failed(producerFailed(nilError))"]])
        #expect(errors.value == ["TestError.x", "nilError"])
    }

    @Test("while the command is disabled, starting fails with .disabled and execute is not called")
    func disabledDoesNotExecute() {
        let calls = Box(0)
        let enabled = RACSubject()
        let command = RACCommand(enabled: enabled) { _ in
            calls.value += 1
            return RACSignal.empty()
        }
        let action = Action(command)
        enabled.sendNext(false)
        #expect(eventually { !action.isEnabled.value })
        let events = Events<Any?, ActionError<any Error>>()
        action.apply(1).start(events.observer)
        #expect(events.all == ["failed(disabled)"])
        #expect(calls.value == 0)
    }

    @Test("serial: over a concurrent command, a second start while the first runs fails with .disabled")
    func serialOnly() {
        let open = OpenExecution()
        let command = RACCommand { _ in open.signal }
        command.allowsConcurrentExecution = true
        let action = Action(command)
        let first = Events<Any?, ActionError<any Error>>()
        let second = Events<Any?, ActionError<any Error>>()
        action.apply(1).start(first.observer)
        action.apply(2).start(second.observer)
        #expect(second.all == ["failed(disabled)"])
        #expect(open.complete())
        #expect(first.waitForTermination())
        #expect(first.all == ["completed"])
    }

    @Test("executing is not synchronized: a direct execute leaves action.isExecuting false; through the Action both are true")
    func executingNotSynchronized() {
        let open = OpenExecution()
        let command = RACCommand { _ in open.signal }
        let action = Action(command)
        let executing = RACEvents()
        executing.record(command.executing)
        command.execute(nil)
        #expect(eventually { executing.all == ["next(false)", "next(true)"] })
        #expect(action.isExecuting.value == false)
        #expect(open.complete())
        #expect(eventually { executing.all == ["next(false)", "next(true)", "next(false)"] })

        let second = OpenExecution()
        let command2 = RACCommand { _ in second.signal }
        let action2 = Action(command2)
        let executing2 = RACEvents()
        executing2.record(command2.executing)
        action2.apply(nil).start()
        #expect(action2.isExecuting.value == true)
        #expect(eventually { executing2.all == ["next(false)", "next(true)"] })
        #expect(second.complete())
        #expect(eventually { !action2.isExecuting.value })
    }

    @Test("interrupting a started apply does not stop the command: executing stays true until the execution ends")
    func interruptDoesNotStopCommand() {
        let open = OpenExecution()
        let command = RACCommand { _ in open.signal }
        let action = Action(command)
        let executing = RACEvents()
        executing.record(command.executing)
        let events = Events<Any?, ActionError<any Error>>()
        action.apply(nil).start(events.observer).dispose()
        #expect(events.all == ["interrupted"])
        #expect(eventually { executing.all == ["next(false)", "next(true)"] })
        drainTwice()
        #expect(executing.all == ["next(false)", "next(true)"])
        #expect(open.complete())
        #expect(eventually { executing.all == ["next(false)", "next(true)", "next(false)"] })
    }

    @Test("the RAC 3/4 spellings forward to Action(_:)")
    @available(*, deprecated)
    func commandShims() {
        // One command each: an execution through one Action disables the command for the other for a while.
        let commands = [RACCommand { input in RACSignal.return(input) }, RACCommand { input in RACSignal.return(input) }]
        for action in [commands[0].toAction(), bridgedAction(from: commands[1])] {
            let events = Events<Any?, ActionError<any Error>>()
            action.apply(7).start(events.observer)
            #expect(events.waitForTermination())
            #expect(events.all == ["value(7)", "completed"])
        }
    }

    // MARK: Action → RACCommand

    @Test("action.bridged.enabled follows isEnabled: false, then true")
    func bridgedEnabled() {
        let enabledIf = MutableProperty(true)
        let action = Action<Int, Int, Never>(enabledIf: enabledIf) { SignalProducer(value: $0) }
        let command = action.bridged
        let enabled = RACEvents()
        enabled.record(command.enabled)
        #expect(eventually { enabled.all == ["next(true)"] })
        enabledIf.value = false
        #expect(eventually { enabled.all == ["next(true)", "next(false)"] })
        enabledIf.value = true
        #expect(eventually { enabled.all == ["next(true)", "next(false)", "next(true)"] })
        #expect(command.allowsConcurrentExecution == false)
    }

    @Test("action.bridged applies once per execution: execute(0) waited twice gives [\"1\"], then execute(2) adds \"3\"")
    func bridgedAppliesOncePerExecution() {
        let action = Action<Int, String, Never> { SignalProducer(value: "\($0 + 1)") }
        let values = Box<[String]>([])
        action.values.observeValues { value in values.mutate { $0.append(value) } }
        let command = action.bridged
        let execution = command.execute(0)
        for _ in 0..<2 {
            let waited = RACEvents()
            waited.record(execution)
            #expect(waited.waitForTermination())
            #expect(waited.all == ["next(1)", "completed"])
        }
        #expect(values.value == ["1"])
        #expect(eventually { command.enabled.first() as? Bool == true })
        let second = RACEvents()
        second.record(command.execute(2))
        #expect(second.waitForTermination())
        #expect(values.value == ["1", "3"])
    }

    @Test("nil crosses: bridged.execute(nil) applies Action<Int?, Int?, _> with nil and sends nil")
    func bridgedNil() {
        let inputs = Box<[Int?]>([])
        let action = Action<Int?, Int?, TestError> { input in
            inputs.mutate { $0.append(input) }
            return SignalProducer(value: input)
        }
        let events = RACEvents()
        events.record(action.bridged.execute(nil))
        #expect(events.waitForTermination())
        #expect(events.all == ["next(nil)", "completed"])
        #expect(events.nextValues.count == 1 && events.nextValues[0] == nil)
        #expect(inputs.value == [nil])
    }

    @Test("an input of the wrong type fails with typeMismatch and does not apply the Action")
    func bridgedInputMismatch() {
        let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
        let values = Box<[Int]>([])
        action.values.observeValues { value in values.mutate { $0.append(value) } }
        let events = RACEvents()
        events.record(action.bridged.execute("a"))
        #expect(events.waitForTermination())
        #expect(events.all == ["error(typeMismatch(Int, String))"])
        #expect(values.value == [])
    }

    @Test("errors are unwrapped: bridged.errors sends TestError.x; while executing, execute fails with RACCommandErrorNotEnabled")
    func bridgedErrors() {
        let (gate, open) = Signal<Int, TestError>.pipe()
        let action = Action<Int, Int, TestError> { input in
            input == 0 ? SignalProducer(error: .x) : SignalProducer(gate)
        }
        let command = action.bridged
        let errors = RACEvents()
        errors.record(command.errors)
        let failed = RACEvents()
        failed.record(command.execute(0))
        #expect(failed.waitForTermination())
        #expect(failed.all == ["error(TestError.x)"])
        #expect(eventually { errors.all == ["next(x)"] })
        #expect(eventually { !action.isExecuting.value && command.enabled.first() as? Bool == true })

        command.execute(1)
        #expect(eventually { action.isExecuting.value })
        let refused = RACEvents()
        refused.record(command.execute(2))
        #expect(refused.waitForTermination())
        #expect(refused.all == ["error(\(RACCommandErrorDomain):\(RACCommandErrorNotEnabled))"])
        open.sendCompleted()
    }

    @Test("executing, mirrored: a direct apply makes action.isExecuting true while command.executing stays false")
    func bridgedExecutingNotSynchronized() {
        let (gate, open) = Signal<Int, Never>.pipe()
        let action = Action<Int, Int, Never> { _ in SignalProducer(gate) }
        let command = action.bridged
        let executing = RACEvents()
        executing.record(command.executing)
        action.apply(1).start()
        #expect(action.isExecuting.value)
        drainTwice()
        #expect(executing.all == ["next(false)"])
        open.sendCompleted()
    }

    @Test("the RAC 3/4 spellings forward to bridged")
    @available(*, deprecated)
    func actionShims() {
        let action = Action<Int, Int, Never> { SignalProducer(value: $0 * 2) }
        for command in [action.toRACCommand(), toRACCommand(action)] {
            let events = RACEvents()
            events.record(command.execute(4))
            #expect(events.waitForTermination())
            #expect(events.all == ["next(8)", "completed"])
            #expect(eventually { !action.isExecuting.value })
        }
    }
}

/// An execution signal that stays open until `complete()`; RAC 2 subscribes to it later, on the main thread.
private final class OpenExecution: @unchecked Sendable { // `subscriber` is a Box
    private let subscriber = Box<(any RACSubscriber)?>(nil)

    var signal: RACSignal {
        RACSignal.createSignal { [subscriber] s in
            subscriber.value = s
            return nil
        }
    }

    /// Completes the execution once RAC 2 has subscribed to it; false if it never did (bounded wait).
    func complete() -> Bool {
        guard eventually({ subscriber.value != nil }) else { return false }
        subscriber.value?.sendCompleted()
        return true
    }
}

/// Two main-queue round trips: anything the main queue had pending has run.
private func drainTwice() {
    for _ in 0..<2 {
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { drained.signal() }
        _ = drained.wait(timeout: .now() + 5)
    }
}
