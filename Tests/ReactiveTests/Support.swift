import Foundation
import Synchronization
import Testing
@testable import Reactive

/// A test error with equality.
enum TestError: Swift.Error, Equatable {
    case first
    case second
}

/// Records every event an observer receives, thread-safely.
final class EventRecorder<Value, Error: Swift.Error>: @unchecked Sendable {  // `lock` guards `storage`
    private let lock = Mutex<Void>(())
    private var storage: [Signal<Value, Error>.Event] = []

    var events: [Signal<Value, Error>.Event] { lock.withLock { _ in storage } }

    var observer: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in lock.withLock { _ in storage.append(event) } }
    }

    var values: [Value] { events.compactMap(\.value) }
}

extension Signal {
    /// Attaches a recorder and returns it.
    func record() -> EventRecorder<Value, Error> {
        let recorder = EventRecorder<Value, Error>()
        observe(recorder.observer)
        return recorder
    }
}

extension SignalProducer {
    /// Starts with a recorder and returns it.
    func record() -> EventRecorder<Value, Error> {
        let recorder = EventRecorder<Value, Error>()
        start(recorder.observer)
        return recorder
    }

    /// Starts, returning the recorder and the start disposable.
    func recordWithDisposable() -> (EventRecorder<Value, Error>, any Disposable) {
        let recorder = EventRecorder<Value, Error>()
        let disposable = start(recorder.observer)
        return (recorder, disposable)
    }
}
