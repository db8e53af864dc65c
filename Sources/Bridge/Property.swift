import Foundation
import RACLegacy
import Reactive
import RACSupport

extension PropertyProtocol {
    /// A RACObserve-style signal: the current value on subscription, then every change.
    public var bridged: RACSignal { producer.bridged }
}

extension Property {
    /// A Property that starts at `initial` and follows `signal`; a wrong-typed value stops the following, never traps.
    ///
    /// The signal is subscribed once, now. Each value is converted with ``bridgedValue(from:as:)``. The first value
    /// that fails the conversion (a ``RACLegacyBridgeError/typeMismatch(expected:actual:)``) ends the following the
    /// way the signal's own `error` or `completed` does: the RAC subscription is disposed, the property keeps its last
    /// good value and ignores what the signal sends later, and its `signal` and `producer` complete. A `Property`
    /// cannot fail, so the mismatch error itself is not delivered; use `SignalProducer(_:of:)` to observe it.
    public convenience init(initial: Value, then signal: RACSignal) {
        self.init(initial: initial, then: SignalProducer<Value, Never> { observer, lifetime in
            let subscriber = RACBlockSubscriber(
                next: { value in
                    do {
                        observer.send(value: try bridgedValue(from: value, as: Value.self))
                    } catch {
                        // The bridge's rule for a mismatch is to fail, not trap; a property ends instead of failing,
                        // and ending the produced signal disposes the RAC subscription through `lifetime`.
                        observer.sendCompleted()
                    }
                },
                error: { _ in observer.sendCompleted() },
                completed: { observer.sendCompleted() })
            lifetime += subscribeNow(signal, subscriber)
        })
    }
}

extension MutableProperty {
    /// A channel terminal bound two-way to this property (RACChannelTo-style).
    ///
    /// Subscribers of the terminal receive the current value, then every change; a value sent into it sets the
    /// property and is not echoed back to the terminal's subscribers; `error`/`completed` sent into it end the
    /// binding; the property's deinitialization completes the terminal.
    public func bridgedChannelTerminal() -> RACChannelTerminal {
        let channel = RACChannel()
        let propertySide = channel.leadingTerminal
        let applying = ApplyingThread()
        let binding = producer.start { event in
            switch event {
            case .value(let value):
                if applying.isCurrent { return }
                propertySide.sendNext(bridgedValue(value))
            case .completed:
                propertySide.sendCompleted()
            case .failed, .interrupted:
                break
            }
        }
        let subscriber = RACBlockSubscriber(
            next: { [weak self] value in
                guard let self else { return }
                let converted: Value
                do {
                    converted = try bridgedValue(from: value, as: Value.self)
                } catch {
                    preconditionFailure("bridgedChannelTerminal(): \(error)")
                }
                applying.run { self.value = converted }
            },
            error: { _ in binding.dispose() },
            completed: { binding.dispose() })
        _ = subscribeNow(propertySide, subscriber)
        return channel.followingTerminal
    }
}

/// The thread currently applying a value that came through a channel, so that its echo can be recognised.
private final class ApplyingThread: @unchecked Sendable { // `thread` is a Locked
    private let thread = Locked<pthread_t?>(nil)

    /// True on the thread inside `run`.
    var isCurrent: Bool {
        let current = pthread_self()
        return thread.withLock { $0.map { pthread_equal($0, current) != 0 } ?? false }
    }

    /// Runs `body` marked as applying on this thread.
    func run(_ body: () -> Void) {
        thread.withLock { $0 = pthread_self() }
        defer { thread.withLock { $0 = nil } }
        body()
    }
}
