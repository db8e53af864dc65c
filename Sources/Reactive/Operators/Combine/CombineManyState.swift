/// The state machine of an operator over a sequence of inputs of one type, sending arrays (`combineLatest` and
/// `zip` of a sequence): one state for all inputs, so a value costs O(inputs) at most, not one operator per input.
@usableFromInline
protocol CombineManyState {
    associatedtype Value
    associatedtype Error: Swift.Error

    /// The state of `count` inputs, none of which has sent anything.
    init(count: Int)

    /// Input `index` received `event`; the arrays and the termination to send go through `emit`.
    mutating func receive(_ index: Int, _ event: Signal<Value, Error>.Event, _ emit: (Signal<[Value], Error>.Event) -> Void)
}

/// `combineLatest` of a sequence: once every input has a value, each new value sends every input's latest.
@usableFromInline
struct CombineLatestManyState<Value, Error: Swift.Error>: CombineManyState {
    @usableFromInline var latest: [Value?]
    /// Inputs without a value yet.
    @usableFromInline var missing: Int
    /// Inputs not completed yet.
    @usableFromInline var running: Int
    @usableFromInline var completed: [Bool]
    @usableFromInline var isTerminated = false

    @usableFromInline
    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        completed = Array(repeating: false, count: count)
        missing = count
        running = count
    }

    @inlinable
    mutating func receive(_ index: Int, _ event: Signal<Value, Error>.Event, _ emit: (Signal<[Value], Error>.Event) -> Void) {
        guard !isTerminated else { return }
        switch event {
        case let .value(value):
            if latest[index] == nil { missing -= 1 }
            latest[index] = value
            if missing == 0 { emit(.value(latest.map { $0! })) }
        case .completed:
            guard !completed[index] else { return }
            completed[index] = true
            running -= 1
            if running == 0 { terminate(.completed, emit) }
        case let .failed(error): terminate(.failed(error), emit)
        case .interrupted: terminate(.interrupted, emit)
        }
    }

    @inlinable
    mutating func terminate(_ event: Signal<[Value], Error>.Event, _ emit: (Signal<[Value], Error>.Event) -> Void) {
        isTerminated = true
        latest = []
        emit(event)
    }
}

/// `zip` of a sequence: the n-th values of all inputs are sent together; completes once an input has completed
/// and every value it sent has been sent on.
@usableFromInline
struct ZipManyState<Value, Error: Swift.Error>: CombineManyState {
    @usableFromInline var buffers: [FIFO<Value>]
    @usableFromInline var completed: [Bool]
    /// Inputs whose buffer is empty.
    @usableFromInline var empty: Int
    @usableFromInline var isTerminated = false

    @usableFromInline
    init(count: Int) {
        buffers = Array(repeating: FIFO(), count: count)
        completed = Array(repeating: false, count: count)
        empty = count
    }

    @inlinable
    mutating func receive(_ index: Int, _ event: Signal<Value, Error>.Event, _ emit: (Signal<[Value], Error>.Event) -> Void) {
        guard !isTerminated else { return }
        switch event {
        case let .value(value):
            if buffers[index].isEmpty { empty -= 1 }
            buffers[index].append(value)
            if empty == 0 { flush(emit) }
        case .completed:
            completed[index] = true
            if buffers[index].isEmpty { terminate(.completed, emit) }
        case let .failed(error): terminate(.failed(error), emit)
        case .interrupted: terminate(.interrupted, emit)
        }
    }

    /// Sends the oldest value of every input while each has one; completes if that emptied a completed input.
    @inlinable
    mutating func flush(_ emit: (Signal<[Value], Error>.Event) -> Void) {
        while empty == 0 {
            var values: [Value] = []
            values.reserveCapacity(buffers.count)
            var isFinished = false
            for index in buffers.indices {
                values.append(buffers[index].removeFirst())
                if buffers[index].isEmpty {
                    empty += 1
                    if completed[index] { isFinished = true }
                }
            }
            emit(.value(values))
            if isFinished {
                terminate(.completed, emit)
                return
            }
        }
    }

    @inlinable
    mutating func terminate(_ event: Signal<[Value], Error>.Event, _ emit: (Signal<[Value], Error>.Event) -> Void) {
        isTerminated = true
        buffers = []
        emit(event)
    }
}
