extension SignalProducer {
    /// Runs self, then `next` once self has completed (or was interrupted); self's failure skips `next`.
    @inlinable
    public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        let node = ConcatenatedProducers(first: self, second: next)
        // The start handler must not own the node: only producers do, so that releasing a deep chain can be done
        // iteratively by the node (see its deinit). A producer's handler only runs while that producer is alive.
        var producer = SignalProducer { [unowned node] observer, lifetime in
            // The interrupt handle is attached before the run starts, so that a run interrupted from inside its
            // first producer's delivery (e.g. by a downstream `take(first:)`) stops before the next one starts.
            SignalProducer<SignalProducer<Value, Error>, Error>(node.leaves())
                .flatten(.concat)
                .startWithSignal { signal, interrupter in
                    lifetime.attach(interrupter)
                    signal.observeForever(observer)
                }
        }
        producer.node = node
        return producer
    }

    /// Runs self, then `next` once self has completed (or was interrupted); self's failure skips `next`.
    @inlinable
    public func concat<Next>(_ next: Next) -> SignalProducer<Value, Error> where Value == Next.Value, Error == Next.Error, Next: SignalProducerConvertible {
        concat(next.producer)
    }

    /// Sends `value` after self completes, then completes.
    @inlinable
    public func concat(value: Value) -> SignalProducer<Value, Error> {
        concat(SignalProducer(value: value))
    }

    /// Fails with `error` after self completes.
    @inlinable
    public func concat(error: Error) -> SignalProducer<Value, Error> {
        concat(SignalProducer(error: error))
    }

    /// Runs `previous` first, then self.
    @inlinable
    public func prefix(_ previous: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        previous.concat(self)
    }

    /// Runs `previous` first, then self.
    @inlinable
    public func prefix<Previous>(_ previous: Previous) -> SignalProducer<Value, Error> where Value == Previous.Value, Error == Previous.Error, Previous: SignalProducerConvertible {
        prefix(previous.producer)
    }

    /// Sends `value` first, then runs self.
    @inlinable
    public func prefix(value: Value) -> SignalProducer<Value, Error> {
        prefix(SignalProducer(value: value))
    }
}
