extension SignalProducer {
    /// Runs self, then `next` once self has completed (or was interrupted); self's failure skips `next`.
    public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        // A dedicated two-step run rather than `flatten(.concat)`: it costs only a few stack frames per level, so
        // deeply nested chains of synchronous producers go much deeper before exhausting the stack.
        SignalProducer { observer, lifetime in
            let current = SerialDisposable()
            lifetime += current
            let handoff = ConcatHandoff()
            let startNext = {
                guard !lifetime.hasEnded else { return }
                next.startWithSignal { signal, interrupter in
                    current.inner = interrupter
                    signal.observe(observer)
                }
            }
            self.startWithSignal { signal, interrupter in
                current.inner = interrupter
                signal.observe { event in
                    switch event {
                    case .value, .failed:
                        observer.send(event)
                    case .completed, .interrupted:
                        // Ended synchronously while being started: start `next` once the start has returned.
                        if handoff.firstEnded() { startNext() }
                    }
                }
            }
            if handoff.firstStartReturned() { startNext() }
        }
    }

    /// Runs self, then `next` once self has completed (or was interrupted); self's failure skips `next`.
    public func concat<Next>(_ next: Next) -> SignalProducer<Value, Error> where Value == Next.Value, Error == Next.Error, Next: SignalProducerConvertible {
        concat(next.producer)
    }

    /// Sends `value` after self completes, then completes.
    public func concat(value: Value) -> SignalProducer<Value, Error> {
        concat(SignalProducer(value: value))
    }

    /// Fails with `error` after self completes.
    public func concat(error: Error) -> SignalProducer<Value, Error> {
        concat(SignalProducer(error: error))
    }

    /// Runs `previous` first, then self.
    public func prefix(_ previous: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        previous.concat(self)
    }

    /// Runs `previous` first, then self.
    public func prefix<Previous>(_ previous: Previous) -> SignalProducer<Value, Error> where Value == Previous.Value, Error == Previous.Error, Previous: SignalProducerConvertible {
        prefix(previous.producer)
    }

    /// Sends `value` first, then runs self.
    public func prefix(value: Value) -> SignalProducer<Value, Error> {
        prefix(SignalProducer(value: value))
    }
}

/// Decides who starts the second producer of `concat`: the first one's end handler, or, when the first one ended
/// synchronously during its own start, the start handler after that start returned (so no frame is nested).
@usableFromInline
final class ConcatHandoff {
    @usableFromInline let lock = Lock(())
    @usableFromInline var isStartReturned = false  // guarded by `lock`
    @usableFromInline var isFirstEnded = false     // guarded by `lock`

    @usableFromInline init() {}

    /// The first producer ended: true if the caller must start the second one now.
    @usableFromInline
    func firstEnded() -> Bool {
        lock.locked {
            isFirstEnded = true
            return isStartReturned
        }
    }

    /// The first producer's start returned: true if it already ended, so the caller must start the second one.
    @usableFromInline
    func firstStartReturned() -> Bool {
        lock.locked {
            isStartReturned = true
            return isFirstEnded
        }
    }
}

// `lock` guards both flags.
extension ConcatHandoff: @unchecked Sendable {}
