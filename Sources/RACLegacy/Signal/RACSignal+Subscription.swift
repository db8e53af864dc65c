extension RACSignal {
    /// Subscribes a value block; errors and completion are ignored.
    @inlinable @discardableResult public func subscribeNext(_ nextBlock: @escaping (Any?) -> Void) -> RACDisposable {
        subscribeBlocks(next: nextBlock, error: nil, completed: nil, into: nil)
    }

    /// Subscribes value and completion blocks.
    @discardableResult public func subscribeNext(_ nextBlock: @escaping (Any?) -> Void, completed completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribeBlocks(next: nextBlock, error: nil, completed: completedBlock, into: nil)
    }

    /// Subscribes value, error and completion blocks.
    @discardableResult public func subscribeNext(_ nextBlock: @escaping (Any?) -> Void, error errorBlock: @escaping ((any Error)?) -> Void, completed completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribeBlocks(next: nextBlock, error: errorBlock, completed: completedBlock, into: nil)
    }

    /// Subscribes value and error blocks.
    @discardableResult public func subscribeNext(_ nextBlock: @escaping (Any?) -> Void, error errorBlock: @escaping ((any Error)?) -> Void) -> RACDisposable {
        subscribeBlocks(next: nextBlock, error: errorBlock, completed: nil, into: nil)
    }

    /// Subscribes an error block.
    @discardableResult public func subscribeError(_ errorBlock: @escaping ((any Error)?) -> Void) -> RACDisposable {
        subscribeBlocks(next: nil, error: errorBlock, completed: nil, into: nil)
    }

    /// Subscribes a completion block.
    @discardableResult public func subscribeCompleted(_ completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribeBlocks(next: nil, error: nil, completed: completedBlock, into: nil)
    }

    /// Subscribes error and completion blocks.
    @discardableResult public func subscribeError(_ errorBlock: @escaping ((any Error)?) -> Void, completed completedBlock: @escaping () -> Void) -> RACDisposable {
        subscribeBlocks(next: nil, error: errorBlock, completed: completedBlock, into: nil)
    }
}
