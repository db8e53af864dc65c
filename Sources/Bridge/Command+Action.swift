import Foundation
import RACLegacy
import Reactive

// MARK: - RACCommand → Action

extension Action where Input == Any?, Output == Any?, Error == any Swift.Error {
    /// An Action that executes `command`.
    public convenience init(_ command: RACCommand) {
        self.init(bridging: command, input: { $0 }, output: { $0 })
    }
}

extension Action where Error == any Swift.Error {
    /// An Action that executes `command`, casting outputs to `Output`.
    public convenience init(_ command: RACCommand, input: Input.Type, output: Output.Type) {
        self.init(bridging: command, input: bridgedValue, output: { value throws(RACLegacyBridgeError) in
            try bridgedValue(from: value, as: Output.self)
        })
    }

    /// An Action enabled while `command.enabled` last sent `true`; each start executes the command once.
    convenience init(bridging command: RACCommand,
                     input toRAC: @escaping (Input) -> Any?,
                     output convert: @escaping (Any?) throws(RACLegacyBridgeError) -> Output) {
        let commandEnabled = MutableProperty(true)
        let following = RACBlockSubscriber(
            next: { [weak commandEnabled] value in commandEnabled?.value = flattenedValue(value) as? Bool ?? false },
            error: { [weak commandEnabled] _ in commandEnabled?.value = false },
            completed: nil)
        let subscription = subscribeNow(command.enabled, following)
        self.init(enabledIf: commandEnabled) { input in
            SignalProducer { observer, lifetime in
                // RAC 2's execute is eager and multicast: disposing this run only unsubscribes from it.
                let execution = command.execute(toRAC(input))
                lifetime += execution.subscribe(subscriber(feeding: observer, convert: convert))
            }
        }
        lifetime += subscription
    }
}

extension RACCommand {
    /// RAC 3/4 spelling of `Action(_:)`.
    @available(*, deprecated, message: "Use Action(_:) instead")
    public func toAction() -> Action<Any?, Any?, any Error> {
        Action(self)
    }
}

/// ReactiveObjCBridge 1.x spelling of `Action(_:)`.
@available(*, deprecated, renamed: "Action.init(_:)")
public func bridgedAction(from command: RACCommand) -> Action<Any?, Any?, any Error> {
    Action(command)
}

// MARK: - Action → RACCommand

extension Action {
    /// A new RACCommand that applies `self` on each execution.
    public var bridged: RACCommand {
        RACCommand(enabled: isEnabled.producer.bridged) { input in
            let value: Input
            do {
                value = try bridgedValue(from: input, as: Input.self)
            } catch {
                return RACSignal.error(error)
            }
            return RACSignal.createSignal { subscriber in
                RACDisposable(self.apply(value).start { event in
                    switch event {
                    case .value(let output):
                        subscriber.sendNext(bridgedValue(output))
                    case .failed(.producerFailed(let error)):
                        subscriber.sendError(error)
                    case .failed(.disabled):
                        // Only reachable through a race with another thread; RAC 2's code for a disabled command.
                        subscriber.sendError(NSError(domain: RACCommandErrorDomain, code: RACCommandErrorNotEnabled))
                    case .completed:
                        subscriber.sendCompleted()
                    case .interrupted:
                        break
                    }
                })
            }
        }
    }

    /// ReactiveObjCBridge 2.x spelling of `bridged`.
    @available(*, deprecated, renamed: "bridged")
    public func toRACCommand() -> RACCommand { bridged }
}

/// RAC 3/4 spelling of `action.bridged`.
@available(*, deprecated, message: "Use action.bridged instead")
public func toRACCommand<Input, Output, Error>(_ action: Action<Input, Output, Error>) -> RACCommand {
    action.bridged
}
