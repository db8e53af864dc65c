import RACLegacy
import Reactive

/// A RAC subscriber that feeds a typed observer: values are converted, errors cross unchanged (nil becomes
/// `.nilError`), completion completes.
///
/// When a value fails to convert, the observer fails with the mismatch and the RAC subscription is disposed at
/// once, so the RAC side stops sending. RAC serializes the events of one subscription, and the typed signal
/// serializes again, so no lock is taken per event.
final class ObserverSubscriber<Value>: RACSubscriber, @unchecked Sendable { // `subscription` is a Locked
    let observer: Signal<Value, any Error>.Observer
    let convert: (Any?) throws(RACLegacyBridgeError) -> Value
    private let subscription = Locked<RACCompoundDisposable?>(nil)

    init(_ observer: Signal<Value, any Error>.Observer, convert: @escaping (Any?) throws(RACLegacyBridgeError) -> Value) {
        self.observer = observer
        self.convert = convert
    }

    func sendNext(_ value: Any?) {
        let converted: Value
        do {
            converted = try convert(value)
        } catch {
            observer.send(error: error)
            subscription.withLock { $0 }?.dispose()
            return
        }
        observer.send(value: converted)
    }

    func sendError(_ error: (any Error)?) {
        observer.send(error: bridgedError(error))
    }

    func sendCompleted() {
        observer.sendCompleted()
    }

    func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
        subscription.withLock { $0 = disposable }
    }
}

extension SignalProducer where Error == any Swift.Error {
    /// A producer that subscribes to `signal` once per start, converting each value with `convert`.
    init(subscribingTo signal: RACSignal, convert: @escaping (Any?) throws(RACLegacyBridgeError) -> Value) {
        self.init { observer, lifetime in
            // Ending the run (a terminal event, interruption) disposes the subscription; when the run already
            // ended during `subscribe`, `+=` disposes it at once.
            lifetime += signal.subscribe(ObserverSubscriber(observer, convert: convert))
        }
    }
}

/// Forwards a typed event to a RAC subscriber: values flattened, errors unchanged, `interrupted` dropped.
@inlinable
func forward<Value, Error>(_ event: Signal<Value, Error>.Event, to subscriber: any RACSubscriber) {
    switch event {
    case .value(let value): subscriber.sendNext(bridgedValue(value))
    case .failed(let error): subscriber.sendError(error)
    case .completed: subscriber.sendCompleted()
    case .interrupted: break
    }
}
