extension SignalProducer {
    /// Each start schedules the actual start of self on `scheduler`; disposing before then cancels it.
    public func start(on scheduler: any Scheduler) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            lifetime += scheduler.schedule {
                self.startWithSignal { signal, interrupter in
                    lifetime.attach(interrupter)
                    signal.observeForever(observer)
                }
            }
        }
    }
}
