import RACSupport

/// Pure state of `zip`: per-input queues of unpaired values and completion flags.
struct ZipStateMachine {
    enum Action {
        case none
        case send(RACTuple, thenComplete: Bool)
        case complete
    }

    private var queues: [[Any?]]
    private var completed: [Bool]
    private var finished = false

    init(count: Int) {
        queues = Array(repeating: [], count: count)
        completed = Array(repeating: false, count: count)
    }

    private var noFurtherTuple: Bool {
        queues.indices.contains { completed[$0] && queues[$0].isEmpty }
    }

    mutating func receive(_ value: Any?, at index: Int) -> Action {
        if finished { return .none }
        queues[index].append(value)
        guard queues.allSatisfy({ !$0.isEmpty }) else { return .none }
        let tuple = RACTuple(values: queues.indices.map { queues[$0].removeFirst() })
        finished = noFurtherTuple
        return .send(tuple, thenComplete: finished)
    }

    mutating func complete(at index: Int) -> Action {
        if finished { return .none }
        completed[index] = true
        finished = noFurtherTuple
        return finished ? .complete : .none
    }
}

/// Pure state of `combineLatest`: latest value per input, how many have sent, how many completed.
struct CombineLatestStateMachine {
    // Stored as tuple elements (nil as RACTupleNil), so a tuple shares the array instead of converting it.
    private var latest: [Any]
    private var hasValue: [Bool]
    private var missing: Int
    private var remaining: Int

    init(count: Int) {
        latest = Array(repeating: RACTupleNil.tupleNil(), count: count)
        hasValue = Array(repeating: false, count: count)
        missing = count
        remaining = count
    }

    /// The tuple to send, once every input has sent.
    mutating func receive(_ value: Any?, at index: Int) -> RACTuple? {
        latest.withUnsafeMutableBufferPointer { buffer in
            let slot = buffer.baseAddress! + index
            slot.deinitialize(count: 1)
            initializeTupleElement(at: slot, from: value)
        }
        if !hasValue[index] {
            hasValue[index] = true
            missing -= 1
        }
        return missing == 0 ? RACTuple(storage: latest) : nil
    }

    /// True when every input has completed.
    mutating func complete(at index: Int) -> Bool {
        remaining -= 1
        return remaining == 0
    }
}

/// Pure state of `combineLatestWith:`: the latest tuple element of each input, which have sent, how many completed.
struct CombineLatestPairStateMachine {
    // Tuple elements (nil as RACTupleNil). A sent tuple shares this array, so once the subscriber has let go of it
    // the next value is written in place: no array is allocated per event.
    private var latest: [Any] = [RACTupleNil.tupleNil(), RACTupleNil.tupleNil()]
    private var hasFirst = false
    private var hasSecond = false
    private var remaining = 2

    /// The tuple elements to send, once both inputs have sent; `value` is stored as a tuple element.
    mutating func receive(_ value: Any?, isFirst: Bool) -> [Any]? {
        // Written in place: the old element is destroyed and the value copied straight into its slot.
        latest.withUnsafeMutableBufferPointer { buffer in
            let slot = buffer.baseAddress! + (isFirst ? 0 : 1)
            slot.deinitialize(count: 1)
            initializeTupleElement(at: slot, from: value)
        }
        if isFirst { hasFirst = true } else { hasSecond = true }
        return hasFirst && hasSecond ? latest : nil
    }

    /// True when both inputs have completed.
    mutating func complete() -> Bool {
        remaining -= 1
        return remaining == 0
    }
}

extension RACSignal {
    static func zipSignals(_ signals: [RACSignal]) -> RACSignal {
        if signals.isEmpty { return RACSignal.empty() }
        return create { sink in
            let storage = Locked(ZipStateMachine(count: signals.count))
            let perform = { (action: ZipStateMachine.Action) in
                switch action {
                case .none: break
                case .send(let tuple, let thenComplete):
                    sink.sendNext(tuple)
                    if thenComplete { sink.sendCompleted() }
                case .complete: sink.sendCompleted()
                }
            }
            for (index, signal) in signals.enumerated() {
                signal.subscribe(into: sink, next: { value in
                    perform(storage.withLock { $0.receive(value, at: index) })
                }, completed: {
                    perform(storage.withLock { $0.complete(at: index) })
                })
            }
        }
    }

    /// Tuples of the latest values of the receiver and `signal`, once both have sent.
    public func combineLatestWith(_ signal: RACSignal) -> RACSignal {
        RACSignal.create { sink in
            let pair = CombineLatestPairSink(downstream: sink)
            let complete = { pair.inputCompleted() }
            let fail = { (error: (any Error)?) in pair.inputFailed(error) }
            self.subscribe(into: pair, next: { pair.receive($0, isFirst: true) }, error: fail, completed: complete)
            signal.subscribe(into: pair, next: { pair.receive($0, isFirst: false) }, error: fail, completed: complete)
        }
    }

    /// Tuples of the latest values of every signal, in array order, once all have sent.
    public static func combineLatest(_ signals: [RACSignal]) -> RACSignal {
        if signals.isEmpty { return empty() }
        return create { sink in
            let storage = Locked(CombineLatestStateMachine(count: signals.count))
            for (index, signal) in signals.enumerated() {
                signal.subscribe(into: sink, next: { value in
                    if let tuple = storage.withLock({ $0.receive(value, at: index) }) { sink.sendNext(object: tuple) }
                }, completed: {
                    if storage.withLock({ $0.complete(at: index) }) { sink.sendCompleted() }
                })
            }
        }
    }

    /// combineLatest reduced by a 1-argument block.
    public static func combineLatest(_ signals: [RACSignal], reduce reduceBlock: @escaping (Any?) -> Any?) -> RACSignal {
        combineLatest(signals).reduceEach(reduceBlock)
    }

    /// combineLatest reduced by a 2-argument block.
    public static func combineLatest(_ signals: [RACSignal], reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSignal {
        combineLatest(signals).reduceEach(reduceBlock)
    }

    /// combineLatest reduced by a 3-argument block.
    public static func combineLatest(_ signals: [RACSignal], reduce reduceBlock: @escaping (Any?, Any?, Any?) -> Any?) -> RACSignal {
        combineLatest(signals).reduceEach(reduceBlock)
    }

    /// combineLatest reduced by a 4-argument block.
    public static func combineLatest(_ signals: [RACSignal], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?) -> Any?) -> RACSignal {
        combineLatest(signals).reduceEach(reduceBlock)
    }

    /// combineLatest reduced by a 5-argument block.
    public static func combineLatest(_ signals: [RACSignal], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACSignal {
        combineLatest(signals).reduceEach(reduceBlock)
    }

    /// combineLatest reduced by a 6-argument block.
    public static func combineLatest(_ signals: [RACSignal], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACSignal {
        combineLatest(signals).reduceEach(reduceBlock)
    }

    /// combineLatest reduced by an array block.
    @_disfavoredOverload public static func combineLatest(_ signals: [RACSignal], reduce reduceBlock: @escaping ([Any?]) -> Any?) -> RACSignal {
        combineLatest(signals).reduceEach(reduceBlock)
    }
}
