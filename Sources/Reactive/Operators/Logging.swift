import Foundation

/// Names of the events `logEvents` can log.
public enum LoggingEvent {
    /// Events of a signal.
    public enum Signal: String, CaseIterable {
        case value, completed, failed, terminated, disposed, interrupted

        /// Deprecated upstream: use `allCases`.
        @available(*, deprecated, message: "Use `allCases` instead.")
        public static var allEvents: Set<LoggingEvent.Signal> { Set(allCases) }
    }

    /// Events of a producer: the signal's plus `starting` and `started`.
    public enum SignalProducer: String, CaseIterable {
        case starting, started, value, completed, failed, terminated, disposed, interrupted

        /// Deprecated upstream: use `allCases`.
        @available(*, deprecated, message: "Use `allCases` instead.")
        public static var allEvents: Set<LoggingEvent.SignalProducer> { Set(allCases) }
    }
}

/// The signature of a logger given to `logEvents`.
public typealias EventLogger = (_ identifier: String, _ event: String, _ fileName: String, _ functionName: String, _ lineNumber: Int) -> Void

/// Writes `[identifier] event fileName: …, functionName: …, lineNumber: …` to standard output (upstream's text).
public func defaultEventLog(identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int) {
    let line = "[\(identifier)] \(event) fileName: \(fileName), functionName: \(functionName), lineNumber: \(lineNumber)\n"
    FileHandle.standardOutput.write(Data(line.utf8))
}

extension Signal {
    /// Logs each selected event with the identifier and call site; events pass through unchanged.
    public func logEvents(
        identifier: String = "",
        events: Set<LoggingEvent.Signal> = Set(LoggingEvent.Signal.allCases),
        fileName: String = #file,
        functionName: String = #function,
        lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> Signal<Value, Error> {
        func log(_ kind: LoggingEvent.Signal, _ detail: String? = nil) -> (() -> Void)? {
            guard events.contains(kind) else { return nil }
            return { logger(identifier, detail ?? kind.rawValue, fileName, functionName, lineNumber) }
        }
        return on(
            failed: events.contains(.failed) ? { logger(identifier, "failed \($0)", fileName, functionName, lineNumber) } : nil,
            completed: log(.completed),
            interrupted: log(.interrupted),
            terminated: log(.terminated),
            disposed: log(.disposed),
            value: events.contains(.value) ? { logger(identifier, "value \($0)", fileName, functionName, lineNumber) } : nil
        )
    }
}

extension SignalProducer {
    /// Logs each selected event of every run with the identifier and call site.
    public func logEvents(
        identifier: String = "",
        events: Set<LoggingEvent.SignalProducer> = Set(LoggingEvent.SignalProducer.allCases),
        fileName: String = #file,
        functionName: String = #function,
        lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> SignalProducer<Value, Error> {
        func log(_ kind: LoggingEvent.SignalProducer) -> (() -> Void)? {
            guard events.contains(kind) else { return nil }
            return { logger(identifier, kind.rawValue, fileName, functionName, lineNumber) }
        }
        return on(
            starting: log(.starting),
            started: log(.started),
            failed: events.contains(.failed) ? { logger(identifier, "failed \($0)", fileName, functionName, lineNumber) } : nil,
            completed: log(.completed),
            interrupted: log(.interrupted),
            terminated: log(.terminated),
            disposed: log(.disposed),
            value: events.contains(.value) ? { logger(identifier, "value \($0)", fileName, functionName, lineNumber) } : nil
        )
    }
}
