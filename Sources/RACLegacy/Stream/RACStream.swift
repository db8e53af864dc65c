import Foundation
import RACSupport

/// A bind function: given a value (and a stop flag), returns the stream to flatten in, or nil to end.
public typealias RACStreamBindBlock = (_ value: Any?, _ stop: inout Bool) -> RACStream?

/// Abstract base of signals and sequences; every operator here is built on bind, concat and zipWith.
open class RACStream: @unchecked Sendable, CustomStringConvertible { // only `storedName` is mutable, guarded by `nameLock`
    // Inline rather than a `Locked` box: every signal (one per `RACSignal.return`) would pay an allocation for it.
    // Visible to inlinable code so that `init()` inlines whole: `RACSignal.return(x).subscribeNext { … }` then keeps
    // its signal on the stack (private, their initializers are calls, and the signal escapes into them).
    @usableFromInline let nameLock = Lock(())
    @exclusivity(unchecked) @usableFromInline var storedName = ""

    /// For subclasses.
    @inlinable public init() {}

    /// Debugging name; empty by default.
    public var name: String {
        get { nameLock.withLock { _ in storedName } }
        set { nameLock.withLock { _ in storedName = newValue } }
    }

    /// Sets `name` from a printf-style format (`%@` prints any value) and returns the receiver.
    @discardableResult public func setNameWithFormat(_ format: String, _ arguments: Any?...) -> Self {
        name = RACFormat(format, arguments)
        return self
    }

    /// "<ClassName: 0xADDRESS> name: NAME".
    open var description: String {
        "<\(type(of: self)): \(addressString(self))> name: \(name)"
    }

    /// A stream with no values; subclasses must override.
    open class func empty() -> RACStream {
        preconditionFailure("+[RACStream empty] must be overridden by \(self)")
    }

    /// A stream of exactly one value; subclasses must override.
    open class func `return`(_ value: Any?) -> RACStream {
        preconditionFailure("+[RACStream return:] must be overridden by \(self)")
    }

    /// Maps each value to a stream through a fresh bind function; subclasses must override.
    open func bind(_ block: @escaping () -> RACStreamBindBlock) -> RACStream {
        preconditionFailure("-[RACStream bind:] must be overridden by \(type(of: self))")
    }

    /// Values of the receiver, then values of `stream`; subclasses must override.
    open func concat(_ stream: RACStream) -> RACStream {
        preconditionFailure("-[RACStream concat:] must be overridden by \(type(of: self))")
    }

    /// Pairs nth values into tuples; subclasses must override.
    open func zipWith(_ stream: RACStream) -> RACStream {
        preconditionFailure("-[RACStream zipWith:] must be overridden by \(type(of: self))")
    }

    /// Maps each value to a stream and flattens; nil means empty.
    public func flattenMap(_ block: @escaping (Any?) -> RACStream?) -> RACStream {
        let kind = type(of: self)
        return bind {
            return { value, _ in block(value) ?? kind.empty() }
        }
    }

    /// Flattens a stream of streams.
    public func flatten() -> RACStream {
        flattenMap { value in
            precondition(value is RACStream, "-[RACStream flatten] requires a stream of streams, got \(String(describing: value))")
            return value as? RACStream
        }
    }

    /// Transforms each value.
    public func map(_ block: @escaping (Any?) -> Any?) -> RACStream {
        let kind = type(of: self)
        return flattenMap { kind.return(block($0)) }
    }

    /// Replaces every value with `object`.
    public func mapReplace(_ object: Any?) -> RACStream {
        map { _ in object }
    }

    /// Keeps the values for which `block` is true.
    public func filter(_ block: @escaping (Any?) -> Bool) -> RACStream {
        let kind = type(of: self)
        return flattenMap { value in block(value) ? kind.return(value) : kind.empty() }
    }

    /// Drops values RAC-equal to `value`.
    public func ignore(_ value: Any?) -> RACStream {
        filter { !RACEqual($0, value) }
    }

    /// `value` first, then the receiver's values.
    public func startWith(_ value: Any?) -> RACStream {
        type(of: self).return(value).concat(self)
    }

    /// Drops the first `skipCount` values.
    public func skip(_ skipCount: Int) -> RACStream {
        let kind = type(of: self)
        return bind {
            var skipped = 0
            return { value, _ in
                if skipped >= skipCount { return kind.return(value) }
                skipped += 1
                return kind.empty()
            }
        }
    }

    /// The first `count` values, then the end.
    public func take(_ count: Int) -> RACStream {
        precondition(count >= 0, "-[RACStream take:] requires a non-negative count, got \(count)")
        let kind = type(of: self)
        if count == 0 { return kind.empty() }
        return bind {
            var taken = 0
            return { value, stop in
                taken += 1
                if taken >= count { stop = true }
                return kind.return(value)
            }
        }
    }

    /// Tuples of the nth values of every stream.
    public class func zip(_ streams: [RACStream]) -> RACStream {
        var result: RACStream?
        for stream in streams {
            precondition(accepts(stream), "+[RACStream zip:] requires every stream to be a \(self)")
            if let current = result {
                result = current.zipWith(stream).map { pair in
                    let tuple = pair as! RACTuple
                    return (tuple.storage[0] as! RACTuple).tupleByAddingObject(tuple[1])
                }
            } else {
                result = stream.map { RACTuple(values: [$0]) }
            }
        }
        return result ?? empty()
    }

    /// Concatenates the streams in array order.
    public class func concat(_ streams: [RACStream]) -> RACStream {
        var result: RACStream?
        for stream in streams {
            precondition(accepts(stream), "+[RACStream concat:] requires every stream to be a \(self)")
            result = result.map { $0.concat(stream) } ?? stream
        }
        return result ?? empty()
    }

    /// Every running accumulation.
    public func scanWithStart(_ startingValue: Any?, reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACStream {
        scanWithStart(startingValue, reduceWithIndex: { running, next, _ in reduceBlock(running, next) })
    }

    /// Every running accumulation; the block also receives the value's index.
    public func scanWithStart(_ startingValue: Any?, reduceWithIndex reduceBlock: @escaping (Any?, Any?, Int) -> Any?) -> RACStream {
        let kind = type(of: self)
        return bind {
            var running = startingValue
            var index = 0
            return { value, _ in
                running = reduceBlock(running, value, index)
                index += 1
                return kind.return(running)
            }
        }
    }

    /// `block(previous, current)` per value; the first previous is `start`.
    public func combinePreviousWithStart(_ start: Any?, reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACStream {
        scanWithStart(RACTuple(values: [start]), reduce: { previous, next in
            let result = reduceBlock((previous as! RACTuple)[0], next)
            return RACTuple(values: [next, result])
        }).map { ($0 as! RACTuple)[1] }
    }

    /// Ends before the first value passing `predicate`.
    public func takeUntilBlock(_ predicate: @escaping (Any?) -> Bool) -> RACStream {
        let kind = type(of: self)
        return bind {
            return { value, _ in predicate(value) ? nil : kind.return(value) }
        }
    }

    /// Ends before the first value failing `predicate`.
    public func takeWhileBlock(_ predicate: @escaping (Any?) -> Bool) -> RACStream {
        takeUntilBlock { !predicate($0) }
    }

    /// Drops values until one passes `predicate`.
    public func skipUntilBlock(_ predicate: @escaping (Any?) -> Bool) -> RACStream {
        let kind = type(of: self)
        return bind {
            var skipping = true
            return { value, _ in
                if skipping {
                    if predicate(value) { skipping = false } else { return kind.empty() }
                }
                return kind.return(value)
            }
        }
    }

    /// Drops values while they pass `predicate`.
    public func skipWhileBlock(_ predicate: @escaping (Any?) -> Bool) -> RACStream {
        skipUntilBlock { !predicate($0) }
    }

    /// Drops values RAC-equal to the previous one; the first value always passes.
    public func distinctUntilChanged() -> RACStream {
        let kind = type(of: self)
        return bind {
            var last: Any?
            var initial = true
            return { value, _ in
                if !initial && RACEqual(last, value) { return kind.empty() }
                initial = false
                last = value
                return kind.return(value)
            }
        }
    }

    /// Unpacks each RACTuple into the block's argument.
    public func reduceEach(_ reduceBlock: @escaping (Any?) -> Any?) -> RACStream {
        map { let t = reduceTuple($0, "-[RACStream reduceEach:]"); return reduceBlock(t[0]) }
    }

    /// Unpacks each RACTuple into the block's 2 arguments.
    public func reduceEach(_ reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACStream {
        map { let t = reduceTuple($0, "-[RACStream reduceEach:]"); return reduceBlock(t[0], t[1]) }
    }

    /// Unpacks each RACTuple into the block's 3 arguments.
    public func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?) -> Any?) -> RACStream {
        map { let t = reduceTuple($0, "-[RACStream reduceEach:]"); return reduceBlock(t[0], t[1], t[2]) }
    }

    /// Unpacks each RACTuple into the block's 4 arguments.
    public func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?) -> Any?) -> RACStream {
        map { let t = reduceTuple($0, "-[RACStream reduceEach:]"); return reduceBlock(t[0], t[1], t[2], t[3]) }
    }

    /// Unpacks each RACTuple into the block's 5 arguments.
    public func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACStream {
        map { let t = reduceTuple($0, "-[RACStream reduceEach:]"); return reduceBlock(t[0], t[1], t[2], t[3], t[4]) }
    }

    /// Unpacks each RACTuple into the block's 6 arguments.
    public func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACStream {
        map { let t = reduceTuple($0, "-[RACStream reduceEach:]"); return reduceBlock(t[0], t[1], t[2], t[3], t[4], t[5]) }
    }

    /// Passes each RACTuple's elements as an array.
    @_disfavoredOverload public func reduceEach(_ reduceBlock: @escaping ([Any?]) -> Any?) -> RACStream {
        map { value in reduceBlock(Array(reduceTuple(value, "-[RACStream reduceEach:]"))) }
    }

    /// Zips and reduces with a 1-argument block.
    public class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?) -> Any?) -> RACStream {
        zip(streams).reduceEach(reduceBlock)
    }

    /// Zips and reduces with a 2-argument block.
    public class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?) -> Any?) -> RACStream {
        zip(streams).reduceEach(reduceBlock)
    }

    /// Zips and reduces with a 3-argument block.
    public class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?) -> Any?) -> RACStream {
        zip(streams).reduceEach(reduceBlock)
    }

    /// Zips and reduces with a 4-argument block.
    public class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?) -> Any?) -> RACStream {
        zip(streams).reduceEach(reduceBlock)
    }

    /// Zips and reduces with a 5-argument block.
    public class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACStream {
        zip(streams).reduceEach(reduceBlock)
    }

    /// Zips and reduces with a 6-argument block.
    public class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?) -> RACStream {
        zip(streams).reduceEach(reduceBlock)
    }

    /// Zips and reduces with an array block.
    @_disfavoredOverload public class func zip(_ streams: [RACStream], reduce reduceBlock: @escaping ([Any?]) -> Any?) -> RACStream {
        zip(streams).reduceEach(reduceBlock)
    }

    /// True when `stream` is of the receiver's kind (a signal for RACSignal, a sequence for RACSequence).
    class func accepts(_ stream: RACStream) -> Bool {
        stream is Self
    }
}
