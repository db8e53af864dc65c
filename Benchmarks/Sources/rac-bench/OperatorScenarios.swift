import OpenCombine
import RACLegacy
import Reactive

/// S6–S8: operators with several inputs, driven by values sent into hot subjects.
func operatorScenarios() -> [Scenario] {
    [
        Scenario("S6", "flatMap merge: each outer value to a one-value inner", n: 100_000,
                 floors { innerProducerFloor(locked: $0) } + [
            (.openCombine, .timed { n in
                let sum = Sum()
                let subject = PassthroughSubject<Int, Never>()
                let subscription = subject.flatMap { Just($0) }.sink { sum.add($0) }
                return {
                    withExtendedLifetime(subscription) { for i in 0..<n { subject.send(i) } }
                    return sum.value
                }
            }),
            (.reactive, .timed { n in
                let sum = Sum()
                let (output, input) = Signal<Int, Never>.pipe()
                output.flatMap(.merge) { SignalProducer<Int, Never>(value: $0) }.observeValues { sum.add($0) }
                return {
                    for i in 0..<n { input.send(value: i) }
                    return sum.value
                }
            }),
        ] + legacyRows { int in { n in
            let sum = Sum()
            let subject = RACSubject()
            subject.flattenMap { RACSignal.return($0) }.subscribeNext { sum.add(int($0)) }
            return {
                for i in 0..<n { subject.sendNext(i) }
                return sum.value
            }
        } }),
        Scenario("S7", "flatMap latest: each outer value switches to a one-value inner", n: 100_000,
                 floors { innerProducerFloor(locked: $0) } + [
            (.openCombine, .timed { n in
                let sum = Sum()
                let subject = PassthroughSubject<Int, Never>()
                let subscription = subject.map { Just($0) }.switchToLatest().sink { sum.add($0) }
                return {
                    withExtendedLifetime(subscription) { for i in 0..<n { subject.send(i) } }
                    return sum.value
                }
            }),
            (.reactive, .timed { n in
                let sum = Sum()
                let (output, input) = Signal<Int, Never>.pipe()
                output.flatMap(.latest) { SignalProducer<Int, Never>(value: $0) }.observeValues { sum.add($0) }
                return {
                    for i in 0..<n { input.send(value: i) }
                    return sum.value
                }
            }),
        ] + legacyRows { int in { n in
            let sum = Sum()
            let subject = RACSubject()
            subject.map { RACSignal.return($0) }.switchToLatest().subscribeNext { sum.add(int($0)) }
            return {
                for i in 0..<n { subject.sendNext(i) }
                return sum.value
            }
        } }),
        Scenario("S8", "combineLatest of two subjects, alternating sends", n: 500_000,
                 floors { locked in .timed { n in
                let sum = Sum()
                let (left, right) = (Sum(), Sum())
                let lock = FloorLock()
                let observer = locked
                    ? opaque { (first: Int, second: Int) -> Void in
                        lock.mutex.withLock { _ in sum.add(first &+ second) }
                    }
                    : opaque { (first: Int, second: Int) -> Void in sum.add(first &+ second) }
                let sendLeft = opaque { (value: Int) -> Void in left.pointer.pointee = value; observer(left.value, right.value) }
                let sendRight = opaque { (value: Int) -> Void in right.pointer.pointee = value; observer(left.value, right.value) }
                return {
                    for i in 0..<n { if i & 1 == 0 { sendLeft(i) } else { sendRight(i) } }
                    return sum.value
                }
            } } + [
            (.openCombine, .unavailable("OpenCombine 0.14 has no combineLatest (see its RemainingCombineInterface.swift)")),
            (.reactive, .timed { n in
                let sum = Sum()
                let (left, sendLeft) = Signal<Int, Never>.pipe()
                let (right, sendRight) = Signal<Int, Never>.pipe()
                left.combineLatest(with: right).observeValues { sum.add($0.0 &+ $0.1) }
                return {
                    for i in 0..<n { if i & 1 == 0 { sendLeft.send(value: i) } else { sendRight.send(value: i) } }
                    return sum.value
                }
            }),
        ] + legacyRows { int in { n in
            let sum = Sum()
            let (left, right) = (RACSubject(), RACSubject())
            left.combineLatestWith(right).subscribeNext { value in
                let pair = int.tuple(value)
                sum.add(int(pair.first) &+ int(pair.second))
            }
            return {
                for i in 0..<n { if i & 1 == 0 { left.sendNext(i) } else { right.sendNext(i) } }
                return sum.value
            }
        } }),
    ]
}
