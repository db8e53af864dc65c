#if canImport(UIKit)
import UIKit
import RACLegacy

// RAC 2 swizzled -prepareForReuse. Without an Objective-C runtime to intercept it, a reusable view reports the
// call itself, by RACLegacy's selector-signal rule: the subclass conforms to RACObject and its prepareForReuse()
// override ends with `rac_selectorInvoked("prepareForReuse")`.

extension RACObject where Self: UITableViewCell {
    /// Sends RACUnit each time the cell reports `prepareForReuse`; completes when the cell deinitializes.
    public var rac_prepareForReuseSignal: RACSignal { reuseSignal(of: self) }
}

extension RACObject where Self: UITableViewHeaderFooterView {
    /// Sends RACUnit each time the view reports `prepareForReuse`; completes when the view deinitializes.
    public var rac_prepareForReuseSignal: RACSignal { reuseSignal(of: self) }
}

extension RACObject where Self: UICollectionReusableView {
    /// Sends RACUnit each time the view reports `prepareForReuse`; completes when the view deinitializes.
    public var rac_prepareForReuseSignal: RACSignal { reuseSignal(of: self) }
}

private func reuseSignal(of view: some RACObject) -> RACSignal {
    view.rac_signalForSelector("prepareForReuse").mapReplace(RACUnit.defaultUnit())
}
#endif
