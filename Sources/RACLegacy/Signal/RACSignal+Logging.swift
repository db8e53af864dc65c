import Foundation
import RACSupport

/// The one sink of every log line written by logNext/logError/logCompleted.
enum RACLog {
    private static let handler = Locked<@Sendable (String) -> Void>({ line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    })

    static func write(_ line: String) {
        let sink = handler.withLock { $0 }
        sink(line)
    }

    static func setHandler(_ newHandler: @escaping @Sendable (String) -> Void) {
        handler.withLock { $0 = newHandler }
    }
}

/// Replaces where logNext/logError/logCompleted write (standard error by default).
public func RACSetLogHandler(_ handler: @escaping @Sendable (String) -> Void) {
    RACLog.setHandler(handler)
}

extension RACSignal {
    /// Logs every event.
    public func logAll() -> RACSignal {
        let text = description
        return logNext(text).logError(text).logCompleted(text)
    }

    /// Logs "<description> next: <value>" for each value.
    public func logNext() -> RACSignal {
        logNext(description)
    }

    private func logNext(_ text: String) -> RACSignal {
        doNext { value in RACLog.write("\(text) next: \(value.map { String(describing: $0) } ?? "(null)")") }
    }

    /// Logs "<description> error: <error>".
    public func logError() -> RACSignal {
        logError(description)
    }

    private func logError(_ text: String) -> RACSignal {
        doError { error in RACLog.write("\(text) error: \(error.map { String(describing: $0) } ?? "(null)")") }
    }

    /// Logs "<description> completed".
    public func logCompleted() -> RACSignal {
        logCompleted(description)
    }

    private func logCompleted(_ text: String) -> RACSignal {
        doCompleted { RACLog.write("\(text) completed") }
    }
}

extension RACSignal {
    /// True when RAC_DEBUG_SIGNAL_NAMES is set: operators then name their results "[source] -selector".
    static let debugNamesEnabled = ProcessInfo.processInfo.environment["RAC_DEBUG_SIGNAL_NAMES"] != nil

    /// Names an operator's result after its source when debug names are enabled; returns the receiver.
    func derivedName(from source: RACSignal?, _ selector: String) -> RACSignal {
        if RACSignal.debugNamesEnabled {
            name = source.map { "[\($0.name)] \(selector)" } ?? selector
        }
        return self
    }
}
