import RACSupport

/// Per-object RAC state; owned only by its object, so it deinitializes while the object does.
public final class RACObjectSentinel: @unchecked Sendable { // `selectors` guarded by its lock; subjects are thread-safe
    let deallocDisposable = RACCompoundDisposable()
    let willDealloc = RACReplaySubject(capacity: 0)
    private let selectors = Locked<[String: RACSubject]>([:])

    /// Creates the sentinel; store it in a `let` of the owning object.
    public init() {}

    func subject(for selector: String) -> RACSubject {
        selectors.withLock { table in
            if let existing = table[selector] { return existing }
            let subject = RACSubject()
            table[selector] = subject
            return subject
        }
    }

    func existingSubject(for selector: String) -> RACSubject? {
        selectors.withLock { $0[selector] }
    }

    deinit {
        let subjects = selectors.withLock { Array($0.values) }
        willDealloc.sendCompleted()
        deallocDisposable.dispose()
        for subject in subjects { subject.sendCompleted() }
    }
}

/// Stand-in for NSObject's RAC categories: conformers store `let rac_sentinel = RACObjectSentinel()`.
public protocol RACObject: AnyObject {
    /// The object's RAC state.
    var rac_sentinel: RACObjectSentinel { get }
}

extension RACObject {
    /// Disposed while the object deinitializes.
    public var rac_deallocDisposable: RACCompoundDisposable { rac_sentinel.deallocDisposable }

    /// Completes (without values) when the object deinitializes.
    public func rac_willDeallocSignal() -> RACSignal { rac_sentinel.willDealloc }

    /// RACTuple of the arguments of every `rac_selectorInvoked(selector, …)` call; completes at deinit.
    public func rac_signalForSelector(_ selector: String) -> RACSignal {
        rac_sentinel.subject(for: selector)
    }

    /// Same as `rac_signalForSelector(_:)`; the protocol name is informational.
    public func rac_signalForSelector(_ selector: String, fromProtocol protocolName: String) -> RACSignal {
        rac_signalForSelector(selector)
    }

    /// Reports a call of `selector` to its subscribers, synchronously.
    public func rac_selectorInvoked(_ selector: String, _ arguments: Any?...) {
        rac_sentinel.existingSubject(for: selector)?.sendNext(RACTuple(values: arguments))
    }

    /// Calls `selector` with the latest values once every signal has sent, and on each change after.
    public func rac_liftSelector(_ selector: @escaping (Self, Any?) -> Any?, withSignals signal1: RACSignal) -> RACSignal {
        lift([signal1]) { selector($0, $1[0]) }
    }

    /// 2-signal form of rac_liftSelector.
    public func rac_liftSelector(_ selector: @escaping (Self, Any?, Any?) -> Any?, withSignals signal1: RACSignal, _ signal2: RACSignal) -> RACSignal {
        lift([signal1, signal2]) { selector($0, $1[0], $1[1]) }
    }

    /// 3-signal form of rac_liftSelector.
    public func rac_liftSelector(_ selector: @escaping (Self, Any?, Any?, Any?) -> Any?, withSignals signal1: RACSignal, _ signal2: RACSignal, _ signal3: RACSignal) -> RACSignal {
        lift([signal1, signal2, signal3]) { selector($0, $1[0], $1[1], $1[2]) }
    }

    /// 4-signal form of rac_liftSelector.
    public func rac_liftSelector(_ selector: @escaping (Self, Any?, Any?, Any?, Any?) -> Any?, withSignals signal1: RACSignal, _ signal2: RACSignal, _ signal3: RACSignal, _ signal4: RACSignal) -> RACSignal {
        lift([signal1, signal2, signal3, signal4]) { selector($0, $1[0], $1[1], $1[2], $1[3]) }
    }

    /// 5-signal form of rac_liftSelector.
    public func rac_liftSelector(_ selector: @escaping (Self, Any?, Any?, Any?, Any?, Any?) -> Any?, withSignals signal1: RACSignal, _ signal2: RACSignal, _ signal3: RACSignal, _ signal4: RACSignal, _ signal5: RACSignal) -> RACSignal {
        lift([signal1, signal2, signal3, signal4, signal5]) { selector($0, $1[0], $1[1], $1[2], $1[3], $1[4]) }
    }

    /// 6-signal form of rac_liftSelector.
    public func rac_liftSelector(_ selector: @escaping (Self, Any?, Any?, Any?, Any?, Any?, Any?) -> Any?, withSignals signal1: RACSignal, _ signal2: RACSignal, _ signal3: RACSignal, _ signal4: RACSignal, _ signal5: RACSignal, _ signal6: RACSignal) -> RACSignal {
        lift([signal1, signal2, signal3, signal4, signal5, signal6]) { selector($0, $1[0], $1[1], $1[2], $1[3], $1[4], $1[5]) }
    }

    /// Array form of rac_liftSelector.
    public func rac_liftSelector(_ selector: @escaping (Self, [Any?]) -> Any?, withSignalsFromArray signals: [RACSignal]) -> RACSignal {
        lift(signals, selector)
    }

    /// Calls `selector` once per RACTuple of arguments received.
    public func rac_liftSelector(_ selector: @escaping (Self, RACTuple) -> Any?, withSignalOfArguments arguments: RACSignal) -> RACSignal {
        liftInvocations(arguments.map { value in reduceTuple(value, "-rac_liftSelector:withSignalOfArguments:") }) { target, value in
            selector(target, value as! RACTuple)
        }
    }

    /// Binds `keyPath` of the receiver to the values of `signal`.
    @discardableResult public func rac_bind<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, to signal: RACSignal) -> RACDisposable {
        signal.setKeyPath(keyPath, onObject: self)
    }

    private func lift(_ signals: [RACSignal], _ invoke: @escaping (Self, [Any?]) -> Any?) -> RACSignal {
        liftInvocations(RACSignal.combineLatest(signals)) { target, value in
            invoke(target, Array(value as! RACTuple))
        }
    }

    private func liftInvocations(_ arguments: RACSignal, _ invoke: @escaping (Self, Any?) -> Any?) -> RACSignal {
        let target = WeakBox(self)
        let invocations = arguments.takeUntil(rac_willDeallocSignal()).flattenMap { value -> RACStream? in
            guard let object = target.object else { return RACSignal.empty() }
            let result = invoke(object, value)
            return RACSignal.return(result is Void ? RACUnit.defaultUnit() : result)
        }
        return RACScheduler.synchronously { invocations.replayLast() }
    }
}
