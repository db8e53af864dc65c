import Foundation

/// A push-driven stream of values, ending with an error or a completion.
open class RACSignal: RACStream, @unchecked Sendable { // subclasses guard their own state
    /// For subclasses only; a bare RACSignal cannot be subscribed to.
    @inlinable public override init() {
        super.init()
    }

    /// A cold signal whose `didSubscribe` runs once per subscription, on the subscription scheduler.
    public static func createSignal(_ didSubscribe: @escaping (any RACSubscriber) -> RACDisposable?) -> RACSignal {
        RACDynamicSignal(.returning(didSubscribe))
    }

    /// Internal creation form: the body gets the subscription's sink and adds its disposables to `sink.disposable`
    /// right away, so a synchronous downstream disposal reaches upstream work before `body` returns.
    @inlinable static func create(_ body: @escaping (SubscriptionSink) -> Void) -> RACSignal {
        RACDynamicSignal(.sink(body))
    }

    /// A signal that errors immediately on subscription.
    public static func error(_ error: (any Error)?) -> RACSignal {
        RACImmediateSignal(error: error)
    }

    /// A signal that never sends anything.
    public static func never() -> RACSignal {
        create { _ in }
    }

    /// Runs `block` once, now, on `scheduler`, replaying its events to every subscriber.
    public static func startEagerlyWithScheduler(_ scheduler: RACScheduler, block: @escaping (any RACSubscriber) -> Void) -> RACSignal {
        let signal = startLazilyWithScheduler(scheduler, block: block)
        RACScheduler.synchronously { signal.publish().connect() }
        return signal
    }

    /// Runs `block` once, on `scheduler`, at the first subscription, replaying its events to every subscriber.
    public static func startLazilyWithScheduler(_ scheduler: RACScheduler, block: @escaping (any RACSubscriber) -> Void) -> RACSignal {
        let connection = create { sink in block(sink) }
            .subscribeOn(scheduler)
            .multicast(RACReplaySubject())
        return create { sink in
            sink.disposable.addDisposable(connection.signal.subscribe(sink))
            sink.disposable.addDisposable(connection.connect())
        }
    }

    /// A signal that completes immediately.
    public override class func empty() -> RACSignal {
        RACImmediateSignal(kind: .completed, value: nil, failure: nil).derivedName(from: nil, "+empty")
    }

    /// A signal that sends `value`, then completes.
    @inlinable public override class func `return`(_ value: Any?) -> RACSignal {
        RACImmediateSignal(value: value)
    }

    /// Subscribes to the signal returned for each value and merges them; completes when all completed. Each nested
    /// `bind` is one nested call when subscribing and when delivering (see `flattenMap(_:)` for the depth that fits).
    public override func bind(_ block: @escaping () -> RACStreamBindBlock) -> RACSignal {
        signalBind(block).derivedName(from: self, "-bind:")
    }

    /// Values of the receiver, then of `stream`, subscribed only after the receiver completed.
    public override func concat(_ stream: RACStream) -> RACSignal {
        signalConcat(stream).derivedName(from: self, "-concat:")
    }

    /// Tuples of the receiver's and `stream`'s nth values.
    public override func zipWith(_ stream: RACStream) -> RACSignal {
        signalZipWith(stream).derivedName(from: self, "-zipWith:")
    }

    /// Merges a signal of signals.
    public override func flatten() -> RACSignal {
        signalFlatten().derivedName(from: self, "-flatten")
    }

    /// Transforms each value.
    public override func map(_ block: @escaping (Any?) -> Any?) -> RACSignal {
        signalMap(block).derivedName(from: self, "-map:")
    }

    /// Keeps values for which `block` is true.
    public override func filter(_ block: @escaping (Any?) -> Bool) -> RACSignal {
        signalFilter(block).derivedName(from: self, "-filter:")
    }

    /// Drops the first `skipCount` values.
    public override func skip(_ skipCount: Int) -> RACSignal {
        signalSkip(skipCount).derivedName(from: self, "-skip:")
    }

    /// The first `count` values, then completion (disposing the source subscription).
    public override func take(_ count: Int) -> RACSignal {
        signalTake(count).derivedName(from: self, "-take:")
    }

    /// Tuples of the nth values of every signal.
    public override class func zip(_ streams: [RACStream]) -> RACSignal {
        RACSignal.signalZip(streams).derivedName(from: nil, "+zip:")
    }

    /// Concatenates the signals, subscribing to each only after the previous completed.
    public override class func concat(_ streams: [RACStream]) -> RACSignal {
        RACSignal.signalConcat(streams).derivedName(from: nil, "+concat:")
    }

    /// Maps each value to a signal and merges them.
    ///
    /// Like RAC 2's, each nested `flattenMap` (or `bind`, `flatten`) is one nested call when subscribing and when
    /// delivering: on an 8 MiB stack about 3,000 nested levels fit in a debug build (1,000 tested) and 10,000 in an
    /// optimized one. Chains of `map` and `filter` run as one step and have no such limit (100,000 tested).
    public override func flattenMap(_ block: @escaping (Any?) -> RACStream?) -> RACSignal {
        (super.flattenMap(block) as! RACSignal).derivedName(from: self, "-flattenMap:")
    }

    /// Replaces every value with `object`.
    public override func mapReplace(_ object: Any?) -> RACSignal {
        (super.mapReplace(object) as! RACSignal).derivedName(from: self, "-mapReplace:")
    }

    /// Drops values RAC-equal to `value`.
    public override func ignore(_ value: Any?) -> RACSignal {
        (super.ignore(value) as! RACSignal).derivedName(from: self, "-ignore:")
    }

    /// Unpacks each RACTuple into a 1-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?) -> Any?) -> RACSignal {
        (super.reduceEach(reduceBlock) as! RACSignal).derivedName(from: self, "-reduceEach:")
    }

    /// Unpacks each RACTuple into a 2-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSignal {
        (super.reduceEach(reduceBlock) as! RACSignal).derivedName(from: self, "-reduceEach:")
    }

    /// Unpacks each RACTuple into a 3-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?) -> Any?) -> RACSignal {
        (super.reduceEach(reduceBlock) as! RACSignal).derivedName(from: self, "-reduceEach:")
    }

    /// Unpacks each RACTuple into a 4-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?) -> Any?) -> RACSignal {
        (super.reduceEach(reduceBlock) as! RACSignal).derivedName(from: self, "-reduceEach:")
    }

    /// Unpacks each RACTuple into a 5-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACSignal {
        (super.reduceEach(reduceBlock) as! RACSignal).derivedName(from: self, "-reduceEach:")
    }

    /// Unpacks each RACTuple into a 6-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACSignal {
        (super.reduceEach(reduceBlock) as! RACSignal).derivedName(from: self, "-reduceEach:")
    }

    /// Passes each RACTuple's elements as an array.
    @_disfavoredOverload public override func reduceEach(_ reduceBlock: @escaping ([Any?]) -> Any?) -> RACSignal {
        (super.reduceEach(reduceBlock) as! RACSignal).derivedName(from: self, "-reduceEach:")
    }

    /// Sends `value` first.
    public override func startWith(_ value: Any?) -> RACSignal {
        (super.startWith(value) as! RACSignal).derivedName(from: self, "-startWith:")
    }

    /// Sends every running accumulation.
    public override func scanWithStart(_ startingValue: Any?, reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSignal {
        (super.scanWithStart(startingValue, reduce: reduceBlock) as! RACSignal).derivedName(from: self, "-scanWithStart:reduce:")
    }

    /// Sends every running accumulation, with indexes.
    public override func scanWithStart(_ startingValue: Any?, reduceWithIndex reduceBlock: @escaping (Any?, Any?, Int) -> Any?) -> RACSignal {
        (super.scanWithStart(startingValue, reduceWithIndex: reduceBlock) as! RACSignal).derivedName(from: self, "-scanWithStart:reduceWithIndex:")
    }

    /// Combines each value with the previous one.
    public override func combinePreviousWithStart(_ start: Any?, reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSignal {
        (super.combinePreviousWithStart(start, reduce: reduceBlock) as! RACSignal).derivedName(from: self, "-combinePreviousWithStart:reduce:")
    }

    /// Ends before the first value passing `predicate`.
    public override func takeUntilBlock(_ predicate: @escaping (Any?) -> Bool) -> RACSignal {
        (super.takeUntilBlock(predicate) as! RACSignal).derivedName(from: self, "-takeUntilBlock:")
    }

    /// Ends before the first value failing `predicate`.
    public override func takeWhileBlock(_ predicate: @escaping (Any?) -> Bool) -> RACSignal {
        (super.takeWhileBlock(predicate) as! RACSignal).derivedName(from: self, "-takeWhileBlock:")
    }

    /// Drops values until one passes `predicate`.
    public override func skipUntilBlock(_ predicate: @escaping (Any?) -> Bool) -> RACSignal {
        (super.skipUntilBlock(predicate) as! RACSignal).derivedName(from: self, "-skipUntilBlock:")
    }

    /// Drops values while they pass `predicate`.
    public override func skipWhileBlock(_ predicate: @escaping (Any?) -> Bool) -> RACSignal {
        (super.skipWhileBlock(predicate) as! RACSignal).derivedName(from: self, "-skipWhileBlock:")
    }

    /// Drops values RAC-equal to the previous one.
    public override func distinctUntilChanged() -> RACSignal {
        (super.distinctUntilChanged() as! RACSignal).derivedName(from: self, "-distinctUntilChanged")
    }

    /// Zips and reduces with a 1-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?) -> Any?) -> RACSignal {
        (super.zip(streams, reduce: reduceBlock) as! RACSignal).derivedName(from: nil, "+zip:reduce:")
    }

    /// Zips and reduces with a 2-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSignal {
        (super.zip(streams, reduce: reduceBlock) as! RACSignal).derivedName(from: nil, "+zip:reduce:")
    }

    /// Zips and reduces with a 3-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?) -> Any?) -> RACSignal {
        (super.zip(streams, reduce: reduceBlock) as! RACSignal).derivedName(from: nil, "+zip:reduce:")
    }

    /// Zips and reduces with a 4-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?) -> Any?) -> RACSignal {
        (super.zip(streams, reduce: reduceBlock) as! RACSignal).derivedName(from: nil, "+zip:reduce:")
    }

    /// Zips and reduces with a 5-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACSignal {
        (super.zip(streams, reduce: reduceBlock) as! RACSignal).derivedName(from: nil, "+zip:reduce:")
    }

    /// Zips and reduces with a 6-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACSignal {
        (super.zip(streams, reduce: reduceBlock) as! RACSignal).derivedName(from: nil, "+zip:reduce:")
    }

    /// Zips and reduces with an array block.
    @_disfavoredOverload public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping ([Any?]) -> Any?) -> RACSignal {
        (super.zip(streams, reduce: reduceBlock) as! RACSignal).derivedName(from: nil, "+zip:reduce:")
    }

    /// Subscribes `subscriber`; disposing the result stops delivery and upstream work. Subclasses override.
    @discardableResult open func subscribe(_ subscriber: any RACSubscriber) -> RACDisposable {
        preconditionFailure("-[RACSignal subscribe:] must be overridden by \(type(of: self))")
    }

    /// Subscribes blocks, with no subscriber object where the signal can call them itself (subjects, `return`);
    /// the subscription's disposable is added to `parent` before the subscription starts, so that a synchronous
    /// disposal of `parent` reaches it. The default wraps the blocks in a RACBlockSubscriber for `subscribe(_:)`.
    @usableFromInline @discardableResult
    func subscribeBlocks(next: ((Any?) -> Void)?, error: (((any Error)?) -> Void)?, completed: (() -> Void)?,
                         into parent: RACCompoundDisposable?) -> RACDisposable {
        let subscriber = RACBlockSubscriber(next: next, error: error, completed: completed)
        if let parent { parent.addDisposable(subscriber.subscriptions) }
        return subscribe(subscriber)
    }

    /// Subscribes blocks to the receiver, linking the upstream subscription into `sink` before it starts; errors
    /// and completion are forwarded to `sink` unless blocks are given for them.
    func subscribe(into sink: SubscriptionSink, next: @escaping (Any?) -> Void,
                   error: (((any Error)?) -> Void)? = nil,
                   completed: (() -> Void)? = nil) {
        subscribeBlocks(next: next, error: error ?? { sink.sendError($0) },
                        completed: completed ?? { sink.sendCompleted() }, into: sink.disposable)
    }
}

/// The signal behind `createSignal`: runs its subscription body per subscriber through the subscription scheduler.
@usableFromInline
final class RACDynamicSignal: RACSignal, @unchecked Sendable { // immutable
    @usableFromInline enum Body {
        case returning((any RACSubscriber) -> RACDisposable?)
        case sink((SubscriptionSink) -> Void)
    }

    @usableFromInline let body: Body
    /// Set when the signal is a run of maps and filters: a map or filter of it joins the run.
    @usableFromInline let fused: FusedSteps?

    @inlinable init(_ body: Body) {
        self.body = body
        fused = nil
        super.init()
    }

    /// The signal of a run of maps and filters.
    init(_ fused: FusedSteps) {
        body = .sink { sink in fused.run(into: sink) }
        self.fused = fused
        super.init()
    }

    @discardableResult
    override func subscribe(_ subscriber: any RACSubscriber) -> RACDisposable {
        let disposable = RACCompoundDisposable()
        let sink = ForwardingSink(subscriber, disposable: disposable)
        sink.retainedSignal = self
        if RACScheduler.hasCurrentScheduler {
            // Run inline without building the deferred closure (the common case: no allocation for it). Like RAC 2,
            // the body runs even when the subscriber had already finished (and so disposed the subscription at
            // once): what it returns is then disposed straight away.
            run(sink)
        } else {
            // Deferred: disposing the subscription first cancels the body, as it cancels RAC 2's scheduled block.
            disposable.addDisposable(RACScheduler.subscriptionScheduler().schedule { [self] in
                if !sink.disposable.isDisposed { run(sink) }
            })
        }
        return disposable
    }

    /// Runs the subscription body for `sink`.
    @usableFromInline
    func run(_ sink: SubscriptionSink) {
        switch body {
        case .returning(let didSubscribe):
            sink.disposable.addDisposable(didSubscribe(sink))
        case .sink(let didSubscribe):
            didSubscribe(sink)
        }
    }
}
