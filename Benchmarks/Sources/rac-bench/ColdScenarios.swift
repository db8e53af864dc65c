import OpenCombine
import RACLegacy
import Reactive

/// S4–S5: cold streams created, started and run to completion inside the timed body.
func coldScenarios() -> [Scenario] {
    [
        Scenario("S4", "cold start: create, start, complete a one-value stream", n: 100_000,
                 floors { coldStartFloor(locked: $0) } + [
            (.openCombine, .timed { n in
                let sum = Sum()
                return {
                    for i in 0..<n { _ = Just(i).sink { sum.add($0) } }
                    return sum.value
                }
            }),
            (.reactive, .timed { n in
                let sum = Sum()
                return {
                    for i in 0..<n { SignalProducer<Int, Never>(value: i).startWithValues { sum.add($0) } }
                    return sum.value
                }
            }),
        ] + legacyRows { int in { n in
            let sum = ReadingSum(int)
            return {
                for i in 0..<n { RACSignal.return(i).subscribeNext { sum.add($0) } }
                return sum.value
            }
        } }),
        // What ported code writes: a producer or signal made from a start closure (the S4c).
        Scenario("S4c", "cold start from a start closure: create, start, complete a one-value stream", n: 100_000,
                 floors { coldStartFloor(locked: $0) } + [
            (.openCombine, .unavailable("OpenCombine has no publisher made from a start closure")),
            (.reactive, .timed { n in
                let sum = Sum()
                return {
                    for i in 0..<n {
                        SignalProducer<Int, Never> { observer, _ in
                            observer.send(value: i)
                            observer.sendCompleted()
                        }.startWithValues { sum.add($0) }
                    }
                    return sum.value
                }
            }),
        ] + legacyRows { int in { n in
            let sum = ReadingSum(int)
            return {
                for i in 0..<n {
                    RACSignal.createSignal { subscriber in
                        subscriber.sendNext(i)
                        subscriber.sendCompleted()
                        return nil
                    }.subscribeNext { sum.add($0) }
                }
                return sum.value
            }
        } }),
        Scenario("S5", "cold sequence through map + filter", n: 1_000_000, floors { locked in .timed { n in
                let sum = Sum()
                let triple = opaque { (value: Int) in value &* 3 }
                let isEven = opaque { (value: Int) in value & 1 == 0 }
                let observer = floorObserver(sum, locked: locked)
                return {
                    for i in 0..<n {
                        let tripled = triple(i)
                        if isEven(tripled) { observer(tripled) }
                    }
                    return sum.value
                }
            } } + [
            (.openCombine, .timed { n in
                let sum = Sum()
                return {
                    _ = (0..<n).publisher.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { sum.add($0) }
                    return sum.value
                }
            }),
            (.reactive, .timed { n in
                let sum = Sum()
                return {
                    SignalProducer<Int, Never>(0..<n).map { $0 &* 3 }.filter { $0 & 1 == 0 }
                        .startWithValues { sum.add($0) }
                    return sum.value
                }
            }),
        // A createSignal loop: RACSequence.signal() would hop to a background scheduler per element.
        ] + legacyRows { int in { n in
            let sum = Sum()
            return {
                RACSignal.createSignal { subscriber in
                    for i in 0..<n { subscriber.sendNext(i) }
                    subscriber.sendCompleted()
                    return nil
                }
                .map { int($0) &* 3 }.filter { int($0) & 1 == 0 }.subscribeNext { sum.add(int($0)) }
                return sum.value
            }
        } }),
    ]
}

/// N one-value streams made and started, each sending its value to the observer, then completing (S4, S4c).
func coldStartFloor(locked: Bool) -> Participation {
    .timed { n in
        let sum = Sum()
        let make = opaque { (value: Int) -> ColdStream in { next, completed in next(value); completed() } }
        let next = floorObserver(sum, locked: locked)
        // The libraries' sinks do nothing on completion either.
        let completed = opaque {}
        return {
            for i in 0..<n { make(i)(next, completed) }
            return sum.value
        }
    }
}
