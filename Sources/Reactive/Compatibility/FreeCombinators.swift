// RAC 3/4 free `combineLatest` and `zip` functions (contract 3.3: arities 2 and 3, and the sequence form).

/// RAC 3/4 free function combining the latest values of two signals.
@available(*, deprecated, renamed: "Signal.combineLatest(_:_:)")
public func combineLatest<A, B, Error>(_ a: Signal<A, Error>, _ b: Signal<B, Error>) -> Signal<(A, B), Error> {
    Signal.combineLatest(a, b)
}

/// RAC 3/4 free function combining the latest values of three signals.
@available(*, deprecated, renamed: "Signal.combineLatest(_:_:_:)")
public func combineLatest<A, B, C, Error>(_ a: Signal<A, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>) -> Signal<(A, B, C), Error> {
    Signal.combineLatest(a, b, c)
}

/// RAC 3/4 free function combining the latest values of a sequence of signals.
@available(*, deprecated, renamed: "Signal.combineLatest(_:)")
public func combineLatest<S: Sequence, Value, Error>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
    Signal.combineLatest(signals)
}

/// RAC 3/4 free function pairing the values of two signals in order.
@available(*, deprecated, renamed: "Signal.zip(_:_:)")
public func zip<A, B, Error>(_ a: Signal<A, Error>, _ b: Signal<B, Error>) -> Signal<(A, B), Error> {
    Signal.zip(a, b)
}

/// RAC 3/4 free function grouping the values of three signals in order.
@available(*, deprecated, renamed: "Signal.zip(_:_:_:)")
public func zip<A, B, C, Error>(_ a: Signal<A, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>) -> Signal<(A, B, C), Error> {
    Signal.zip(a, b, c)
}

/// RAC 3/4 free function grouping the values of a sequence of signals in order.
@available(*, deprecated, renamed: "Signal.zip(_:)")
public func zip<S: Sequence, Value, Error>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
    Signal.zip(signals)
}

/// RAC 3/4 free function combining the latest values of two producers.
@available(*, deprecated, renamed: "SignalProducer.combineLatest(_:_:)")
public func combineLatest<A, B, Error>(_ a: SignalProducer<A, Error>, _ b: SignalProducer<B, Error>) -> SignalProducer<(A, B), Error> {
    SignalProducer.combineLatest(a, b)
}

/// RAC 3/4 free function combining the latest values of three producers.
@available(*, deprecated, renamed: "SignalProducer.combineLatest(_:_:_:)")
public func combineLatest<A, B, C, Error>(_ a: SignalProducer<A, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>) -> SignalProducer<(A, B, C), Error> {
    SignalProducer.combineLatest(a, b, c)
}

/// RAC 3/4 free function combining the latest values of a sequence of producers.
@available(*, deprecated, renamed: "SignalProducer.combineLatest(_:)")
public func combineLatest<S: Sequence, Value, Error>(_ producers: S) -> SignalProducer<[Value], Error> where S.Element == SignalProducer<Value, Error> {
    SignalProducer.combineLatest(producers)
}

/// RAC 3/4 free function pairing the values of two producers in order.
@available(*, deprecated, renamed: "SignalProducer.zip(_:_:)")
public func zip<A, B, Error>(_ a: SignalProducer<A, Error>, _ b: SignalProducer<B, Error>) -> SignalProducer<(A, B), Error> {
    SignalProducer.zip(a, b)
}

/// RAC 3/4 free function grouping the values of three producers in order.
@available(*, deprecated, renamed: "SignalProducer.zip(_:_:_:)")
public func zip<A, B, C, Error>(_ a: SignalProducer<A, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>) -> SignalProducer<(A, B, C), Error> {
    SignalProducer.zip(a, b, c)
}

/// RAC 3/4 free function grouping the values of a sequence of producers in order.
@available(*, deprecated, renamed: "SignalProducer.zip(_:)")
public func zip<S: Sequence, Value, Error>(_ producers: S) -> SignalProducer<[Value], Error> where S.Element == SignalProducer<Value, Error> {
    SignalProducer.zip(producers)
}
