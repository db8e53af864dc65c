import OpenCombine
import RACLegacy
import Reactive

/// S4–S5: cold streams created, started and run to completion inside the timed body.
func coldScenarios() -> [Scenario] {
    [
        Scenario("S4", "cold start: create, start, complete a one-value stream", n: 100_000, [
            .floor: .timed { n in
                var sum = 0
                let make: (Int) -> (((Int) -> Void, () -> Void) -> Void) = opaque { value in
                    { next, completed in next(value); completed() }
                }
                let next: (Int) -> Void = opaque { sum &+= $0 }
                let completed: () -> Void = opaque { sum &+= 1 }
                return {
                    for i in 0..<n { make(i)(next, completed) }
                    return sum
                }
            },
            .openCombine: .timed { n in
                var sum = 0
                return {
                    for i in 0..<n { _ = Just(i).sink { sum &+= $0 } }
                    return sum
                }
            },
            .reactive: .timed { n in
                var sum = 0
                return {
                    for i in 0..<n { SignalProducer<Int, Never>(value: i).startWithValues { sum &+= $0 } }
                    return sum
                }
            },
            .legacy: legacy { n in
                var sum = 0
                return {
                    for i in 0..<n { RACSignal.return(i).subscribeNext { sum &+= $0 as! Int } }
                    return sum
                }
            },
        ]),
        Scenario("S5", "cold sequence through map + filter", n: 1_000_000, [
            .floor: .timed { n in
                var sum = 0
                let triple: (Int) -> Int = opaque { $0 &* 3 }
                let isEven: (Int) -> Bool = opaque { $0 & 1 == 0 }
                let observer: (Int) -> Void = opaque { sum &+= $0 }
                return {
                    for i in 0..<n {
                        let tripled = triple(i)
                        if isEven(tripled) { observer(tripled) }
                    }
                    return sum
                }
            },
            .openCombine: .timed { n in
                var sum = 0
                return {
                    _ = (0..<n).publisher.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { sum &+= $0 }
                    return sum
                }
            },
            .reactive: .timed { n in
                var sum = 0
                return {
                    SignalProducer<Int, Never>(0..<n).map { $0 &* 3 }.filter { $0 & 1 == 0 }
                        .startWithValues { sum &+= $0 }
                    return sum
                }
            },
            // A createSignal loop: RACSequence.signal() would hop to a background scheduler per element.
            .legacy: legacy { n in
                var sum = 0
                return {
                    RACSignal.createSignal { subscriber in
                        for i in 0..<n { subscriber.sendNext(i) }
                        subscriber.sendCompleted()
                        return nil
                    }
                    .map { ($0 as! Int) &* 3 }.filter { ($0 as! Int) & 1 == 0 }.subscribeNext { sum &+= $0 as! Int }
                    return sum
                }
            },
        ]),
    ]
}
