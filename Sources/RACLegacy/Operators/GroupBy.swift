extension RACSignal {
    /// One RACGroupedSignal per new key (first-seen order); values, transformed, go to their group.
    public func groupBy(_ keyBlock: @escaping (Any?) -> AnyHashable, transform transformBlock: ((Any?) -> Any?)?) -> RACSignal {
        RACSignal.create { sink in
            var groups: [AnyHashable: RACGroupedSignal] = [:]
            var order: [RACGroupedSignal] = []
            self.subscribe(into: sink, next: { value in
                let key = keyBlock(value)
                let group: RACGroupedSignal
                if let existing = groups[key] {
                    group = existing
                } else {
                    group = RACGroupedSignal(key: key)
                    groups[key] = group
                    order.append(group)
                    sink.sendNext(group)
                }
                group.sendNext(transformBlock.map { $0(value) } ?? value)
            }, error: { error in
                sink.sendError(error)
                for group in order { group.sendError(error) }
            }, completed: {
                sink.sendCompleted()
                for group in order { group.sendCompleted() }
            })
        }
    }

    /// groupBy without a transform.
    public func groupBy(_ keyBlock: @escaping (Any?) -> AnyHashable) -> RACSignal {
        groupBy(keyBlock, transform: nil)
    }
}
