/// What a composed producer is made of, held by the producer next to its start handler. A deep chain of composed
/// producers is then a chain of nodes, and releasing it dismantles the chain with a loop instead of one nested release
/// per link, which would overflow the stack.
@usableFromInline
class ProducerNode {
    /// True for a `ConcatenatedProducers` (checked instead of a dynamic cast).
    @usableFromInline let isConcatenation: Bool

    @inlinable
    init(isConcatenation: Bool) {
        self.isConcatenation = isConcatenation
    }

    /// Detaches the nodes of the producers this node holds and returns them; called when it is released.
    @usableFromInline
    func takeChildren() -> [ProducerNode] { [] }

    /// Lets go of `pending` and, for each node nothing else holds, of the nodes it holds, with a loop. `pending`
    /// must be the only holder of its buffer, or the nodes would be released with it, one nested release per link.
    @usableFromInline
    static func release(_ pending: inout [ProducerNode]) {
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node) {
                pending.append(contentsOf: node.takeChildren())
            }
        }
    }
}

/// The node of a producer made by a stateless step (`map`, `filter`, ...): the producer the step reads, and the step.
/// The producer's start handler holds the node; releasing the node lets go of the upstream's (see `takeChildren`).
@usableFromInline
final class ProducerStep<Value, Error: Swift.Error, U, F: Swift.Error>: ProducerNode {
    // Immutable after init except in `deinit`, which only runs when no other thread can reach the node.
    @usableFromInline @exclusivity(unchecked) var upstream: SignalProducer<Value, Error>
    /// Builds the upstream run's observer from the downstream's.
    @usableFromInline let step: (Signal<U, F>.Observer) -> Signal<Value, Error>.Observer.Action

    @inlinable
    init(upstream: SignalProducer<Value, Error>, step: @escaping (Signal<U, F>.Observer) -> Signal<Value, Error>.Observer.Action) {
        self.upstream = upstream
        self.step = step
        super.init(isConcatenation: false)
    }

    /// Takes the upstream's node and replaces the upstream with a producer holding nothing, so that the upstream's
    /// start handler (which holds that node too) is released now and the node can be released by the loop.
    @usableFromInline
    override func takeChildren() -> [ProducerNode] {
        guard let node = upstream.node else { return [] }
        upstream = .empty
        return [node]
    }

    deinit {
        var children = takeChildren()
        ProducerNode.release(&children)
    }
}

/// The node of a producer lifted through a signal operator (or flattened): the producer it starts, and what is
/// attached to each run's signal.
@usableFromInline
final class ProducerLift<Value, Error: Swift.Error, U, F: Swift.Error>: ProducerNode {
    // Immutable after init except in `deinit`, which only runs when no other thread can reach the node.
    @usableFromInline @exclusivity(unchecked) var upstream: SignalProducer<Value, Error>
    /// Feeds the observer from the upstream run's signal (the operator's output, observed), before the run starts;
    /// also gets the run's interrupt handle, which the run's lifetime already disposes.
    @usableFromInline let attach: (Signal<Value, Error>, any Disposable, Signal<U, F>.Observer, Lifetime) -> Void

    @inlinable
    init(upstream: SignalProducer<Value, Error>,
         attach: @escaping (Signal<Value, Error>, any Disposable, Signal<U, F>.Observer, Lifetime) -> Void) {
        self.upstream = upstream
        self.attach = attach
        super.init(isConcatenation: false)
    }

    /// The start handler: starts the upstream with a run that counts towards the depth checks (see
    /// `Signal.Core.counting`), from the trampoline when the stack is deep.
    @inlinable
    func start(_ observer: Signal<U, F>.Observer, _ lifetime: Lifetime) {
        let run = Signal<Value, Error>(core: .counting(after: observer.target?.chainLength ?? 0))
        let (trampoline, action) = DeliveryTrampoline.check()
        switch action {
        case .proceed: start(in: run, observer, lifetime)
        case .run: trampoline.run { start(in: run, observer, lifetime) }
        case .deferred: trampoline.defer { [self] in start(in: run, observer, lifetime) }
        }
    }

    @inlinable
    func start(in run: Signal<Value, Error>, _ observer: Signal<U, F>.Observer, _ lifetime: Lifetime) {
        upstream.startWithSignal(in: run) { signal, interrupter in
            lifetime.attach(interrupter)
            attach(signal, interrupter, observer, lifetime)
        }
    }

    @usableFromInline
    override func takeChildren() -> [ProducerNode] {
        guard let node = upstream.node else { return [] }
        upstream = .empty
        return [node]
    }

    deinit {
        var children = takeChildren()
        ProducerNode.release(&children)
    }
}

/// The node of a producer lifted through a binary signal operator: the two producers it starts, and the operator.
@usableFromInline
final class ProducerPair<Value, Error: Swift.Error, U, F: Swift.Error, V, G: Swift.Error>: ProducerNode {
    // Immutable after init except in `deinit`, which only runs when no other thread can reach the node.
    @usableFromInline @exclusivity(unchecked) var left: SignalProducer<Value, Error>
    @usableFromInline @exclusivity(unchecked) var right: SignalProducer<U, F>
    @usableFromInline let transform: (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    /// The left side starts first (else the right one does).
    @usableFromInline let leftFirst: Bool
    /// The run's end detaches the observer from the operator's output (which may not end with its inputs).
    @usableFromInline let detachable: Bool

    @inlinable
    init(left: SignalProducer<Value, Error>, right: SignalProducer<U, F>, leftFirst: Bool, detachable: Bool,
         transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>) {
        self.left = left
        self.right = right
        self.leftFirst = leftFirst
        self.detachable = detachable
        self.transform = transform
        super.init(isConcatenation: false)
    }

    /// The start handler: starts both sides with runs that count towards the depth checks (see
    /// `Signal.Core.counting`), from the trampoline when the stack is deep, and observes the operator's output.
    @inlinable
    func start(_ observer: Signal<V, G>.Observer, _ lifetime: Lifetime) {
        let (trampoline, action) = DeliveryTrampoline.check()
        switch action {
        case .proceed: startBoth(observer, lifetime)
        case .run: trampoline.run { startBoth(observer, lifetime) }
        case .deferred: trampoline.defer { [self] in startBoth(observer, lifetime) }
        }
    }

    @inlinable
    func startBoth(_ observer: Signal<V, G>.Observer, _ lifetime: Lifetime) {
        let length = observer.target?.chainLength ?? 0
        let leftRun = Signal<Value, Error>(core: .counting(after: length))
        let rightRun = Signal<U, F>(core: .counting(after: length))
        func observeOutput(_ leftSignal: Signal<Value, Error>, _ rightSignal: Signal<U, F>) {
            let output = transform(leftSignal)(rightSignal)
            if detachable {
                lifetime.attach(output.observe(observer))
            } else {
                output.observeForever(observer)
            }
        }
        // A start's handler runs after the nested start's: the side started inside runs first.
        if leftFirst {
            right.startWithSignal(in: rightRun) { rightSignal, rightInterrupter in
                lifetime.attach(rightInterrupter)
                left.startWithSignal(in: leftRun) { leftSignal, leftInterrupter in
                    lifetime.attach(leftInterrupter)
                    observeOutput(leftSignal, rightSignal)
                }
            }
        } else {
            left.startWithSignal(in: leftRun) { leftSignal, leftInterrupter in
                lifetime.attach(leftInterrupter)
                right.startWithSignal(in: rightRun) { rightSignal, rightInterrupter in
                    lifetime.attach(rightInterrupter)
                    observeOutput(leftSignal, rightSignal)
                }
            }
        }
    }

    @usableFromInline
    override func takeChildren() -> [ProducerNode] {
        var nodes: [ProducerNode] = []
        if let node = left.node {
            nodes.append(node)
            left = .empty
        }
        if let node = right.node {
            nodes.append(node)
            right = .empty
        }
        return nodes
    }

    deinit {
        var children = takeChildren()
        ProducerNode.release(&children)
    }
}

/// The node of a producer that runs a list of producers (`merge`, `combineLatest` and `zip` of many): the list,
/// which the start handler reads through the node.
@usableFromInline
final class ProducerGroup<Value, Error: Swift.Error>: ProducerNode {
    // Immutable after init except in `deinit`, which only runs when no other thread can reach the node.
    @usableFromInline @exclusivity(unchecked) var parts: [SignalProducer<Value, Error>]

    @inlinable
    init(_ parts: [SignalProducer<Value, Error>]) {
        self.parts = parts
        super.init(isConcatenation: false)
    }

    @usableFromInline
    override func takeChildren() -> [ProducerNode] {
        let nodes = parts.compactMap(\.node)
        parts = []
        return nodes
    }

    deinit {
        var children = takeChildren()
        ProducerNode.release(&children)
    }
}

// Never mutated while shared: `upstream` changes only in `deinit`.
extension ProducerNode: @unchecked Sendable {}
extension ProducerStep: @unchecked Sendable {}
extension ProducerLift: @unchecked Sendable {}
extension ProducerPair: @unchecked Sendable {}
extension ProducerGroup: @unchecked Sendable {}

extension SignalProducer {
    /// The halves of this producer when it is a `concat`.
    @inlinable
    var concatenation: ConcatenatedProducers<Value, Error>? {
        guard let node, node.isConcatenation else { return nil }
        return unsafeDowncast(node, to: ConcatenatedProducers<Value, Error>.self)
    }
}
