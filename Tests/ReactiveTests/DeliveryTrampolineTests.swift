import Foundation
import Testing
@testable import Reactive

/// A delivery nested past seven eighths of the thread's stack continues from a trampoline instead of overflowing it
/// (see `DeliveryTrampoline`). The chains here are deep enough to get there on a 1 MiB stack and small enough to run
/// under the sanitizers, which the stack-depth suite skips (AddressSanitizer's frames are several times larger, so
/// the stack is not smaller).
@Suite("Deliveries deeper than the stack continue from a trampoline")
struct DeliveryTrampolineTests {
    /// Runs `body` on a thread with a stack of `stackSize` bytes; false if it did not finish within `seconds`.
    static func onThread(stackSize: Int = 1024 * 1024, seconds: Double = 120, _ body: @escaping @Sendable () -> Void) async -> Bool {
        await withCheckedContinuation { continuation in
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                body()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            Thread.detachNewThread { continuation.resume(returning: done.wait(timeout: .now() + seconds) == .success) }
        }
    }

    /// Hands what a thread collected to the test.
    final class Collected<T>: @unchecked Sendable {  // written before the thread's semaphore is signalled, read after
        var value: T
        init(_ value: T) { self.value = value }
    }

    @Test("a checkpoint goes on above three quarters of the stack, becomes the trampoline below, defers below seven eighths")
    func thresholds() {
        let trampoline = DeliveryTrampoline(low: 0x10_0000, high: 0x20_0000)
        #expect(trampoline.action(at: 0x1F_0000) == .proceed)
        #expect(trampoline.action(at: 0x15_0000) == .proceed)
        #expect(trampoline.action(at: 0x13_0000) == .run)
        trampoline.isRunning = true
        #expect(trampoline.action(at: 0x13_0000) == .proceed)
        #expect(trampoline.action(at: 0x11_0000) == .deferred)
        // An address off the stack (an instrumented build's fake frame) says nothing about depth.
        #expect(trampoline.action(at: 0x30_0000) == .proceed)
        #expect(trampoline.action(at: 0x0F_0000) == .proceed)
    }

    /// Recurses until four fifths of the thread's stack are used, then runs `body` there.
    static func atFourFifths(_ body: () -> Void) {
        let trampoline = DeliveryTrampoline.current
        func descend(_ limit: UInt) -> Int {
            var marker: UInt8 = 0
            let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            if address <= limit {
                body()
                return 0
            }
            // Work after the call keeps the recursion from becoming a loop.
            return descend(limit) + Int(marker)
        }
        _ = descend(trampoline.low + (trampoline.high - trampoline.low) / 5)
    }

    @Test("with four fifths of the stack used, short chains still deliver before the code after the send runs")
    func orderKeptBelowSevenEighths() async {
        let collected = Collected<[String]>([])
        #expect(await Self.onThread(stackSize: 8 * 1024 * 1024) {
            Self.atFourFifths {
                var order: [String] = []
                let (input, sender) = Signal<Int, Never>.pipe()
                var last = input
                for _ in 0..<100 { last = last.map { $0 + 1 } }
                last.observeValues { order.append("signal end \($0)") }
                input.observeValues { _ in order.append("signal second observer") }
                sender.send(value: 0)
                order.append("after send")
                let root = MutableProperty(0)
                var property = Property(root)
                for _ in 0..<100 { property = property.map { $0 + 1 } }
                property.signal.observeValues { order.append("property end \($0)") }
                root.signal.observeValues { _ in order.append("property second observer") }
                root.value = 1
                order.append("after set")
                collected.value = order
            }
        })
        #expect(collected.value == [
            "signal end 100", "signal second observer", "after send",
            "property end 101", "property second observer", "after set",
        ])
    }

    @Test("the trampoline runs deferred work depth first: what an item defers runs before the item after it")
    func depthFirst() {
        let trampoline = DeliveryTrampoline(low: 0x10_0000, high: 0x20_0000)
        var order: [String] = []
        trampoline.run {
            order.append("body")
            trampoline.defer {
                order.append("a")
                trampoline.defer { order.append("a1") }
                trampoline.defer {
                    order.append("a2")
                    trampoline.defer { order.append("a2i") }
                }
            }
            trampoline.defer { order.append("b") }
        }
        #expect(order == ["body", "a", "a1", "a2", "a2i", "b"])
        #expect(!trampoline.isRunning)
        #expect(trampoline.deferredWork.isEmpty)
    }

    @Test("synchronously runs what it defers before it returns, and restores the running trampoline's work")
    func synchronously() {
        let trampoline = DeliveryTrampoline(low: 0x10_0000, high: 0x20_0000)
        var order: [String] = []
        trampoline.run {
            trampoline.defer { order.append("outer") }
            trampoline.synchronously {
                #expect(!trampoline.isRunning)
                trampoline.run {
                    trampoline.defer { order.append("inner") }
                }
                order.append("after inner")
            }
            #expect(trampoline.isRunning)
            order.append("body")
        }
        #expect(order == ["inner", "after inner", "body", "outer"])
    }

    @Test("a change crossing 2,000 composed properties on a 1 MiB stack reaches the last one before the set returns")
    func propertyChain() async {
        let collected = Collected<[String]>([])
        #expect(await Self.onThread {
            let root = MutableProperty(0)
            var chain: [Property<Int>] = []
            var last = Property(root)
            for _ in 0..<2_000 {
                last = last.map { $0 + 1 }
                chain.append(last)
            }
            var changes: [Int] = []
            last.signal.observeValues { changes.append($0) }
            root.value = 1
            root.value = 2
            collected.value = ["changes \(changes)", "value \(last.value)", "middle \(chain[999].value)"]
        })
        #expect(collected.value == ["changes [2001, 2002]", "value 2002", "middle 1002"])
    }

    @Test("a signal chain 5,000 deep on a 1 MiB stack gives two observers every event in order, then completion")
    func signalChain() async {
        let collected = Collected<[[Signal<Int, Never>.Event]]>([])
        #expect(await Self.onThread {
            let (input, sender) = Signal<Int, Never>.pipe()
            var last = input
            for link in 0..<5_000 {
                last = link.isMultiple(of: 2) ? last.map { $0 + 1 } : last.on(value: { _ in })
            }
            var first: [Signal<Int, Never>.Event] = []
            var second: [Signal<Int, Never>.Event] = []
            last.observe { first.append($0) }
            last.observe { second.append($0) }
            for value in 0..<3 { sender.send(value: value) }
            sender.sendCompleted()
            collected.value = [first, second]
        })
        let expected: [Signal<Int, Never>.Event] = [.value(2_500), .value(2_501), .value(2_502), .completed]
        #expect(collected.value == [expected, expected])
    }

    @Test("a producer of 3,000 steps and lifts on a 1 MiB stack: every value in order, and first() blocks for it")
    func producerChain() async {
        let collected = Collected<[String]>([])
        #expect(await Self.onThread {
            var last = SignalProducer<Int, Never>([1, 2, 3])
            for link in 0..<3_000 {
                last = link.isMultiple(of: 2) ? last.map { $0 + 1 } : last.take(first: 3)
            }
            var values: [Int] = []
            last.startWithValues { values.append($0) }
            var first = "none"
            if case let .success(value)? = last.first() { first = "\(value)" }
            collected.value = ["values \(values)", "first \(first)"]
        })
        #expect(collected.value == ["values [1501, 1502, 1503]", "first 1501"])
    }
}
