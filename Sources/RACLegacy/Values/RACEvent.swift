import Foundation

/// Kind of a materialized event.
public enum RACEventType: Int, Sendable {
    /// Completion.
    case completed = 0
    /// Error.
    case error = 1
    /// Value.
    case next = 2
}

/// A signal event turned into a value.
public final class RACEvent: Equatable, CustomStringConvertible, @unchecked Sendable { // immutable
    private static let completed = RACEvent(type: .completed, value: nil, error: nil)

    /// The kind of event.
    public let eventType: RACEventType
    /// The value of a next event.
    public let value: Any?
    /// The error of an error event.
    public let error: (any Error)?

    private init(type: RACEventType, value: Any?, error: (any Error)?) {
        eventType = type
        self.value = value
        self.error = error
    }

    /// The singleton completion event.
    public static func completedEvent() -> RACEvent { completed }
    /// An error event (nil allowed).
    public static func eventWithError(_ error: (any Error)?) -> RACEvent { RACEvent(error: error) }
    /// A next event (nil allowed).
    public static func eventWithValue(_ value: Any?) -> RACEvent { RACEvent(value: value) }

    /// An error event (nil allowed).
    public convenience init(error: (any Error)?) {
        self.init(type: .error, value: nil, error: error)
    }

    /// A next event (nil allowed).
    public convenience init(value: Any?) {
        self.init(type: .next, value: value, error: nil)
    }

    /// True for completed and error events.
    public var isFinished: Bool { eventType != .next }

    /// Same type and RAC-equal payload (errors compare by NSError domain and code).
    public static func == (lhs: RACEvent, rhs: RACEvent) -> Bool {
        guard lhs.eventType == rhs.eventType else { return false }
        switch lhs.eventType {
        case .completed: return true
        case .next: return RACEqual(lhs.value, rhs.value)
        case .error:
            switch (lhs.error, rhs.error) {
            case (nil, nil): return true
            case let (l?, r?):
                let a = l as NSError, b = r as NSError
                return a.domain == b.domain && a.code == b.code
            default: return false
            }
        }
    }

    /// "<RACEvent: 0x…>{ next = x }".
    public var description: String {
        let body: String
        switch eventType {
        case .completed: body = "completed"
        case .error: body = "error = \(error.map { String(describing: $0) } ?? "(null)")"
        case .next: body = "next = \(value.map { String(describing: $0) } ?? "(null)")"
        }
        return "<RACEvent: \(addressString(self))>{ \(body) }"
    }
}
