import Synchronization

/// Shares one subscription to a source signal among many subscribers through a subject.
public final class RACMulticastConnection: @unchecked Sendable { // `connected` is atomic; the rest is immutable
    private let source: RACSignal
    private let subject: RACSubject
    private let connected = Atomic<Bool>(false)
    private let serial = RACSerialDisposable()

    init(source: RACSignal, subject: RACSubject) {
        self.source = source
        self.subject = subject
    }

    /// The subject; subscribing to it never subscribes to the source.
    public var signal: RACSignal { subject }

    /// Subscribes the subject to the source the first time; always returns the same disposable.
    @discardableResult public func connect() -> RACDisposable {
        if connected.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged {
            serial.disposable = source.subscribe(subject)
        }
        return serial
    }

    /// Connects at the first subscription and disposes the connection when the subscriber count drops to zero.
    public func autoconnect() -> RACSignal {
        let count = Atomic<Int>(0)
        return RACSignal.create { [self] sink in
            count.wrappingAdd(1, ordering: .acquiringAndReleasing)
            let subscription = subject.subscribe(sink)
            let connection = connect()
            sink.disposable.addDisposable(RACDisposable {
                subscription.dispose()
                if count.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue == 0 { connection.dispose() }
            })
        }
    }
}

extension RACSignal {
    /// A connection multicasting through a plain subject.
    public func publish() -> RACMulticastConnection {
        multicast(RACSubject())
    }

    /// A connection that subscribes the receiver to `subject` once, on `connect()`.
    public func multicast(_ subject: RACSubject) -> RACMulticastConnection {
        RACMulticastConnection(source: self, subject: subject)
    }

    /// Subscribes now through an unlimited replay subject.
    public func replay() -> RACSignal {
        let connection = multicast(RACReplaySubject())
        connection.connect()
        return connection.signal
    }

    /// Subscribes now, replaying only the latest value.
    public func replayLast() -> RACSignal {
        let connection = multicast(RACReplaySubject(capacity: 1))
        connection.connect()
        return connection.signal
    }

    /// Subscribes at the first subscription only, replaying everything and never disconnecting.
    public func replayLazily() -> RACSignal {
        let connection = multicast(RACReplaySubject())
        return RACSignal.defer {
            connection.connect()
            return connection.signal
        }
    }
}
