// `Selector` lives in the Objective-C runtime on Apple platforms (re-exported by `import UIKit`). Linux cannot send
// a message by name, so the stand-in's selector only names the action and the stand-in delivers it to targets that
// adopt `StandInActionTarget`; code compiled for Apple uses `#selector` and an `@objc` method instead.

/// The name of an action method.
public struct Selector: Hashable, Sendable {
    /// The selector's name, colons included.
    public let name: String

    /// Names a selector (Apple's `Selector(_:)` from a string).
    public init(_ name: String) {
        self.name = name
    }
}

/// Stand-in only (not UIKit): a target the stand-in can deliver a target-action message to.
public protocol StandInActionTarget: AnyObject {
    /// Performs the action named `selector` for `sender`.
    func perform(_ selector: Selector, with sender: Any)
}
