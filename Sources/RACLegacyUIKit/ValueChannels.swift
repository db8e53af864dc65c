#if canImport(UIKit)
import Foundation
import UIKit
import RACLegacy
import RACSupport

extension UISwitch {
    /// A channel on `isOn` (`rac_newOnChannel`): sends the state after each user toggle; nil writes false.
    public func rac_newOnChannel() -> RACChannelTerminal {
        controlChannel(of: self, for: .valueChanged, nilValue: false, member: "rac_newOnChannel()",
                       get: { $0.isOn }, set: { $0.isOn = $1 })
    }
}

extension UISlider {
    /// A channel on `value`: sends it after each user change; nil writes `nilValue`.
    public func rac_newValueChannel(withNilValue nilValue: Float?) -> RACChannelTerminal {
        controlChannel(of: self, for: .valueChanged, nilValue: nilValue, member: "rac_newValueChannel(withNilValue:)",
                       get: { $0.value }, set: { $0.value = $1 })
    }
}

extension UIStepper {
    /// A channel on `value`: sends it after each user change; nil writes `nilValue`.
    public func rac_newValueChannel(withNilValue nilValue: Double?) -> RACChannelTerminal {
        controlChannel(of: self, for: .valueChanged, nilValue: nilValue, member: "rac_newValueChannel(withNilValue:)",
                       get: { $0.value }, set: { $0.value = $1 })
    }
}

extension UISegmentedControl {
    /// A channel on `selectedSegmentIndex`: sends it after each user change; nil writes `nilValue`.
    public func rac_newSelectedSegmentIndexChannel(withNilValue nilValue: Int?) -> RACChannelTerminal {
        controlChannel(of: self, for: .valueChanged, nilValue: nilValue,
                       member: "rac_newSelectedSegmentIndexChannel(withNilValue:)",
                       get: { $0.selectedSegmentIndex }, set: { $0.selectedSegmentIndex = $1 })
    }
}

extension UIDatePicker {
    /// A channel on `date`: sends it after each user change; nil writes `nilValue`.
    public func rac_newDateChannel(withNilValue nilValue: Date?) -> RACChannelTerminal {
        controlChannel(of: self, for: .valueChanged, nilValue: nilValue, member: "rac_newDateChannel(withNilValue:)",
                       get: { $0.date }, set: { $0.date = $1 })
    }
}

/// A channel on the property `get`/`set` reach, changed by the user with `controlEvents` (RAC 2's private
/// `rac_channelForControlEvents:key:nilValue:`, shared by every `rac_new…Channel`). The control is held weakly.
@MainActor
func controlChannel<Control: UIControl, Value>(
    of control: Control, for controlEvents: UIControl.Event, nilValue: Value?, member: String,
    get: @escaping @MainActor (Control) -> Value, set: @escaping @MainActor (Control, Value) -> Void
) -> RACChannelTerminal {
    let target = UncheckedSendable(WeakReference(control))
    let getter = UncheckedSendable(get)
    let setter = UncheckedSendable(set)
    return ControlChannel.terminal(
        changes: control.rac_signal(for: controlEvents),
        read: {
            requireMainActor(member) { target.value.object.map { UncheckedSendable(getter.value($0)) } }?.value
        },
        write: { value in
            let converted = UncheckedSendable(ValueConversion.required(value, as: Value.self, for: member))
            performOnMainActor {
                if let control = target.value.object { setter.value(control, converted.value) }
            }
        },
        nilValue: nilValue,
        deallocated: ObjectState.of(control).rac_willDeallocSignal())
}
#endif
