import OpenCombine
import RACLegacy
import Reactive

/// S9, S9b: attach one observer and dispose it again, on a subject that keeps other observers attached.
func subscriptionScenarios() -> [Scenario] {
    [
        churn("S9", "subscribe/dispose churn, 1 permanent observer", liveObservers: { _ in 1 }),
        churn("S9b", "subscribe/dispose churn, N live observers (O(1) attach/detach)", liveObservers: { $0 }),
    ]
}

/// N × (observe, then dispose) after `liveObservers(N)` observers were attached outside the timed body.
private func churn(_ id: String, _ title: String, liveObservers: @escaping (Int) -> Int) -> Scenario {
    Scenario(id, title, n: 100_000, [
        .floor: .timed { n in
            let sum = Cell()
            let bag = ClosureBag()
            for _ in 0..<liveObservers(n) { _ = bag.insert { sum.value &+= $0 } }
            return {
                for _ in 0..<n { bag.remove(bag.insert { sum.value &+= $0 }) }
                return sum.value &+ n
            }
        },
        .openCombine: .timed { n in
            let sum = Cell()
            let subject = PassthroughSubject<Int, Never>()
            let live = (0..<liveObservers(n)).map { _ in subject.sink { sum.value &+= $0 } }
            return {
                withExtendedLifetime(live) { for _ in 0..<n { subject.sink { sum.value &+= $0 }.cancel() } }
                return sum.value &+ n
            }
        },
        .reactive: .timed { n in
            let sum = Cell()
            let (output, input) = Signal<Int, Never>.pipe()
            for _ in 0..<liveObservers(n) { output.observeValues { sum.value &+= $0 } }
            return {
                withExtendedLifetime(input) { for _ in 0..<n { output.observeValues { sum.value &+= $0 }?.dispose() } }
                return sum.value &+ n
            }
        },
        .legacy: legacy { n in
            let sum = Cell()
            let subject = RACSubject()
            for _ in 0..<liveObservers(n) { subject.subscribeNext { sum.value &+= $0 as! Int } }
            return {
                for _ in 0..<n { subject.subscribeNext { sum.value &+= $0 as! Int }.dispose() }
                return sum.value &+ n
            }
        },
    ])
}
