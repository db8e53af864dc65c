import Foundation

/// A pull-driven, immutable, lazily evaluated list of non-nil values.
open class RACSequence: RACStream, Sequence, @unchecked Sendable { // subclasses guard their own memoized state
    /// For subclasses.
    public override init() {
        super.init()
    }

    /// The first value; nil for an empty sequence.
    open var head: Any? { nil }

    /// The rest of the sequence, nil if none.
    open var tail: RACSequence? { nil }

    /// Every value, stopping at the first nil head.
    public var array: [Any] {
        var result: [Any] = []
        var cursor: RACSequence? = self
        while let sequence = cursor, let value = sequence.head {
            result.append(value)
            cursor = sequence.tail
        }
        return result
    }

    /// A lazy iterator evaluating one head per step.
    public var objectEnumerator: AnyIterator<Any> { makeIterator() }

    /// An equal sequence evaluated now, whose operators are eager.
    public var eagerSequence: RACSequence { EagerSequence(array, offset: 0) }

    /// An equal sequence whose operators are lazy.
    public var lazySequence: RACSequence { self }

    /// Sends the values on a new background scheduler.
    public func signal() -> RACSignal {
        signalWithScheduler(RACScheduler.scheduler())
    }

    /// Sends each value then completes, via scheduleRecursiveBlock on `scheduler`.
    public func signalWithScheduler(_ scheduler: RACScheduler) -> RACSignal {
        RACSignal.create { sink in
            var cursor: RACSequence? = self
            let run = scheduler.scheduleRecursiveBlock { reschedule in
                guard let sequence = cursor, let value = sequence.head else {
                    sink.sendCompleted()
                    return
                }
                sink.sendNext(value)
                cursor = sequence.tail
                reschedule()
            }
            sink.disposable.addDisposable(run)
        }
    }

    /// Left-associative fold, start first.
    public func foldLeftWithStart(_ start: Any?, reduce: (Any?, Any?) -> Any?) -> Any? {
        var accumulator = start
        for value in self { accumulator = reduce(accumulator, value) }
        return accumulator
    }

    /// Right-associative lazy fold: `rest.head` is the fold of the remainder, computed on demand.
    public func foldRightWithStart(_ start: Any?, reduce: @escaping (Any?, RACSequence) -> Any?) -> Any? {
        guard let first = head else { return start }
        // The tail is read inside the block, only when the reduce block reads `rest.head`.
        let rest = RACSequence.sequenceWithHeadBlock({ [self] in
            tail?.foldRightWithStart(start, reduce: reduce) ?? start
        }, tailBlock: nil)
        return reduce(first, rest)
    }

    /// True at the first value passing `block`.
    public func any(_ block: (Any?) -> Bool) -> Bool {
        objectPassingTest(block) != nil
    }

    /// True when every value passes; stops calling `block` after a failure but evaluates the rest (as RAC 2).
    public func all(_ block: (Any?) -> Bool) -> Bool {
        var result = true
        for value in self where result {
            result = block(value)
        }
        if !result { for _ in self {} }
        return result
    }

    /// The leftmost value passing `block`, or nil.
    public func objectPassingTest(_ block: (Any?) -> Bool) -> Any? {
        for value in self where block(value) { return value }
        return nil
    }

    /// A lazy sequence from a head block and an optional tail block, each run at most once.
    public static func sequenceWithHeadBlock(_ headBlock: @escaping () -> Any?, tailBlock: (() -> RACSequence?)?) -> RACSequence {
        LazySequence(head: headBlock, tail: tailBlock ?? { nil })
    }

    /// Iterates lazily, ending at the first nil head.
    public func makeIterator() -> AnyIterator<Any> {
        var cursor: RACSequence? = self
        return AnyIterator {
            guard let sequence = cursor, let value = sequence.head else {
                cursor = nil
                return nil
            }
            cursor = sequence.tail
            return value
        }
    }

    /// The empty sequence.
    public override class func empty() -> RACSequence {
        ArraySequence([], offset: 0)
    }

    /// A one-element sequence.
    public override class func `return`(_ value: Any?) -> RACSequence {
        ArraySequence([flattenOptional(value) as Any], offset: 0)
    }

    /// Lazily maps each value to a sequence and concatenates them.
    public override func bind(_ block: @escaping () -> RACStreamBindBlock) -> RACSequence {
        lazyBind(block(), passingThrough: nil)
    }

    /// Lazy concatenation.
    public override func concat(_ stream: RACStream) -> RACSequence {
        guard let sequence = stream as? RACSequence else {
            preconditionFailure("-[RACSequence concat:] requires a RACSequence, got \(stream)")
        }
        return ArraySequence([self, sequence], offset: 0).flatten()
    }

    /// Tuples of nth elements; as long as the shorter sequence.
    public override func zipWith(_ stream: RACStream) -> RACSequence {
        guard let other = stream as? RACSequence else {
            preconditionFailure("-[RACSequence zipWith:] requires a RACSequence, got \(stream)")
        }
        return RACSequence.sequenceWithHeadBlock({ [self] in
            guard let a = head, let b = other.head else { return nil }
            return RACTuple(values: [a, b])
        }, tailBlock: { [self] in
            guard head != nil, other.head != nil, let a = tail, let b = other.tail, a.head != nil, b.head != nil else { return nil }
            return a.zipWith(b)
        })
    }

    /// Lazily maps each value (generic twin so closures returning concrete types pick this operator).
    public func map<T>(_ block: @escaping (Any?) -> T) -> RACSequence {
        let erased: (Any?) -> Any? = { flattenOptional(block($0)) }
        return map(erased)
    }

    /// Maps each value to a signal and merges them.
    public override func flattenMap(_ block: @escaping (Any?) -> RACStream?) -> RACSequence {
        super.flattenMap(block) as! RACSequence
    }

    /// Replaces every value with `object`.
    public override func mapReplace(_ object: Any?) -> RACSequence {
        super.mapReplace(object) as! RACSequence
    }

    /// Drops values RAC-equal to `value`.
    public override func ignore(_ value: Any?) -> RACSequence {
        super.ignore(value) as! RACSequence
    }

    /// Unpacks each RACTuple into a 1-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?) -> Any?) -> RACSequence {
        super.reduceEach(reduceBlock) as! RACSequence
    }

    /// Unpacks each RACTuple into a 2-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSequence {
        super.reduceEach(reduceBlock) as! RACSequence
    }

    /// Unpacks each RACTuple into a 3-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?) -> Any?) -> RACSequence {
        super.reduceEach(reduceBlock) as! RACSequence
    }

    /// Unpacks each RACTuple into a 4-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?) -> Any?) -> RACSequence {
        super.reduceEach(reduceBlock) as! RACSequence
    }

    /// Unpacks each RACTuple into a 5-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACSequence {
        super.reduceEach(reduceBlock) as! RACSequence
    }

    /// Unpacks each RACTuple into a 6-argument block.
    public override func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACSequence {
        super.reduceEach(reduceBlock) as! RACSequence
    }

    /// Passes each RACTuple's elements as an array.
    @_disfavoredOverload public override func reduceEach(_ reduceBlock: @escaping ([Any?]) -> Any?) -> RACSequence {
        super.reduceEach(reduceBlock) as! RACSequence
    }

    /// Sends `value` first.
    public override func startWith(_ value: Any?) -> RACSequence {
        super.startWith(value) as! RACSequence
    }

    /// Sends every running accumulation.
    public override func scanWithStart(_ startingValue: Any?, reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSequence {
        super.scanWithStart(startingValue, reduce: reduceBlock) as! RACSequence
    }

    /// Sends every running accumulation, with indexes.
    public override func scanWithStart(_ startingValue: Any?, reduceWithIndex reduceBlock: @escaping (Any?, Any?, Int) -> Any?) -> RACSequence {
        super.scanWithStart(startingValue, reduceWithIndex: reduceBlock) as! RACSequence
    }

    /// Combines each value with the previous one.
    public override func combinePreviousWithStart(_ start: Any?, reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSequence {
        super.combinePreviousWithStart(start, reduce: reduceBlock) as! RACSequence
    }

    /// Ends before the first value passing `predicate`.
    public override func takeUntilBlock(_ predicate: @escaping (Any?) -> Bool) -> RACSequence {
        super.takeUntilBlock(predicate) as! RACSequence
    }

    /// Ends before the first value failing `predicate`.
    public override func takeWhileBlock(_ predicate: @escaping (Any?) -> Bool) -> RACSequence {
        super.takeWhileBlock(predicate) as! RACSequence
    }

    /// Drops values until one passes `predicate`.
    public override func skipUntilBlock(_ predicate: @escaping (Any?) -> Bool) -> RACSequence {
        super.skipUntilBlock(predicate) as! RACSequence
    }

    /// Drops values while they pass `predicate`.
    public override func skipWhileBlock(_ predicate: @escaping (Any?) -> Bool) -> RACSequence {
        super.skipWhileBlock(predicate) as! RACSequence
    }

    /// Drops values RAC-equal to the previous one.
    public override func distinctUntilChanged() -> RACSequence {
        super.distinctUntilChanged() as! RACSequence
    }

    /// Lazily transforms each value.
    public override func map(_ block: @escaping (Any?) -> Any?) -> RACSequence {
        super.map(block) as! RACSequence
    }

    /// Lazily keeps values passing `block`.
    public override func filter(_ block: @escaping (Any?) -> Bool) -> RACSequence {
        super.filter(block) as! RACSequence
    }

    /// Drops the first `skipCount` values.
    public override func skip(_ skipCount: Int) -> RACSequence {
        super.skip(skipCount) as! RACSequence
    }

    /// The first `count` values; never evaluates past them.
    public override func take(_ count: Int) -> RACSequence {
        super.take(count) as! RACSequence
    }

    /// Concatenates a sequence of sequences.
    public override func flatten() -> RACSequence {
        super.flatten() as! RACSequence
    }

    /// Zips and reduces with a 1-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?) -> Any?) -> RACSequence {
        super.zip(streams, reduce: reduceBlock) as! RACSequence
    }

    /// Zips and reduces with a 2-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACSequence {
        super.zip(streams, reduce: reduceBlock) as! RACSequence
    }

    /// Zips and reduces with a 3-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?) -> Any?) -> RACSequence {
        super.zip(streams, reduce: reduceBlock) as! RACSequence
    }

    /// Zips and reduces with a 4-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?) -> Any?) -> RACSequence {
        super.zip(streams, reduce: reduceBlock) as! RACSequence
    }

    /// Zips and reduces with a 5-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACSequence {
        super.zip(streams, reduce: reduceBlock) as! RACSequence
    }

    /// Zips and reduces with a 6-argument block.
    public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACSequence {
        super.zip(streams, reduce: reduceBlock) as! RACSequence
    }

    /// Zips and reduces with an array block.
    @_disfavoredOverload public override class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping ([Any?]) -> Any?) -> RACSequence {
        super.zip(streams, reduce: reduceBlock) as! RACSequence
    }

    /// Tuples of the nth elements.
    public override class func zip(_ streams: [RACStream]) -> RACSequence {
        super.zip(streams) as! RACSequence
    }

    /// Concatenates the sequences in order.
    public override class func concat(_ streams: [RACStream]) -> RACSequence {
        super.concat(streams) as! RACSequence
    }
}
