import OpenCombine
import RACLegacy
import Reactive

/// S4–S5: cold streams created, started and run to completion inside the timed body.
func coldScenarios() -> [Scenario] {
    [
        Scenario("S4", "cold start: create, start, complete a one-value stream", n: 100_000, [
            .floor: .timed { n in
                let sum = Cell()
                let make: (Int) -> (((Int) -> Void, () -> Void) -> Void) = opaque { value in
                    { next, completed in next(value); completed() }
                }
                let next: (Int) -> Void = opaque { sum.value &+= $0 }
                let completed: () -> Void = opaque { sum.value &+= 1 }
                return {
                    for i in 0..<n { make(i)(next, completed) }
                    return sum.value
                }
            },
            .openCombine: .timed { n in
                let sum = Cell()
                return {
                    for i in 0..<n { _ = Just(i).sink { sum.value &+= $0 } }
                    return sum.value
                }
            },
            .reactive: .timed { n in
                let sum = Cell()
                return {
                    for i in 0..<n { SignalProducer<Int, Never>(value: i).startWithValues { sum.value &+= $0 } }
                    return sum.value
                }
            },
            .legacy: legacy { n in
                let sum = Cell()
                return {
                    for i in 0..<n { RACSignal.return(i).subscribeNext { sum.value &+= $0 as! Int } }
                    return sum.value
                }
            },
        ]),
        Scenario("S5", "cold sequence through map + filter", n: 1_000_000, [
            .floor: .timed { n in
                let sum = Cell()
                let triple: (Int) -> Int = opaque { $0 &* 3 }
                let isEven: (Int) -> Bool = opaque { $0 & 1 == 0 }
                let observer: (Int) -> Void = opaque { sum.value &+= $0 }
                return {
                    for i in 0..<n {
                        let tripled = triple(i)
                        if isEven(tripled) { observer(tripled) }
                    }
                    return sum.value
                }
            },
            .openCombine: .timed { n in
                let sum = Cell()
                return {
                    _ = (0..<n).publisher.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { sum.value &+= $0 }
                    return sum.value
                }
            },
            .reactive: .timed { n in
                let sum = Cell()
                return {
                    SignalProducer<Int, Never>(0..<n).map { $0 &* 3 }.filter { $0 & 1 == 0 }
                        .startWithValues { sum.value &+= $0 }
                    return sum.value
                }
            },
            // A createSignal loop: RACSequence.signal() would hop to a background scheduler per element.
            .legacy: legacy { n in
                let sum = Cell()
                return {
                    RACSignal.createSignal { subscriber in
                        for i in 0..<n { subscriber.sendNext(i) }
                        subscriber.sendCompleted()
                        return nil
                    }
                    .map { ($0 as! Int) &* 3 }.filter { ($0 as! Int) & 1 == 0 }.subscribeNext { sum.value &+= $0 as! Int }
                    return sum.value
                }
            },
        ]),
    ]
}
