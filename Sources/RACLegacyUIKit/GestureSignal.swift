#if canImport(UIKit)
import UIKit
import RACLegacy
import RACSupport

extension UIGestureRecognizer {
    /// Sends the recognizer each time it sends its action (`rac_gestureSignal`); completes when it deallocates.
    /// Each subscription adds its own target, removed when it is disposed.
    public func rac_gestureSignal() -> RACSignal {
        let deallocated = ObjectState.of(self).rac_willDeallocSignal()
        return RACSignal.createSignal { [weak self] subscriber in
            let sink = UncheckedSendable(subscriber)
            let relay = GestureRelay { sink.value.sendNext($0) }
            let added = UncheckedSendable(relay)
            requireMainActor("rac_gestureSignal()") { self?.addTarget(added.value, action: GestureRelay.action) }
            let ended = deallocated.subscribeCompleted { sink.value.sendCompleted() }
            // The recognizer does not retain its targets; this disposable does, until the subscription ends.
            return RACDisposable {
                ended.dispose()
                performOnMainActor { [weak self] in self?.removeTarget(added.value, action: GestureRelay.action) }
            }
        }
    }
}

// UIGestureRecognizer has no closure-based API, only target–action, so this is the one place the UIKit layer
// needs an Objective-C method: an `@objc` method the recognizer can send its action to. On Linux there is no
// Objective-C runtime and the stand-in delivers the action through `StandInActionTarget` instead.
#if canImport(ObjectiveC)
import ObjectiveC

/// The target a recognizer sends its action to; forwards it to a closure.
final class GestureRelay: NSObject {
    private let fire: (UIGestureRecognizer) -> Void

    init(_ fire: @escaping (UIGestureRecognizer) -> Void) {
        self.fire = fire
    }

    @objc func recognizerFired(_ recognizer: UIGestureRecognizer) {
        fire(recognizer)
    }

    /// The action the recognizer sends.
    static var action: Selector { #selector(recognizerFired(_:)) }
}
#else
/// The target a recognizer sends its action to; forwards it to a closure.
final class GestureRelay: StandInActionTarget {
    private let fire: (UIGestureRecognizer) -> Void

    init(_ fire: @escaping (UIGestureRecognizer) -> Void) {
        self.fire = fire
    }

    func perform(_ selector: Selector, with sender: Any) {
        if selector == GestureRelay.action, let recognizer = sender as? UIGestureRecognizer { fire(recognizer) }
    }

    /// The action the recognizer sends.
    static var action: Selector { Selector("recognizerFired:") }
}
#endif
#endif
