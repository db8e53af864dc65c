import Foundation
import Testing
@testable import Reactive

@Suite("2.17 CocoaAction")
struct CocoaActionTests {
    /// An action over `enabled` whose execution for n sends n * 10, then completes when `scheduler` runs.
    final class Fixture {
        let enabled = MutableProperty(true)
        let scheduler = TestScheduler()
        let action: Action<Int, Int, TestError>
        let values: EventRecorder<Int, Never>

        init() {
            let scheduler = scheduler
            action = Action(enabledIf: enabled) { number in
                SignalProducer { observer, lifetime in
                    observer.send(value: number * 10)
                    lifetime += scheduler.schedule { observer.sendCompleted() }
                }
            }
            values = action.values.record()
        }
    }

    @Test("execute casts the sender, transforms it to the input and applies the action")
    func executeTransformsSender() {
        let fixture = Fixture()
        let cocoaAction = CocoaAction<String>(fixture.action) { Int($0)! }
        cocoaAction.execute("4")
        fixture.scheduler.run()
        #expect(fixture.values.events == [.value(40)])
    }

    @Test("an action taking () ignores the sender")
    func unitInput() {
        var runs = 0
        let action = Action<(), Int, Never> { SignalProducer(value: 7).on(started: { runs += 1 }) }
        let recorder = action.values.record()
        let cocoaAction = CocoaAction<Any>(action)
        cocoaAction.execute(NSObject())
        cocoaAction.execute(3)
        #expect(runs == 2)
        #expect(recorder.events == [.value(7), .value(7)])
    }

    @Test("a fixed input is applied whatever the sender")
    func fixedInput() {
        let fixture = Fixture()
        let cocoaAction = CocoaAction<Int>(fixture.action, input: 2)
        cocoaAction.execute(99)
        fixture.scheduler.run()
        #expect(fixture.values.events == [.value(20)])
    }

    @Test("isEnabled and isExecuting mirror the action's properties")
    func mirrorsState() {
        let fixture = Fixture()
        let cocoaAction = CocoaAction<Int>(fixture.action) { $0 }
        let enabled = cocoaAction.isEnabled.producer.record()
        let executing = cocoaAction.isExecuting.producer.record()
        cocoaAction.execute(1)
        #expect(cocoaAction.isExecuting.value == true)
        #expect(cocoaAction.isEnabled.value == false)
        fixture.scheduler.run()
        fixture.enabled.value = false
        #expect(enabled.events == [.value(true), .value(false), .value(true), .value(false)])
        #expect(executing.events == [.value(false), .value(true), .value(false)])
    }

    @Test("execute while disabled runs nothing and reports a disabled attempt")
    func disabledIsNoOp() {
        let fixture = Fixture()
        fixture.enabled.value = false
        let disabled = fixture.action.disabledErrors.record()
        let cocoaAction = CocoaAction<Int>(fixture.action) { $0 }
        cocoaAction.execute(5)
        fixture.scheduler.run()
        #expect(fixture.values.events == [])
        #expect(disabled.events.count == 1)
        #expect(cocoaAction.isExecuting.value == false)
    }

    @Test("the CocoaAction keeps its action alive, and releases it with itself")
    func retainsAction() {
        weak var weakAction: Action<(), Int, Never>?
        var cocoaAction: CocoaAction<Any>? = {
            let action = Action<(), Int, Never> { SignalProducer(value: 1) }
            weakAction = action
            return CocoaAction(action)
        }()
        #expect(weakAction != nil)
        cocoaAction?.execute(0)
        cocoaAction = nil
        #expect(weakAction == nil)
    }
}
