/// The state machine of a two-input `zip`: buffers the faster input and pairs values in order.
@usableFromInline
struct ZipState<A, B, Error: Swift.Error> {
    @usableFromInline var bufferA = FIFO<A>()
    @usableFromInline var bufferB = FIFO<B>()
    @usableFromInline var completedA = false
    @usableFromInline var completedB = false
    @usableFromInline var isTerminated = false

    @usableFromInline init() {}

    @usableFromInline
    typealias Emit = (Signal<(A, B), Error>.Event) -> Void

    @inlinable
    mutating func receiveA(_ event: Signal<A, Error>.Event, _ emit: Emit) {
        guard !isTerminated else { return }
        switch event {
        case let .value(value):
            bufferA.append(value)
            flush(emit)
        case .completed:
            completedA = true
            finishIfDone(emit)
        case let .failed(error): terminate(.failed(error), emit)
        case .interrupted: terminate(.interrupted, emit)
        }
    }

    @inlinable
    mutating func receiveB(_ event: Signal<B, Error>.Event, _ emit: Emit) {
        guard !isTerminated else { return }
        switch event {
        case let .value(value):
            bufferB.append(value)
            flush(emit)
        case .completed:
            completedB = true
            finishIfDone(emit)
        case let .failed(error): terminate(.failed(error), emit)
        case .interrupted: terminate(.interrupted, emit)
        }
    }

    @inlinable
    mutating func flush(_ emit: Emit) {
        while !bufferA.isEmpty && !bufferB.isEmpty {
            emit(.value((bufferA.removeFirst(), bufferB.removeFirst())))
        }
        finishIfDone(emit)
    }

    /// Completes once an input has completed and no more pairs can be formed.
    @inlinable
    mutating func finishIfDone(_ emit: Emit) {
        if (completedA && bufferA.isEmpty) || (completedB && bufferB.isEmpty) {
            terminate(.completed, emit)
        }
    }

    @inlinable
    mutating func terminate(_ event: Signal<(A, B), Error>.Event, _ emit: Emit) {
        isTerminated = true
        bufferA = FIFO()
        bufferB = FIFO()
        emit(event)
    }
}
