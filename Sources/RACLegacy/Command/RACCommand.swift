import Foundation
import RACSupport

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
open class RACCommand: @unchecked Sendable { // mutable `admission` guarded by its lock; signals are thread-safe
    private let signalBlock: (Any?) -> RACSignal
    private let addedExecutionSignals = RACSubject()
    private let allowsConcurrentExecutionSubject = RACSubject()
    private let admission = Locked(CommandAdmission())
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
        get { admission.withLock { $0.allowsConcurrentExecution } }
        set {
            admission.withLock { $0.allowsConcurrentExecution = newValue }
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
        // `immediateEnabled` counts an execution only once it is added below, after the block ran, so racing callers
        // can all pass it; `admit()` checks for a running execution and reserves the slot in one critical section,
        // so exactly one of them gets through. The block itself runs after, outside the lock.
        guard let isEnabled = immediateEnabled.first() as? Bool, isEnabled, admission.withLock({ $0.admit() }) else {
            return RACSignal.error(NSError(domain: RACCommandErrorDomain, code: RACCommandErrorNotEnabled, userInfo: [
                NSLocalizedDescriptionKey: "The command is disabled and cannot be executed",
                RACUnderlyingCommandErrorKey: self,
            ]))
        }
        let signal = signalBlock(input)
        // The slot is freed as the execution ends, before the replay subject (and so `executing`) sees the end.
        let connection = signal.finally { [admission] in admission.withLock { $0.release() } }
            .subscribeOn(RACScheduler.mainThreadScheduler())
            .multicast(RACReplaySubject())
        addedExecutionSignals.sendNext(connection.signal)
        connection.connect()
        return connection.signal
    }
}

/// Which executions a command admits: the executions running and whether they may overlap, decided together.
struct CommandAdmission {
    /// Whether a new execution may start while others run.
    var allowsConcurrentExecution = false
    /// Executions admitted that have not ended yet.
    private(set) var running = 0

    /// Reserves a slot for a new execution; false, reserving nothing, while one runs and overlap is not allowed.
    mutating func admit() -> Bool {
        if running > 0 && !allowsConcurrentExecution { return false }
        running += 1
        return true
    }

    /// Frees the slot of an execution that ended.
    mutating func release() {
        running -= 1
    }
}
