extension RACSignal {
    /// Subscribes a value block; errors and completion are ignored.
    @discardableResult public func subscribeNext(_ nextBlock: @escaping (Any?) -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: nextBlock, error: nil, completed: nil))
    }

    /// Subscribes value and completion blocks.
    @discardableResult public func subscribeNext(_ nextBlock: @escaping (Any?) -> Void, completed completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: nextBlock, error: nil, completed: completedBlock))
    }

    /// Subscribes value, error and completion blocks.
    @discardableResult public func subscribeNext(_ nextBlock: @escaping (Any?) -> Void, error errorBlock: @escaping ((any Error)?) -> Void, completed completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: nextBlock, error: errorBlock, completed: completedBlock))
    }

    /// Subscribes value and error blocks.
    @discardableResult public func subscribeNext(_ nextBlock: @escaping (Any?) -> Void, error errorBlock: @escaping ((any Error)?) -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: nextBlock, error: errorBlock, completed: nil))
    }

    /// Subscribes an error block.
    @discardableResult public func subscribeError(_ errorBlock: @escaping ((any Error)?) -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: nil, error: errorBlock, completed: nil))
    }

    /// Subscribes a completion block.
    @discardableResult public func subscribeCompleted(_ completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: nil, error: nil, completed: completedBlock))
    }

    /// Subscribes error and completion blocks.
    @discardableResult public func subscribeError(_ errorBlock: @escaping ((any Error)?) -> Void, completed completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: nil, error: errorBlock, completed: completedBlock))
    }
}
