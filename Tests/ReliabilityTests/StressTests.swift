import Foundation
import Testing
import RACLegacy
import Reactive
import Bridge

/// 4 threads × 25,000 sends (× 250,000 under `RAC_RELIABILITY=full`), with observers attaching and detaching
/// meanwhile: every value reaches each observer attached for the whole run exactly once, nothing arrives after the
/// terminal event, and nothing deadlocks.
@Suite("Stress: concurrent senders, churning observers", .serialized)
struct StressTests {
    static let senders = 4
    static let perSender = ReliabilitySize.pick(full: 250_000, standard: 25_000)
    static var total: Int { senders * perSender }

    /// Attaches and disposes observers in a loop until `stop` is set; returns how many it attached.
    static func churn(_ stop: Shared<Bool>, attach: @escaping () -> (() -> Void)?) -> Int {
        var attached = 0
        // Bounded, so the churn overlaps the senders without starving them on 2 cores (or under a sanitizer).
        while !stop.value && attached < 20_000 {
            let detach = attach()
            attached += 1
            detach?()
        }
        return attached
    }

    @Test("Reactive: a pipe and a map → filter chain under 4 senders and a churning observer")
    func reactivePipe() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let direct = Tally(capacity: Self.total)
        let chained = Tally(capacity: Self.total)
        signal.observe { event in
            switch event {
            case .value(let value): direct.value(value)
            default: direct.terminal()
            }
        }
        // Typed closures: inferring this chain through map's and filter's overloads took the type checker seconds.
        let chain: Signal<Int, Never> = signal.map { (value: Int) in value * 2 }.filter { (value: Int) in value % 4 == 0 }
            .map { (value: Int) in value / 2 }
        chain.observe { event in
            switch event {
            case .value(let value): chained.value(value)
            default: chained.terminal()
            }
        }
        let stop = Shared(false)
        let churned = Shared(0)
        let churner = Thread {
            let count = Self.churn(stop) {
                // A derived chain per attachment: once its observer is disposed it must be torn down, or every send
                // would pay for each chain ever attached.
                let disposable = signal.map { $0 + 1 }.observeValues { _ in }
                return { disposable?.dispose() }
            }
            churned.mutate { $0 = count }
        }
        churner.start()
        let finished = await onThreads(Self.senders) { sender in
            for index in 0..<Self.perSender { input.send(value: sender * Self.perSender + index) }
        }
        #expect(finished)
        input.sendCompleted()
        input.send(value: 0)
        stop.mutate { $0 = true }
        #expect(direct.count == Self.total && direct.duplicates == 0 && direct.afterTerminal == 0 && direct.terminals == 1,
                "\(direct.summary)")
        #expect(chained.count == Self.total / 2 && chained.duplicates == 0 && chained.terminals == 1, "\(chained.summary)")
    }

    @Test("RACLegacy: a subject and a map → filter chain under 4 senders and a churning subscriber")
    func racLegacySubject() async {
        let subject = RACSubject()
        let direct = Tally(capacity: Self.total)
        let chained = Tally(capacity: Self.total)
        onImmediate {
            subject.subscribeNext({ direct.value($0 as! Int) }, error: { _ in direct.terminal() }, completed: { direct.terminal() })
            subject.map { ($0 as! Int) * 2 }.filter { ($0 as! Int) % 4 == 0 }.map { ($0 as! Int) / 2 }
                .subscribeNext({ chained.value($0 as! Int) }, error: { _ in chained.terminal() }, completed: { chained.terminal() })
        }
        let stop = Shared(false)
        let churner = Thread {
            _ = Self.churn(stop) {
                let disposable = onImmediate { subject.map { $0 }.subscribeNext { _ in } }
                return { disposable.dispose() }
            }
        }
        churner.start()
        let finished = await onThreads(Self.senders) { sender in
            for index in 0..<Self.perSender { subject.sendNext(sender * Self.perSender + index) }
        }
        #expect(finished)
        subject.sendCompleted()
        subject.sendNext(0)
        stop.mutate { $0 = true }
        #expect(direct.count == Self.total && direct.duplicates == 0 && direct.afterTerminal == 0 && direct.terminals == 1,
                "\(direct.summary)")
        #expect(chained.count == Self.total / 2 && chained.duplicates == 0 && chained.terminals == 1, "\(chained.summary)")
    }

    @Test("Bridge: a RAC subject seen as a typed Signal, and a pipe seen as a RACSignal, under 4 senders")
    func bridge() async {
        let subject = RACSubject()
        let (signal, input) = Signal<Int, Never>.pipe()
        let typed = Tally(capacity: Self.total)
        let legacy = Tally(capacity: Self.total)
        Signal(subject).map { $0 as! Int }.observe { event in
            switch event {
            case .value(let value): typed.value(value)
            default: typed.terminal()
            }
        }
        onImmediate {
            signal.bridged.subscribeNext({ legacy.value($0 as! Int) }, error: { _ in legacy.terminal() },
                                         completed: { legacy.terminal() })
        }
        let finished = await onThreads(Self.senders) { sender in
            for index in 0..<Self.perSender {
                let value = sender * Self.perSender + index
                subject.sendNext(value)
                input.send(value: value)
            }
        }
        #expect(finished)
        subject.sendCompleted()
        input.sendCompleted()
        #expect(typed.count == Self.total && typed.duplicates == 0 && typed.terminals == 1, "\(typed.summary)")
        #expect(legacy.count == Self.total && legacy.duplicates == 0 && legacy.terminals == 1, "\(legacy.summary)")
    }

    @Test("RACLegacy: every churned subscriber's blocks are released, however its disposal raced the senders")
    func racLegacyChurnReleases() async {
        final class Token: @unchecked Sendable { // `released` is itself synchronized
            let released: Shared<Int>
            init(_ released: Shared<Int>) { self.released = released }
            deinit { released.mutate { $0 += 1 } }
        }
        let subject = RACSubject()
        let delivered = Tally(capacity: Self.total)
        onImmediate { subject.subscribeNext { delivered.value($0 as! Int) } }
        let released = Shared(0), attached = Shared(0), stop = Shared(false)
        let churned = DispatchSemaphore(value: 0)
        Thread {
            let count = Self.churn(stop) {
                let token = Token(released)
                let disposable = onImmediate { subject.subscribeNext { _ in _ = token } }
                return { disposable.dispose() }
            }
            attached.mutate { $0 = count }
            churned.signal()
        }.start()
        let finished = await onThreads(Self.senders) { sender in
            for index in 0..<Self.perSender { subject.sendNext(sender * Self.perSender + index) }
        }
        #expect(finished)
        stop.mutate { $0 = true }
        #expect(churned.wait(timeout: .now() + 60) == .success)
        #expect(attached.value > 0 && released.value == attached.value, "attached \(attached.value), released \(released.value)")
        #expect(delivered.count == Self.total && delivered.duplicates == 0, "\(delivered.summary)")
    }
}
