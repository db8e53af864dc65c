import OpenCombine
import RACLegacy
import Reactive

/// How cost grows: chain depth, fan-out, merged inners, memory per live subscription.
func curveScenarios() -> [Scenario] {
    [1, 4, 16, 64].map { depthScenario($0) }
        + [(1, "1"), (10, "10"), (1_000, "1k"), (100_000, "100k")].map { observers, label in
            fanOutScenario("F\(label)", "fan-out: 1 subject → \(observers) observers", observers: observers,
                           n: max(10, 1_000_000 / observers), group: "fanout")
        }
        + [(10, "10"), (1_000, "1k"), (100_000, "100k")].map { mergeEventScenario($0, $1) }
        + [(10, "10"), (1_000, "1k"), (100_000, "100k")].map { mergeChurnScenario($0, $1) }
        + [(1_000, "1k"), (100_000, "100k"), (1_000_000, "1M")].map { count, label in
            memoryScenario("B\(label)", "memory: \(count) live subscriptions on one subject", n: count, group: "memory")
        }
}

/// A value through `depth` maps, each adding 1 (per event).
private func depthScenario(_ depth: Int) -> Scenario {
    Scenario("D\(depth)", "chain depth: subject → \(depth) × map → observer", n: 200_000, group: "depth", [
        (.floor, .timed { n in
            let sum = Sum()
            let maps = (0..<depth).map { _ in opaque { (value: Int) in value &+ 1 } }
            let observer = opaque { (value: Int) -> Void in sum.add(value) }
            return {
                for i in 0..<n {
                    var value = i
                    for map in maps { value = map(value) }
                    observer(value)
                }
                return sum.value
            }
        }),
        (.openCombine, .timed { n in
            let sum = Sum()
            let subject = PassthroughSubject<Int, Never>()
            var chain = subject.eraseToAnyPublisher()
            for _ in 0..<depth { chain = chain.map { $0 &+ 1 }.eraseToAnyPublisher() }
            let subscription = chain.sink { sum.add($0) }
            return {
                withExtendedLifetime(subscription) { for i in 0..<n { subject.send(i) } }
                return sum.value
            }
        }),
        (.reactive, .timed { n in
            let sum = Sum()
            let (output, input) = Signal<Int, Never>.pipe()
            var chain = output
            for _ in 0..<depth { chain = chain.map { $0 &+ 1 } }
            chain.observeValues { sum.add($0) }
            return {
                for i in 0..<n { input.send(value: i) }
                return sum.value
            }
        }),
    ] + legacyRows { int in { n in
        let sum = Sum()
        let subject = RACSubject()
        var chain: RACSignal = subject
        for _ in 0..<depth { chain = chain.map { int($0) &+ 1 } }
        chain.subscribeNext { sum.add(int($0)) }
        return {
            for i in 0..<n { subject.sendNext(i) }
            return sum.value
        }
    } })
}

/// flatten(.merge) with `inners` live inner subjects; N values sent round-robin into them (per inner event).
private func mergeEventScenario(_ inners: Int, _ label: String) -> Scenario {
    Scenario("M\(label)", "flatten(.merge), \(inners) live inners: values into the inners", n: 1_000_000,
             group: "merge", [
        (.floor, closureFloor()),
        (.openCombine, .timed { n in
            let sum = Sum()
            let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
            let subscription = outer.flatMap { $0 }.sink { sum.add($0) }
            let subjects = (0..<inners).map { _ in PassthroughSubject<Int, Never>() }
            for subject in subjects { outer.send(subject) }
            return {
                withExtendedLifetime(subscription) { for i in 0..<n { subjects[i % inners].send(i) } }
                return sum.value
            }
        }),
        (.reactive, .timed { n in
            let sum = Sum()
            let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
            outer.flatten(.merge).observeValues { sum.add($0) }
            let pipes = (0..<inners).map { _ in Signal<Int, Never>.pipe() }
            for pipe in pipes { outerInput.send(value: pipe.output) }
            return {
                withExtendedLifetime(outerInput) { for i in 0..<n { pipes[i % inners].input.send(value: i) } }
                return sum.value
            }
        }),
    ] + legacyRows { int in { n in
        let sum = Sum()
        let outer = RACSubject()
        outer.flatten().subscribeNext { sum.add(int($0)) }
        let subjects = (0..<inners).map { _ in RACSubject() }
        for subject in subjects { outer.sendNext(subject) }
        return {
            for i in 0..<n { subjects[i % inners].sendNext(i) }
            return sum.value
        }
    } })
}

/// flatten(.merge) with `inners` live inners; each step starts a new inner, sends one value into it and ends the
/// oldest live inner (inners end in the order they started). Per step.
private func mergeChurnScenario(_ inners: Int, _ label: String) -> Scenario {
    Scenario("MS\(label)", "flatten(.merge), \(inners) live inners: start one, 1 value, end the oldest",
             n: 100_000, group: "mergechurn", unit: "ns per inner start + value + stop", [
        (.floor, .timed { n in
            let sum = Sum()
            let bag = ClosureBag()
            var ring = (0..<inners).map { _ in bag.insert { sum.add($0) } }
            let observer = opaque { (value: Int) -> Void in sum.add(value) }
            return {
                for i in 0..<n {
                    let key = bag.insert(observer)
                    observer(i)
                    bag.remove(ring[i % inners])
                    ring[i % inners] = key
                }
                return sum.value
            }
        }),
        (.openCombine, .timed { n in
            let sum = Sum()
            let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
            let subscription = outer.flatMap { $0 }.sink { sum.add($0) }
            var ring = (0..<inners).map { _ in PassthroughSubject<Int, Never>() }
            for subject in ring { outer.send(subject) }
            return {
                withExtendedLifetime(subscription) {
                    for i in 0..<n {
                        let subject = PassthroughSubject<Int, Never>()
                        outer.send(subject)
                        subject.send(i)
                        ring[i % inners].send(completion: .finished)
                        ring[i % inners] = subject
                    }
                }
                return sum.value
            }
        }),
        (.reactive, .timed { n in
            let sum = Sum()
            let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
            outer.flatten(.merge).observeValues { sum.add($0) }
            var ring = (0..<inners).map { _ in Signal<Int, Never>.pipe() }
            for pipe in ring { outerInput.send(value: pipe.output) }
            return {
                for i in 0..<n {
                    let pipe = Signal<Int, Never>.pipe()
                    outerInput.send(value: pipe.output)
                    pipe.input.send(value: i)
                    ring[i % inners].input.sendCompleted()
                    ring[i % inners] = pipe
                }
                return sum.value
            }
        }),
    ] + legacyRows { int in { n in
        let sum = Sum()
        let outer = RACSubject()
        outer.flatten().subscribeNext { sum.add(int($0)) }
        var ring = (0..<inners).map { _ in RACSubject() }
        for subject in ring { outer.sendNext(subject) }
        return {
            for i in 0..<n {
                let subject = RACSubject()
                outer.sendNext(subject)
                subject.sendNext(i)
                ring[i % inners].sendCompleted()
                ring[i % inners] = subject
            }
            return sum.value
        }
    } })
}
