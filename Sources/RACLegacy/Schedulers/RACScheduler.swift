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

/// Thread-local record of the scheduler whose block is running and of whether the thread is the main thread, plus
/// the main-queue marker.
///
/// Both live in one per-thread word, so that the check made on every subscription is one lookup: the running
/// scheduler's address (unretained; 0 when none) with the main-thread answer in its two low bits, which an object's
/// address leaves free.
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

    /// Low bits of the word: the thread is the main thread, or is not; neither when not asked yet on this thread.
    /// Asked of the system once per thread: on Linux `Thread.isMainThread` makes two system calls every time.
    static var mainThreadFlag: UInt { 1 }
    static var otherThreadFlag: UInt { 2 }
    static var flagMask: UInt { 3 }

    /// This thread's word.
    @inline(__always) static var word: UInt {
        UInt(bitPattern: pthread_getspecific(key))
    }

    private static func store(_ word: UInt) {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: word))
    }

    /// Whether the calling thread is the main thread, given its `word`.
    static func isMainThread(_ word: UInt) -> Bool {
        if word & flagMask == mainThreadFlag { return true }
        if word & flagMask == otherThreadFlag { return false }
        let answer = Thread.isMainThread
        store(word | (answer ? mainThreadFlag : otherThreadFlag))
        return answer
    }

    /// Whether the calling thread is the main thread.
    static var isMainThread: Bool { isMainThread(word) }

    /// True on the main thread or inside a block running on the main queue (which on Linux may be a worker thread).
    @inline(__always) static func isMain(_ word: UInt) -> Bool {
        word & flagMask == mainThreadFlag || isMainAskingIfNeeded(word)
    }

    /// `isMain(word)` past its inline test: off the main thread, or not asked yet.
    @inline(never) private static func isMainAskingIfNeeded(_ word: UInt) -> Bool {
        isMainThread(word) || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    static var isMain: Bool { isMain(word) }

    /// The scheduler recorded in `word`.
    static func scheduler(in word: UInt) -> RACScheduler? {
        guard let raw = UnsafeRawPointer(bitPattern: word & ~flagMask) else { return nil }
        return Unmanaged<RACScheduler>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Runs `body` with `scheduler` recorded as this thread's current one, then records the previous one again.
    static func withCurrent(_ scheduler: RACScheduler, _ body: () -> Void) {
        var previous = word
        if previous & flagMask == 0 {
            // Asked now, so that the answer is in the word restored after `body`.
            _ = isMainThread(previous)
            previous = word
        }
        let address = UInt(bitPattern: Unmanaged.passUnretained(scheduler).toOpaque())
        assert(address & flagMask == 0, "an object's address leaves the flag bits free")
        store(address | (previous & flagMask))
        defer { store(previous) }
        body()
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
        let word = SchedulerContext.word
        if let current = SchedulerContext.scheduler(in: word) { return current }
        if SchedulerContext.isMain(word) { return mainThreadScheduler() }
        return nil
    }

    /// `currentScheduler() != nil`, without fetching the scheduler: asked on every subscription.
    @inline(__always) static var hasCurrentScheduler: Bool {
        let word = SchedulerContext.word
        return word & ~SchedulerContext.flagMask != 0 || SchedulerContext.isMain(word)
    }

    /// `hasCurrentScheduler`, for inlinable code.
    @usableFromInline static func currentSchedulerExists() -> Bool { hasCurrentScheduler }

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
        SchedulerContext.withCurrent(self, block)
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
