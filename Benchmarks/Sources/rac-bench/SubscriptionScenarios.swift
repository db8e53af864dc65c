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

/// The value sent once after the churn: only the permanent observers may receive it.
private let churnProbe = 7

/// N × (observe, then dispose) after `liveObservers` observers were attached outside the timed body; then one
/// value is sent and the checksum is what the observers received, which must be exactly `liveObservers` times it:
/// an observer the churn failed to detach adds to it, a permanent one it detached takes from it.
private func churn(_ id: String, _ title: String, liveObservers: Int) -> Scenario {
    func checked(_ sum: Sum) -> Int {
        let expected = liveObservers * churnProbe
        if sum.value != expected {
            workloadComplaints.withLock {
                $0.append("after the churn the probe reached observers worth \(sum.value), expected \(expected) "
                          + "(\(liveObservers) permanent observers)")
            }
        }
        return sum.value
    }
    return Scenario(id, title, n: 100_000, unit: "ns per subscribe + dispose", floors { locked in .timed { n in
            let sum = Sum()
            let bag = ClosureBag()
            for _ in 0..<liveObservers { _ = bag.insert { sum.add($0) } }
            // The locked floor takes its lock per attach and per detach, as a thread-safe observer list does.
            let lock = FloorLock()
            let attach = locked
                ? opaque { (value: Int) -> Void in lock.mutex.withLock { _ in bag.remove(bag.insert { sum.add($0) }) } }
                : opaque { (value: Int) -> Void in bag.remove(bag.insert { sum.add($0) }) }
            return {
                sum.pointer.pointee = 0
                for i in 0..<n { attach(i) }
                bag.send(churnProbe)
                return checked(sum)
            }
        } } + [
        (.openCombine, .timed { n in
            let sum = Sum()
            let subject = PassthroughSubject<Int, Never>()
            let live = (0..<liveObservers).map { _ in subject.sink { sum.add($0) } }
            return {
                sum.pointer.pointee = 0
                withExtendedLifetime(live) {
                    for _ in 0..<n { subject.sink { sum.add($0) }.cancel() }
                    subject.send(churnProbe)
                }
                return checked(sum)
            }
        }),
        (.reactive, .timed { n in
            let sum = Sum()
            let (output, input) = Signal<Int, Never>.pipe()
            for _ in 0..<liveObservers { output.observeValues { sum.add($0) } }
            return {
                sum.pointer.pointee = 0
                for _ in 0..<n { output.observeValues { sum.add($0) }?.dispose() }
                input.send(value: churnProbe)
                return checked(sum)
            }
        }),
    ] + legacyRows { int in { n in
        let sum = Sum()
        let subject = RACSubject()
        for _ in 0..<liveObservers { subject.subscribeNext { sum.add(int($0)) } }
        return {
            sum.pointer.pointee = 0
            for _ in 0..<n { subject.subscribeNext { sum.add(int($0)) }.dispose() }
            subject.sendNext(churnProbe)
            return checked(sum)
        }
    } })
}
