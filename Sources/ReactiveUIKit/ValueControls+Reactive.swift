#if canImport(UIKit)
import Foundation
import UIKit
import Reactive

extension Reactive where Base: UISwitch {
    /// Sets `isOn`.
    @MainActor public var isOn: BindingTarget<Bool> { mainActorTarget(base, lifetime: lifetime) { $0.isOn = $1 } }

    /// `isOn` after each user toggle.
    @MainActor public var isOnValues: Signal<Bool, Never> { values(for: .valueChanged) { $0.isOn } }
}

extension Reactive where Base: UISlider {
    /// Sets `value`.
    @MainActor public var value: BindingTarget<Float> { mainActorTarget(base, lifetime: lifetime) { $0.value = $1 } }

    /// `value` after each user change.
    @MainActor public var values: Signal<Float, Never> { values(for: .valueChanged) { $0.value } }
}

extension Reactive where Base: UIStepper {
    /// Sets `value`.
    @MainActor public var value: BindingTarget<Double> { mainActorTarget(base, lifetime: lifetime) { $0.value = $1 } }

    /// `value` after each user change.
    @MainActor public var values: Signal<Double, Never> { values(for: .valueChanged) { $0.value } }
}

extension Reactive where Base: UISegmentedControl {
    /// Sets `selectedSegmentIndex`.
    @MainActor public var selectedSegmentIndex: BindingTarget<Int> {
        mainActorTarget(base, lifetime: lifetime) { $0.selectedSegmentIndex = $1 }
    }

    /// `selectedSegmentIndex` after each user change.
    @MainActor public var selectedSegmentIndexes: Signal<Int, Never> {
        values(for: .valueChanged) { $0.selectedSegmentIndex }
    }
}

extension Reactive where Base: UIDatePicker {
    /// Sets `date`.
    @MainActor public var date: BindingTarget<Date> { mainActorTarget(base, lifetime: lifetime) { $0.date = $1 } }

    /// `date` after each user change.
    @MainActor public var dates: Signal<Date, Never> { values(for: .valueChanged) { $0.date } }
}
#endif
