import RACLegacy
import Reactive

/// A RAC subscriber that feeds a typed observer: values converted with `convert`, errors unchanged (nil becomes
/// `.nilError`), completion completes.
///
/// A value that fails to convert fails the observer with the mismatch; the run that owns the observer then ends,
/// and its lifetime disposes the RAC subscription. It is a block subscriber whose blocks are built here, inlined
/// into the caller: the per-event path runs specialised code and RACLegacy's fast path for block subscribers.
@inlinable
func subscriber<Value>(feeding observer: Signal<Value, any Error>.Observer,
                       convert: @escaping (Any?) throws(RACLegacyBridgeError) -> Value) -> RACBlockSubscriber {
    RACBlockSubscriber(
        next: { value in
            do {
                observer.send(value: try convert(value))
            } catch {
                observer.send(error: error)
            }
        },
        error: { error in observer.send(error: bridgedError(error)) },
        completed: { observer.sendCompleted() })
}

extension SignalProducer where Error == any Swift.Error {
    /// A producer that subscribes to `signal` once per start, converting each value with `convert`.
    @inlinable
    init(subscribingTo signal: RACSignal, convert: @escaping (Any?) throws(RACLegacyBridgeError) -> Value) {
        self.init { observer, lifetime in
            // Ending the run (a terminal event, interruption) disposes the subscription; when the run already
            // ended during `subscribe`, `+=` disposes it at once. Blocks rather than a subscriber object (the same
            // events, as RAC 2's `subscribeNext:error:completed:` makes one): a subject calls them from its own
            // sink, with no forwarding sink and block subscriber in between per value.
            lifetime += signal.subscribeNext({ value in
                do {
                    observer.send(value: try convert(value))
                } catch {
                    observer.send(error: error)
                }
            }, error: { error in observer.send(error: bridgedError(error)) }, completed: { observer.sendCompleted() })
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
