/// Recognizes a gesture and sends its action to each target; the targets are not retained.
@MainActor open class UIGestureRecognizer: AssociationCarrier {
    nonisolated let associations = AssociationTable()

    /// A recognizer's state.
    public enum State: Int, Sendable {
        /// Not yet recognized.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed

        /// A discrete gesture was recognized (the same as `ended`).
        public static var recognized: State { .ended }
    }

    /// The current state.
    open internal(set) var state: State = .possible

    /// Whether the recognizer is enabled.
    open var isEnabled = true

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    private var targets: [(target: WeakTarget, action: Selector)] = []

    /// Creates a recognizer with one target, or none.
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer without targets.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target–action pair (the target is held weakly).
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((WeakTarget(target as AnyObject), action))
    }

    /// Removes the pairs matching `target` and `action` (nil matches any).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            let targetMatches = target.map { entry.target.object === ($0 as AnyObject) } ?? true
            return targetMatches && (action.map { entry.action == $0 } ?? true)
        }
    }

    /// Stand-in only (not UIKit): moves to `state` and sends the action to every target, as recognition does.
    public func standInRecognize(_ state: State) {
        self.state = state
        for (target, action) in targets {
            (target.object as? StandInActionTarget)?.perform(action, with: self)
        }
    }

    private final class WeakTarget {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}

/// Recognizes taps.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}
