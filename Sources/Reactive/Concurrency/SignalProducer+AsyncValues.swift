extension SignalProducer {
    /// The values of a producer as an `AsyncSequence` whose typed failure is the producer's `Error` (for a
    /// producer that never fails, `for await` needs no `try`).
    ///
    /// Each iterator starts the producer once, on a thread of its own, and waits for that start to return, so what
    /// a producer sends from its start is queued before the iterator is handed out. A start that keeps sending (a
    /// synchronous producer of many values, or an endless one) goes on aside once 64 values are queued, so the
    /// first values reach the consumer while it runs, and a `break` interrupts it (a loop that checks
    /// `lifetime.hasEnded` then stops). The run never waits for the consumer: values sent while a `for await` body
    /// is busy are buffered without bound and handed out in order. Cancelling the consuming task, or dropping the
    /// iterator, interrupts the run and drops the buffered values.
    public struct AsyncValues: AsyncSequence {
        public typealias Element = Value
        public typealias Failure = Error

        @usableFromInline let producer: SignalProducer<Value, Error>

        @usableFromInline init(producer: SignalProducer<Value, Error>) {
            self.producer = producer
        }

        /// Owns one run of the producer; values are buffered without bound.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public typealias Element = Value
            public typealias Failure = Error

            let iteration: AsyncIteration<Value, Error>

            /// The next value; nil after `completed` or `interrupted`; throws the error after `failed`. Cancelling
            /// the task interrupts the run and returns nil.
            public mutating func next() async throws(Error) -> Value? {
                try await iteration.queue.nextValue(isolation: nil)
            }

            /// The next value, resumed on `actor`; nil after `completed` or `interrupted`; throws the error after
            /// `failed`. Cancelling the task interrupts the run and returns nil.
            public mutating func next(isolation actor: isolated (any Actor)?) async throws(Error) -> Value? {
                try await iteration.queue.nextValue(isolation: actor)
            }
        }

        /// Starts the producer (one run per iterator), aside from this thread: see the type's documentation.
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(iteration: AsyncIteration(startingAside: producer))
        }
    }

    /// The producer's values as an async sequence; each `for await` loop starts it once (beyond ReactiveSwift).
    public var values: AsyncValues {
        AsyncValues(producer: self)
    }
}

extension PropertyProtocol {
    /// The current value, then every change, as an async sequence that never throws (producer semantics: each
    /// `for await` loop starts from the value current at that moment).
    public var values: SignalProducer<Value, Never>.AsyncValues {
        producer.values
    }
}
