import Foundation
import RACLegacy
import Reactive
import RACSupport

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
    /// The RACCommand that applies `self` on each execution: the same command at every read while it is alive.
    public var bridged: RACCommand {
        let key = ObjectIdentifier(self)
        if let command = bridgedCommands.withLock({ $0.command(for: key) }) { return command }
        // Made outside the lock, which guards the table only: the command's init subscribes to `isEnabled` and wires
        // RAC signals, whose subscribers run as it does.
        let (made, reference) = makeBridgedCommand()
        let winner = bridgedCommands.withLock { table in
            // Another thread may have stored its command since the lookup; the first one stored wins.
            if let stored = table.command(for: key) { return stored }
            table[key] = BridgedCommandEntry(command: made, reference: ObjectIdentifier(reference))
            return made
        }
        // A losing `made` must die after the lock is released: its deinit takes the same lock.
        withExtendedLifetime(made) {}
        return winner
    }

    /// A new RACCommand over `self` and the reference its executions use to keep it alive.
    private func makeBridgedCommand() -> (RACCommand, BridgedCommandReference) {
        let reference = BridgedCommandReference(action: ObjectIdentifier(self))
        let command = RACCommand(enabled: isEnabled.producer.bridged) { [reference] input in
            let value: Input
            if Input.self == Void.self {
                // RAC 2 callers execute with nil, RACUnit or the sender: a Void action takes whatever comes.
                value = () as! Input
            } else {
                do {
                    value = try bridgedValue(from: input, as: Input.self)
                } catch {
                    return RACSignal.error(error)
                }
            }
            // The running execution holds its command, so a later read of `bridged` finds the same one running.
            let running = reference.command
            return RACSignal.createSignal { subscriber in
                RACDisposable(self.apply(value).start { event in
                    withExtendedLifetime(running) {
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
                    }
                })
            }
        }
        reference.command = command
        return (command, reference)
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

// MARK: - One command per Action

/// The command `bridged` made for an Action, held weakly: the command holds the Action (its signal block applies
/// it), so holding the command here would keep both alive for ever.
private struct BridgedCommandEntry {
    weak var command: RACCommand?
    /// The `BridgedCommandReference` of `command`, which removes this entry when the command goes away.
    let reference: ObjectIdentifier
}

extension Dictionary where Key == ObjectIdentifier, Value == BridgedCommandEntry {
    /// The live command stored for `action`, if any.
    fileprivate func command(for action: ObjectIdentifier) -> RACCommand? {
        // Copy the entry out before reading its weak field: Swift 6.3.1 crashes (a null pointer in
        // swift_weakLoadStrong) on `table[key]?.command` written inside the `withLock` closure.
        guard let entry = self[action] else { return nil }
        return entry.command
    }
}

/// `bridged`'s commands by Action. An entry whose command is alive belongs to that same Action: the command holds
/// it, so its address cannot be reused. An entry is removed when its command is deinitialised.
private let bridgedCommands = Locked<[ObjectIdentifier: BridgedCommandEntry]>([:])

/// Owned by a bridged command's signal block only: it lets executions reach their command, and its deinit, which
/// runs as the command's, removes the command's entry.
private final class BridgedCommandReference {
    /// Set once, right after the command is made and before anyone else can see it.
    weak var command: RACCommand?
    private let action: ObjectIdentifier

    init(action: ObjectIdentifier) {
        self.action = action
    }

    deinit {
        let mine = ObjectIdentifier(self)
        bridgedCommands.withLock { table in
            // A newer command may already have replaced this one's entry: leave that one in place.
            if let entry = table[action], entry.reference == mine { table[action] = nil }
        }
    }
}
