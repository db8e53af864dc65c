/// A type-erased `Action` for UI-style targets: `execute(_:)` takes any sender, as a target–action callback does.
///
/// On Linux this is a plain class: there is no `NSObject` base and no `selector` (no Objective-C runtime).
/// `isEnabled` and `isExecuting` mirror the action's properties on whatever thread the action changes them;
/// nothing is moved to the main queue.
public final class CocoaAction<Sender> {
    /// Mirrors the wrapped action's `isEnabled`.
    public let isEnabled: Property<Bool>

    /// Mirrors the wrapped action's `isExecuting`.
    public let isExecuting: Property<Bool>

    /// Applies the action to the input made from a sender and starts the attempt.
    private let applyToSender: (Sender) -> Void

    /// Wraps `action`; each `execute(sender)` applies it to `inputTransform(sender)`. The action is retained.
    public init<Input, Output, Error: Swift.Error>(_ action: Action<Input, Output, Error>, _ inputTransform: @escaping (Sender) -> Input) {
        isEnabled = Property(capturing: action.isEnabled)
        isExecuting = Property(capturing: action.isExecuting)
        applyToSender = { sender in
            // A disabled action fails this attempt with `.disabled` and runs nothing; the result is not observed.
            action.apply(inputTransform(sender)).start()
        }
    }

    /// Wraps an action taking `()`; `execute(_:)` ignores the sender.
    public convenience init<Output, Error: Swift.Error>(_ action: Action<(), Output, Error>) {
        self.init(action) { _ in () }
    }

    /// Wraps `action` with a fixed `input` that every `execute(_:)` applies.
    public convenience init<Input, Output, Error: Swift.Error>(_ action: Action<Input, Output, Error>, input: Input) {
        self.init(action) { _ in input }
    }

    /// Casts `sender` to `Sender`, makes the input from it and applies the action (the result is ignored); does
    /// nothing while the action is disabled. A sender of another type is a programming error and traps, as the
    /// forced cast of ReactiveCocoa does.
    public func execute(_ sender: Any) {
        guard let typed = sender as? Sender else {
            preconditionFailure("CocoaAction<\(Sender.self)>.execute(_:): the sender is a \(type(of: sender))")
        }
        applyToSender(typed)
    }
}
