import Testing
import Foundation
import RACLegacy
import RACLegacyUIKit

@Suite("UIKit value channels", .serialized) @MainActor struct ChannelTests {
    @Test("a switch's on channel: user toggles out (no value at subscription), model values in, nil as false, completion at deinit")
    func switchChannel() {
        var control: UISwitch? = UISwitch()
        let channel = control!.rac_newOnChannel()
        let recorder = Recorder()
        recorder.record(channel)
        control!.isOn = true
        control!.sendActions(for: .valueChanged)
        channel.sendNext(false)
        #expect(control!.isOn == false)
        channel.sendNext(true)
        channel.sendNext(nil)
        #expect(control!.isOn == false)
        control = nil
        #expect(recorder.events == [.next("true"), .completed])
    }

    @Test("a slider's value channel writes nil as the nil value and accepts any number")
    func sliderChannel() {
        let slider = UISlider()
        slider.value = 0.25
        let channel = slider.rac_newValueChannel(withNilValue: 1)
        let recorder = Recorder()
        recorder.record(channel)
        channel.sendNext(0.5)  // a Double into a Float property
        #expect(slider.value == 0.5)
        channel.sendNext(nil)
        #expect(slider.value == 1)
        slider.value = 0.75
        slider.sendActions(for: .valueChanged)
        #expect(recorder.events == [.next("0.75")])
    }

    @Test("a stepper's value channel goes both ways")
    func stepperChannel() {
        let stepper = UIStepper()
        let channel = stepper.rac_newValueChannel(withNilValue: 0)
        let recorder = Recorder()
        recorder.record(channel)
        stepper.value = 3
        stepper.sendActions(for: .valueChanged)
        channel.sendNext(7)
        #expect(stepper.value == 7)
        #expect(recorder.events == [.next("3.0")])
    }

    @Test("a segmented control's index channel goes both ways; nil writes the nil value")
    func segmentedChannel() {
        let control = UISegmentedControl()
        let channel = control.rac_newSelectedSegmentIndexChannel(withNilValue: UISegmentedControl.noSegment)
        let recorder = Recorder()
        recorder.record(channel)
        control.selectedSegmentIndex = 2
        control.sendActions(for: .valueChanged)
        channel.sendNext(1)
        #expect(control.selectedSegmentIndex == 1)
        channel.sendNext(nil)
        #expect(control.selectedSegmentIndex == -1)
        #expect(recorder.events == [.next("2")])
    }

    @Test("a date picker's date channel goes both ways")
    func dateChannel() {
        let picker = UIDatePicker()
        let start = Date(timeIntervalSince1970: 0)
        let later = Date(timeIntervalSince1970: 60)
        picker.date = start
        let channel = picker.rac_newDateChannel(withNilValue: nil)
        let recorder = Recorder()
        recorder.record(channel) { "\(($0 as! Date).timeIntervalSince1970)" }
        picker.date = later
        picker.sendActions(for: .valueChanged)
        channel.sendNext(start)
        #expect(picker.date == start)
        #expect(recorder.events == [.next("60.0")])
    }

    @Test("as in ReactiveObjC, a channel sends nothing at subscription, so a model channel bound to it keeps its value")
    func noValueAtSubscription() {
        let control = UISwitch()
        control.isOn = true
        let recorder = Recorder()
        recorder.record(control.rac_newOnChannel())
        #expect(recorder.events.isEmpty)
    }

    @Test("sending completed into the terminal stops reading the control, which completes the other side")
    func completedStopsListening() {
        let control = UISwitch()
        let channel = control.rac_newOnChannel()
        let recorder = Recorder()
        recorder.record(channel)
        channel.sendCompleted()
        control.isOn = true
        control.sendActions(for: .valueChanged)
        #expect(recorder.events == [.completed])
    }
}
