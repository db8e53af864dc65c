extension SignalProducer {
    /// Starts the producer and returns its first value (the run is interrupted as that value is sent, so a
    /// synchronous producer stops there), or nil if it ended without one; throws the error if it failed first.
    /// Cancelling the task interrupts the run and returns nil.
    public func asyncFirst() async throws(Error) -> Value? {
        let iteration = AsyncIteration(starting: take(first: 1))
        defer { iteration.queue.cancel() }
        return try await iteration.queue.nextValue()
    }

    /// Starts the producer and returns its value if it sent exactly one and then completed; nil for none, for a
    /// second value (the run is interrupted as that value is sent) or an interruption; throws the error if it
    /// failed. Cancelling the task interrupts the run and returns nil.
    public func asyncSingle() async throws(Error) -> Value? {
        let iteration = AsyncIteration(starting: take(first: 2))
        defer { iteration.queue.cancel() }
        let first: Value
        switch await iteration.queue.nextEvent() {
        case let .value(value)?: first = value
        case let .failed(error)?: throw error
        case .completed?, .interrupted?, nil: return nil
        }
        switch await iteration.queue.nextEvent() {
        case .completed?: return first
        case let .failed(error)?: throw error
        case .value?, .interrupted?, nil: return nil
        }
    }

    /// Starts the producer and returns its last value once it completes, or nil if it sent none or was
    /// interrupted; throws the error if it failed. Cancelling the task interrupts the run and returns nil.
    public func asyncLast() async throws(Error) -> Value? {
        let iteration = AsyncIteration(starting: self)
        defer { iteration.queue.cancel() }
        var last: Value?
        while true {
            switch await iteration.queue.nextEvent() {
            case let .value(value)?: last = value
            case .completed?: return last
            case let .failed(error)?: throw error
            case .interrupted?, nil: return nil
            }
        }
    }

    /// Starts the producer and returns when it completes or is interrupted; throws the error if it failed.
    /// Cancelling the task interrupts the run and returns.
    public func asyncWait() async throws(Error) {
        let iteration = AsyncIteration(starting: self)
        defer { iteration.queue.cancel() }
        while true {
            switch await iteration.queue.nextEvent() {
            case .value?: continue
            case .completed?, .interrupted?, nil: return
            case let .failed(error)?: throw error
            }
        }
    }
}
