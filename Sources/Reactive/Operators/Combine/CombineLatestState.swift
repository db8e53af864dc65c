/// The state machine of a two-input `combineLatest`: pure transitions that emit the events to send.
@usableFromInline
struct CombineLatestState<A, B, Error: Swift.Error> {
    @usableFromInline var latestA: A?
    @usableFromInline var latestB: B?
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
            latestA = value
            if let latestB { emit(.value((value, latestB))) }
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
            latestB = value
            if let latestA { emit(.value((latestA, value))) }
        case .completed:
            completedB = true
            finishIfDone(emit)
        case let .failed(error): terminate(.failed(error), emit)
        case .interrupted: terminate(.interrupted, emit)
        }
    }

    @inlinable
    mutating func finishIfDone(_ emit: Emit) {
        if completedA && completedB { terminate(.completed, emit) }
    }

    @inlinable
    mutating func terminate(_ event: Signal<(A, B), Error>.Event, _ emit: Emit) {
        isTerminated = true
        latestA = nil
        latestB = nil
        emit(event)
    }
}
