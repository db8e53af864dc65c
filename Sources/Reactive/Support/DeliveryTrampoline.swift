#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RACSupport

/// Keeps a delivery that nests deeper than the thread's stack allows from overflowing it.
///
/// Delivery is recursive: a value crossing a chain of composed properties or operators is one nested call per
/// link, so a chain could be only as deep as the stack. Checkpoints on links that repeat in chains ask the calling
/// thread's trampoline what to do: every composed property's run, every few signals of a chain (see
/// `Signal.Core.continuing` and `counting`), every start of a producer step or lift. While less than three quarters
/// of the stack is used, they go on as before. The first checkpoint past three quarters becomes the trampoline: it
/// does its work as usual, then runs what was deferred meanwhile. Past seven eighths, a checkpoint defers its work to
/// that trampoline instead of nesting it: the work runs once the calls above have returned, from the trampoline's
/// frame, depth first (the work an item defers runs before the item after it). So a delivery never uses more than
/// seven eighths of the stack plus what runs between two checkpoints, however long the chain is.
///
/// What changes past seven eighths of the stack, and only there (where a chain that goes on much further overflowed
/// the stack before): code after a deferred send (the rest of the sender's closure, the observers after it on the
/// same signal) runs before the deferred delivery instead of after it, and a deferred producer start returns before
/// the producer has started. Each signal still delivers its events in order, one at a time, never concurrently or
/// recursively, and everything deferred has run when the outermost send or start returns.
///
/// There is one per thread (`current`), used by that thread only, so it needs no lock and is not `Sendable`.
@usableFromInline
final class DeliveryTrampoline {
    /// What a checkpoint does.
    @usableFromInline
    enum Action {
        /// Go on: the stack has room.
        case proceed
        /// Do the work now and then run what it deferred: this checkpoint is the trampoline.
        case run
        /// Hand the work to the running trampoline.
        case deferred
    }

    /// The thread's stack: `[low, high)`. Both are 0 when it could not be found (then nothing is ever deferred).
    let low: UInt
    let high: UInt
    /// A checkpoint below this address, with no trampoline running, becomes the trampoline (three quarters used).
    let runBelow: UInt
    /// A checkpoint below this address defers its work to the running trampoline (seven eighths used): the last
    /// eighth is left for what runs between two checkpoints, and each deferred item has an eighth to nest in.
    let deferBelow: UInt
    /// True while a trampoline runs on this thread (in the innermost synchronous scope).
    var isRunning = false
    /// Work deferred since the trampoline last took it, oldest first.
    var deferredWork: [() -> Void] = []

    init(low: UInt, high: UInt) {
        self.low = low
        self.high = high
        let size = high &- low
        runBelow = low &+ size / 4
        deferBelow = low &+ size / 8
    }

    /// The calling thread's trampoline.
    @usableFromInline
    static var current: DeliveryTrampoline {
        if let existing = pthread_getspecific(deliveryTrampolineKey.value) {
            return Unmanaged<DeliveryTrampoline>.fromOpaque(existing).takeUnretainedValue()
        }
        let (low, high) = currentThreadStack()
        let made = DeliveryTrampoline(low: low, high: high)
        pthread_setspecific(deliveryTrampolineKey.value, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// What a checkpoint whose frame is at `address` does.
    @usableFromInline
    func action(at address: UInt) -> Action {
        // An address off this thread's stack says nothing about depth.
        guard address >= low, address < high else { return .proceed }
        if isRunning { return address < deferBelow ? .deferred : .proceed }
        return address < runBelow ? .run : .proceed
    }

    /// Runs `body` as the trampoline: afterwards, runs the work deferred while it ran, depth first (the work an
    /// item defers runs before the item after it).
    @usableFromInline
    func run(_ body: () -> Void) {
        isRunning = true
        body()
        var work = ContiguousArray(deferredWork.reversed())
        deferredWork.removeAll()
        while let item = work.popLast() {
            item()
            if !deferredWork.isEmpty {
                work.append(contentsOf: deferredWork.reversed())
                deferredWork.removeAll(keepingCapacity: true)
            }
        }
        isRunning = false
    }

    /// Hands `item` to the running trampoline.
    @usableFromInline
    func `defer`(_ item: @escaping () -> Void) {
        deferredWork.append(item)
    }

    /// Runs `body` so that whatever it defers has run when it returns: for work that must be done synchronously
    /// (a property's first value, a blocking wait) when it may start deep in a deferred delivery.
    @usableFromInline
    func synchronously<R>(_ body: () throws -> R) rethrows -> R {
        // Not running, nothing can be deferred but to a trampoline started inside `body`, which returns drained.
        if !isRunning { return try body() }
        let wasRunning = isRunning
        let outer = deferredWork
        isRunning = false
        deferredWork = []
        defer {
            isRunning = wasRunning
            deferredWork = outer
        }
        return try body()
    }

    /// The calling thread's trampoline and what a checkpoint in the caller does.
    @usableFromInline
    static func check() -> (trampoline: DeliveryTrampoline, action: Action) {
        let trampoline = current
        // A local of this frame, a few bytes below the caller's, stands for the stack pointer.
        var marker: UInt8 = 0
        let address = withUnsafeMutablePointer(to: &marker) { trampoline.stackAddress(of: UnsafeMutableRawPointer($0)) }
        return (trampoline, trampoline.action(at: address))
    }

    /// Where on this thread's stack the local at `local` is, while it lives.
    func stackAddress(of local: UnsafeMutableRawPointer) -> UInt {
        let address = UInt(bitPattern: local)
        if address >= low && address < high { return address }
        // AddressSanitizer (detecting use after return) moves locals to frames of its own, off the stack: ask it for
        // the stack frame the local's frame stands for.
        if let fakeStacks = addressSanitizerFakeStacks?.value,
           let frame = fakeStacks.frame(fakeStacks.current(), local, nil, nil) {
            return UInt(bitPattern: frame)
        }
        return address
    }
}

/// AddressSanitizer's fake stack functions, present only in a build with AddressSanitizer.
let addressSanitizerFakeStacks: UncheckedSendable<(
    current: @convention(c) () -> UnsafeMutableRawPointer?,
    frame: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                           UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
                           UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutableRawPointer?
)>? = {
    typealias Current = @convention(c) () -> UnsafeMutableRawPointer?
    typealias Frame = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                      UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
                                      UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutableRawPointer?
    let program = dlopen(nil, RTLD_NOW)
    guard let current = dlsym(program, "__asan_get_current_fake_stack"),
          let frame = dlsym(program, "__asan_addr_is_in_fake_stack") else { return nil }
    return UncheckedSendable((unsafeBitCast(current, to: Current.self), unsafeBitCast(frame, to: Frame.self)))
}()

/// The key of the per-thread trampoline; the destructor releases it when the thread exits.
let deliveryTrampolineKey: UncheckedSendable<pthread_key_t> = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
        // The destructor's argument is a non-optional pointer on Darwin and Musl, an optional one on Glibc.
        let raw: UnsafeMutableRawPointer? = pointer
        if let raw { Unmanaged<DeliveryTrampoline>.fromOpaque(raw).release() }
    }
    precondition(status == 0, "DeliveryTrampoline: pthread_key_create failed (\(status))")
    return UncheckedSendable(key)
}()

/// The calling thread's stack as `(low, high)`, or `(0, 0)` when it cannot be found.
func currentThreadStack() -> (UInt, UInt) {
    #if canImport(Darwin)
    let thread = pthread_self()
    let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
    let size = UInt(pthread_get_stacksize_np(thread))
    return size > 0 && high > size ? (high - size, high) : (0, 0)
    #elseif canImport(Glibc) || canImport(Musl)
    guard let getAttributes = pthreadGetAttributes?.value else { return (0, 0) }
    var attributes = pthread_attr_t()
    guard getAttributes(pthread_self(), &attributes) == 0 else { return (0, 0) }
    defer { pthread_attr_destroy(&attributes) }
    var base: UnsafeMutableRawPointer?
    var size = 0
    guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base, size > 0 else { return (0, 0) }
    let low = UInt(bitPattern: base)
    return (low, low + UInt(size))
    #else
    return (0, 0)
    #endif
}

#if (canImport(Glibc) || canImport(Musl)) && !canImport(Darwin)
/// `pthread_getattr_np`, which the C library module declares only for _GNU_SOURCE (it is not built with it); the
/// function itself is in every glibc and musl.
let pthreadGetAttributes: UncheckedSendable<@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32>? = {
    typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "pthread_getattr_np") else { return nil }
    return UncheckedSendable(unsafeBitCast(symbol, to: GetAttributes.self))
}()
#endif
