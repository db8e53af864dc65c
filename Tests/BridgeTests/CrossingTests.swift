import Foundation
import Testing
import RACLegacy
import Reactive
@testable import Bridge

/// Contract section 1: an event crosses on the thread that sent it, before the sender's call returns; nothing is
/// kept alive once a conversion has ended.
@Suite("1 What crosses the bridge: threads and lifetimes")
struct CrossingTests {
    @Test("values sent from another thread cross synchronously on that thread, both ways")
    func crossesOnTheSendingThread() {
        let subject = RACSubject()
        let (signal, input) = Signal<Int, Never>.pipe()
        let typedSide = Box<[Bool]>([])
        let racSide = Box<[Bool]>([])
        let sender = Box<pthread_t?>(nil)
        Signal(subject).observeResult { _ in
            typedSide.mutate { $0.append(sender.value.map { pthread_equal($0, pthread_self()) != 0 } ?? false) }
        }
        onImmediate {
            signal.bridged.subscribeNext { _ in
                racSide.mutate { $0.append(sender.value.map { pthread_equal($0, pthread_self()) != 0 } ?? false) }
            }
        }
        let done = DispatchSemaphore(value: 0)
        let log = Box<[String]>([])
        Thread.detachNewThread {
            sender.value = pthread_self()
            for value in 0..<3 {
                subject.sendNext(value)
                input.send(value: value)
                log.mutate { $0.append("\(typedSide.value.count)/\(racSide.value.count)") }
            }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(log.value == ["1/1", "2/2", "3/3"])
        #expect(typedSide.value == [true, true, true])
        #expect(racSide.value == [true, true, true])
    }

    @Test("an Action over a command, and a command over an Action, are released when dropped")
    func commandsAndActionsRelease() {
        weak var weakAction: Action<Any?, Any?, any Error>?
        weak var weakCommand: RACCommand?
        do {
            let command = RACCommand { input in RACSignal.return(input) }
            weakCommand = command
            let action = Action(command)
            weakAction = action
        }
        #expect(weakAction == nil)
        #expect(weakCommand == nil)

        weak var weakTypedAction: Action<Int, Int, Never>?
        do {
            let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
            weakTypedAction = action
            _ = action.bridged
        }
        #expect(weakTypedAction == nil)
    }

    @Test("a finished execution through the bridge releases what its producer captured")
    func executionReleases() {
        let perExecution = WeakObject()
        let action = Action<Int, Int, Never> { value in
            let capture = NSObject()
            perExecution.object = capture
            return SignalProducer(value: value).on(completed: { _ = capture })
        }
        let events = RACEvents()
        events.record(action.bridged.execute(1))
        #expect(events.waitForTermination())
        #expect(events.all == ["next(1)", "completed"])
        #expect(eventually { perExecution.object == nil })
    }
}

private final class WeakObject: @unchecked Sendable { // set once by the test's execution, read after it ended
    weak var object: NSObject?
}
