import RACSupport

extension SignalProducer {
    /// A producer whose every start iterates `asyncSequence` in a new task, sending each element, then completed,
    /// or failed with the sequence's typed error. Interrupting the run cancels the task.
    public init<S: AsyncSequence>(_ asyncSequence: S) where S.Element == Value, S.Failure == Error {
        self.init { observer, lifetime in
            // The iterator is made on the starting thread, as a `Sequence` producer makes its own; from here on only
            // this run's task calls `next`, so the closure crosses into the task unshared. The closure also hides
            // `S` from the task, whose metatype the contract's signature does not promise to be Sendable.
            var elements = asyncSequence.makeAsyncIterator()
            let next = UncheckedSendable<() async throws(Error) -> Value?> { () async throws(Error) -> Value? in
                try await elements.next(isolation: nil)
            }
            let task = Task {
                do throws(Error) {
                    while !lifetime.hasEnded, let element = try await next.value() {
                        observer.send(value: element)
                    }
                    observer.sendCompleted()
                } catch {
                    observer.send(error: error)
                }
            }
            lifetime.observeEnded { task.cancel() }
        }
    }

    /// A producer whose every start runs `operation` in a new task: its value is sent, then completed; a thrown
    /// error fails the run. Interrupting the run cancels the task.
    public init(asyncOperation operation: @escaping @Sendable () async throws(Error) -> Value) {
        self.init { observer, lifetime in
            let task = Task {
                do throws(Error) {
                    let value = try await operation()
                    observer.send(value: value)
                    observer.sendCompleted()
                } catch {
                    observer.send(error: error)
                }
            }
            lifetime.observeEnded { task.cancel() }
        }
    }
}
