// The ```swift blocks of MIGRATION.md Part V, pasted verbatim (DriftTests checks the copies).
import Foundation
import Observation
import Testing
import RACLegacy
import Reactive
import Bridge

@Test("MIGRATION V3 Incremental migration with Bridge (step by step) (Bridge)") func mV3() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let legacy = RACSignal.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
            return nil
        }
        SignalProducer(legacy, of: Int.self)
            .map { $0 * 2 }
            .start(Signal.Observer(value: { print($0) }))
    }
    #expect(lines.all == ["2", "4"])
}

@Test("MIGRATION V4 Incremental migration with Bridge (step by step) (Bridge)") func mV4() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        SignalProducer<Int, Never>(values: 1, 2).bridged
            .subscribeNext({ print($0 ?? "nil") }, completed: { print("done") })
    }
    #expect(lines.all == ["1", "2", "done"])
}

@Test("MIGRATION V5 Incremental migration with Bridge (step by step) (Bridge)") func mV5() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let name = MutableProperty("Ann")
        name.bridged.subscribeNext { print($0 ?? "nil") }
        let field = name.bridgedChannelTerminal()
        field.sendNext("Bob")
    }
    #expect(lines.all == ["Ann", "Bob"])
}

@Test("MIGRATION V6 Incremental migration with Bridge (step by step) (Bridge)") func mV6() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let command = RACCommand(signalBlock: { input in RACSignal.return((input as! Int) + 1) })
        let action = Action(command, input: Int.self, output: Int.self)
        command.executionSignals.flatten().subscribeNext { print($0 ?? "nil") }
        command.executing.skip(1).take(1).subscribeNext { executing in
            print("executing: \(executing ?? "nil")")
            print("isExecuting: \(action.isExecuting.value)")
        }
        command.execute(1)
    }
    drainMainQueue()
    #expect(lines.all == ["executing: true", "isExecuting: false", "2"])
}

@Test("MIGRATION V7 Incremental migration with Bridge (step by step) (Bridge)") func mV7() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let subject = RACSubject()
        let taps = SignalProducer(Signal(subject)).replayLazily(upTo: 1)
        taps.start(Signal.Observer(value: { print("A \($0 ?? "nil")") }))
        subject.sendNext(1)
        taps.start(Signal.Observer(value: { print("B \($0 ?? "nil")") }))
    }
    #expect(lines.all == ["A 1", "B 1"])
}

@Test("MIGRATION V8 Incremental migration with Bridge (step by step) (Bridge)") func mV8() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let clock = TestScheduler()
        let legacy = RACSignal.return("tick").deliverOn(RACSwiftScheduler(clock))
        SignalProducer(legacy, of: String.self)
            .delay(1, on: clock)
            .start(Signal.Observer(value: { print($0) }))
        clock.advance(by: .seconds(1))
    }
    #expect(lines.all == ["tick"])
}
