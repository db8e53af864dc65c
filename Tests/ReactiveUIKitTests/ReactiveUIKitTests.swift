import Testing
import Foundation
import Reactive
import ReactiveUIKit

@Suite("ReactiveUIKit", .serialized) @MainActor struct ReactiveUIKitTests {
    @Test("controlEvents sends the control for matching events and completes when the control deinitializes")
    func controlEvents() {
        var button: UIButton? = UIButton()
        weak let released = button
        let events = Events(button!.reactive.controlEvents(.touchUpInside)) { "\(type(of: $0))" }
        button!.sendActions(for: .touchUpInside)
        button!.sendActions(for: .touchDown)
        button = nil
        #expect(released == nil)
        #expect(events.all == ["UIButton", "completed"])
    }

    @Test("the lifetime ends when the object deinitializes")
    func lifetime() {
        var view: UIView? = UIView()
        var ended = false
        view!.reactive.lifetime.observeEnded { ended = true }
        #expect(!ended)
        view = nil
        #expect(ended)
    }

    @Test("continuousTextValues follow every edit; textValues only the end of editing")
    func textField() {
        let field = UITextField()
        let continuous = Events(field.reactive.continuousTextValues)
        let ended = Events(field.reactive.textValues)
        field.text = "a"
        field.sendActions(for: .editingChanged)
        field.text = "ab"
        field.sendActions(for: .editingChanged)
        field.sendActions(for: .editingDidEnd)
        #expect(continuous.all == ["a", "ab", "ab"])
        #expect(ended.all == ["ab"])
    }

    @Test("a text view's continuousTextValues follow textDidChange and complete at deinit")
    func textView() {
        var view: UITextView? = UITextView()
        let events = Events(view!.reactive.continuousTextValues)
        view!.text = "hello"
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: view)
        view = nil
        #expect(events.all == ["hello", "completed"])
    }

    @Test("binding targets set isEnabled, isHidden, isOn, value, text and friends with <~")
    func bindingTargets() {
        let button = UIButton()
        let toggle = UISwitch()
        let slider = UISlider()
        let stepper = UIStepper()
        let segments = UISegmentedControl()
        let picker = UIDatePicker()
        let field = UITextField()
        let textView = UITextView()
        let flag = MutableProperty(false)
        button.reactive.isEnabled <~ flag
        button.reactive.isHidden <~ flag.map { !$0 }
        toggle.reactive.isOn <~ flag
        slider.reactive.value <~ MutableProperty<Float>(0.5)
        stepper.reactive.value <~ MutableProperty<Double>(4)
        segments.reactive.selectedSegmentIndex <~ MutableProperty(2)
        picker.reactive.date <~ MutableProperty(Date(timeIntervalSince1970: 9))
        field.reactive.text <~ MutableProperty("typed")
        textView.reactive.text <~ MutableProperty("viewed")
        #expect(!button.isEnabled && button.isHidden && !toggle.isOn)
        flag.value = true
        #expect(button.isEnabled && !button.isHidden && toggle.isOn)
        #expect(slider.value == 0.5 && stepper.value == 4 && segments.selectedSegmentIndex == 2)
        #expect(picker.date == Date(timeIntervalSince1970: 9) && field.text == "typed" && textView.text == "viewed")
    }

    @Test("value signals of switches, sliders, steppers, segmented controls and date pickers follow user changes")
    func valueSignals() {
        let toggle = UISwitch()
        let slider = UISlider()
        let segments = UISegmentedControl()
        let on = Events(toggle.reactive.isOnValues)
        let values = Events(slider.reactive.values)
        let indexes = Events(segments.reactive.selectedSegmentIndexes)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        slider.value = 0.75
        slider.sendActions(for: .valueChanged)
        segments.selectedSegmentIndex = 1
        segments.sendActions(for: .valueChanged)
        #expect(on.all == ["true"] && values.all == ["0.75"] && indexes.all == ["1"])
    }

    @Test("a binding ends when its target's object deinitializes: no retain cycle")
    func bindingEndsAtDeinit() {
        var field: UITextField? = UITextField()
        weak let released = field
        let text = MutableProperty<String?>("one")
        let binding = field!.reactive.text <~ text
        field = nil
        #expect(released == nil)
        text.value = "two"  // no target left; nothing happens
        binding?.dispose()
    }

    @Test("pressed: a tap executes the CocoaAction with the button; isEnabled follows the action")
    func pressed() {
        let button = UIButton()
        let allowed = MutableProperty(false)
        let tapped = Action<UIButton, String, Never>(enabledIf: allowed) { sender in
            SignalProducer(value: "\(type(of: sender))")
        }
        let results = Events(tapped.values)
        button.reactive.pressed = CocoaAction(tapped) { $0 }
        #expect(!button.isEnabled)
        allowed.value = true
        #expect(button.isEnabled)
        button.sendActions(for: .touchUpInside)
        button.reactive.pressed = nil
        button.sendActions(for: .touchUpInside)
        #expect(results.all == ["UIButton"])
        #expect(button.reactive.pressed == nil)
    }

    @Test("a bar button item's pressed sets its primary action; a refresh control's refresh ends refreshing")
    func barItemAndRefresh() {
        let item = UIBarButtonItem()
        let itemAction = Action<UIBarButtonItem, String, Never> { _ in SignalProducer(value: "item") }
        let itemResults = Events(itemAction.values)
        item.reactive.pressed = CocoaAction(itemAction) { $0 }
        UIButton().sendAction(item.primaryAction!)
        #expect(itemResults.all == ["item"])

        let refresh = UIRefreshControl()
        let (finish, finishInput) = Signal<Never, Never>.pipe()
        let load = Action<UIRefreshControl, Never, Never> { _ in SignalProducer(finish) }
        refresh.reactive.refresh = CocoaAction(load) { $0 }
        refresh.beginRefreshing()
        refresh.sendActions(for: .valueChanged)
        #expect(refresh.isRefreshing)
        finishInput.sendCompleted()
        #expect(!refresh.isRefreshing)
    }
}
