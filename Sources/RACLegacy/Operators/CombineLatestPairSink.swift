/// The sink both inputs of `combineLatestWith:` send to. It serializes them the way every sink serializes its
/// events (one delivery owner at a time, the others queueing), and the owner updates the state and sends the tuple
/// downstream. So the state needs no lock of its own, and the subscriber's sink, only ever called by this sink's
/// owner, takes no ownership again: one synchronization point per value instead of two.
///
/// An input value that arrives while another is being delivered (from another thread, or from the subscriber's
/// own block) is queued as an `Input` and applied when its turn comes, in arrival order.
final class CombineLatestPairSink: SubscriptionSink, @unchecked Sendable { // `state` owned by the delivering thread; `downstream` immutable
    /// A queued input event.
    final class Input: @unchecked Sendable { // immutable
        enum Kind { case first, second, completed }
        let kind: Kind
        let value: Any?

        init(_ kind: Kind, _ value: Any?) {
            self.kind = kind
            self.value = value
        }
    }

    /// The subscription's sink; from now on only this sink's delivery owner calls it.
    let downstream: SubscriptionSink
    // Only the delivery owner touches it; the dynamic exclusivity check would cost per event.
    @exclusivity(unchecked) var state = CombineLatestPairStateMachine()

    /// Shares `downstream`'s disposable: disposing the subscription stops this sink too.
    init(downstream: SubscriptionSink) {
        self.downstream = downstream
        downstream.isFedSerially = true
        super.init(disposable: downstream.disposable, callsBlocks: false)
    }

    /// A value of the first input (`isFirst`) or of the second, from any thread.
    @inline(__always) func receive(_ value: Any?, isFirst: Bool) {
        whileOwning({ apply(value, isFirst ? .first : .second) }, orQueue: .next(Input(isFirst ? .first : .second, value)))
    }

    /// The completion of one input, from any thread.
    func inputCompleted() {
        whileOwning({ apply(nil, .completed) }, orQueue: .next(Input(.completed, nil)))
    }

    /// An input's error ends the subscription.
    func inputFailed(_ error: (any Error)?) {
        send(.error(error))
    }

    /// Applies one input event; the caller owns delivery.
    @inline(__always) private func apply(_ value: Any?, _ kind: Input.Kind) {
        if terminated { return }
        if disposable.isDisposed { return }
        switch kind {
        case .first, .second:
            // The value is copied into the state; the tuple shares the state's array (see the state machine).
            if let elements = state.receive(value, isFirst: kind == .first) {
                downstream.sendNext(object: RACTuple(storage: elements))
            }
        case .completed:
            if state.complete() {
                terminated = true
                downstream.sendCompleted()
            }
        }
    }

    /// A queued input, applied by the owner in its turn.
    override func receiveNext(_ value: Any?) {
        let input = value as! Input
        apply(input.value, input.kind)
    }

    override func receiveError(_ error: (any Error)?) {
        downstream.sendError(error)
    }

    override func receiveCompleted() {}
}
