import Foundation
import Testing
@testable import Reactive

@Suite("2.10 Action")
struct ActionTests {
    /// An action over `enabled` whose execution for an even number sends n and n*10 and completes when
    /// `scheduler` runs; for an odd number it fails with `.first` when `scheduler` runs.
    final class Fixture {
        let enabled = MutableProperty(false)
        let scheduler = TestScheduler()
        var executions = 0
        lazy var action = Action<Int, Int, TestError>(enabledIf: enabled) { [unowned self] number in
            SignalProducer { observer, lifetime in
                self.executions += 1
                if number % 2 == 0 {
                    observer.send(value: number)
                    observer.send(value: number * 10)
                    lifetime += self.scheduler.schedule { observer.sendCompleted() }
                } else {
                    lifetime += self.scheduler.schedule { observer.send(error: .first) }
                }
            }
        }
    }

    @Test("an action starts disabled when its condition is false, and not executing")
    func initialState() {
        let fixture = Fixture()
        #expect(fixture.action.isEnabled.value == false)
        #expect(fixture.action.isExecuting.value == false)
    }

    @Test("isEnabled follows the condition")
    func followsCondition() {
        let fixture = Fixture()
        let recorder = fixture.action.isEnabled.signal.record()
        fixture.enabled.value = true
        fixture.enabled.value = false
        #expect(recorder.events == [.value(true), .value(false)])
    }

    @Test("applying while disabled fails with .disabled, reports on disabledErrors and runs nothing")
    func disabledApply() {
        let fixture = Fixture()
        let disabled = fixture.action.disabledErrors.record()
        let events = fixture.action.events.record()
        let recorder = fixture.action.apply(2).record()
        #expect(recorder.events == [.failed(.disabled)])
        #expect(disabled.events.count == 1 && disabled.events.first?.isTerminating == false)
        #expect(disabled.values.count == 1)
        #expect(events.events.isEmpty)
        #expect(fixture.executions == 0)
    }

    @Test("a successful execution forwards its events, and is executing until it completes")
    func successfulExecution() {
        let fixture = Fixture()
        let action = fixture.action
        fixture.enabled.value = true
        let values = action.values.record()
        let completed = action.completed.record()
        let executing = action.isExecuting.producer.record()
        let enabled = action.isEnabled.producer.record()
        let recorder = action.apply(2).record()
        #expect(fixture.executions == 1)
        #expect(action.isExecuting.value && !action.isEnabled.value)
        #expect(recorder.events == [.value(2), .value(20)])
        #expect(values.values == [2, 20])
        fixture.scheduler.run()
        #expect(recorder.events == [.value(2), .value(20), .completed])
        #expect(completed.events.count == 1 && completed.values.count == 1)
        #expect(executing.values == [false, true, false])
        #expect(enabled.values == [true, false, true])
    }

    @Test("a failed execution fails apply with .producerFailed and reports the bare error on errors")
    func failedExecution() {
        let fixture = Fixture()
        fixture.enabled.value = true
        let errors = fixture.action.errors.record()
        let completed = fixture.action.completed.record()
        let recorder = fixture.action.apply(1).record()
        fixture.scheduler.run()
        #expect(recorder.events == [.failed(.producerFailed(.first))])
        #expect(errors.values == [.first])
        #expect(completed.events.isEmpty)
        #expect(fixture.action.isExecuting.value == false)
        #expect(fixture.action.isEnabled.value)
    }

    @Test("a second apply while executing fails with .disabled")
    func mutualExclusion() {
        let fixture = Fixture()
        fixture.enabled.value = true
        fixture.action.apply(2).start()
        let second = fixture.action.apply(4).record()
        #expect(second.events == [.failed(.disabled)])
        #expect(fixture.executions == 1)
        fixture.scheduler.run()
        #expect(fixture.action.apply(4).record().events == [.value(4), .value(40)])
    }

    @Test("the apply producer is cold: each start is one attempt")
    func applyIsCold() {
        var starts = 0
        let action = Action<Int, Int, Never> { value in
            SignalProducer { observer, _ in
                starts += 1
                observer.send(value: value)
                observer.sendCompleted()
            }
        }
        let producer = action.apply(1)
        #expect(starts == 0)
        #expect(producer.record().events == [.value(1), .completed])
        #expect(producer.record().events == [.value(1), .completed])
        #expect(starts == 2)
    }

    @Test("disposing the apply producer interrupts the execution and resets isExecuting")
    func disposalInterrupts() {
        let fixture = Fixture()
        fixture.enabled.value = true
        let events = fixture.action.events.record()
        let completed = fixture.action.completed.record()
        let (recorder, disposable) = fixture.action.apply(2).recordWithDisposable()
        #expect(fixture.action.isExecuting.value)
        disposable.dispose()
        #expect(fixture.action.isExecuting.value == false)
        #expect(fixture.action.isEnabled.value)
        fixture.scheduler.run()
        #expect(recorder.events == [.value(2), .value(20), .interrupted])
        #expect(events.values == [.value(2), .value(20), .interrupted])
        #expect(completed.events.isEmpty)
    }

    @Test("events carries every event of every execution, and isExecuting is still true while it is delivered")
    func eventsOrdering() {
        let action = Action<Int, Int, TestError> { SignalProducer(value: $0) }
        var executingDuringCompletion: Bool?
        action.completed.observeValues { executingDuringCompletion = action.isExecuting.value }
        let events = action.events.record()
        action.apply(1).start()
        action.apply(2).start()
        #expect(events.values == [.value(1), .completed, .value(2), .completed])
        #expect(executingDuringCompletion == true)
        #expect(action.isExecuting.value == false)
    }

    @Test("the action's signals complete when it deinitialises, and it releases its state then")
    func completesAtDeinit() {
        weak var weakState: MutableProperty<Int>?
        var action: Action<(), Int, Never>?
        do {
            let state = MutableProperty(1)
            weakState = state
            action = Action(state: state, enabledIf: { _ in true }) { value, _ in SignalProducer(value: value) }
        }
        #expect(weakState != nil)
        let events = action!.events.record()
        let values = action!.values.record()
        let errors = action!.errors.record()
        let completed = action!.completed.record()
        let disabled = action!.disabledErrors.record()
        let enabled = action!.isEnabled.signal.record()
        let executing = action!.isExecuting.signal.record()
        var ended = false
        action!.lifetime.observeEnded { ended = true }
        action = nil
        #expect(ended)
        #expect(weakState == nil)
        #expect(events.events == [.completed])
        #expect(values.events == [.completed])
        #expect(errors.events == [.completed])
        #expect(completed.events.map(\.isCompleted) == [true])
        #expect(disabled.events.map(\.isCompleted) == [true])
        #expect(enabled.events == [.completed])
        #expect(executing.events == [.completed])
    }

    @Test("init(state:enabledIf:execute:) runs the condition and the execution with the same latest state value")
    func stateAndCondition() {
        let state = MutableProperty(1)
        let action = Action<Int, Int, Never>(state: state, enabledIf: { $0 > 0 }) { value, input in
            SignalProducer(value: value + input)
        }
        let values = action.values.record()
        action.apply(10).start()
        state.value = -1
        #expect(action.isEnabled.value == false)
        #expect(action.apply(10).record().events == [.failed(.disabled)])
        state.value = 5
        action.apply(10).start()
        #expect(values.values == [11, 15])
    }

    @Test("init(state:execute:) is always enabled and uses the latest state")
    func stateOnly() {
        let state = MutableProperty(1)
        let add = Action<Int, Int, Never>(state: state) { value, input in SignalProducer(value: value + input) }
        let values = add.values.record()
        add.apply(2).start()
        state.value = -1
        add.apply(-10).start()
        #expect(values.values == [3, -11])

        let echo = Action<(), Int, Never>(state: state) { SignalProducer(value: $0) }
        state.value = 7
        #expect(echo.apply().record().events == [.value(7), .completed])
    }

    @Test("init(unwrapping:) is enabled while the state holds a value and passes the unwrapped value")
    func unwrapping() {
        let state = MutableProperty<Int?>(nil)
        let add = Action<String, Int, Never>(unwrapping: state) { value, input in
            SignalProducer(value: value + (Int(input) ?? 0))
        }
        #expect(add.isEnabled.value == false)
        state.value = 1
        #expect(add.isEnabled.value)
        #expect(add.apply("2").record().events == [.value(3), .completed])

        let echo = Action<(), Int, Never>(unwrapping: state) { SignalProducer(value: $0) }
        #expect(echo.apply().record().events == [.value(1), .completed])
        state.value = nil
        #expect(echo.isEnabled.value == false)
    }

    @Test("init(validated:) is disabled while the property's last proposal is invalid, and uses the written value")
    func validated() {
        let decisions: [ValidatingProperty<Int, TestError>.Decision] = [.valid, .invalid(.first), .coerced(10, nil)]
        let input = ValidatingProperty<Int, TestError>(0) { decisions[$0] }
        let action = Action<(), Int, Never>(validated: input) { SignalProducer(value: $0) }
        #expect(action.isEnabled.value)
        #expect(action.apply().record().events == [.value(0), .completed])
        input.value = 1
        #expect(action.isEnabled.value == false)
        #expect(action.apply().record().events == [.failed(.disabled)])
        input.value = 2
        #expect(action.isEnabled.value)
        #expect(action.apply().record().events == [.value(10), .completed])

        let withInput = Action<Int, Int, Never>(validated: input) { value, extra in SignalProducer(value: value + extra) }
        #expect(withInput.apply(1).record().events == [.value(11), .completed])
    }

    @Test("an Action is a binding target: each bound value applies it")
    func bindingTarget() {
        let fixture = Fixture()
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = fixture.action.values.record()
        fixture.action <~ signal
        fixture.enabled.value = true
        input.send(value: 0)
        #expect(fixture.executions == 1)
        #expect(values.values == [0, 0])
        input.send(value: 2)
        #expect(fixture.executions == 1)
        fixture.scheduler.run()
        input.send(value: 2)
        #expect(values.values == [0, 0, 2, 20])
    }

    @Test("isExecuting feeding the condition through a binding does not deadlock")
    func executingFeedsCondition() {
        let fixture = Fixture()
        let action = fixture.action
        fixture.enabled <~ action.isExecuting.negate()
        #expect(fixture.enabled.value && action.isEnabled.value && !action.isExecuting.value)
        let disposable = action.apply(0).start()
        #expect(!fixture.enabled.value && !action.isEnabled.value && action.isExecuting.value)
        disposable.dispose()
        #expect(fixture.enabled.value && action.isEnabled.value && !action.isExecuting.value)
    }

    @Test("an isEnabled observer changing the condition while the action starts does not deadlock")
    func enabledFeedsCondition() {
        let fixture = Fixture()
        let action = fixture.action
        var focused = false
        action.isEnabled.producer
            .filter { !$0 && focused }
            .startWithValues { _ in fixture.enabled.value = false }
        fixture.enabled.value = true
        focused = true
        let disposable = action.apply(0).start()
        #expect(!fixture.enabled.value && !action.isEnabled.value && action.isExecuting.value)
        disposable.dispose()
        #expect(!fixture.enabled.value && !action.isEnabled.value && !action.isExecuting.value)
        fixture.enabled.value = true
        #expect(action.isEnabled.value && !action.isExecuting.value)
    }

    @Test("a state change from an isExecuting observer is applied once, without a loop")
    func noFeedbackLoop() {
        let condition = MutableProperty(1)
        let action = Action<(), (), Never>(state: condition, enabledIf: { $0 == 0 }) { _, _ in .empty }
        var calls = 0
        action.isExecuting.producer.startWithValues { _ in
            condition.value = 10
            calls += 1
        }
        #expect(calls == 1)
    }

    @Test("an action whose execution releases another action's view model does not deadlock")
    func nestedActionsRelease() {
        final class ViewModel {
            let inner = Action<(), (), Never> { SignalProducer(value: ()) }
        }
        let outer = Action<(), ViewModel, Never> { SignalProducer(value: ViewModel()) }
        var count = 0
        outer.values
            .flatMap(.latest) { model in model.inner.values.map { _ in model } }
            .observeValues { _ in count += 1 }
        outer.apply().start()
        outer.apply().start()
        #expect(count == 0)
    }

    @Test("applying from many threads runs exactly one execution at a time")
    func concurrentApply() {
        let running = Atomic(0)
        let overlaps = Atomic(0)
        let action = Action<(), (), Never> {
            SignalProducer { observer, _ in
                if running.modify({ $0 += 1; return $0 }) > 1 { overlaps.modify { $0 += 1 } }
                running.modify { $0 -= 1 }
                observer.sendCompleted()
            }
        }
        let outcomes = Atomic((completed: 0, disabled: 0))
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<2_000 {
                action.apply().startWithResult { _ in }
                action.apply().start { event in
                    switch event {
                    case .completed: outcomes.modify { $0.completed += 1 }
                    case .failed: outcomes.modify { $0.disabled += 1 }
                    default: break
                    }
                }
            }
        }
        #expect(overlaps.value == 0)
        #expect(outcomes.value.completed + outcomes.value.disabled == 8_000)
        #expect(action.isExecuting.value == false)
        #expect(action.isEnabled.value)
    }

    @Test("ActionError compares by case and wrapped error")
    func actionErrorEquality() {
        #expect(ActionError<TestError>.disabled == .disabled)
        #expect(ActionError<TestError>.producerFailed(.first) == .producerFailed(.first))
        #expect(ActionError<TestError>.producerFailed(.first) != .producerFailed(.second))
        #expect(ActionError<TestError>.disabled != .producerFailed(.first))
    }
}
