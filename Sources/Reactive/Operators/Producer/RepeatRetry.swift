import Foundation

extension SignalProducer {
    /// Restarts self after each completion until it has run `count` times in total; failure or interruption
    /// ends the result.
    public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "SignalProducer.repeat(_:): the count must not be negative")
        if count == 0 { return .empty }
        if count == 1 { return self }
        return restarting { event, attemptsMade in
            event.isCompleted && attemptsMade < count
        }
    }

    /// On failure restarts self, at most `count` more times; the last attempt's failure is forwarded.
    public func retry(upTo count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "SignalProducer.retry(upTo:): the count must not be negative")
        if count == 0 { return self }
        return restarting { event, attemptsMade in
            event.error != nil && attemptsMade <= count
        }
    }

    /// Like `retry(upTo:)`, but each restart happens `interval` seconds after the failure, on `scheduler`.
    public func retry(upTo count: Int, interval: TimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "SignalProducer.retry(upTo:interval:on:): the count must not be negative")
        precondition(interval >= 0, "SignalProducer.retry(upTo:interval:on:): the interval must not be negative")
        if count == 0 { return self }
        return restarting(
            after: { loop in scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) { loop.request() } },
            shouldRestart: { event, attemptsMade in event.error != nil && attemptsMade <= count }
        )
    }

    /// Runs self repeatedly: after each terminal event, `shouldRestart(event, attemptsMade)` decides whether to start
    /// again (that terminal event is then swallowed); `after` defers the restart (nil: restart at once).
    @inlinable
    func restarting(
        after delay: ((ProducerRestartLoop) -> (any Disposable)?)? = nil,
        shouldRestart: @escaping (Signal<Value, Error>.Event, Int) -> Bool
    ) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            let current = SerialDisposable()
            lifetime.attach(current)
            // Only one attempt runs at a time and the loop's lock orders them, so this counter is never raced.
            var attemptsMade = 0
            ProducerRestartLoop { loop in
                guard !lifetime.hasEnded else { return }
                attemptsMade += 1
                self.startWithSignal { signal, interrupter in
                    current.inner = interrupter
                    signal.observe { event in
                        guard event.isTerminating, shouldRestart(event, attemptsMade) else {
                            observer.send(event)
                            return
                        }
                        if let delay {
                            current.inner = delay(loop)
                        } else {
                            loop.request()
                        }
                    }
                }
            }.request()
        }
    }
}
