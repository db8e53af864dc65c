import OpenCombine
import RACLegacy
import Reactive

/// S1–S3, S10: values sent into a hot subject with observers attached beforehand.
func hotScenarios() -> [Scenario] {
    [
        Scenario("S1", "hot subject → 1 observer", n: 1_000_000, [
            .floor: closureFloor(),
            .openCombine: .timed { n in
                let sum = Cell()
                let subject = PassthroughSubject<Int, Never>()
                let subscription = subject.sink { sum.value &+= $0 }
                return {
                    withExtendedLifetime(subscription) { for i in 0..<n { subject.send(i) } }
                    return sum.value
                }
            },
            .reactive: .timed { n in
                let sum = Cell()
                let (output, input) = Signal<Int, Never>.pipe()
                output.observeValues { sum.value &+= $0 }
                return {
                    for i in 0..<n { input.send(value: i) }
                    return sum.value
                }
            },
            .legacy: legacy { n in
                let sum = Cell()
                let subject = RACSubject()
                subject.subscribeNext { sum.value &+= $0 as! Int }
                return {
                    for i in 0..<n { subject.sendNext(i) }
                    return sum.value
                }
            },
        ]),
        Scenario("S2", "subject → map → filter → map → observer", n: 1_000_000, [
            .floor: .timed { n in
                let sum = Cell()
                let triple: (Int) -> Int = opaque { $0 &* 3 }
                let isEven: (Int) -> Bool = opaque { $0 & 1 == 0 }
                let increment: (Int) -> Int = opaque { $0 &+ 1 }
                let observer: (Int) -> Void = opaque { sum.value &+= $0 }
                return {
                    for i in 0..<n {
                        let tripled = triple(i)
                        if isEven(tripled) { observer(increment(tripled)) }
                    }
                    return sum.value
                }
            },
            .openCombine: .timed { n in
                let sum = Cell()
                let subject = PassthroughSubject<Int, Never>()
                let subscription = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }
                    .sink { sum.value &+= $0 }
                return {
                    withExtendedLifetime(subscription) { for i in 0..<n { subject.send(i) } }
                    return sum.value
                }
            },
            .reactive: .timed { n in
                let sum = Cell()
                let (output, input) = Signal<Int, Never>.pipe()
                output.map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }.observeValues { sum.value &+= $0 }
                return {
                    for i in 0..<n { input.send(value: i) }
                    return sum.value
                }
            },
            .legacy: legacy { n in
                let sum = Cell()
                let subject = RACSubject()
                subject.map { ($0 as! Int) &* 3 }.filter { ($0 as! Int) & 1 == 0 }.map { ($0 as! Int) &+ 1 }
                    .subscribeNext { sum.value &+= $0 as! Int }
                return {
                    for i in 0..<n { subject.sendNext(i) }
                    return sum.value
                }
            },
        ]),
        Scenario("S3", "fan-out: 1 subject → 10 observers (per delivery)", n: 100_000, eventsPerStep: fanOut, [
            .floor: .timed { n in
                let sum = Cell()
                let observers: [(Int) -> Void] = (0..<fanOut).map { _ in opaque { sum.value &+= $0 } }
                return {
                    for i in 0..<n { for observer in observers { observer(i) } }
                    return sum.value
                }
            },
            .openCombine: .timed { n in
                let sum = Cell()
                let subject = PassthroughSubject<Int, Never>()
                let subscriptions = (0..<fanOut).map { _ in subject.sink { sum.value &+= $0 } }
                return {
                    withExtendedLifetime(subscriptions) { for i in 0..<n { subject.send(i) } }
                    return sum.value
                }
            },
            .reactive: .timed { n in
                let sum = Cell()
                let (output, input) = Signal<Int, Never>.pipe()
                for _ in 0..<fanOut { output.observeValues { sum.value &+= $0 } }
                return {
                    for i in 0..<n { input.send(value: i) }
                    return sum.value
                }
            },
            .legacy: legacy { n in
                let sum = Cell()
                let subject = RACSubject()
                for _ in 0..<fanOut { subject.subscribeNext { sum.value &+= $0 as! Int } }
                return {
                    for i in 0..<n { subject.sendNext(i) }
                    return sum.value
                }
            },
        ]),
        Scenario("S10", "property: value sets with 1 observer", n: 1_000_000, [
            .floor: closureFloor(),
            .openCombine: .timed { n in
                let sum = Cell()
                let property = CurrentValueSubject<Int, Never>(0)
                let subscription = property.sink { sum.value &+= $0 }
                return {
                    withExtendedLifetime(subscription) { for i in 0..<n { property.value = i } }
                    return sum.value
                }
            },
            .reactive: .timed { n in
                let sum = Cell()
                let property = MutableProperty(0)
                property.producer.startWithValues { sum.value &+= $0 }
                return {
                    for i in 0..<n { property.value = i }
                    return sum.value
                }
            },
            .legacy: legacy { n in
                let sum = Cell()
                let property = RACBehaviorSubject(defaultValue: 0)
                property.subscribeNext { sum.value &+= $0 as! Int }
                return {
                    for i in 0..<n { property.sendNext(i) }
                    return sum.value
                }
            },
        ]),
    ]
}

/// Observers in S3.
private let fanOut = 10
