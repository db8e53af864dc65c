import Dispatch
import Foundation
import Synchronization
import RACSupport

/// The events of one observation (a signal observed, or a producer started), queued for one async consumer.
///
/// The observer side never waits: values are appended to an unbounded queue, so a slow consumer lets it grow.
/// The consumer takes events one at a time; once it has taken the terminal event, or once it is cancelled, every
/// later request gets nil. Cancelling drops what is queued and disposes the observation.
final class AsyncEventQueue<Value, Error: Swift.Error>: @unchecked Sendable {  // `lock` guards every `var` below
    typealias Event = Signal<Value, Error>.Event
    /// What a waiting consumer is resumed with: an event, or nil for "nothing more". The box carries a value the
    /// observer hands over once, to the one consumer, so it is never shared.
    typealias Delivery = UncheckedSendable<Event?>

    private let lock = Lock(())
    private var queued = FIFO<Event>()
    /// The consumer suspended in `nextEvent`, if any (there is only ever one consumer).
    private var waiter: UnsafeContinuation<Delivery, Never>?
    /// A terminal event has arrived from the observation; later events are ignored.
    private var hasReceivedEnd = false
    /// The consumer has taken the terminal event, or was cancelled: nothing more will be handed out.
    private var hasDeliveredEnd = false
    /// Called once, outside the lock, when `floodThreshold` values are queued at once (set before observing begins).
    var floodWatch: (() -> Void)?
    /// How many queued values wake the flood watch.
    static var floodThreshold: Int { 64 }
    /// The observation to dispose on cancellation; set once observing has begun.
    let observation = SerialDisposable()

    /// The observer that feeds this queue.
    var observer: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in receive(event) }
    }

    private func receive(_ event: Event) {
        var flooded = false
        let resumed: UnsafeContinuation<Delivery, Never>? = lock.locked {
            if hasReceivedEnd || hasDeliveredEnd { return nil }
            if event.isTerminating { hasReceivedEnd = true }
            guard let waiting = waiter else {
                queued.append(event)
                flooded = queued.elements.count == Self.floodThreshold
                return nil
            }
            waiter = nil
            if event.isTerminating { hasDeliveredEnd = true }
            return waiting
        }
        if flooded { floodWatch?() }
        resumed?.resume(returning: Delivery(event))
    }

    /// Stops for good: drops the queued events, resumes a waiting consumer with nil and disposes the observation
    /// (which interrupts a started producer). Idempotent; safe from any thread.
    func cancel() {
        let resumed: UnsafeContinuation<Delivery, Never>? = lock.locked {
            hasDeliveredEnd = true
            queued.removeAll()
            defer { waiter = nil }
            return waiter
        }
        resumed?.resume(returning: Delivery(nil))
        observation.dispose()
    }

    /// Takes the next queued event without waiting: `.some(event)`, `.some(nil)` at the end, nil if it must wait.
    private func poll() -> Event?? {
        if hasDeliveredEnd { return .some(nil) }
        guard let event = queued.popFirst() else { return nil }
        if event.isTerminating { hasDeliveredEnd = true }
        return .some(event)
    }

    /// The next event, waiting for it if none is queued; nil once the end has been taken or the task is cancelled
    /// (cancellation also cancels the queue).
    func nextEvent(isolation actor: isolated (any Actor)? = #isolation) async -> Event? {
        if Task.isCancelled {
            cancel()
            return nil
        }
        if let ready = lock.locked({ poll() }) { return ready }
        let delivery = await withTaskCancellationHandler {
            await withUnsafeContinuation(isolation: actor) { (continuation: UnsafeContinuation<Delivery, Never>) in
                let ready: Event?? = lock.locked {
                    let ready = poll()
                    if ready == nil {
                        precondition(waiter == nil, "An AsyncValues iterator was used by two tasks at once")
                        waiter = continuation
                    }
                    return ready
                }
                if let ready { continuation.resume(returning: Delivery(ready)) }
            }
        } onCancel: {
            cancel()
        }
        return delivery.value
    }

    /// The next value: nil after `completed` or `interrupted` and on cancellation; throws the error of `failed`.
    func nextValue(isolation actor: isolated (any Actor)? = #isolation) async throws(Error) -> Value? {
        switch await nextEvent(isolation: actor) {
        case let .value(value)?: return value
        case let .failed(error)?: throw error
        case .completed?, .interrupted?, nil: return nil
        }
    }
}

/// One consumer's hold on an observation: when the iterator owning it goes away, the observation is disposed.
///
/// Kept apart from the queue because the observer retains the queue; this object is retained only by the
/// iterator, so its deinit tells that the consumer has gone.
final class AsyncIteration<Value, Error: Swift.Error>: Sendable {
    let queue = AsyncEventQueue<Value, Error>()

    /// Observes `signal` from now on.
    init(observing signal: Signal<Value, Error>) {
        queue.observation.inner = signal.observe(queue.observer)
    }

    /// Starts one run of `producer` on this thread.
    init(starting producer: SignalProducer<Value, Error>) {
        queue.observation.inner = producer.start(queue.observer)
    }

    /// Starts one run of `producer` on a thread of its own, and returns when the start has returned, or as soon as
    /// the run has queued `AsyncEventQueue.floodThreshold` values without returning (a synchronous producer, maybe an
    /// endless one): its start then goes on aside while the consumer takes the first values, and the consumer's
    /// leaving interrupts it. A producer that starts quickly behaves as if started here: what it sends from its start
    /// is queued before this returns.
    init(startingAside producer: SignalProducer<Value, Error>) {
        let rendezvous = StartRendezvous()
        let queue = self.queue
        queue.floodWatch = rendezvous.release
        let thread = Thread {
            producer.startWithSignal { signal, interrupter in
                // Before the start handler runs, so that leaving interrupts even a start that never returns.
                queue.observation.inner = interrupter
                signal.observeForever(queue.observer)
            }
            rendezvous.release()
        }
        thread.name = "Reactive.SignalProducer.values"
        thread.start()
        rendezvous.wait()
    }

    /// Starts one run of `producer` on a thread of its own and returns at once: for an async caller, which waits for
    /// the events without blocking a thread.
    init(startingAsideWithoutWaiting producer: SignalProducer<Value, Error>) {
        let queue = self.queue
        let thread = Thread {
            producer.startWithSignal { signal, interrupter in
                // Before the start handler runs, so that leaving interrupts even a start that never returns.
                queue.observation.inner = interrupter
                signal.observeForever(queue.observer)
            }
        }
        thread.name = "Reactive.SignalProducer.async"
        thread.start()
    }

    deinit { queue.cancel() }
}

extension SignalProducer {
    /// This producer, with `settled` released once a run's start returns, or once the start sends an event after its
    /// run has ended: a start that ignores its lifetime, which is then left to go on by itself.
    func releasing(_ settled: StartRendezvous) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            self.startHandler(Signal<Value, Error>.Observer { event in
                if lifetime.hasEnded { settled.release() }
                observer.send(event)
            }, lifetime)
            settled.release()
        }
    }
}

/// Lets the thread that starts an async iteration wait for the start's first milestone (released once).
final class StartRendezvous: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let released = Synchronization.Atomic<Bool>(false)
    /// The tasks suspended in `waitAsync`; `released` is set and read under it for them.
    private let lock = Mutex<[CheckedContinuation<Void, Never>]>([])

    /// Wakes the waiting thread or task; only the first call counts.
    func release() {
        let waiters: [CheckedContinuation<Void, Never>]? = lock.withLock { waiters in
            if !released.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged {
                return nil
            }
            defer { waiters = [] }
            return waiters
        }
        guard let waiters else { return }
        semaphore.signal()
        for waiter in waiters { waiter.resume() }
    }

    /// Waits for `release()`.
    func wait() { semaphore.wait() }

    /// Suspends until `release()`, without blocking a thread.
    func waitAsync() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow: Bool = lock.withLock { waiters in
                if released.load(ordering: .acquiring) { return true }
                waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }
}
