import Foundation
import Dispatch
import RACSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Dispatch-style priorities for background schedulers.
public enum RACSchedulerPriority: Int, Sendable {
    /// High priority (QoS user-initiated).
    case high = 2
    /// Default priority.
    case `default` = 0
    /// Low priority (QoS utility).
    case low = -2
    /// Background priority.
    case background = -32768

    var qos: DispatchQoS.QoSClass {
        switch self {
        case .high: return .userInitiated
        case .default: return .default
        case .low: return .utility
        case .background: return .background
        }
    }
}

/// A block that receives a `reschedule` function; calling it runs the block again after this run returns.
public typealias RACSchedulerRecursiveBlock = (_ reschedule: @escaping () -> Void) -> Void

/// Thread-local record of the scheduler whose block is running, plus the main-queue marker.
enum SchedulerContext {
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static let mainQueueKey: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Per-thread answer to "is this the main thread", so it is asked of the system once per thread: on Linux
    /// `Thread.isMainThread` makes two system calls (getpid, gettid) every time.
    static let isMainThreadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the calling thread is the main thread; the value stored under `isMainThreadKey` is 1 for the main
    /// thread, 2 for any other (no value yet: not asked on this thread).
    static var isMainThread: Bool {
        if let cached = pthread_getspecific(isMainThreadKey) { return Int(bitPattern: cached) == 1 }
        let answer = Thread.isMainThread
        pthread_setspecific(isMainThreadKey, UnsafeRawPointer(bitPattern: answer ? 1 : 2))
        return answer
    }

    /// True on the main thread or inside a block running on the main queue (which on Linux may be a worker thread).
    static var isMain: Bool {
        isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Whether a scheduler's block is running on this thread (`current` without taking a reference).
    static var hasCurrent: Bool {
        pthread_getspecific(key) != nil
    }

    static var current: RACScheduler? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<RACScheduler>.fromOpaque(raw).takeUnretainedValue()
    }

    static func set(_ scheduler: RACScheduler?) {
        pthread_setspecific(key, scheduler.map { Unmanaged.passUnretained($0).toOpaque() })
    }
}

/// Base class of every scheduler: a serial place to run blocks now, later or repeatedly.
open class RACScheduler: @unchecked Sendable { // immutable after init; subclasses guard their own state
    private let schedulerName: String

    /// Creates a scheduler with a debugging name (nil gives an anonymous name).
    public init(name: String?) {
        schedulerName = name ?? "org.reactivecocoa.ReactiveObjC.RACScheduler.anonymousScheduler"
    }

    /// The debugging name.
    public var name: String { schedulerName }

    /// The scheduler that runs blocks synchronously on the calling thread.
    public class func immediateScheduler() -> RACScheduler { RACImmediateScheduler.shared }

    /// The scheduler that runs blocks on the main queue.
    public class func mainThreadScheduler() -> RACScheduler { MainScheduler.shared }

    /// A new serial background scheduler with the given priority and name.
    public class func schedulerWithPriority(_ priority: RACSchedulerPriority, name: String?) -> RACScheduler {
        RACTargetQueueScheduler(name: name ?? "org.reactivecocoa.ReactiveObjC.RACScheduler.backgroundScheduler",
                                targetQueue: DispatchQueue.global(qos: priority.qos))
    }

    /// A new serial background scheduler with the given priority.
    public class func schedulerWithPriority(_ priority: RACSchedulerPriority) -> RACScheduler {
        schedulerWithPriority(priority, name: nil)
    }

    /// A new serial background scheduler at default priority.
    public class func scheduler() -> RACScheduler {
        schedulerWithPriority(.default)
    }

    /// The scheduler running the current block, the main thread scheduler on the main thread, else nil.
    public class func currentScheduler() -> RACScheduler? {
        if let current = SchedulerContext.current { return current }
        if SchedulerContext.isMain { return mainThreadScheduler() }
        return nil
    }

    /// `currentScheduler() != nil`, without fetching the scheduler: asked on every subscription.
    static var hasCurrentScheduler: Bool {
        SchedulerContext.hasCurrent || SchedulerContext.isMain
    }

    /// Runs blocks inline when a current scheduler exists, otherwise on a shared background scheduler.
    public class func subscriptionScheduler() -> RACScheduler { RACSubscriptionScheduler.shared }

    /// Enqueues `block`; subclasses must override.
    @discardableResult open func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
        preconditionFailure("-[RACScheduler schedule:] must be overridden by \(type(of: self))")
    }

    /// Runs `block` no earlier than `date`; subclasses must override.
    @discardableResult open func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        preconditionFailure("-[RACScheduler after:schedule:] must be overridden by \(type(of: self))")
    }

    /// Runs `block` after `delay` seconds.
    @discardableResult open func afterDelay(_ delay: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        after(Date(timeIntervalSinceNow: delay), schedule: block)
    }

    /// Runs `block` at `date` and then every `interval` until disposed; subclasses must override.
    @discardableResult open func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        preconditionFailure("-[RACScheduler after:repeatingEvery:withLeeway:schedule:] must be overridden by \(type(of: self))")
    }

    /// Runs a block that may reschedule itself; synchronous recursion is unrolled into a loop.
    @discardableResult public func scheduleRecursiveBlock(_ recursiveBlock: @escaping RACSchedulerRecursiveBlock) -> RACDisposable? {
        let run = RecursiveRun(scheduler: self, block: recursiveBlock)
        run.enqueue()
        return run.disposable
    }

    /// Runs `block` now with `currentScheduler()` set to the receiver, restoring the previous value after.
    public func performAsCurrentScheduler(_ block: () -> Void) {
        let previous = SchedulerContext.current
        SchedulerContext.set(self)
        defer { SchedulerContext.set(previous) }
        block()
    }
}

/// One `scheduleRecursiveBlock` run: a trampoline that turns nested reschedules into loop iterations.
final class RecursiveRun: @unchecked Sendable { // `loop` guarded by its lock; `block` is immutable
    let scheduler: RACScheduler
    let block: RACSchedulerRecursiveBlock
    let disposable = RACDisposable()
    private struct LoopState { var running = false; var queued = 0 }
    private let loop = Locked(LoopState())

    init(scheduler: RACScheduler, block: @escaping RACSchedulerRecursiveBlock) {
        self.scheduler = scheduler
        self.block = block
    }

    func enqueue() {
        if disposable.isDisposed { return }
        scheduler.schedule { [self] in step() }
    }

    private func step() {
        let entered = loop.withLock { state -> Bool in
            if state.running { state.queued += 1; return false }
            state.running = true
            return true
        }
        guard entered else { return }
        while true {
            if disposable.isDisposed {
                loop.withLock { $0 = LoopState() }
                return
            }
            let invocation = Locked((returned: false, requested: 0))
            block { [self] in
                let later = invocation.withLock { state -> Bool in
                    if state.returned { return true }
                    state.requested += 1
                    return false
                }
                if later { enqueue() }
            }
            let requested = invocation.withLock { state -> Int in
                state.returned = true
                return state.requested
            }
            // A synchronous scheduler re-enters step() here, which only bumps `queued`; the loop runs it.
            for _ in 0..<requested { enqueue() }
            let again = loop.withLock { state -> Bool in
                if state.queued > 0 { state.queued -= 1; return true }
                state.running = false
                return false
            }
            if !again { return }
        }
    }
}

extension RACScheduler {
    /// Runs `body` so that subscriptions made inside start synchronously: on the current scheduler when there is
    /// one, otherwise as the immediate scheduler. Returns the body's result.
    @discardableResult static func synchronously<T>(_ body: () -> T) -> T {
        if hasCurrentScheduler { return body() }
        var result: T?
        immediateScheduler().performAsCurrentScheduler { result = body() }
        return result!
    }
}
