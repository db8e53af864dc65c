/// Pre-2.0 name of RACSignal.
public typealias RACSubscribable = RACSignal

extension RACSignal {
    /// Pre-2.0 name of `createSignal(_:)`.
    public static func createSubscribable(_ didSubscribe: @escaping (any RACSubscriber) -> RACDisposable?) -> RACSignal {
        createSignal(didSubscribe)
    }

    /// Pre-2.0 name of `filter(_:)`.
    public func `where`(_ block: @escaping (Any?) -> Bool) -> RACSignal {
        filter(block)
    }

    /// Pre-2.0 name of `map(_:)`.
    public func select(_ block: @escaping (Any?) -> Any?) -> RACSignal {
        map(block)
    }
}
