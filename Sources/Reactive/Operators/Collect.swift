extension Signal {
    /// Sends all values as one array when the input completes.
    public func collect() -> Signal<[Value], Error> {
        collect { _, _ in false }
    }

    /// Sends an array every `count` values, and the non-empty remainder on completion.
    public func collect(count: Int) -> Signal<[Value], Error> {
        precondition(count > 0, "collect(count:) requires a count > 0, got \(count)")
        return collect { values in values.count == count }
    }

    /// Appends each value and sends the buffer whenever `shouldEmit` returns true for it.
    public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool) -> Signal<[Value], Error> {
        var buffer: [Value] = []
        var sentAny = false
        return transform { event, observer in
            switch event {
            case let .value(value):
                buffer.append(value)
                if shouldEmit(buffer) {
                    sentAny = true
                    observer.send(value: buffer)
                    buffer.removeAll()
                }
            case .completed:
                if !buffer.isEmpty || !sentAny { observer.send(value: buffer) }
                observer.sendCompleted()
            case let .failed(error): observer.send(error: error)
            case .interrupted: observer.sendInterrupted()
            }
        }
    }

    /// Sends the buffer without the new value when `shouldEmit(buffer, value)` is true, then restarts it.
    public func collect(_ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool) -> Signal<[Value], Error> {
        var buffer: [Value] = []
        var sentAny = false
        return transform { event, observer in
            switch event {
            case let .value(value):
                if !buffer.isEmpty, shouldEmit(buffer, value) {
                    sentAny = true
                    observer.send(value: buffer)
                    buffer = [value]
                } else {
                    buffer.append(value)
                }
            case .completed:
                if !buffer.isEmpty || !sentAny { observer.send(value: buffer) }
                observer.sendCompleted()
            case let .failed(error): observer.send(error: error)
            case .interrupted: observer.sendInterrupted()
            }
        }
    }
}

extension SignalProducer {
    /// Sends all values as one array when the input completes.
    public func collect() -> SignalProducer<[Value], Error> { liftDerived { $0.collect() } }

    /// Sends an array every `count` values, and the non-empty remainder on completion.
    public func collect(count: Int) -> SignalProducer<[Value], Error> {
        precondition(count > 0, "collect(count:) requires a count > 0, got \(count)")
        return liftDerived { $0.collect(count: count) }
    }

    /// Sends the buffer whenever `shouldEmit` returns true for it.
    public func collect(_ shouldEmit: @escaping (_ values: [Value]) -> Bool) -> SignalProducer<[Value], Error> {
        liftDerived { $0.collect(shouldEmit) }
    }

    /// Sends the buffer without the new value when `shouldEmit(buffer, value)` is true.
    public func collect(_ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool) -> SignalProducer<[Value], Error> {
        liftDerived { $0.collect(shouldEmit) }
    }
}
