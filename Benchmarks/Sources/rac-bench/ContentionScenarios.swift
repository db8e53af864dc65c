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
                    quickKeepsN: true, worstWithin: worstWithin, [
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

/// The least fraction of a run's send blocks that must have met another thread's sends for the run to count. A run
/// whose threads took turns (one preempted between sends while another sent everything, as a loaded machine does,
/// or one not started yet) measured no contention, and every library would read as uncontended in it.
let minimumContendedFraction = 0.25

/// How often a sender publishes its progress (every 16 sends) and looks at the others' (every 64: a block).
private let publishMask = 15
private let blockMask = 63

/// One sender thread's published progress and whether it is inside a send call, padded so that two threads' slots
/// do not share a cache line.
private final class ProgressSlot: Sendable {
    let sent = Atomic<Int>(0)
    let sending = Atomic<Bool>(false)
    let padding = (0, 0, 0, 0, 0, 0, 0, 0)
}

/// Calls `senders[i](0..<n)` on thread i, one thread per sender, all at once, and returns when all are done. The
/// threads start together (a spin barrier). Each marks itself while inside a send call, publishes how far it has
/// sent every 16 sends and, every 64 sends (a block), looks at the others: a block met contention when another
/// thread's progress moved since the last look (it sent alongside) or another thread is inside a send (it waits for
/// delivery, e.g. parked on a lock). A thread the system preempted inside a send also counts; one preempted between
/// sends, not started yet or finished does not. The fraction of such blocks is recorded for the row
/// (`contendedFractions`); the runner repeats a run below `minimumContendedFraction`, and fails it if it stays below.
func sendConcurrently(_ n: Int, into senders: [(Int) -> Void]) {
    let shared = UncheckedSendable(senders)
    let count = senders.count
    let arrived = Atomic<Int>(0)
    let slots = (0..<count).map { _ in ProgressSlot() }
    let blocks = Atomic<Int>(0)
    let contended = Atomic<Int>(0)
    let done = DispatchSemaphore(value: 0)
    // Dedicated threads rather than concurrentPerform: a starved dispatch pool could run both iterations on one
    // thread, one after the other, and the barrier would then never open.
    for index in 0..<count {
        Thread {
            let send = shared.value[index]
            let mine = slots[index]
            // The others' progress in all, and whether one of them is inside a send.
            func others() -> (sent: Int, sending: Bool) {
                var total = 0
                var sending = false
                for (other, slot) in slots.enumerated() where other != index {
                    total &+= slot.sent.load(ordering: .relaxed)
                    if slot.sending.load(ordering: .relaxed) { sending = true }
                }
                return (total, sending)
            }
            arrived.wrappingAdd(1, ordering: .acquiringAndReleasing)
            while arrived.load(ordering: .acquiring) < count {}
            var seen = others().sent
            var looked = 0
            var met = 0
            for i in 0..<n {
                if i & publishMask == 0 { mine.sent.store(i, ordering: .relaxed) }
                if i & blockMask == blockMask {
                    let now = others()
                    looked &+= 1
                    if now.sent != seen || now.sending { met &+= 1 }
                    seen = now.sent
                }
                mine.sending.store(true, ordering: .relaxed)
                send(i)
                mine.sending.store(false, ordering: .relaxed)
            }
            mine.sent.store(n, ordering: .relaxed)
            blocks.wrappingAdd(looked, ordering: .relaxed)
            contended.wrappingAdd(met, ordering: .relaxed)
            done.signal()
        }.start()
    }
    for _ in 0..<count { done.wait() }
    let fraction = Double(contended.load(ordering: .relaxed)) / Double(max(1, blocks.load(ordering: .relaxed)))
    contendedFractions.withLock { $0.append(fraction) }
}

/// Lets the send closures reach the sending threads. Safe here because calling them concurrently is exactly what
/// S11 and Q11 measure: each library serialises delivery to its observer itself, and the floor takes a mutex.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
