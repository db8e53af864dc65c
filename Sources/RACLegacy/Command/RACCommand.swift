import Foundation

/// Domain of RACCommand errors.
public let RACCommandErrorDomain: String = "RACCommandErrorDomain"
/// Code of the error returned by `execute(_:)` while the command is disabled.
public let RACCommandErrorNotEnabled: Int = 1
/// userInfo key holding the command that refused to execute.
public let RACUnderlyingCommandErrorKey: String = "RACUnderlyingCommandErrorKey"

/// Codes of RACCommandErrorDomain.
public enum RACCommandError: Int, Sendable {
    /// The command was disabled.
    case notEnabled = 1
}

/// Runs a signal-returning block on demand, tracking executions, errors and whether it may run.
open class RACCommand: @unchecked Sendable { // mutable `concurrent` guarded by its lock; signals are thread-safe
    private let signalBlock: (Any?) -> RACSignal
    private let addedExecutionSignals = RACSubject()
    private let allowsConcurrentExecutionSubject = RACSubject()
    private let concurrent = Locked(false)
    private let immediateEnabled: RACSignal

    /// Each execution's signal (errors stripped), on the main thread.
    public let executionSignals: RACSignal
    /// Whether an execution is running; current value on subscription, deduplicated, on the main thread.
    public let executing: RACSignal
    /// Whether the command may execute; initial value synchronous, later changes on the main thread.
    public let enabled: RACSignal
    /// Errors of executions, on the main thread.
    public let errors: RACSignal

    /// Whether executions may overlap; false by default.
    public var allowsConcurrentExecution: Bool {
        get { concurrent.withLock { $0 } }
        set {
            concurrent.withLock { $0 = newValue }
            allowsConcurrentExecutionSubject.sendNext(newValue)
        }
    }

    /// An always-enabled command.
    public convenience init(signalBlock: @escaping (Any?) -> RACSignal) {
        self.init(enabled: nil, signalBlock: signalBlock)
    }

    /// A command enabled by the latest value of `enabledSignal` (nil means always).
    public init(enabled enabledSignal: RACSignal?, signalBlock: @escaping (Any?) -> RACSignal) {
        self.signalBlock = signalBlock
        let main = RACScheduler.mainThreadScheduler()
        let added = addedExecutionSignals

        executionSignals = added.map { ($0 as! RACSignal).catchTo(RACSignal.empty()) }.deliverOn(main)

        let errorsConnection = added.flattenMap { signal in
            (signal as! RACSignal).ignoreValues().catch { RACSignal.return($0) }
        }.deliverOn(main).publish()
        errors = errorsConnection.signal
        RACScheduler.synchronously { errorsConnection.connect() }

        let concurrentChanges = allowsConcurrentExecutionSubject
        // Wired synchronously so the replayed state is subscribed (and sampled) before init returns.
        (executing, immediateEnabled, enabled) = RACScheduler.synchronously {
            let immediateExecuting = added.flattenMap { signal in
                (signal as! RACSignal).catchTo(RACSignal.empty()).then { RACSignal.return(-1) }.startWith(1)
            }.scanWithStart(0, reduce: { running, next in (running as! Int) + (next as! Int) })
                .map { ($0 as! Int) > 0 }
                .startWith(false)
            let executing = immediateExecuting.deliverOn(main).startWith(false).distinctUntilChanged().replayLast()
            let moreExecutionsAllowed = RACSignal.if(concurrentChanges.startWith(false),
                                                     then: RACSignal.return(true),
                                                     else: immediateExecuting.not())
            let enabledInput = enabledSignal?.startWith(true) ?? RACSignal.return(true)
            let immediateEnabled = RACSignal.combineLatest([enabledInput, moreExecutionsAllowed]).and().replayLast()
            let enabled = immediateEnabled.take(1)
                .concat(immediateEnabled.skip(1).deliverOn(main))
                .distinctUntilChanged()
                .replayLast()
            return (executing, immediateEnabled, enabled)
        }
    }

    /// Runs the signal block once and returns a replaying signal of that execution; errors if disabled.
    @discardableResult public func execute(_ input: Any?) -> RACSignal {
        // Runs as the immediate scheduler so the executing/enabled bookkeeping updates before this returns.
        RACScheduler.synchronously { startExecution(input) }
    }

    private func startExecution(_ input: Any?) -> RACSignal {
        guard let isEnabled = immediateEnabled.first() as? Bool, isEnabled else {
            return RACSignal.error(NSError(domain: RACCommandErrorDomain, code: RACCommandErrorNotEnabled, userInfo: [
                NSLocalizedDescriptionKey: "The command is disabled and cannot be executed",
                RACUnderlyingCommandErrorKey: self,
            ]))
        }
        let signal = signalBlock(input)
        let connection = signal.subscribeOn(RACScheduler.mainThreadScheduler()).multicast(RACReplaySubject())
        addedExecutionSignals.sendNext(connection.signal)
        connection.connect()
        return connection.signal
    }
}
