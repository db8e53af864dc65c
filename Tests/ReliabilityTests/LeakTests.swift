import Foundation
import Testing
import RACLegacy
import Reactive
import Bridge

/// After completion, failure, interruption or disposal, nothing of a run stays alive: the observer, and what the
/// operators' closures captured, are released even though the source itself is still alive.
@Suite("Leaks: runs release what they captured once they end")
struct LeakTests {
    enum Ending: CaseIterable { case completed, failed, disposed }

    struct Probe: Swift.Error {}

    /// A token whose release a weak reference observes.
    final class Token: Sendable {}

    // MARK: Reactive

    typealias ReactiveOperator = (SignalProducer<Int, Probe>, Token, TestScheduler) -> SignalProducer<Int, Probe>

    static var reactiveOperators: [(String, ReactiveOperator)] { [
        ("map", { p, t, _ in p.map { _ = t; return $0 } }),
        ("filter", { p, t, _ in p.filter { _ = t; return $0 >= 0 } }),
        ("compactMap", { p, t, _ in p.compactMap { _ = t; return $0 } }),
        ("take(first:)", { p, t, _ in p.take(first: 5).on(value: { _ in _ = t }) }),
        ("take(while:)", { p, t, _ in p.take(while: { _ = t; return $0 < 100 }) }),
        ("skip(first:)", { p, t, _ in p.skip(first: 0).on(value: { _ in _ = t }) }),
        ("skipRepeats", { p, t, _ in p.skipRepeats { _ = t; return $0 == $1 } }),
        ("scan", { p, t, _ in p.scan(0) { _ = t; return $0 + $1 } }),
        ("reduce", { p, t, _ in p.reduce(0) { _ = t; return $0 + $1 } }),
        ("collect", { p, t, _ in p.collect().map { _ = t; return $0.count } }),
        ("combineLatest", { p, t, _ in p.combineLatest(with: SignalProducer(value: 1)).map { _ = t; return $0 + $1 } }),
        ("zip", { p, t, _ in p.zip(with: SignalProducer([1, 2, 3])).map { _ = t; return $0 + $1 } }),
        ("merge", { p, t, _ in SignalProducer.merge(p, SignalProducer<Int, Probe>(value: 0)).on(value: { _ in _ = t }) }),
        ("concat", { p, t, _ in p.concat(SignalProducer(value: 0)).on(value: { _ in _ = t }) }),
        ("flatMap(.merge)", { p, t, _ in p.flatMap(.merge) { v in SignalProducer(value: v).on(value: { _ in _ = t }) } }),
        ("flatMap(.concat)", { p, t, _ in p.flatMap(.concat) { v in SignalProducer(value: v).on(value: { _ in _ = t }) } }),
        ("flatMap(.latest)", { p, t, _ in p.flatMap(.latest) { v in SignalProducer(value: v).on(value: { _ in _ = t }) } }),
        ("flatMapError", { p, t, _ in p.flatMapError { _ in _ = t; return SignalProducer(value: 0) } }),
        ("materialize", { p, t, _ in p.materialize().map { _ = t; return $0.value ?? 0 }.promoteError(Probe.self) }),
        ("observe(on:)", { p, t, s in p.observe(on: s).on(value: { _ in _ = t }) }),
        ("delay", { p, t, s in p.delay(1, on: s).on(value: { _ in _ = t }) }),
        ("throttle", { p, t, s in p.throttle(1, on: s).on(value: { _ in _ = t }) }),
        ("debounce", { p, t, s in p.debounce(1, on: s).on(value: { _ in _ = t }) }),
        ("take(until:)", { p, t, _ in p.take(until: SignalProducer<(), Never>.never).on(value: { _ in _ = t }) }),
        ("withLatest(from:)", { p, t, _ in p.withLatest(from: SignalProducer<Int, Never>(value: 1)).map { _ = t; return $0.0 } }),
        ("retry", { p, t, _ in p.retry(upTo: 0).on(value: { _ in _ = t }) }),
        ("replayLazily", { p, t, _ in p.replayLazily(upTo: 1).on(value: { _ in _ = t }) }),
    ] }

    @Test("Reactive: every operator family releases the observer and its closures' captures", arguments: Ending.allCases)
    func reactive(_ ending: Ending) {
        for (name, apply) in Self.reactiveOperators {
            let scheduler = TestScheduler()
            let (signal, input) = Signal<Int, Probe>.pipe()   // the source stays alive past the run
            weak var weakCapture: Token?
            weak var weakObserver: Token?
            do {
                let capture = Token(), observed = Token()
                weakCapture = capture
                weakObserver = observed
                let disposable = apply(SignalProducer(signal), capture, scheduler).start { _ in _ = observed }
                input.send(value: 1)
                switch ending {
                case .completed: input.sendCompleted()
                case .failed: input.send(error: Probe())
                case .disposed: disposable.dispose()
                }
                scheduler.run()
            }
            #expect(weakCapture == nil, "\(name): capture kept after \(ending)")
            #expect(weakObserver == nil, "\(name): observer kept after \(ending)")
            withExtendedLifetime(input) {}
        }
    }

    // MARK: RACLegacy

    typealias LegacyOperator = (RACSignal, Token, RACTestScheduler) -> RACSignal

    static var legacyOperators: [(String, LegacyOperator)] { [
        ("map", { s, t, _ in s.map { _ = t; return $0 } }),
        ("filter", { s, t, _ in s.filter { _ = t; return $0 != nil } }),
        ("take", { s, t, _ in s.take(5).doNext { _ in _ = t } }),
        ("skip", { s, t, _ in s.skip(0).doNext { _ in _ = t } }),
        ("distinctUntilChanged", { s, t, _ in s.distinctUntilChanged().doNext { _ in _ = t } }),
        ("scanWithStart", { s, t, _ in s.scanWithStart(0) { _ = t; return ($0 as! Int) + ($1 as! Int) } }),
        ("collect", { s, t, _ in s.collect().doNext { _ in _ = t } }),
        ("combineLatestWith", { s, t, _ in s.combineLatestWith(RACSignal.return(1)).doNext { _ in _ = t } }),
        ("zipWith", { s, t, _ in s.zipWith(RACSignal.return(1)).doNext { _ in _ = t } }),
        ("merge", { s, t, _ in s.merge(RACSignal.return(0)).doNext { _ in _ = t } }),
        ("concat", { s, t, _ in s.concat(RACSignal.return(0)).doNext { _ in _ = t } }),
        ("flattenMap", { s, t, _ in s.flattenMap { v in _ = t; return RACSignal.return(v) } }),
        ("switchToLatest", { s, t, _ in s.map { v in _ = t; return RACSignal.return(v) }.switchToLatest() }),
        ("catch", { s, t, _ in s.catch { _ in _ = t; return RACSignal.return(0) } }),
        ("retry", { s, t, _ in s.retry(0).doNext { _ in _ = t } }),
        ("deliverOn", { s, t, scheduler in s.deliverOn(scheduler).doNext { _ in _ = t } }),
        ("throttle", { s, t, scheduler in s.throttle(1).doNext { _ in _ = t } }),
        ("delay", { s, t, _ in s.delay(1).doNext { _ in _ = t } }),
        ("takeUntil", { s, t, _ in s.takeUntil(RACSignal.never()).doNext { _ in _ = t } }),
        ("sample", { s, t, _ in s.sample(RACSignal.return(nil)).doNext { _ in _ = t } }),
        ("then", { s, t, _ in s.then { _ = t; return RACSignal.return(0) } }),
        ("replayLazily", { s, t, _ in s.replayLazily().doNext { _ in _ = t } }),
    ] }

    @Test("RACLegacy: every operator family releases the subscriber and its closures' captures", arguments: Ending.allCases)
    func racLegacy(_ ending: Ending) {
        for (name, apply) in Self.legacyOperators {
            let scheduler = RACTestScheduler()
            let subject = RACSubject()   // the source stays alive past the subscription
            weak var weakCapture: Token?
            weak var weakSubscriber: Token?
            do {
                let capture = Token(), observed = Token()
                weakCapture = capture
                weakSubscriber = observed
                // Time operators use the current scheduler: run the whole subscription on the test scheduler.
                scheduler.performAsCurrentScheduler {
                    let disposable = apply(subject, capture, scheduler).subscribeNext({ _ in _ = observed },
                                                                                     error: { _ in _ = observed },
                                                                                     completed: { _ = observed })
                    subject.sendNext(1)
                    switch ending {
                    case .completed: subject.sendCompleted()
                    case .failed: subject.sendError(Probe())
                    case .disposed: disposable.dispose()
                    }
                }
                scheduler.stepAll()
            }
            #expect(weakCapture == nil, "\(name): capture kept after \(ending)")
            #expect(weakSubscriber == nil, "\(name): subscriber kept after \(ending)")
            withExtendedLifetime(subject) {}
        }
    }

    // MARK: Bridge

    @Test("Bridge: every conversion releases what its run captured", arguments: Ending.allCases)
    func bridge(_ ending: Ending) {
        // RAC → typed: a RAC subject read as a producer and as a Signal.
        for name in ["SignalProducer(_:of:)", "Signal(subject)"] {
            let subject = RACSubject()
            weak var weakObserved: Token?
            do {
                let observed = Token()
                weakObserved = observed
                let disposable: (any Disposable)? = onImmediate {
                    name == "Signal(subject)"
                        ? Signal(subject).observe { _ in _ = observed }
                        : SignalProducer(subject, of: Int.self).start { _ in _ = observed }
                }
                subject.sendNext(1)
                switch ending {
                case .completed: subject.sendCompleted()
                case .failed: subject.sendError(Probe())
                case .disposed: disposable?.dispose()
                }
            }
            #expect(weakObserved == nil, "\(name): observer kept after \(ending)")
            withExtendedLifetime(subject) {}
        }
        // typed → RAC: a pipe read as a RACSignal, through a producer and directly.
        for name in ["producer.bridged", "signal.bridged"] {
            let (signal, input) = Signal<Int, Probe>.pipe()
            weak var weakObserved: Token?
            do {
                let observed = Token()
                weakObserved = observed
                let bridged = name == "signal.bridged" ? signal.bridged : SignalProducer(signal).bridged
                let disposable = onImmediate {
                    bridged.subscribeNext({ _ in _ = observed }, error: { _ in _ = observed }, completed: { _ = observed })
                }
                input.send(value: 1)
                switch ending {
                case .completed: input.sendCompleted()
                case .failed: input.send(error: Probe())
                case .disposed: disposable.dispose()
                }
            }
            #expect(weakObserved == nil, "\(name): subscriber kept after \(ending)")
            withExtendedLifetime(input) {}
        }
    }
}
