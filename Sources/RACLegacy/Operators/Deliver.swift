import Synchronization

extension RACSignal {
    /// Reschedules every event onto `scheduler`.
    public func deliverOn(_ scheduler: RACScheduler) -> RACSignal {
        RACSignal.create { sink in
            self.subscribe(into: sink, next: { value in
                scheduler.schedule { sink.sendNext(value) }
            }, error: { error in
                scheduler.schedule { sink.sendError(error) }
            }, completed: {
                scheduler.schedule { sink.sendCompleted() }
            })
        }
    }

    /// Performs the subscription on `scheduler`; disposal and events are not moved.
    public func subscribeOn(_ scheduler: RACScheduler) -> RACSignal {
        RACSignal.create { sink in
            let scheduled = scheduler.schedule {
                if sink.disposable.isDisposed { return }
                sink.disposable.addDisposable(self.subscribe(sink))
            }
            sink.disposable.addDisposable(scheduled)
        }
    }

    /// Delivers on the main queue: synchronously when already there with nothing queued, else enqueued in order.
    public func deliverOnMainThread() -> RACSignal {
        RACSignal.create { sink in
            let queued = Atomic<Int>(0)
            let main = RACScheduler.mainThreadScheduler()
            let perform: (@escaping () -> Void) -> Void = { event in
                let position = queued.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
                if position == 1 && SchedulerContext.isMain {
                    main.performAsCurrentScheduler(event)
                    queued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                } else {
                    main.schedule {
                        event()
                        queued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                    }
                }
            }
            self.subscribe(into: sink, next: { value in perform { sink.sendNext(value) } },
                           error: { error in perform { sink.sendError(error) } },
                           completed: { perform { sink.sendCompleted() } })
        }
    }
}
