import Dispatch
import Foundation
import OpenCombine
import RACLegacy
import Reactive
import Synchronization

/// S11: two threads send into one subject at once; its single observer must still see them one at a time. S11x4,
/// S11x8 and S11x16: more sending threads than cores, where a lock that parks badly stalls for seconds; their worst
/// round must stay within 3× their median.
func contentionScenarios() -> [Scenario] {
    [
        contendedSend("S11", threads: 2, n: 500_000),
        contendedSend("S11x4", threads: 4, n: 250_000, worstWithin: 3),
        contendedSend("S11x8", threads: 8, n: 125_000, worstWithin: 3),
        contendedSend("S11x16", threads: 16, n: 62_500, worstWithin: 3),
    ]
}

/// `threads` threads sending into one subject with one observer.
private func contendedSend(_ id: String, threads: Int, n: Int, worstWithin: Double? = nil) -> Scenario {
    func sendConcurrently(_ n: Int, _ send: @escaping (Int) -> Void) {
        rac_bench.sendConcurrently(n, into: Array(repeating: send, count: threads))
    }
    return Scenario(id, "contended send: \(threads) threads into 1 subject, 1 observer", n: n, eventsPerStep: threads,
                    worstWithin: worstWithin, [
        // The floor serialises delivery with one pthread mutex, the least a library must do (Swift 6.3's `Mutex`
        // stalls on Linux with more threads than cores, which would make the floor the slowest row of S11x).
        (.floor, .timed { n in
            let sum = Sum()
            let lock = NSLock()
            let observer = opaque { (value: Int) -> Void in sum.add(value) }
            return {
                sendConcurrently(n) { value in lock.withLock { observer(value) } }
                return sum.value
            }
        }),
        (.openCombine, .timed { n in
            let sum = Sum()
            let subject = PassthroughSubject<Int, Never>()
            let subscription = subject.sink { sum.add($0) }
            return {
                withExtendedLifetime(subscription) { sendConcurrently(n) { subject.send($0) } }
                return sum.value
            }
        }),
        (.reactive, .timed { n in
            let sum = Sum()
            let (output, input) = Signal<Int, Never>.pipe()
            output.observeValues { sum.add($0) }
            return {
                sendConcurrently(n) { input.send(value: $0) }
                return sum.value
            }
        }),
    ] + legacyRows { int in { n in
        let sum = Sum()
        let subject = RACSubject()
        subject.subscribeNext { sum.add(int($0)) }
        return {
            sendConcurrently(n) { subject.sendNext($0) }
            return sum.value
        }
    } })
}

/// Calls `senders[i](0..<n)` on thread i, one thread per sender, all at once, and returns when all are done. The
/// threads start together (a spin barrier), and each records whether it saw every other thread still sending at its
/// midpoint; a run where no thread did is reported, since it would not have measured contention.
func sendConcurrently(_ n: Int, into senders: [(Int) -> Void]) {
    let shared = UncheckedSendable(senders)
    let count = senders.count
    let arrived = Atomic<Int>(0)
    let finished = Atomic<Int>(0)
    let overlapped = Atomic<Bool>(false)
    let done = DispatchSemaphore(value: 0)
    // Dedicated threads rather than concurrentPerform: a starved dispatch pool could run both iterations on one
    // thread, one after the other, and the barrier would then never open.
    for index in 0..<count {
        Thread {
            let send = shared.value[index]
            arrived.wrappingAdd(1, ordering: .acquiringAndReleasing)
            while arrived.load(ordering: .acquiring) < count {}
            for i in 0..<n {
                if i == n / 2, finished.load(ordering: .acquiring) == 0 { overlapped.store(true, ordering: .releasing) }
                send(i)
            }
            finished.wrappingAdd(1, ordering: .acquiringAndReleasing)
            done.signal()
        }.start()
    }
    for _ in 0..<count { done.wait() }
    if !overlapped.load(ordering: .acquiring) {
        workloadComplaints.withLock { $0.append("the \(count) sender threads did not overlap") }
    }
}

/// Lets the send closures reach the sending threads. Safe here because calling them concurrently is exactly what
/// S11 and Q11 measure: each library serialises delivery to its observer itself, and the floor takes a mutex.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
