import OpenCombine
import RACLegacy
import Reactive

/// S1–S3, S10: values sent into a hot subject with observers attached beforehand.
func hotScenarios() -> [Scenario] {
    [
        Scenario("S1", "hot subject → 1 observer", n: 1_000_000, floors { closureFloor(locked: $0) } + [
            (.openCombine, .timed { n in
                let sum = Sum()
                let subject = PassthroughSubject<Int, Never>()
                let subscription = subject.sink { sum.add($0) }
                return {
                    withExtendedLifetime(subscription) { for i in 0..<n { subject.send(i) } }
                    return sum.value
                }
            }),
            (.reactive, .timed { n in
                let sum = Sum()
                let (output, input) = Signal<Int, Never>.pipe()
                output.observeValues { sum.add($0) }
                return {
                    for i in 0..<n { input.send(value: i) }
                    return sum.value
                }
            }),
        ] + legacyRows { int in { n in
            let sum = Sum()
            let subject = RACSubject()
            subject.subscribeNext { sum.add(int($0)) }
            return {
                for i in 0..<n { subject.sendNext(i) }
                return sum.value
            }
        } }),
        Scenario("S2", "subject → map → filter → map → observer", n: 1_000_000, floors { locked in .timed { n in
                let sum = Sum()
                let triple = opaque { (value: Int) in value &* 3 }
                let isEven = opaque { (value: Int) in value & 1 == 0 }
                let increment = opaque { (value: Int) in value &+ 1 }
                let observer = floorObserver(sum, locked: locked)
                return {
                    for i in 0..<n {
                        let tripled = triple(i)
                        if isEven(tripled) { observer(increment(tripled)) }
                    }
                    return sum.value
                }
            } } + [
            (.openCombine, .timed { n in
                let sum = Sum()
                let subject = PassthroughSubject<Int, Never>()
                let subscription = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }.sink { sum.add($0) }
                return {
                    withExtendedLifetime(subscription) { for i in 0..<n { subject.send(i) } }
                    return sum.value
                }
            }),
            (.reactive, .timed { n in
                let sum = Sum()
                let (output, input) = Signal<Int, Never>.pipe()
                output.map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }.observeValues { sum.add($0) }
                return {
                    for i in 0..<n { input.send(value: i) }
                    return sum.value
                }
            }),
        ] + legacyRows { int in { n in
            let sum = Sum()
            let subject = RACSubject()
            subject.map { int($0) &* 3 }.filter { int($0) & 1 == 0 }.map { int($0) &+ 1 }
                .subscribeNext { sum.add(int($0)) }
            return {
                for i in 0..<n { subject.sendNext(i) }
                return sum.value
            }
        } }),
        fanOutScenario("S3", "fan-out: 1 subject → 10 observers", observers: 10, n: 100_000),
        Scenario("S10", "property: value sets with 1 observer", n: 1_000_000, floors { closureFloor(locked: $0) } + [
            (.openCombine, .timed { n in
                let sum = Sum()
                let property = CurrentValueSubject<Int, Never>(0)
                let subscription = property.sink { sum.add($0) }
                return {
                    withExtendedLifetime(subscription) { for i in 0..<n { property.value = i } }
                    return sum.value
                }
            }),
            (.reactive, .timed { n in
                let sum = Sum()
                let property = MutableProperty(0)
                property.producer.startWithValues { sum.add($0) }
                return {
                    for i in 0..<n { property.value = i }
                    return sum.value
                }
            }),
        ] + legacyRows { int in { n in
            let sum = Sum()
            let property = RACBehaviorSubject(defaultValue: 0)
            property.subscribeNext { sum.add(int($0)) }
            return {
                for i in 0..<n { property.sendNext(i) }
                return sum.value
            }
        } }),
    ]
}

/// One subject, `observers` observers attached beforehand, N sends (S3 and the fan-out curve; per delivery).
func fanOutScenario(_ id: String, _ title: String, observers: Int, n: Int, group: String? = nil) -> Scenario {
    Scenario(id, title, n: n, eventsPerStep: observers, group: group, unit: "ns per delivery",
             floors { locked in .timed { n in
            let sum = Sum()
            let closures = (0..<observers).map { _ in floorObserver(sum, locked: locked) }
            return {
                for i in 0..<n { for observer in closures { observer(i) } }
                return sum.value
            }
        } } + [
        (.openCombine, .timed { n in
            let sum = Sum()
            let subject = PassthroughSubject<Int, Never>()
            let subscriptions = (0..<observers).map { _ in subject.sink { sum.add($0) } }
            return {
                withExtendedLifetime(subscriptions) { for i in 0..<n { subject.send(i) } }
                return sum.value
            }
        }),
        (.reactive, .timed { n in
            let sum = Sum()
            let (output, input) = Signal<Int, Never>.pipe()
            for _ in 0..<observers { output.observeValues { sum.add($0) } }
            return {
                for i in 0..<n { input.send(value: i) }
                return sum.value
            }
        }),
    ] + legacyRows { int in { n in
        let sum = Sum()
        let subject = RACSubject()
        for _ in 0..<observers { subject.subscribeNext { sum.add(int($0)) } }
        return {
            for i in 0..<n { subject.sendNext(i) }
            return sum.value
        }
    } })
}
