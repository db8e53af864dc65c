extension Signal {
    /// The values of a signal as an `AsyncSequence` whose typed failure is the signal's `Error` (for a signal that
    /// never fails, `for await` needs no `try`).
    ///
    /// Each iterator observes the signal from the moment it is made (the signal is hot: earlier values are not
    /// replayed). The signal never waits for the consumer: values sent while a `for await` body is busy are
    /// buffered without bound and handed out in order. Cancelling the consuming task, or dropping the iterator,
    /// disposes the observation and drops the buffered values.
    public struct AsyncValues: AsyncSequence {
        public typealias Element = Value
        public typealias Failure = Error

        @usableFromInline let signal: Signal<Value, Error>

        @usableFromInline init(signal: Signal<Value, Error>) {
            self.signal = signal
        }

        /// Iterates one observation of the signal; values are buffered without bound.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public typealias Element = Value
            public typealias Failure = Error

            let iteration: AsyncIteration<Value, Error>

            /// The next value; nil after `completed` or `interrupted`; throws the error after `failed`. Cancelling
            /// the task disposes the observation and returns nil.
            public mutating func next() async throws(Error) -> Value? {
                try await iteration.queue.nextValue(isolation: nil)
            }

            /// The next value, resumed on `actor`; nil after `completed` or `interrupted`; throws the error after
            /// `failed`. Cancelling the task disposes the observation and returns nil.
            public mutating func next(isolation actor: isolated (any Actor)?) async throws(Error) -> Value? {
                try await iteration.queue.nextValue(isolation: actor)
            }
        }

        /// Observes the signal from now on (hot: earlier values are not replayed).
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(iteration: AsyncIteration(observing: signal))
        }
    }

    /// The signal's values as an async sequence (beyond ReactiveSwift).
    public var values: AsyncValues {
        AsyncValues(signal: self)
    }
}
