extension SignalProducer {
    /// Starts the producer on a thread of its own and returns its first value, or nil if it ended without one;
    /// throws the error if it failed first. The run is interrupted as that value is sent, and this returns once the
    /// start has returned, so a synchronous producer that checks `lifetime.hasEnded` stops there and its start's
    /// side effects are done. A start that ignores its lifetime and goes on sending is left running on its thread
    /// (its later events are dropped) and this returns at its next send; one that neither returns nor sends again
    /// keeps this waiting. Cancelling the task interrupts the run and returns nil, by the same rule.
    public func asyncFirst() async throws(Error) -> Value? {
        let settled = StartRendezvous()
        let iteration = AsyncIteration(startingAsideWithoutWaiting: releasing(settled).take(first: 1))
        defer { iteration.queue.cancel() }
        let event = await iteration.queue.nextEvent()
        await settled.waitAsync()
        switch event {
        case let .value(value)?: return value
        case let .failed(error)?: throw error
        case .completed?, .interrupted?, nil: return nil
        }
    }

    /// Starts the producer on a thread of its own and returns its value if it sent exactly one and then completed;
    /// nil for none, for a second value (the run is interrupted as that value is sent) or an interruption; throws the
    /// error if it failed. Returns once the start has returned or, for a start that ignores its lifetime and goes on
    /// sending (it is left running on its thread, its later events dropped), at its next send; a start that does
    /// neither keeps this waiting. Cancelling the task interrupts the run and returns nil, by the same rule.
    public func asyncSingle() async throws(Error) -> Value? {
        let settled = StartRendezvous()
        let iteration = AsyncIteration(startingAsideWithoutWaiting: releasing(settled).take(first: 2))
        defer { iteration.queue.cancel() }
        var events: [Signal<Value, Error>.Event] = []
        while events.count < 2, let event = await iteration.queue.nextEvent() {
            events.append(event)
            if event.isTerminating { break }
        }
        await settled.waitAsync()
        switch (events.first, events.dropFirst().first) {
        case let (.value(value)?, .completed?): return value
        case let (.failed(error)?, _), let (.value?, .failed(error)?): throw error
        default: return nil
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
