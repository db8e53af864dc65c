/// The closure an action runs; it receives the action, whose `sender` is the object that sent it.
public typealias UIActionHandler = (UIAction) -> Void

/// An action that performs its work in a closure.
@MainActor open class UIAction {
    /// Identifies an action; controls keep one action per identifier.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The identifier's string.
        public let rawValue: String

        /// Wraps a string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Wraps a string.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The action's title.
    open var title: String

    /// The action's identifier (a unique one unless given).
    open private(set) var identifier: Identifier

    /// The object that sent the action, while its handler runs.
    open private(set) var sender: Any?

    /// The closure run when the action is performed.
    let handler: UIActionHandler

    /// Creates an action (the stand-in declares only the title, identifier and handler parameters).
    public init(title: String = "", identifier: UIAction.Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(rawValue: "standin.action.\(UIAction.nextSerial())")
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(from sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }

    /// A copy with the same title, identifier and handler (what `@NSCopying` properties store).
    func copy() -> UIAction {
        UIAction(title: title, identifier: identifier, handler: handler)
    }

    private static var serial = 0

    private static func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
