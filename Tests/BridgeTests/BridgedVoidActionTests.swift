import Foundation
import Dispatch
import Testing
import RACLegacy
import Reactive
@testable import Bridge

/// What RAC 2 callers hand a command, and the stable command behind `action.bridged`.
@Suite("3.3 action.bridged: Void actions take any RAC input; one command per Action", .serialized)
struct BridgedVoidActionTests {
    /// Executes `action.bridged` with `input` and checks it applied the Action once and delivered its values.
    private func expectRunsOnce(with input: Any?, sourceLocation: SourceLocation = #_sourceLocation) {
        let applied = Box(0)
        let action = Action<Void, Int, Never> {
            applied.mutate { $0 += 1 }
            return SignalProducer([1, 2])
        }
        let values = Box<[Int]>([])
        action.values.observeValues { value in values.mutate { $0.append(value) } }
        let events = RACEvents()
        events.record(action.bridged.execute(input))
        #expect(events.waitForTermination(), sourceLocation: sourceLocation)
        #expect(events.all == ["next(1)", "next(2)", "completed"], sourceLocation: sourceLocation)
        #expect(applied.value == 1, sourceLocation: sourceLocation)
        #expect(values.value == [1, 2], sourceLocation: sourceLocation)
    }

    @Test("a Void action bridged runs once for execute(nil) and delivers its values")
    func voidTakesNil() {
        expectRunsOnce(with: nil)
    }

    @Test("a Void action bridged runs once for execute(RACUnit.defaultUnit()) and delivers its values")
    func voidTakesUnit() {
        expectRunsOnce(with: RACUnit.defaultUnit())
    }

    @Test("a Void action bridged runs once for execute(sender), any object, and delivers its values")
    func voidTakesAnyObject() {
        expectRunsOnce(with: NSObject())
    }

    @Test("a Void action bridged still runs for execute(())")
    func voidTakesVoid() {
        expectRunsOnce(with: ())
    }

    @Test("a non-Void action bridged still rejects a mistyped input (nil, RACUnit) with typeMismatch and is not applied")
    func nonVoidRejectsMistypedInput() {
        let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
        let values = Box<[Int]>([])
        action.values.observeValues { value in values.mutate { $0.append(value) } }
        for (input, expected) in [(nil, "error(typeMismatch(Int, nil))"),
                                  (RACUnit.defaultUnit() as Any?, "error(typeMismatch(Int, RACUnit))")] {
            let events = RACEvents()
            events.record(action.bridged.execute(input))
            #expect(events.waitForTermination())
            #expect(events.all == [expected])
        }
        #expect(values.value == [])
    }

    @Test("two reads of action.bridged are the same command, and so is the deprecated toRACCommand()")
    @available(*, deprecated)
    func bridgedIsStable() {
        let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
        let first = action.bridged
        #expect(first === action.bridged)
        #expect(action.bridged === action.bridged)
        #expect(action.toRACCommand() === first)
        #expect(toRACCommand(action) === first)
        let other = Action<Int, Int, Never> { SignalProducer(value: $0) }
        #expect(other.bridged !== first)
    }

    @Test("executing is one state: execute through one read of bridged, observe executing through another")
    func executingIsShared() {
        let (gate, open) = Signal<Int, Never>.pipe()
        let started = Box(false)
        let action = Action<Int, Int, Never> { _ in SignalProducer(gate).on(started: { started.value = true }) }
        // No reference to the command is kept: the running execution keeps it, so the next reads find it.
        action.bridged.execute(1)
        #expect(eventually { action.bridged.executing.first() as? Bool == true })
        // The execution subscribes on the main thread scheduler: the gate must be observed before it closes (a
        // late observer of a closed pipe is interrupted, which the execution never sees end).
        #expect(eventually { started.value })
        let executing = RACEvents()
        executing.record(action.bridged.executing)
        #expect(executing.all == ["next(true)"])
        let refused = RACEvents()
        refused.record(action.bridged.execute(2))
        #expect(refused.waitForTermination())
        #expect(refused.all == ["error(\(RACCommandErrorDomain):\(RACCommandErrorNotEnabled))"])
        open.sendCompleted()
        #expect(eventually { executing.all == ["next(true)", "next(false)"] }, "executing: \(executing.all)")
    }

    @Test("8 threads reading bridged at once all get the same command")
    func concurrentReadsAgree() {
        for _ in 0..<50 {
            let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
            let commands = Box([RACCommand?](repeating: nil, count: 8))
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                let command = action.bridged
                commands.mutate { $0[index] = command }
            }
            let distinct = Set(commands.value.map { ObjectIdentifier($0!) })
            #expect(distinct.count == 1)
        }
    }

    @Test("the cached command keeps neither the Action nor itself alive once nothing else holds them")
    func cacheDoesNotLeak() {
        weak var weakAction: Action<Int, Int, Never>?
        weak var weakCommand: RACCommand?
        do {
            let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
            weakAction = action
            do {
                let command = action.bridged
                weakCommand = command
                let events = RACEvents()
                events.record(command.execute(7))
                #expect(events.waitForTermination())
                #expect(events.all == ["next(7)", "completed"])
            }
            // The Action does not hold its command: once the last holder let go (and it ended), it is gone.
            #expect(eventually { weakCommand == nil })
            #expect(weakAction != nil)
        }
        #expect(eventually { weakAction == nil })
    }
}
