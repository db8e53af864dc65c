extension Signal {
    /// What a stream delivers: values, then at most one terminal event.
    @frozen
    public enum Event {
        /// A value; the only non-terminating case.
        case value(Value)
        /// Abnormal termination with an error.
        case failed(Error)
        /// Successful termination.
        case completed
        /// Cancellation: neither success nor failure.
        case interrupted

        /// True only for `.completed`.
        public var isCompleted: Bool {
            if case .completed = self { return true }
            return false
        }

        /// True for `.failed`, `.completed` and `.interrupted`.
        @inlinable public var isTerminating: Bool {
            if case .value = self { return false }
            return true
        }

        /// Transforms the payload of a value event; other events are returned unchanged.
        @inlinable
        public func map<U>(_ f: (Value) -> U) -> Signal<U, Error>.Event {
            switch self {
            case let .value(value): return .value(f(value))
            case let .failed(error): return .failed(error)
            case .completed: return .completed
            case .interrupted: return .interrupted
            }
        }

        /// Transforms the error of a failed event; other events are returned unchanged.
        @inlinable
        public func mapError<F: Swift.Error>(_ f: (Error) -> F) -> Signal<Value, F>.Event {
            switch self {
            case let .value(value): return .value(value)
            case let .failed(error): return .failed(f(error))
            case .completed: return .completed
            case .interrupted: return .interrupted
            }
        }

        /// The payload of a value event, else nil.
        @inlinable public var value: Value? {
            if case let .value(value) = self { return value }
            return nil
        }

        /// The error of a failed event, else nil.
        @inlinable public var error: Error? {
            if case let .failed(error) = self { return error }
            return nil
        }
    }
}

extension Signal.Event: Equatable where Value: Equatable, Error: Equatable {
    /// Events are equal when their cases and payloads are.
    public static func == (lhs: Signal<Value, Error>.Event, rhs: Signal<Value, Error>.Event) -> Bool {
        switch (lhs, rhs) {
        case let (.value(left), .value(right)): return left == right
        case let (.failed(left), .failed(right)): return left == right
        case (.completed, .completed), (.interrupted, .interrupted): return true
        default: return false
        }
    }
}

extension Signal.Event: CustomStringConvertible {
    /// A readable form such as `VALUE 1` or `COMPLETED`.
    public var description: String {
        switch self {
        case let .value(value): return "VALUE \(value)"
        case let .failed(error): return "FAILED \(error)"
        case .completed: return "COMPLETED"
        case .interrupted: return "INTERRUPTED"
        }
    }
}

/// Abstracts over `Signal.Event` so that `dematerialize()` can be constrained on it.
public protocol EventProtocol {
    /// The value type.
    associatedtype Value
    /// The error type.
    associatedtype Error: Swift.Error
    /// The event itself.
    var event: Signal<Value, Error>.Event { get }
}

extension Signal.Event: EventProtocol {
    /// The event itself.
    public var event: Signal<Value, Error>.Event { self }
}

/// The terminal part of an event.
public enum Termination<Error: Swift.Error> {
    /// Abnormal termination with an error.
    case failed(Error)
    /// Successful termination.
    case completed
    /// Cancellation.
    case interrupted
}

extension Signal.Event: Sendable where Value: Sendable, Error: Sendable {}
extension Termination: Sendable where Error: Sendable {}
