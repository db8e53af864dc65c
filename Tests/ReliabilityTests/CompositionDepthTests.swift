import Foundation
import Testing
import RACLegacy
import Reactive

extension StackDepthTests {
    /// Deep composition on the stack a main thread has (8 MiB, on a thread of its own so that the test runner's
    /// stacks do not matter): chains of composed properties, of signal operators and of producer steps 100,000
    /// links deep (20,000 in the default run, which takes seconds less), and a change crosses all of them. Before the
    /// delivery trampoline, a change crossing about 1,000 composed properties (5,000 in an optimized build)
    /// overflowed this stack.
    @Suite("Composition depth: 100,000 links (20,000 by default) on an 8 MiB stack")
    struct Composition {
        static let links = ReliabilitySize.pick(full: 100_000, standard: 20_000)
        static let mainStack = 8 * 1024 * 1024

        @Test("Property.map as deep as the links: builds, reads .value, sends one change through every link, is released")
        func propertyMapAtDepth() async {
            let outcome = Shared<[String]>([])
            #expect(await onSmallStack(Self.mainStack) {
                var lines: [String] = []
                do {
                    let root = MutableProperty(0)
                    var chain: [Property<Int>] = []
                    chain.reserveCapacity(Self.links)
                    var last = Property(root)
                    for _ in 0..<Self.links {
                        last = last.map { $0 + 1 }
                        chain.append(last)
                    }
                    lines.append("value \(last.value)")
                    var changes: [Int] = []
                    last.signal.observeValues { changes.append($0) }
                    root.value = 1
                    lines.append("changes \(changes)")
                    lines.append("value \(last.value), middle \(chain[Self.links / 2 - 1].value)")
                    var started: [Int] = []
                    last.producer.startWithValues { started.append($0) }
                    lines.append("started \(started)")
                }
                lines.append("released")
                outcome.mutate { $0 = lines }
            })
            let links = Self.links
            #expect(outcome.value == [
                "value \(links)",
                "changes [\(links + 1)]",
                "value \(links + 1), middle \(links / 2 + 1)",
                "started [\(links + 1)]",
                "released",
            ])
        }

        @Test("composed properties of every kind (map, filter, skipRepeats, combineLatest, flatMap) as deep as the links")
        func propertyCompositionAtDepth() async {
            let outcome = Shared<[String]>([])
            #expect(await onSmallStack(Self.mainStack) {
                let root = MutableProperty(0)
                let zero = Property(value: 0)
                var last = Property(root)
                for link in 0..<Self.links {
                    switch link % 5 {
                    case 0: last = last.map { $0 + 1 }
                    case 1: last = last.filter(initial: -1) { $0 >= 0 }
                    case 2: last = last.skipRepeats()
                    case 3: last = last.combineLatest(with: zero).map { $0.0 + $0.1 }
                    default: last = last.flatMap(.latest) { Property(value: $0) }
                    }
                }
                var changes: [Int] = []
                last.signal.observeValues { changes.append($0) }
                let before = last.value
                root.value = 10
                root.value = 10
                outcome.mutate { $0 = ["value \(before)", "changes \(changes)", "value \(last.value)"] }
            })
            let maps = Self.links / 5
            #expect(outcome.value == ["value \(maps)", "changes [\(maps + 10)]", "value \(maps + 10)"])
        }

        @Test("Signal.map, filter and scan as deep as the links: two observers get every event in order, then completion")
        func signalOperatorsAtDepth() async {
            let outcome = Shared<[[Signal<Int, Never>.Event]]>([])
            #expect(await onSmallStack(Self.mainStack) {
                let (input, sender) = Signal<Int, Never>.pipe()
                var last = input
                for link in 0..<Self.links {
                    switch link % 3 {
                    case 0: last = last.map { $0 + 1 }
                    case 1: last = last.filter { $0 > 0 }
                    default: last = last.scan(0) { _, value in value }
                    }
                }
                var first: [Signal<Int, Never>.Event] = []
                var second: [Signal<Int, Never>.Event] = []
                last.observe { first.append($0) }
                last.observe { second.append($0) }
                sender.send(value: 1)
                sender.send(value: 2)
                sender.sendCompleted()
                outcome.mutate { $0 = [first, second] }
            })
            let maps = (Self.links + 2) / 3
            let expected: [Signal<Int, Never>.Event] = [.value(maps + 1), .value(maps + 2), .completed]
            #expect(outcome.value == [expected, expected])
        }

        @Test("SignalProducer.map as deep as the links, over a synchronous producer and over a signal: every value in order")
        func producerStepsAtDepth() async {
            let outcome = Shared<[[Signal<Int, Never>.Event]]>([])
            #expect(await onSmallStack(Self.mainStack) {
                var synchronous = SignalProducer<Int, Never>([1, 2, 3])
                for _ in 0..<Self.links { synchronous = synchronous.map { $0 + 1 } }
                var fromSequence: [Signal<Int, Never>.Event] = []
                synchronous.start { fromSequence.append($0) }

                let (input, sender) = Signal<Int, Never>.pipe()
                var general = SignalProducer(input)
                for link in 0..<Self.links { general = link.isMultiple(of: 2) ? general.map { $0 + 1 } : general.filter { _ in true } }
                var fromSignal: [Signal<Int, Never>.Event] = []
                general.start { fromSignal.append($0) }
                sender.send(value: 1)
                sender.sendCompleted()
                outcome.mutate { $0 = [fromSequence, fromSignal] }
            })
            let links = Self.links
            #expect(outcome.value == [
                [.value(links + 1), .value(links + 2), .value(links + 3), .completed],
                [.value(links / 2 + 1), .completed],
            ])
        }

        @Test("SignalProducer lifts and flatMap (take, scan, flatMap(.latest)) as deep as the links")
        func producerLiftsAtDepth() async {
            let outcome = Shared<[Signal<Int, Never>.Event]>([])
            #expect(await onSmallStack(Self.mainStack) {
                var last = SignalProducer<Int, Never>([1, 2])
                for link in 0..<Self.links {
                    switch link % 3 {
                    case 0: last = last.take(first: 2)
                    case 1: last = last.scan(0) { _, value in value + 1 }
                    default: last = last.flatMap(.latest) { SignalProducer(value: $0) }
                    }
                }
                var events: [Signal<Int, Never>.Event] = []
                last.start { events.append($0) }
                outcome.mutate { $0 = events }
            })
            let scans = (Self.links + 1) / 3
            #expect(outcome.value == [.value(scans + 1), .value(scans + 2), .completed])
        }

        @Test("SignalProducer binary and scheduler operators (combineLatest(with:), zip(with:), observe(on:), on) as deep as the links")
        func producerBinaryOperatorsAtDepth() async {
            let outcome = Shared<[Signal<Int, Never>.Event]>([])
            #expect(await onSmallStack(Self.mainStack) {
                var last = SignalProducer<Int, Never>(value: 0)
                for link in 0..<Self.links {
                    switch link % 4 {
                    case 0: last = last.combineLatest(with: SignalProducer(value: 1)).map { $0.0 + $0.1 }
                    case 1: last = last.zip(with: SignalProducer(value: 0)).map { $0.0 }
                    case 2: last = last.observe(on: ImmediateScheduler())
                    default: last = last.on(value: { _ in })
                    }
                }
                var events: [Signal<Int, Never>.Event] = []
                last.start { events.append($0) }
                outcome.mutate { $0 = events }
            })
            #expect(outcome.value == [.value(Self.links / 4), .completed])
        }

        @Test("folds of the static merge and combineLatest of signals and producers as deep as the links")
        func staticFoldsAtDepth() async {
            let outcome = Shared<[String]>([])
            #expect(await onSmallStack(Self.mainStack) {
                let (input, sender) = Signal<Int, Never>.pipe()
                var merged = input
                for _ in 0..<Self.links { merged = Signal.merge(merged.map { $0 + 1 }, .never) }
                var signalValues: [Int] = []
                merged.observeValues { signalValues.append($0) }
                sender.send(value: 0)

                var producer = SignalProducer<Int, Never>(value: 0)
                for link in 0..<Self.links {
                    producer = link.isMultiple(of: 2)
                        ? SignalProducer.merge(producer.map { $0 + 1 }, SignalProducer<Int, Never>.empty)
                        : SignalProducer.combineLatest([producer, SignalProducer(value: 1)]).map { $0.reduce(0, +) }
                }
                var producerEvents: [String] = []
                producer.start { producerEvents.append("\($0)") }
                outcome.mutate { $0 = ["signals \(signalValues)", "producers \(producerEvents)"] }
            })
            #expect(outcome.value == ["signals [\(Self.links)]", "producers [\"VALUE \(Self.links)\", \"COMPLETED\"]"])
        }

        @Test("Signal operators with a lock of their own (on, merge(with:), combineLatest(with:), observe(on:), take(until:)) as deep as the links")
        func signalOperatorsWithTheirOwnLockAtDepth() async {
            let outcome = Shared<[Signal<Int, Never>.Event]>([])
            #expect(await onSmallStack(Self.mainStack) {
                let (input, sender) = Signal<Int, Never>.pipe()
                let (zero, zeroSender) = Signal<Int, Never>.pipe()
                let (trigger, _) = Signal<(), Never>.pipe()
                var last = input
                for link in 0..<Self.links {
                    switch link % 5 {
                    case 0: last = last.on(value: { _ in })
                    case 1: last = last.merge(with: .empty)
                    case 2: last = last.combineLatest(with: zero).map { $0.0 + $0.1 + 1 }
                    case 3: last = last.observe(on: ImmediateScheduler())
                    default: last = last.take(until: trigger)
                    }
                }
                var events: [Signal<Int, Never>.Event] = []
                last.observe { events.append($0) }
                zeroSender.send(value: 0)
                sender.send(value: 1)
                sender.sendCompleted()
                zeroSender.sendCompleted()
                outcome.mutate { $0 = events }
            })
            #expect(outcome.value == [.value(Self.links / 5 + 1), .completed])
        }

        @Test("RACLegacy map and filter as deep as the links: they run as one step")
        func racLegacyMapFilterAtDepth() async {
            let outcome = Shared<[String]>([])
            #expect(await onSmallStack(Self.mainStack) {
                var values: [String] = []
                onImmediate {
                    var last: RACSignal = RACSignal.return(0)
                    for link in 0..<Self.links {
                        last = link.isMultiple(of: 2) ? last.map { ($0 as! Int) + 1 } : last.filter { $0 != nil }
                    }
                    last.subscribeNext({ values.append("\($0 ?? "nil")") }, completed: { values.append("completed") })
                }
                outcome.mutate { $0 = values }
            })
            #expect(outcome.value == ["\(Self.links / 2)", "completed"])
        }
    }

    /// The links that still nest one call per link, with no checkpoint, at the depths their documentation states:
    /// producers chained through `then` (250; a debug build overflows 8 MiB between 700 and 1,000) and RACLegacy's
    /// `flattenMap` (1,000; between 3,000 and 5,000).
    @Suite("Composition depth: the operators that still nest, at their stated depths, on an 8 MiB stack")
    struct NestingLimits {
        @Test("250 producers chained through then, and 1,000 nested RACLegacy flattenMap")
        func nestingOperators() async {
            let outcome = Shared<[String]>([])
            #expect(await onSmallStack(Composition.mainStack) {
                var lines: [String] = []
                var chained = SignalProducer<Int, Never>(value: 0)
                for _ in 0..<250 { chained = SignalProducer<Int, Never>.empty.then(chained.map { $0 + 1 }) }
                var events: [String] = []
                chained.start { events.append("\($0)") }
                lines.append("then \(events)")

                var flattened: [String] = []
                onImmediate {
                    var last: RACSignal = RACSignal.return(0)
                    for _ in 0..<1_000 { last = last.flattenMap { RACSignal.return(($0 as! Int) + 1) } }
                    last.subscribeNext({ flattened.append("\($0 ?? "nil")") }, completed: { flattened.append("completed") })
                }
                lines.append("flattenMap \(flattened)")
                outcome.mutate { $0 = lines }
            })
            #expect(outcome.value == [
                "then [\"VALUE 250\", \"COMPLETED\"]",
                "flattenMap [\"1000\", \"completed\"]",
            ])
        }
    }
}
