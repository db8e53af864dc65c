import OpenCombine
import RACLegacy
import Reactive

/// S9, S9b: attach one observer and dispose it again, on a subject that keeps other observers attached.
func subscriptionScenarios() -> [Scenario] {
    [
        churn("S9", "subscribe/dispose churn, 1 permanent observer", liveObservers: 1),
        churn("S9b", "subscribe/dispose churn, 100,000 live observers (O(1) attach/detach)", liveObservers: 100_000),
    ]
}

/// N × (observe, then dispose) after `liveObservers` observers were attached outside the timed body.
private func churn(_ id: String, _ title: String, liveObservers: Int) -> Scenario {
    Scenario(id, title, n: 100_000, unit: "ns per subscribe + dispose", [
        (.floor, .timed { n in
            let sum = Sum()
            let bag = ClosureBag()
            for _ in 0..<liveObservers { _ = bag.insert { sum.add($0) } }
            return {
                for _ in 0..<n { bag.remove(bag.insert { sum.add($0) }) }
                return sum.value &+ n
            }
        }),
        (.openCombine, .timed { n in
            let sum = Sum()
            let subject = PassthroughSubject<Int, Never>()
            let live = (0..<liveObservers).map { _ in subject.sink { sum.add($0) } }
            return {
                withExtendedLifetime(live) { for _ in 0..<n { subject.sink { sum.add($0) }.cancel() } }
                return sum.value &+ n
            }
        }),
        (.reactive, .timed { n in
            let sum = Sum()
            let (output, input) = Signal<Int, Never>.pipe()
            for _ in 0..<liveObservers { output.observeValues { sum.add($0) } }
            return {
                withExtendedLifetime(input) { for _ in 0..<n { output.observeValues { sum.add($0) }?.dispose() } }
                return sum.value &+ n
            }
        }),
    ] + legacyRows { int in { n in
        let sum = Sum()
        let subject = RACSubject()
        for _ in 0..<liveObservers { subject.subscribeNext { sum.add(int($0)) } }
        return {
            for _ in 0..<n { subject.subscribeNext { sum.add(int($0)) }.dispose() }
            return sum.value &+ n
        }
    } })
}
