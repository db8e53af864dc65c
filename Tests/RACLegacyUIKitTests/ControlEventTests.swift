import Testing
import RACLegacy
import RACLegacyUIKit

@Suite("UIKit rac_signal(for:)", .serialized) @MainActor struct ControlEventTests {
    @Test("sends the control for each matching event, ignores the others, and completes when the control deinitializes")
    func eventsThenCompletion() {
        var button: UIButton? = UIButton()
        weak let released = button
        let recorder = Recorder()
        recorder.record(button!.rac_signal(for: [.touchUpInside, .touchDown]))
        button!.sendActions(for: .touchUpInside)
        button!.sendActions(for: .valueChanged)
        button!.sendActions(for: .touchDown)
        #expect(recorder.events == [.next("UIButton"), .next("UIButton")])
        button = nil
        #expect(released == nil)
        #expect(recorder.events == [.next("UIButton"), .next("UIButton"), .completed])
    }

    @Test("disposing a subscription removes its action; other subscriptions keep receiving")
    func disposalRemovesAction() {
        let button = UIButton()
        let first = Recorder()
        let second = Recorder()
        first.record(button.rac_signal(for: .touchUpInside))
        second.record(button.rac_signal(for: .touchUpInside))
        button.sendActions(for: .touchUpInside)
        first.stop()
        button.sendActions(for: .touchUpInside)
        #expect(first.events == [.next("UIButton")])
        #expect(second.events == [.next("UIButton"), .next("UIButton")])
    }

    @Test("subscribing to an outlived control's signal completes at once")
    func subscribedAfterDeinit() {
        var field: UITextField? = UITextField()
        let signal = field!.rac_signal(for: .editingChanged)
        field = nil
        let recorder = Recorder()
        recorder.record(signal)
        #expect(recorder.events == [.completed])
    }

    @Test("a live subscription does not keep the control alive")
    func noRetainCycle() {
        var control: UISwitch? = UISwitch()
        weak let released = control
        let recorder = Recorder()
        recorder.record(control!.rac_signal(for: .valueChanged))
        recorder.record(control!.rac_newOnChannel())
        control = nil
        #expect(released == nil)
        #expect(recorder.events == [.completed, .completed])
    }
}
